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
  USER_EXPORT_COLUMNS,
  USER_EXPORT_COMPUTED,
  type UserExportRow,
  userListSpec,
} from "../users/index";
import { VEHICLE_LIST_FIELDS, vehicleListSpec } from "../vehicles/index";
import { computedColumn, fieldColumn, type ReportSource } from "./report-source";

type VehicleRow = Selectable<VehiclesTable>;

const vehicles: ReportSource<VehicleListFilter, VehicleSort, VehicleRow> = {
  list: "vehicles",
  title: "Vehicles & Trailers",
  listEvent: "VehicleListRequestEvent",
  mechanic: true,
  defaultSort: { column: "name", direction: "asc" },
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
      fieldColumn("Defects", VEHICLE_LIST_FIELDS.defectType, "text", 0.7),
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
};

function expiryStatus(expiresAt: number, nowMs: number, timeZone: string): string {
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
  plan: (db, companyId, filter, sort, nowMs) => ({
    spec: complianceListSpec(db, companyId, filter, sort, nowMs),
    columns: [
      computedColumn("What", ["kind"], (r) => COMPLIANCE_KINDS[r.kind] ?? r.kind),
      computedColumn("Name", ["label"], (r) => r.label, 2),
      computedColumn("Detail", ["detail"], (r) => r.detail ?? "", 1.5),
      computedColumn("Expires", ["expires_at"], (r, f) => f.date(Number(r.expires_at))),
      // The screen's words: "Expired", "Expires today", or the calendar days left in the company's zone
      // (docs/compliance.md "Rules").
      computedColumn("Status", ["expires_at"], (r, f) => expiryStatus(Number(r.expires_at), nowMs, f.timeZone), 1.3),
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
      fieldColumn("Status", INSPECTION_LIST_FIELDS.status, "text", 0.7),
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
  plan: async (db, companyId, filter, sort, nowMs) => ({
    // "Today" and "this month" are the company's (SOR/2005-313 s.2 "day": the home terminal's time zone).
    spec: timesheetListSpec(db, companyId, filter, sort, undefined, (await companyClock(db, companyId)).today(nowMs)),
    columns: [
      fieldColumn("Day", TIMESHEET_LIST_FIELDS.day, "text", 0.9),
      fieldColumn("Driver", TIMESHEET_LIST_FIELDS.driverName, "text", 1.5),
      fieldColumn("Status", TIMESHEET_LIST_FIELDS.status, "text", 0.9),
      fieldColumn("Cycle", TIMESHEET_LIST_FIELDS.cycle, "text", 1.2),
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
