// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CheckInListFilter, CheckInSort } from "./checkins";
import { CompanyRef, EpochMs, Id } from "./common";
import { ComplianceListFilter, ComplianceSort } from "./compliance";
import { TimesheetListFilter, TimesheetSort } from "./hours";
import { InspectionListFilter, InspectionSort } from "./inspections";
import { UserListFilter, UserSort } from "./users";
import { SortDirection, VehicleListFilter, VehicleSort } from "./vehicles";

/** queued: waiting for a worker (or for a retry after a failed attempt); running: rows being written; done: downloadable; failed: given up after its attempts, see error. */
export type ReportState = "queued" | "running" | "done" | "failed";
export const ReportState: t.Type<ReportState, ReportState, unknown> = rt.stringEnum(["queued", "running", "done", "failed"] as const);

/** The list a report exports. */
export type ReportList = "vehicles" | "users" | "compliance" | "inspections" | "checkins" | "hours";
export const ReportList: t.Type<ReportList, ReportList, unknown> = rt.stringEnum(["vehicles", "users", "compliance", "inspections", "checkins", "hours"] as const);

export type ReportFormat = "csv" | "pdf";
export const ReportFormat: t.Type<ReportFormat, ReportFormat, unknown> = rt.stringEnum(["csv", "pdf"] as const);

/** Column filters: each given text must occur in that column (case-insensitive). */
export interface ReportWindowColumnFilters {
  fileName?: string;
}
export const ReportWindowColumnFilters: t.Type<ReportWindowColumnFilters, ReportWindowColumnFilters, unknown> = rt.closedObject("ReportWindowColumnFilters", {}, {
  fileName: rt.boundedString({ maxLength: 100 }),
});

export interface ReportWindowFilter {
  /** Text in the file name (which names the list and the day). */
  search?: string;
  state?: ReportState;
  list?: ReportList;
  format?: ReportFormat;
  contains?: ReportWindowColumnFilters;
}
export const ReportWindowFilter: t.Type<ReportWindowFilter, ReportWindowFilter, unknown> = rt.closedObject("ReportWindowFilter", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  state: ReportState,
  list: ReportList,
  format: ReportFormat,
  contains: ReportWindowColumnFilters,
});

export type ReportWindowSortColumn = "createdAt" | "fileName" | "list";
export const ReportWindowSortColumn: t.Type<ReportWindowSortColumn, ReportWindowSortColumn, unknown> = rt.stringEnum(["createdAt", "fileName", "list"] as const);

export interface ReportWindowSort {
  column: ReportWindowSortColumn;
  direction: SortDirection;
}
export const ReportWindowSort: t.Type<ReportWindowSort, ReportWindowSort, unknown> = rt.closedObject("ReportWindowSort", {
  column: ReportWindowSortColumn,
  direction: SortDirection,
}, {});

/** A field the windowed reports list can show; a window carries only the fields asked for. */
export type ReportWindowField = "list" | "format" | "state" | "rowsDone" | "rowsTotal" | "fileName" | "size" | "createdByName" | "createdAt" | "finishedAt";
export const ReportWindowField: t.Type<ReportWindowField, ReportWindowField, unknown> = rt.stringEnum(["list", "format", "state", "rowsDone", "rowsTotal", "fileName", "size", "createdByName", "createdAt", "finishedAt"] as const);

/** One window of the reports kept (every state), as a windowed list: the operator's cross-company list reads it (schema/allcompanies.json). */
export interface ReportWindowRequest {
  filter: ReportWindowFilter;
  sort: ReportWindowSort;
  offset: number;
  limit: number;
  fields?: ReportWindowField[];
}
export const ReportWindowRequest: t.Type<ReportWindowRequest, ReportWindowRequest, unknown> = rt.closedObject("ReportWindowRequest", {
  filter: ReportWindowFilter,
  sort: ReportWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ReportWindowField, 10),
});

/** The windowed reports list's request plus the company filter. */
export interface AllCompaniesReportListRequest {
  filter: ReportWindowFilter;
  sort: ReportWindowSort;
  offset: number;
  limit: number;
  fields?: ReportWindowField[];
  companyId?: Id;
}
export const AllCompaniesReportListRequest: t.Type<AllCompaniesReportListRequest, AllCompaniesReportListRequest, unknown> = rt.closedObject("AllCompaniesReportListRequest", {
  filter: ReportWindowFilter,
  sort: ReportWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ReportWindowField, 10),
  companyId: Id,
});

/** One window column by column, each array parallel to `ids`, null where the report has no value yet. */
export interface ReportWindowColumns {
  list?: ReportList[];
  format?: ReportFormat[];
  state?: ReportState[];
  rowsDone?: number[];
  rowsTotal?: (number | null)[];
  fileName?: string[];
  size?: (number | null)[];
  createdByName?: string[];
  createdAt?: number[];
  finishedAt?: (number | null)[];
}
export const ReportWindowColumns: t.Type<ReportWindowColumns, ReportWindowColumns, unknown> = rt.closedObject("ReportWindowColumns", {}, {
  list: rt.boundedArray(ReportList, 500),
  format: rt.boundedArray(ReportFormat, 500),
  state: rt.boundedArray(ReportState, 500),
  rowsDone: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  rowsTotal: rt.boundedArray(t.union([rt.boundedNumber({ integer: true, minimum: 0 }), t.null]), 500),
  fileName: rt.boundedArray(rt.boundedString({ maxLength: 200 }), 500),
  size: rt.boundedArray(t.union([rt.boundedNumber({ integer: true, minimum: 0 }), t.null]), 500),
  createdByName: rt.boundedArray(rt.boundedString({ maxLength: 300 }), 500),
  createdAt: rt.boundedArray(rt.boundedNumber({}), 500),
  finishedAt: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
});

export interface ReportWindowResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ReportWindowColumns;
}
export const ReportWindowResponse: t.Type<ReportWindowResponse, ReportWindowResponse, unknown> = rt.closedObject("ReportWindowResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ReportWindowColumns,
}, {});

/** The windowed reports list's window plus the Company column. */
export interface AllCompaniesReportListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ReportWindowColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesReportListResponse: t.Type<AllCompaniesReportListResponse, AllCompaniesReportListResponse, unknown> = rt.closedObject("AllCompaniesReportListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ReportWindowColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

export interface VehiclesReportSource {
  list: "vehicles";
  filter: VehicleListFilter;
  sort?: VehicleSort;
}
export const VehiclesReportSource: t.Type<VehiclesReportSource, VehiclesReportSource, unknown> = rt.closedObject("VehiclesReportSource", {
  list: t.literal("vehicles"),
  filter: VehicleListFilter,
}, {
  sort: VehicleSort,
});

export interface UsersReportSource {
  list: "users";
  filter: UserListFilter;
  sort?: UserSort;
}
export const UsersReportSource: t.Type<UsersReportSource, UsersReportSource, unknown> = rt.closedObject("UsersReportSource", {
  list: t.literal("users"),
  filter: UserListFilter,
}, {
  sort: UserSort,
});

export interface ComplianceReportSource {
  list: "compliance";
  filter: ComplianceListFilter;
  sort?: ComplianceSort;
}
export const ComplianceReportSource: t.Type<ComplianceReportSource, ComplianceReportSource, unknown> = rt.closedObject("ComplianceReportSource", {
  list: t.literal("compliance"),
  filter: ComplianceListFilter,
}, {
  sort: ComplianceSort,
});

export interface InspectionsReportSource {
  list: "inspections";
  filter: InspectionListFilter;
  sort?: InspectionSort;
}
export const InspectionsReportSource: t.Type<InspectionsReportSource, InspectionsReportSource, unknown> = rt.closedObject("InspectionsReportSource", {
  list: t.literal("inspections"),
  filter: InspectionListFilter,
}, {
  sort: InspectionSort,
});

export interface CheckInsReportSource {
  list: "checkins";
  filter: CheckInListFilter;
  sort?: CheckInSort;
}
export const CheckInsReportSource: t.Type<CheckInsReportSource, CheckInsReportSource, unknown> = rt.closedObject("CheckInsReportSource", {
  list: t.literal("checkins"),
  filter: CheckInListFilter,
}, {
  sort: CheckInSort,
});

export interface HoursReportSource {
  list: "hours";
  filter: TimesheetListFilter;
  sort?: TimesheetSort;
}
export const HoursReportSource: t.Type<HoursReportSource, HoursReportSource, unknown> = rt.closedObject("HoursReportSource", {
  list: t.literal("hours"),
  filter: TimesheetListFilter,
}, {
  sort: TimesheetSort,
});

/** A list with its filter as that list's screen sends it, and its sort (the list's default when absent). */
export type ReportSource = VehiclesReportSource | UsersReportSource | ComplianceReportSource | InspectionsReportSource | CheckInsReportSource | HoursReportSource;
export const ReportSource: t.Type<ReportSource, ReportSource, unknown> = t.union([VehiclesReportSource, UsersReportSource, ComplianceReportSource, InspectionsReportSource, CheckInsReportSource, HoursReportSource]);

/** A report as the screen lists it. rowsDone / rowsTotal give its progress while it runs (rowsTotal is counted when it starts); size is the file's bytes once done. */
export interface Report {
  id: Id;
  source: ReportSource;
  format: ReportFormat;
  state: ReportState;
  rowsDone: number;
  rowsTotal?: number;
  fileName: string;
  size?: number;
  createdByName: string;
  createdAt: EpochMs;
  finishedAt?: EpochMs;
  error?: string;
}
export const Report: t.Type<Report, Report, unknown> = rt.closedObject("Report", {
  id: Id,
  source: ReportSource,
  format: ReportFormat,
  state: ReportState,
  rowsDone: rt.boundedNumber({ integer: true, minimum: 0 }),
  fileName: rt.boundedString({ maxLength: 200 }),
  createdByName: rt.boundedString({ maxLength: 300 }),
  createdAt: EpochMs,
}, {
  rowsTotal: rt.boundedNumber({ integer: true, minimum: 0 }),
  size: rt.boundedNumber({ integer: true, minimum: 0 }),
  finishedAt: EpochMs,
  error: rt.boundedString({ maxLength: 500 }),
});

/** One record whole, as its company's reports screen reads it, with its company. */
export interface AllCompaniesReportRecord {
  company: CompanyRef;
  report: Report;
}
export const AllCompaniesReportRecord: t.Type<AllCompaniesReportRecord, AllCompaniesReportRecord, unknown> = rt.closedObject("AllCompaniesReportRecord", {
  company: CompanyRef,
  report: Report,
}, {});

export interface ReportCreateRequest {
  source: ReportSource;
  format: ReportFormat;
}
export const ReportCreateRequest: t.Type<ReportCreateRequest, ReportCreateRequest, unknown> = rt.closedObject("ReportCreateRequest", {
  source: ReportSource,
  format: ReportFormat,
}, {});

/** A short-lived download address of a finished report (GET, no session header: the token is signed and expires after 5 minutes). */
export interface ReportDownloadLink {
  url: string;
  expiresAt: EpochMs;
  fileName: string;
  size: number;
}
export const ReportDownloadLink: t.Type<ReportDownloadLink, ReportDownloadLink, unknown> = rt.closedObject("ReportDownloadLink", {
  url: rt.boundedString({ maxLength: 2000 }),
  expiresAt: EpochMs,
  fileName: rt.boundedString({ maxLength: 200 }),
  size: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {});

export interface ReportIdRequest {
  reportId: Id;
}
export const ReportIdRequest: t.Type<ReportIdRequest, ReportIdRequest, unknown> = rt.closedObject("ReportIdRequest", {
  reportId: Id,
}, {});

export interface ReportListRequest {
  /** Newest first; default 50. */
  limit?: number;
}
export const ReportListRequest: t.Type<ReportListRequest, ReportListRequest, unknown> = rt.closedObject("ReportListRequest", {}, {
  limit: rt.boundedNumber({ integer: true, minimum: 1, maximum: 100 }),
});

export interface ReportListResponse {
  items: Report[];
}
export const ReportListResponse: t.Type<ReportListResponse, ReportListResponse, unknown> = rt.closedObject("ReportListResponse", {
  items: rt.boundedArray(Report, 100),
}, {});

/** Reports of the receiver's company that were created or moved on (progress, done, failed), keyed by report id. Progress is sent at most about twice a second per report. */
export interface ReportsChanged {
  items: Record<string, Report>;
}
export const ReportsChanged: t.Type<ReportsChanged, ReportsChanged, unknown> = rt.closedObject("ReportsChanged", {
  items: rt.safeRecord(Report, 100),
}, {});
