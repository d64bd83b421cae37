// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CompanyRef, EpochMs, Id } from "./common";

/** SOR/2005-313 s.76, 49 CFR 395.1(b)(1): the driver met adverse driving conditions at `at` (default now; at most 7 days back) and says what they were. */
export interface AdverseConditionsDeclareRequest {
  at?: EpochMs;
  note: string;
}
export const AdverseConditionsDeclareRequest: t.Type<AdverseConditionsDeclareRequest, AdverseConditionsDeclareRequest, unknown> = rt.closedObject("AdverseConditionsDeclareRequest", {
  note: rt.boundedString({ minLength: 1, maxLength: 500 }),
}, {
  at: EpochMs,
});

/** all, today, current month — mutually exclusive; the default is today (docs/hours.md "Lists and live updates"). */
export type TimesheetPeriod = "all" | "today" | "month";
export const TimesheetPeriod: t.Type<TimesheetPeriod, TimesheetPeriod, unknown> = rt.stringEnum(["all", "today", "month"] as const);

/** Computed by the server (docs/hours.md "Statuses"): missing (nothing known about the day), offDay (only off-duty time), complete (certified and known from the day's start), inProgress (the day has not ended, not certified), incomplete (an ended day not certified, or with a gap). */
export type TimesheetStatus = "missing" | "offDay" | "complete" | "inProgress" | "incomplete";
export const TimesheetStatus: t.Type<TimesheetStatus, TimesheetStatus, unknown> = rt.stringEnum(["missing", "offDay", "complete", "inProgress", "incomplete"] as const);

/** Column filters: each given text must occur in that column (case-insensitive). */
export interface TimesheetColumnFilters {
  driver?: string;
}
export const TimesheetColumnFilters: t.Type<TimesheetColumnFilters, TimesheetColumnFilters, unknown> = rt.closedObject("TimesheetColumnFilters", {}, {
  driver: rt.boundedString({ maxLength: 100 }),
});

/** period (default today), one employee (a user id; someone who sees only their own timesheets is filtered to themselves whatever is asked), a status, a search over the driver's name and the Driver column's filter. */
export interface TimesheetListFilter {
  period?: TimesheetPeriod;
  userId?: Id;
  status?: TimesheetStatus;
  search?: string;
  contains?: TimesheetColumnFilters;
}
export const TimesheetListFilter: t.Type<TimesheetListFilter, TimesheetListFilter, unknown> = rt.closedObject("TimesheetListFilter", {}, {
  period: TimesheetPeriod,
  userId: Id,
  status: TimesheetStatus,
  search: rt.boundedString({ maxLength: 100 }),
  contains: TimesheetColumnFilters,
});

export type TimesheetSortColumn = "date" | "driver" | "status";
export const TimesheetSortColumn: t.Type<TimesheetSortColumn, TimesheetSortColumn, unknown> = rt.stringEnum(["date", "driver", "status"] as const);

export interface TimesheetSort {
  column: TimesheetSortColumn;
  direction: "asc" | "desc";
}
export const TimesheetSort: t.Type<TimesheetSort, TimesheetSort, unknown> = rt.closedObject("TimesheetSort", {
  column: TimesheetSortColumn,
  direction: rt.stringEnum(["asc", "desc"] as const),
}, {});

/** A field the timesheet list can show; a window carries only the fields asked for. */
export type TimesheetListField = "driverName" | "userId" | "day" | "status" | "cycle" | "drivingMinutes" | "onDutyNotDrivingMinutes" | "onDutyTotalMinutes" | "offDutyMinutes" | "startLocation" | "endLocation" | "certifiedAt" | "modifiedDate";
export const TimesheetListField: t.Type<TimesheetListField, TimesheetListField, unknown> = rt.stringEnum(["driverName", "userId", "day", "status", "cycle", "drivingMinutes", "onDutyNotDrivingMinutes", "onDutyTotalMinutes", "offDutyMinutes", "startLocation", "endLocation", "certifiedAt", "modifiedDate"] as const);

export interface TimesheetListRequest {
  filter: TimesheetListFilter;
  sort: TimesheetSort;
  offset: number;
  limit: number;
  fields?: TimesheetListField[];
}
export const TimesheetListRequest: t.Type<TimesheetListRequest, TimesheetListRequest, unknown> = rt.closedObject("TimesheetListRequest", {
  filter: TimesheetListFilter,
  sort: TimesheetSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(TimesheetListField, 13),
});

/** The hours list's own request plus the company filter. */
export interface AllCompaniesTimesheetListRequest {
  filter: TimesheetListFilter;
  sort: TimesheetSort;
  offset: number;
  limit: number;
  fields?: TimesheetListField[];
  companyId?: Id;
}
export const AllCompaniesTimesheetListRequest: t.Type<AllCompaniesTimesheetListRequest, AllCompaniesTimesheetListRequest, unknown> = rt.closedObject("AllCompaniesTimesheetListRequest", {
  filter: TimesheetListFilter,
  sort: TimesheetSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(TimesheetListField, 13),
  companyId: Id,
});

/** A local date, YYYY-MM-DD, in the company's time zone. */
export type LocalDay = string;
export const LocalDay: t.Type<LocalDay, LocalDay, unknown> = rt.boundedString({ maxLength: 10, pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$" });

/** The cycle the day is judged under: SOR/2005-313 cycle 1 or 2, or a 49 CFR 395.3 / 395.5 limit. */
export type HosRuleset = "CA_CYCLE_1" | "CA_CYCLE_2" | "US_PROPERTY_60_7" | "US_PROPERTY_70_8" | "US_PASSENGER_60_7" | "US_PASSENGER_70_8";
export const HosRuleset: t.Type<HosRuleset, HosRuleset, unknown> = rt.stringEnum(["CA_CYCLE_1", "CA_CYCLE_2", "US_PROPERTY_60_7", "US_PROPERTY_70_8", "US_PASSENGER_60_7", "US_PASSENGER_70_8"] as const);

/** One window column by column, each array parallel to `ids`, null where the day has no value. */
export interface TimesheetListColumns {
  driverName?: string[];
  userId?: Id[];
  day?: LocalDay[];
  status?: TimesheetStatus[];
  cycle?: HosRuleset[];
  drivingMinutes?: number[];
  onDutyNotDrivingMinutes?: number[];
  onDutyTotalMinutes?: number[];
  offDutyMinutes?: number[];
  startLocation?: (string | null)[];
  endLocation?: (string | null)[];
  certifiedAt?: (number | null)[];
  modifiedDate?: number[];
}
export const TimesheetListColumns: t.Type<TimesheetListColumns, TimesheetListColumns, unknown> = rt.closedObject("TimesheetListColumns", {}, {
  driverName: rt.boundedArray(rt.boundedString({ maxLength: 201 }), 500),
  userId: rt.boundedArray(Id, 500),
  day: rt.boundedArray(LocalDay, 500),
  status: rt.boundedArray(TimesheetStatus, 500),
  cycle: rt.boundedArray(HosRuleset, 500),
  drivingMinutes: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }), 500),
  onDutyNotDrivingMinutes: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }), 500),
  onDutyTotalMinutes: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }), 500),
  offDutyMinutes: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }), 500),
  startLocation: rt.boundedArray(t.union([rt.boundedString({ maxLength: 200 }), t.null]), 500),
  endLocation: rt.boundedArray(t.union([rt.boundedString({ maxLength: 200 }), t.null]), 500),
  certifiedAt: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  modifiedDate: rt.boundedArray(rt.boundedNumber({}), 500),
});

export interface TimesheetListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: TimesheetListColumns;
}
export const TimesheetListResponse: t.Type<TimesheetListResponse, TimesheetListResponse, unknown> = rt.closedObject("TimesheetListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: TimesheetListColumns,
}, {});

/** The hours list's own window plus the Company column. */
export interface AllCompaniesTimesheetListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: TimesheetListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesTimesheetListResponse: t.Type<AllCompaniesTimesheetListResponse, AllCompaniesTimesheetListResponse, unknown> = rt.closedObject("AllCompaniesTimesheetListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: TimesheetListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** A day of one driver as a list row, pushed in TimesheetsChangedNotification. Minutes are whole minutes of the day's log; for a day that has not ended they count up to the latest change. */
export interface Timesheet {
  id: Id;
  userId: Id;
  employeeId: Id;
  driverName: string;
  day: LocalDay;
  /** The instant the day begins (the carrier's day start hour in the company's time zone). */
  dayStart: EpochMs;
  dayStartHour: number;
  cycle: HosRuleset;
  status: TimesheetStatus;
  drivingMinutes: number;
  onDutyNotDrivingMinutes: number;
  onDutyTotalMinutes: number;
  /** Off duty, sleeper berth and personal conveyance together. */
  offDutyMinutes: number;
  sleeperMinutes: number;
  startLocation?: string;
  endLocation?: string;
  certifiedAt?: EpochMs;
  modifiedDate: EpochMs;
}
export const Timesheet: t.Type<Timesheet, Timesheet, unknown> = rt.closedObject("Timesheet", {
  id: Id,
  userId: Id,
  employeeId: Id,
  driverName: rt.boundedString({ maxLength: 201 }),
  day: LocalDay,
  dayStart: EpochMs,
  dayStartHour: rt.boundedNumber({ integer: true, minimum: 0, maximum: 23 }),
  cycle: HosRuleset,
  status: TimesheetStatus,
  drivingMinutes: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }),
  onDutyNotDrivingMinutes: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }),
  onDutyTotalMinutes: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }),
  offDutyMinutes: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }),
  sleeperMinutes: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }),
  modifiedDate: EpochMs,
}, {
  startLocation: rt.boundedString({ maxLength: 200 }),
  endLocation: rt.boundedString({ maxLength: 200 }),
  certifiedAt: EpochMs,
});

/** off duty, sleeper berth, driving, on duty not driving, personal conveyance (counted as off duty) and yard move (counted as on duty not driving). */
export type DutyStatus = "off" | "sleeper" | "driving" | "on" | "personal" | "yard";
export const DutyStatus: t.Type<DutyStatus, DutyStatus, unknown> = rt.stringEnum(["off", "sleeper", "driving", "on", "personal", "yard"] as const);

/** driver: a change of duty status the driver made; correction: an annotated correction (by the driver or the office); seed: demo or generated data; eld: imported from a third-party ELD's output file (49 CFR 395 Subpart B App. A §4.8.2), its source in eldSource. */
export type TimesheetEntryOrigin = "driver" | "correction" | "seed" | "eld";
export const TimesheetEntryOrigin: t.Type<TimesheetEntryOrigin, TimesheetEntryOrigin, unknown> = rt.stringEnum(["driver", "correction", "seed", "eld"] as const);

/** Where an imported entry comes from: the import, the file's name, the ELD's identifier (§7.15; absent when the file's header does not give it) and the line of the ELD event in the file. */
export interface EldEntrySource {
  importId: Id;
  fileName: string;
  eldIdentifier?: string;
  line: number;
}
export const EldEntrySource: t.Type<EldEntrySource, EldEntrySource, unknown> = rt.closedObject("EldEntrySource", {
  importId: Id,
  fileName: rt.boundedString({ maxLength: 200 }),
  line: rt.boundedNumber({ integer: true, minimum: 1 }),
}, {
  eldIdentifier: rt.boundedString({ maxLength: 60 }),
});

/** A duty status change in force from `start` until the next one (docs/hours.md "Records"). Only entries in force are listed; what a correction replaced or removed is in the edit history. */
export interface TimesheetEntry {
  id: Id;
  status: DutyStatus;
  start: EpochMs;
  location?: string;
  annotation?: string;
  origin: TimesheetEntryOrigin;
  createdDate: EpochMs;
  createdByName?: string;
  eldSource?: EldEntrySource;
}
export const TimesheetEntry: t.Type<TimesheetEntry, TimesheetEntry, unknown> = rt.closedObject("TimesheetEntry", {
  id: Id,
  status: DutyStatus,
  start: EpochMs,
  origin: TimesheetEntryOrigin,
  createdDate: EpochMs,
}, {
  location: rt.boundedString({ maxLength: 200 }),
  annotation: rt.boundedString({ maxLength: 500 }),
  createdByName: rt.boundedString({ maxLength: 201 }),
  eldSource: EldEntrySource,
});

/** The driver's signature certifying the day, drawn on screen: a PNG or JPEG data URL. */
export type TimesheetSignature = string;
export const TimesheetSignature: t.Type<TimesheetSignature, TimesheetSignature, unknown> = rt.boundedString({ minLength: 30, maxLength: 48000, pattern: "^data:image/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$" });

export type TimesheetEditKind = "added" | "changed" | "removed" | "certified" | "certificationWithdrawn" | "deferralDeclared" | "adverseDeclared" | "eldImported";
export const TimesheetEditKind: t.Type<TimesheetEditKind, TimesheetEditKind, unknown> = rt.stringEnum(["added", "changed", "removed", "certified", "certificationWithdrawn", "deferralDeclared", "adverseDeclared", "eldImported"] as const);

/** What an entry says: the status, when it began and where. */
export interface TimesheetEntryValues {
  status: DutyStatus;
  start: EpochMs;
  location?: string;
}
export const TimesheetEntryValues: t.Type<TimesheetEntryValues, TimesheetEntryValues, unknown> = rt.closedObject("TimesheetEntryValues", {
  status: DutyStatus,
  start: EpochMs,
}, {
  location: rt.boundedString({ maxLength: 200 }),
});

/** One line of the day's edit history: who did what and when, with the reason of a correction and the entry before and after it (the original is never lost). */
export interface TimesheetEdit {
  at: EpochMs;
  byName: string;
  kind: TimesheetEditKind;
  reason?: string;
  before?: TimesheetEntryValues;
  after?: TimesheetEntryValues;
}
export const TimesheetEdit: t.Type<TimesheetEdit, TimesheetEdit, unknown> = rt.closedObject("TimesheetEdit", {
  at: EpochMs,
  byName: rt.boundedString({ maxLength: 201 }),
  kind: TimesheetEditKind,
}, {
  reason: rt.boundedString({ maxLength: 500 }),
  before: TimesheetEntryValues,
  after: TimesheetEntryValues,
});

export interface HosAdverseDeclaration {
  at: EpochMs;
  note?: string;
}
export const HosAdverseDeclaration: t.Type<HosAdverseDeclaration, HosAdverseDeclaration, unknown> = rt.closedObject("HosAdverseDeclaration", {
  at: EpochMs,
}, {
  note: rt.boundedString({ maxLength: 500 }),
});

/** A limit the engine found broken in the look-back: the rule, the regulation section it comes from, the instant it was first exceeded and the local day that instant closes or falls in. */
export interface HosViolationView {
  rule: string;
  section: string;
  at: EpochMs;
  day: LocalDay;
  onThisDay: boolean;
}
export const HosViolationView: t.Type<HosViolationView, HosViolationView, unknown> = rt.closedObject("HosViolationView", {
  rule: rt.boundedString({ maxLength: 60 }),
  section: rt.boundedString({ maxLength: 120 }),
  at: EpochMs,
  day: LocalDay,
  onThisDay: rt.boolean,
}, {});

/** What the day, the shift and the cycle still allow at asOf, in whole minutes (rounded down). */
export interface HosRemainingView {
  drivingMinutes: number;
  onDutyMinutes: number;
  cycleMinutes: number;
}
export const HosRemainingView: t.Type<HosRemainingView, HosRemainingView, unknown> = rt.closedObject("HosRemainingView", {
  drivingMinutes: rt.boundedNumber({ integer: true, minimum: 0 }),
  onDutyMinutes: rt.boundedNumber({ integer: true, minimum: 0 }),
  cycleMinutes: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {});

/** The rules engine's judgement of the driver's 14-day look-back ending at asOf (the day's end, or now for a day not yet over). remaining is absent when the look-back holds no duty status at all. */
export interface HosEvaluation {
  ruleset: HosRuleset;
  from: EpochMs;
  asOf: EpochMs;
  violations: HosViolationView[];
  remaining?: HosRemainingView;
}
export const HosEvaluation: t.Type<HosEvaluation, HosEvaluation, unknown> = rt.closedObject("HosEvaluation", {
  ruleset: HosRuleset,
  from: EpochMs,
  asOf: EpochMs,
  violations: rt.boundedArray(HosViolationView, 500),
}, {
  remaining: HosRemainingView,
});

/** One day whole: the row, the entries in force, the status carried in from before the day, the signature, the edit history, the declarations and the engine's judgement. */
export interface TimesheetDetails {
  timesheet: Timesheet;
  entries: TimesheetEntry[];
  /** The status in force when the day began (the last change of an earlier day); absent when nothing is known before the day. */
  carriedStatus?: DutyStatus;
  dayEnd: EpochMs;
  /** The company's time zone, in which the log is kept (the home terminal's). */
  timeZone: string;
  signature?: TimesheetSignature;
  certifiedByName?: string;
  history: TimesheetEdit[];
  /** SOR/2005-313 s.16(e): the driver declared this day as day 1 of a deferral of off-duty time. */
  deferralDeclared: boolean;
  adverseConditions: HosAdverseDeclaration[];
  evaluation: HosEvaluation;
  /** The session may correct this day (the office, or the driver on their own day). */
  canCorrect: boolean;
  /** The session is the day's driver and the day has something to certify. */
  canCertify: boolean;
}
export const TimesheetDetails: t.Type<TimesheetDetails, TimesheetDetails, unknown> = rt.closedObject("TimesheetDetails", {
  timesheet: Timesheet,
  entries: rt.boundedArray(TimesheetEntry, 1000),
  dayEnd: EpochMs,
  timeZone: rt.boundedString({ maxLength: 64 }),
  history: rt.boundedArray(TimesheetEdit, 1000),
  deferralDeclared: rt.boolean,
  adverseConditions: rt.boundedArray(HosAdverseDeclaration, 100),
  evaluation: HosEvaluation,
  canCorrect: rt.boolean,
  canCertify: rt.boolean,
}, {
  carriedStatus: DutyStatus,
  signature: TimesheetSignature,
  certifiedByName: rt.boundedString({ maxLength: 201 }),
});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesTimesheetRecord {
  company: CompanyRef;
  timesheet: TimesheetDetails;
}
export const AllCompaniesTimesheetRecord: t.Type<AllCompaniesTimesheetRecord, AllCompaniesTimesheetRecord, unknown> = rt.closedObject("AllCompaniesTimesheetRecord", {
  company: CompanyRef,
  timesheet: TimesheetDetails,
}, {});

/** SOR/2005-313 s.16(e): the driver declares that up to 2 hours of the off-duty time of day1 (today or yesterday) are deferred to the next day. */
export interface DeferralDeclareRequest {
  day1: LocalDay;
}
export const DeferralDeclareRequest: t.Type<DeferralDeclareRequest, DeferralDeclareRequest, unknown> = rt.closedObject("DeferralDeclareRequest", {
  day1: LocalDay,
}, {});

/** The signed-in driver's change of duty status. `at` is when it happened on the device (a change queued offline keeps its own time): at most 5 minutes ahead of the server's clock (taken as now) and 7 days behind, and not before the driver's latest change (an earlier time is a correction). */
export interface DutyStatusChangeRequest {
  status: DutyStatus;
  at?: EpochMs;
  /** Where the change happened, as text (city, yard, highway and exit). */
  location: string;
  note?: string;
}
export const DutyStatusChangeRequest: t.Type<DutyStatusChangeRequest, DutyStatusChangeRequest, unknown> = rt.closedObject("DutyStatusChangeRequest", {
  status: DutyStatus,
  location: rt.boundedString({ minLength: 1, maxLength: 200 }),
}, {
  at: EpochMs,
  note: rt.boundedString({ maxLength: 500 }),
});

/** One imported day: its timesheet, how many changes of duty status it received, its totals and status, and the violations the engine finds on it. */
export interface EldImportDay {
  day: LocalDay;
  timesheetId: Id;
  entries: number;
  status: TimesheetStatus;
  drivingMinutes: number;
  onDutyTotalMinutes: number;
  violations: HosViolationView[];
}
export const EldImportDay: t.Type<EldImportDay, EldImportDay, unknown> = rt.closedObject("EldImportDay", {
  day: LocalDay,
  timesheetId: Id,
  entries: rt.boundedNumber({ integer: true, minimum: 0 }),
  status: TimesheetStatus,
  drivingMinutes: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }),
  onDutyTotalMinutes: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1500 }),
  violations: rt.boundedArray(HosViolationView, 100),
}, {});

/** Imports a third-party ELD's output file (49 CFR 395 Subpart B App. A §4.8.2, uploaded with POST /api/v1/imports) as one driver's record of duty status. from/to (local days in the company's time zone) narrow the period; without them it is every day the file covers. The status in force when the period begins is entered at its start. */
export interface EldImportRequest {
  fileId: Id;
  userId: Id;
  from?: LocalDay;
  to?: LocalDay;
}
export const EldImportRequest: t.Type<EldImportRequest, EldImportRequest, unknown> = rt.closedObject("EldImportRequest", {
  fileId: Id,
  userId: Id,
}, {
  from: LocalDay,
  to: LocalDay,
});

/** What an ELD import wrote and what the engine found: the period, the days with their entries and violations (section cited), the hours remaining at the period's end, and the lines whose check value did not match (§4.4.5.2; reported, not fatal). */
export interface EldImportResult {
  importId: Id;
  fileName: string;
  eldIdentifier?: string;
  eldRegistrationId?: string;
  userId: Id;
  driverName: string;
  /** The driver as the file's header names them (first, last and ELD username). */
  fileDriverName: string;
  from: LocalDay;
  to: LocalDay;
  ruleset: HosRuleset;
  entryCount: number;
  violationCount: number;
  days: EldImportDay[];
  remaining?: HosRemainingView;
  checkValueMismatches: number[];
  /** The file data check value after "End of File:" (§4.4.5.3) when it is not the one the file's lines add up to: reported, not fatal. */
  fileCheckMismatch?: {
    expected: string;
    found: string;
  };
}
export const EldImportResult: t.Type<EldImportResult, EldImportResult, unknown> = rt.closedObject("EldImportResult", {
  importId: Id,
  fileName: rt.boundedString({ maxLength: 200 }),
  userId: Id,
  driverName: rt.boundedString({ maxLength: 201 }),
  fileDriverName: rt.boundedString({ maxLength: 260 }),
  from: LocalDay,
  to: LocalDay,
  ruleset: HosRuleset,
  entryCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  violationCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  days: rt.boundedArray(EldImportDay, 400),
  checkValueMismatches: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 1 }), 1000),
}, {
  eldIdentifier: rt.boundedString({ maxLength: 60 }),
  eldRegistrationId: rt.boundedString({ maxLength: 60 }),
  remaining: HosRemainingView,
  fileCheckMismatch: rt.closedObject("fileCheckMismatch", {
    expected: rt.boundedString({ maxLength: 4, pattern: "^[0-9A-F]{4}$" }),
    found: rt.boundedString({ maxLength: 20 }),
  }, {}),
});

export interface MyHoursDay {
  id: Id;
  day: LocalDay;
  status: TimesheetStatus;
}
export const MyHoursDay: t.Type<MyHoursDay, MyHoursDay, unknown> = rt.closedObject("MyHoursDay", {
  id: Id,
  day: LocalDay,
  status: TimesheetStatus,
}, {});

/** The signed-in driver's hours for the driver app: today, the status in force, what the day and the cycle still allow, and the recent days still to certify. */
export interface MyHours {
  today: LocalDay;
  timeZone: string;
  timesheet?: Timesheet;
  current?: {
    status: DutyStatus;
    since: EpochMs;
    location?: string;
  };
  evaluation: HosEvaluation;
  deferralDeclaredToday: boolean;
  /** Days of the last two weeks with a log that are not certified yet, newest first. */
  toCertify: MyHoursDay[];
}
export const MyHours: t.Type<MyHours, MyHours, unknown> = rt.closedObject("MyHours", {
  today: LocalDay,
  timeZone: rt.boundedString({ maxLength: 64 }),
  evaluation: HosEvaluation,
  deferralDeclaredToday: rt.boolean,
  toCertify: rt.boundedArray(MyHoursDay, 15),
}, {
  timesheet: Timesheet,
  current: rt.closedObject("current", {
    status: DutyStatus,
    since: EpochMs,
  }, {
    location: rt.boundedString({ maxLength: 200 }),
  }),
});

/** The driver certifies their own day as true and correct with a signature (49 CFR 395.30(b)). */
export interface TimesheetCertifyRequest {
  id: Id;
  signature: TimesheetSignature;
}
export const TimesheetCertifyRequest: t.Type<TimesheetCertifyRequest, TimesheetCertifyRequest, unknown> = rt.closedObject("TimesheetCertifyRequest", {
  id: Id,
  signature: TimesheetSignature,
}, {});

/** An annotated correction of one day: with entryId and entry, the entry is replaced; with entryId alone, removed; with entry alone, added. The original is kept and shown in the edit history; the reason is required. A certified day loses its certification until the driver certifies again. */
export interface TimesheetEntryCorrectRequest {
  timesheetId: Id;
  entryId?: Id;
  entry?: TimesheetEntryValues;
  reason: string;
}
export const TimesheetEntryCorrectRequest: t.Type<TimesheetEntryCorrectRequest, TimesheetEntryCorrectRequest, unknown> = rt.closedObject("TimesheetEntryCorrectRequest", {
  timesheetId: Id,
  reason: rt.boundedString({ minLength: 1, maxLength: 500 }),
}, {
  entryId: Id,
  entry: TimesheetEntryValues,
});

export interface TimesheetIdRequest {
  id: Id;
}
export const TimesheetIdRequest: t.Type<TimesheetIdRequest, TimesheetIdRequest, unknown> = rt.closedObject("TimesheetIdRequest", {
  id: Id,
}, {});

/** Timesheets of the receiver's company that were added or changed, as list rows keyed by id. */
export interface TimesheetsChanged {
  items: Record<string, Timesheet>;
}
export const TimesheetsChanged: t.Type<TimesheetsChanged, TimesheetsChanged, unknown> = rt.closedObject("TimesheetsChanged", {
  items: rt.safeRecord(Timesheet, 5000),
}, {});
