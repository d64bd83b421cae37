import type { TimesheetListField } from "../../../shared/generated/hours";
import type { ListFields } from "../../lists/columnar";
import type { TimesheetRow } from "./mappers";

/** The timesheet list's fields (schema TimesheetListField), as timesheetFromRow gives them, absent as null. */
export const TIMESHEET_LIST_FIELDS: ListFields<TimesheetListField, TimesheetRow> = {
  driverName: { columns: ["employee_name"], read: (r) => r.employee_name },
  userId: { columns: ["user_id"], read: (r) => r.user_id },
  day: { columns: ["day"], read: (r) => r.day },
  status: { columns: ["status"], read: (r) => r.status },
  cycle: { columns: ["cycle"], read: (r) => r.cycle },
  drivingMinutes: { columns: ["driving_minutes"], read: (r) => r.driving_minutes },
  onDutyNotDrivingMinutes: { columns: ["on_duty_minutes"], read: (r) => r.on_duty_minutes },
  onDutyTotalMinutes: { columns: ["on_duty_total_minutes"], read: (r) => r.on_duty_total_minutes },
  offDutyMinutes: { columns: ["off_duty_minutes"], read: (r) => r.off_duty_minutes },
  startLocation: { columns: ["start_location"], read: (r) => r.start_location || null },
  endLocation: { columns: ["end_location"], read: (r) => r.end_location || null },
  certifiedAt: { columns: ["certified_at"], read: (r) => r.certified_at?.getTime() ?? null },
  modifiedDate: { columns: ["modified_date"], read: (r) => r.modified_date.getTime() },
};

export const ALL_TIMESHEET_LIST_FIELDS = Object.keys(TIMESHEET_LIST_FIELDS) as TimesheetListField[];
