// What a new report starts from: each list's own default filter and sort, as its screen opens.
import type { ReportList, ReportSource } from "../../../shared/generated/reports";
import { DEFAULT_CHECKIN_FILTER, DEFAULT_CHECKIN_SORT } from "../checkins";
import { DEFAULT_COMPLIANCE_FILTER, DEFAULT_COMPLIANCE_SORT } from "../compliance";
import { DEFAULT_TIMESHEET_FILTER, DEFAULT_TIMESHEET_SORT } from "../hours";
import { DEFAULT_INSPECTION_FILTER, DEFAULT_INSPECTION_SORT } from "../inspections";
import { DEFAULT_USER_FILTER, DEFAULT_USER_SORT } from "../users";
import { DEFAULT_VEHICLE_FILTER, DEFAULT_VEHICLE_SORT } from "../vehicles";

export function defaultSource(list: ReportList): ReportSource {
  switch (list) {
    case "vehicles":
      return { list, filter: DEFAULT_VEHICLE_FILTER, sort: DEFAULT_VEHICLE_SORT };
    case "users":
      return { list, filter: DEFAULT_USER_FILTER, sort: DEFAULT_USER_SORT };
    case "compliance":
      return { list, filter: DEFAULT_COMPLIANCE_FILTER, sort: DEFAULT_COMPLIANCE_SORT };
    case "inspections":
      return { list, filter: DEFAULT_INSPECTION_FILTER, sort: DEFAULT_INSPECTION_SORT };
    case "checkins":
      return { list, filter: DEFAULT_CHECKIN_FILTER, sort: DEFAULT_CHECKIN_SORT };
    case "hours":
      return { list, filter: DEFAULT_TIMESHEET_FILTER, sort: DEFAULT_TIMESHEET_SORT };
  }
}
