import type { CheckIn, CheckInResult } from "../../../shared/generated/checkins";
import type { CheckInRow } from "./list-fields";

export function checkInFromRow(row: CheckInRow): CheckIn {
  return {
    id: row.id,
    modelClass: "CheckIn",
    companyId: row.company_id,
    employeeId: row.employee_id,
    userId: row.user_id,
    employeeName: row.employee_name,
    // Only the two wire values are written; other (older) values read as not able to work (docs/checkins.md "Rules").
    result: (row.result === "None" ? "None" : "NotAbleToWork") satisfies CheckInResult,
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.latitude !== null && row.longitude !== null
      ? {
          location: {
            latitude: row.latitude,
            longitude: row.longitude,
            ...(row.accuracy !== null ? { accuracy: row.accuracy } : {}),
          },
        }
      : {}),
    day: row.day,
    createdDate: row.created_date.getTime(),
    modifiedDate: row.modified_date.getTime(),
    ...(row.created_by ? { createdBy: row.created_by } : {}),
    state: row.state as CheckIn["state"],
  };
}
