import type { Selectable } from "kysely";

// Every list a report can export, one entry each (docs/reports.md "Rules"): the list's own window spec and list fields,
// so a report has the rows, order and values of the screen it was asked from. Headers are English, like the
// employees CSV that the import reads back.
import type { CheckInListFilter, CheckInSort } from "../../../shared/generated/checkins";
import type { ComplianceListFilter, ComplianceSort } from "../../../shared/generated/compliance";
import type { TimesheetListFilter, TimesheetSort } from "../../../shared/generated/hours";
import type { InspectionListFilter, InspectionSort } from "../../../shared/generated/inspections";
import type { ReportList } from "../../../shared/generated/reports";
import type { UserListFilter, UserSort } from "../../../shared/generated/users";
import type { VehicleListFilter, VehicleSort } from "../../../shared/generated/vehicles";
import { daysLeft, isExpired } from "../../../shared/rules/compliance";
import type { VehiclesTable } from "../../db/tables";
import { CHECKIN_LIST_FIELDS, type CheckInRow, checkInListSpec } from "../checkins/index";
import { complianceListSpec, type ComplianceRow } from "../compliance/index";
import { companyClock, TIMESHEET_LIST_FIELDS, timesheetListSpec } from "../hours/index";
import type { TimesheetRow } from "../hours/index";
import { INSPECTION_LIST_FIELDS, type InspectionRow, inspectionListSpec } from "../inspections/index";
import {
  DEFAULT_USER_SORT,
  ROLE_CSV_NAMES,
  USER_EXPORT_COLUMNS,
  USER_EXPORT_COMPUTED,
  type UserExportRow,
  userListSpec,
} from "../users/index";
import { VEHICLE_LIST_FIELDS, vehicleListSpec } from "../vehicles/index";
import { computedColumn, fieldColumn, type ReportSource } from "./report-source";

type VehicleRow = Selectable<VehiclesTable>;

// The screens' words for the codes the lists carry (docs/reports.md "Rules"): a report is read by people, who never
// see "offDay" or "CA_CYCLE_1" on a screen.
const DEFECTS: Record<string, string> = { none: "Good", minor: "Minor", major: "Major — out of service" };
const INSPECTION_STATUSES: Record<string, string> = { good: "Good", minor: "Minor", major: "Major" };
const TIMESHEET_STATUSES: Record<string, string> = {
  missing: "Missing",
  offDay: "Off Day",
  complete: "Complete",
  inProgress: "In Progress",
  incomplete: "Incomplete",
};
const CYCLES: Record<string, string> = {
  CA_CYCLE_1: "Canada, cycle 1 (70 h / 7 days)",
  CA_CYCLE_2: "Canada, cycle 2 (120 h / 14 days)",
  US_PROPERTY_60_7: "US property, 60 h / 7 days",
  US_PROPERTY_70_8: "US property, 70 h / 8 days",
  US_PASSENGER_60_7: "US passenger, 60 h / 7 days",
  US_PASSENGER_70_8: "US passenger, 70 h / 8 days",
};
const EXPIRY_STATES: Record<string, string> = {
  any: "Any",
  all: "Expired and expiring",
  expired: "Expired",
  expiring: "Expiring",
  ok: "Valid",
  none: "None",
};

const vehicles: ReportSource<VehicleListFilter, VehicleSort, VehicleRow> = {
  list: "vehicles",
  title: "Vehicles & Trailers",
  listEvent: "VehicleListRequestEvent",
  mechanic: true,
  defaultSort: { column: "name", direction: "asc" },
  filterWords: {
    names: { categoryId: "Category", defect: "Defects", expiringWeeks: "Expiring within (weeks)" },
    records: { categoryId: "category" },
    values: {
      status: { active: "Active", removed: "Removed", all: "All" },
      defect: { any: "Any", ...DEFECTS },
      compliance: EXPIRY_STATES,
    },
  },
  plan: (db, companyId, filter, sort, nowMs) => ({
    spec: vehicleListSpec(db, companyId, filter, sort, nowMs),
    columns: [
      fieldColumn("Name", VEHICLE_LIST_FIELDS.name, "text", 1.4),
      fieldColumn("Plate", VEHICLE_LIST_FIELDS.plate),
      fieldColumn("Category", VEHICLE_LIST_FIELDS.categoryName, "text", 1.5),
      fieldColumn("Make", VEHICLE_LIST_FIELDS.make),
      fieldColumn("Model", VEHICLE_LIST_FIELDS.model),
      fieldColumn("Year", VEHICLE_LIST_FIELDS.year, "text", 0.6),
      fieldColumn("VIN", VEHICLE_LIST_FIELDS.vin, "text", 2),
      fieldColumn("Safety expiry", VEHICLE_LIST_FIELDS.safetyExpiry, "date"),
      fieldColumn("Plate expiry", VEHICLE_LIST_FIELDS.plateExpiry, "date"),
      fieldColumn("Defects", VEHICLE_LIST_FIELDS.defectType, "text", 0.9, DEFECTS),
      fieldColumn("Odometer", VEHICLE_LIST_FIELDS.odometer, "text", 0.9),
    ],
  }),
};

const users: ReportSource<UserListFilter, UserSort, UserExportRow> = {
  list: "users",
  title: "Users",
  listEvent: "UserListRequestEvent",
  mechanic: false,
  defaultSort: DEFAULT_USER_SORT,
  filterWords: {
    names: { state: "Status", status: "Showing", expiringWeeks: "Expiring within (weeks)" },
    values: {
      state: { active: "Active", inactive: "Removed", invited: "Invited" },
      status: { all: "All", active: "Active", inactive: "Removed" },
      role: ROLE_CSV_NAMES,
      licence: EXPIRY_STATES,
    },
  },
  plan: (db, companyId, filter, sort, nowMs) => ({
    spec: userListSpec(db, companyId, filter, sort, nowMs),
    columns: USER_EXPORT_COLUMNS,
    computed: USER_EXPORT_COMPUTED,
  }),
};

const COMPLIANCE_KINDS: Record<string, string> = {
  plate: "Plate",
  safety: "Annual safety",
  licence: "Driver licence",
  document: "Employee document",
  cvor: "CVOR renewal",
  checklist: "Vehicle checklist",
};

function expiryStatus(kind: string, expiresAt: number, nowMs: number, timeZone: string): string {
  // A vehicle checklist is listed only once its due day has ended: the screen says "Overdue".
  if (kind === "checklist") return "Overdue";
  if (isExpired(expiresAt, nowMs)) return "Expired";
  const days = daysLeft(expiresAt, nowMs, timeZone);
  return days === 0 ? "Expires today" : `Expires in ${days} day${days === 1 ? "" : "s"}`;
}

const compliance: ReportSource<ComplianceListFilter, ComplianceSort, ComplianceRow> = {
  list: "compliance",
  title: "Compliance",
  listEvent: "ComplianceListRequestEvent",
  mechanic: false,
  defaultSort: { column: "expiresAt", direction: "asc" },
  filterWords: {
    names: { kind: "What", state: "Show", expiringWeeks: "Expiring within (weeks)" },
    values: { kind: { all: "All", ...COMPLIANCE_KINDS }, state: EXPIRY_STATES },
  },
  plan: (db, companyId, filter, sort, nowMs) => ({
    spec: complianceListSpec(db, companyId, filter, sort, nowMs),
    columns: [
      computedColumn("What", ["kind"], (r) => COMPLIANCE_KINDS[r.kind] ?? r.kind),
      computedColumn("Name", ["label"], (r) => r.label, 2),
      computedColumn("Detail", ["detail"], (r) => r.detail ?? "", 1.5),
      computedColumn("Expires", ["expires_at"], (r, f) => f.date(Number(r.expires_at))),
      // The screen's words: "Expired", "Expires today", or the calendar days left in the company's zone
      // (docs/compliance.md "Rules").
      computedColumn(
        "Status",
        ["kind", "expires_at"],
        (r, f) => expiryStatus(r.kind, Number(r.expires_at), nowMs, f.timeZone),
        1.3,
      ),
    ],
  }),
};

const TRIP_TYPES: Record<string, string> = { "pre-trip": "Pre-trip", "post-trip": "Post-trip", enroute: "En route" };

const inspections: ReportSource<InspectionListFilter, InspectionSort, InspectionRow> = {
  list: "inspections",
  title: "Inspections",
  listEvent: "InspectionListRequestEvent",
  mechanic: true,
  defaultSort: { column: "inspectedAt", direction: "desc" },
  filterWords: {
    names: { tripType: "Trip", openDefectsOnly: "Open defects only", vehicleId: "Vehicle", driverId: "Driver" },
    records: { vehicleId: "vehicle", driverId: "person" },
    values: { tripType: TRIP_TYPES, status: INSPECTION_STATUSES, openDefectsOnly: { true: "Yes", false: "No" } },
  },
  plan: (db, companyId, filter, sort) => ({
    // Reports are for the office roles and mechanics, who read every inspection (features/inspections/scope.ts).
    spec: inspectionListSpec(db, companyId, filter, sort),
    columns: [
      fieldColumn("Inspected", INSPECTION_LIST_FIELDS.inspectedAt, "dateTime", 1.2),
      fieldColumn("Vehicle", INSPECTION_LIST_FIELDS.vehicleName),
      fieldColumn("Plate", INSPECTION_LIST_FIELDS.vehiclePlate),
      fieldColumn("Trailers", INSPECTION_LIST_FIELDS.trailerNames, "text", 1.2),
      fieldColumn("Driver", INSPECTION_LIST_FIELDS.driverName, "text", 1.3),
      computedColumn("Trip", ["trip_type"], (r) => TRIP_TYPES[r.trip_type] ?? r.trip_type, 0.8),
      fieldColumn("Status", INSPECTION_LIST_FIELDS.status, "text", 0.7, INSPECTION_STATUSES),
      fieldColumn("Open defects", INSPECTION_LIST_FIELDS.openDefects, "text", 0.7),
      fieldColumn("Odometer", INSPECTION_LIST_FIELDS.odometer, "text", 0.8),
      fieldColumn("Location", INSPECTION_LIST_FIELDS.location, "text", 1.5),
    ],
  }),
};

const checkins: ReportSource<CheckInListFilter, CheckInSort, CheckInRow> = {
  list: "checkins",
  title: "Check-ins",
  listEvent: "CheckInListRequestEvent",
  mechanic: false,
  defaultSort: { column: "time", direction: "desc" },
  filterWords: {
    names: { userId: "Employee" },
    records: { userId: "person" },
    values: { result: { any: "Any", fit: "Fit for duty", notAble: "Not able to work" } },
  },
  plan: (db, companyId, filter, sort) => ({
    spec: checkInListSpec(db, companyId, filter, sort, undefined),
    columns: [
      fieldColumn("Time", CHECKIN_LIST_FIELDS.createdDate, "dateTime", 1.2),
      fieldColumn("Day", CHECKIN_LIST_FIELDS.day, "text", 0.9),
      fieldColumn("Employee", CHECKIN_LIST_FIELDS.employeeName, "text", 1.5),
      // A result of None means fit for duty (docs/reports.md "Rules").
      computedColumn("Result", ["result"], (r) => (r.result === "None" ? "Fit for duty" : "Not able to work")),
      fieldColumn("Reason", CHECKIN_LIST_FIELDS.reason, "text", 2),
    ],
  }),
};

const hoursAndMinutes = (minutes: number | null) =>
  minutes === null ? "" : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
const minutesColumn = (header: string, field: keyof typeof TIMESHEET_LIST_FIELDS) =>
  computedColumn<TimesheetRow>(
    header,
    TIMESHEET_LIST_FIELDS[field].columns,
    (r) => hoursAndMinutes(TIMESHEET_LIST_FIELDS[field].read(r) as number | null),
    0.7,
  );

const hours: ReportSource<TimesheetListFilter, TimesheetSort, TimesheetRow> = {
  list: "hours",
  title: "Hours of Service",
  listEvent: "TimesheetListRequestEvent",
  mechanic: false,
  defaultSort: { column: "driver", direction: "asc" },
  filterWords: {
    names: { userId: "Driver" },
    records: { userId: "person" },
    values: { period: { all: "All", today: "Today", month: "Current month" }, status: TIMESHEET_STATUSES },
  },
  plan: async (db, companyId, filter, sort, nowMs) => ({
    // "Today" and "this month" are the company's (SOR/2005-313 s.2 "day": the home terminal's time zone).
    spec: timesheetListSpec(db, companyId, filter, sort, undefined, (await companyClock(db, companyId)).today(nowMs)),
    columns: [
      fieldColumn("Day", TIMESHEET_LIST_FIELDS.day, "text", 0.9),
      fieldColumn("Driver", TIMESHEET_LIST_FIELDS.driverName, "text", 1.5),
      fieldColumn("Status", TIMESHEET_LIST_FIELDS.status, "text", 0.9, TIMESHEET_STATUSES),
      fieldColumn("Cycle", TIMESHEET_LIST_FIELDS.cycle, "text", 1.6, CYCLES),
      minutesColumn("Driving", "drivingMinutes"),
      minutesColumn("On duty (not driving)", "onDutyNotDrivingMinutes"),
      minutesColumn("On duty total", "onDutyTotalMinutes"),
      minutesColumn("Off duty", "offDutyMinutes"),
      fieldColumn("Start location", TIMESHEET_LIST_FIELDS.startLocation, "text", 1.3),
      fieldColumn("End location", TIMESHEET_LIST_FIELDS.endLocation, "text", 1.3),
      fieldColumn("Certified", TIMESHEET_LIST_FIELDS.certifiedAt, "dateTime", 1.1),
    ],
  }),
};

// `any`: one registry over every list's filter, sort and row types
export type AnyReportSource = ReportSource<any, any, any>;

export const REPORT_SOURCES: Record<ReportList, AnyReportSource> = {
  vehicles,
  users,
  compliance,
  inspections,
  checkins,
  hours,
};
