// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CompanyRef, EpochMs, Id, RecordState } from "./common";

/** A local date, YYYY-MM-DD, in the company's time zone. */
export type CheckInDay = string;
export const CheckInDay: t.Type<CheckInDay, CheckInDay, unknown> = rt.boundedString({ maxLength: 10, pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$" });

export type CheckInResultFilter = "any" | "fit" | "notAble";
export const CheckInResultFilter: t.Type<CheckInResultFilter, CheckInResultFilter, unknown> = rt.stringEnum(["any", "fit", "notAble"] as const);

/** Column filters: each given text must occur in that column (case-insensitive). */
export interface CheckInColumnFilters {
  employee?: string;
}
export const CheckInColumnFilters: t.Type<CheckInColumnFilters, CheckInColumnFilters, unknown> = rt.closedObject("CheckInColumnFilters", {}, {
  employee: rt.boundedString({ maxLength: 100 }),
});

/** Check-ins can be filtered by day and employee (a user id; someone who sees only their own check-ins is filtered to themselves whatever is asked), by result, and searched (docs/checkins.md "Rules"; every list has a search and a column filter). */
export interface CheckInListFilter {
  day?: CheckInDay;
  userId?: Id;
  result?: CheckInResultFilter;
  /** Matches anywhere in the employee's name and the reason given. */
  search?: string;
  contains?: CheckInColumnFilters;
}
export const CheckInListFilter: t.Type<CheckInListFilter, CheckInListFilter, unknown> = rt.closedObject("CheckInListFilter", {}, {
  day: CheckInDay,
  userId: Id,
  result: CheckInResultFilter,
  search: rt.boundedString({ maxLength: 100 }),
  contains: CheckInColumnFilters,
});

export type CheckInSortColumn = "time" | "employee" | "result";
export const CheckInSortColumn: t.Type<CheckInSortColumn, CheckInSortColumn, unknown> = rt.stringEnum(["time", "employee", "result"] as const);

export interface CheckInSort {
  column: CheckInSortColumn;
  direction: "asc" | "desc";
}
export const CheckInSort: t.Type<CheckInSort, CheckInSort, unknown> = rt.closedObject("CheckInSort", {
  column: CheckInSortColumn,
  direction: rt.stringEnum(["asc", "desc"] as const),
}, {});

/** A field the check-in list can show; a window carries only the fields asked for. */
export type CheckInListField = "employeeName" | "userId" | "result" | "reason" | "createdDate" | "day" | "hasLocation";
export const CheckInListField: t.Type<CheckInListField, CheckInListField, unknown> = rt.stringEnum(["employeeName", "userId", "result", "reason", "createdDate", "day", "hasLocation"] as const);

export interface CheckInListRequest {
  filter: CheckInListFilter;
  sort: CheckInSort;
  offset: number;
  limit: number;
  fields?: CheckInListField[];
}
export const CheckInListRequest: t.Type<CheckInListRequest, CheckInListRequest, unknown> = rt.closedObject("CheckInListRequest", {
  filter: CheckInListFilter,
  sort: CheckInSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(CheckInListField, 7),
});

/** The checkins list's own request plus the company filter. */
export interface AllCompaniesCheckInListRequest {
  filter: CheckInListFilter;
  sort: CheckInSort;
  offset: number;
  limit: number;
  fields?: CheckInListField[];
  companyId?: Id;
}
export const AllCompaniesCheckInListRequest: t.Type<AllCompaniesCheckInListRequest, AllCompaniesCheckInListRequest, unknown> = rt.closedObject("AllCompaniesCheckInListRequest", {
  filter: CheckInListFilter,
  sort: CheckInSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(CheckInListField, 7),
  companyId: Id,
});

/** None means good (fit for duty); NotAbleToWork is shown as "Not able to work" with its reason (docs/checkins.md "Rules"). */
export type CheckInResult = "None" | "NotAbleToWork";
export const CheckInResult: t.Type<CheckInResult, CheckInResult, unknown> = rt.stringEnum(["None", "NotAbleToWork"] as const);

/** One window column by column, each array parallel to `ids`, null where the check-in has no value. */
export interface CheckInListColumns {
  employeeName?: string[];
  userId?: Id[];
  result?: CheckInResult[];
  reason?: (string | null)[];
  createdDate?: number[];
  day?: CheckInDay[];
  hasLocation?: boolean[];
}
export const CheckInListColumns: t.Type<CheckInListColumns, CheckInListColumns, unknown> = rt.closedObject("CheckInListColumns", {}, {
  employeeName: rt.boundedArray(rt.boundedString({ maxLength: 201 }), 500),
  userId: rt.boundedArray(Id, 500),
  result: rt.boundedArray(CheckInResult, 500),
  reason: rt.boundedArray(t.union([rt.boundedString({ maxLength: 500 }), t.null]), 500),
  createdDate: rt.boundedArray(rt.boundedNumber({}), 500),
  day: rt.boundedArray(CheckInDay, 500),
  hasLocation: rt.boundedArray(rt.boolean, 500),
});

export interface CheckInListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: CheckInListColumns;
}
export const CheckInListResponse: t.Type<CheckInListResponse, CheckInListResponse, unknown> = rt.closedObject("CheckInListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: CheckInListColumns,
}, {});

/** The checkins list's own window plus the Company column. */
export interface AllCompaniesCheckInListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: CheckInListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesCheckInListResponse: t.Type<AllCompaniesCheckInListResponse, AllCompaniesCheckInListResponse, unknown> = rt.closedObject("AllCompaniesCheckInListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: CheckInListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** Where the device was, when it could tell (the Geolocation API's coordinates, accuracy in metres). */
export interface CheckInLocation {
  latitude: number;
  longitude: number;
  accuracy?: number;
}
export const CheckInLocation: t.Type<CheckInLocation, CheckInLocation, unknown> = rt.closedObject("CheckInLocation", {
  latitude: rt.boundedNumber({ minimum: -90, maximum: 90 }),
  longitude: rt.boundedNumber({ minimum: -180, maximum: 180 }),
}, {
  accuracy: rt.boundedNumber({ minimum: 0, maximum: 100000 }),
});

/** A saved check-in. createdDate is the check-in's time (`at`); day is its local date in the company's time zone. */
export interface CheckIn {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  companyId: Id;
  employeeId: Id;
  userId: Id;
  employeeName: string;
  result: CheckInResult;
  reason?: string;
  location?: CheckInLocation;
  day: CheckInDay;
}
export const CheckIn: t.Type<CheckIn, CheckIn, unknown> = rt.closedObject("CheckIn", {
  id: Id,
  createdDate: EpochMs,
  companyId: Id,
  employeeId: Id,
  userId: Id,
  employeeName: rt.boundedString({ maxLength: 201 }),
  result: CheckInResult,
  day: CheckInDay,
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  reason: rt.boundedString({ maxLength: 500 }),
  location: CheckInLocation,
});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesCheckInRecord {
  company: CompanyRef;
  checkIn: CheckIn;
}
export const AllCompaniesCheckInRecord: t.Type<AllCompaniesCheckInRecord, AllCompaniesCheckInRecord, unknown> = rt.closedObject("AllCompaniesCheckInRecord", {
  company: CompanyRef,
  checkIn: CheckIn,
}, {});

/** What the employee declares. `at` is when they checked in on the device: a check-in queued offline keeps its own time (a future time is taken as now; one older than 7 days is refused). */
export interface CheckInFields {
  result: CheckInResult;
  /** Why the employee is not able to work; required with NotAbleToWork, ignored with None. */
  reason?: string;
  location?: CheckInLocation;
  at?: EpochMs;
}
export const CheckInFields: t.Type<CheckInFields, CheckInFields, unknown> = rt.closedObject("CheckInFields", {
  result: CheckInResult,
}, {
  reason: rt.boundedString({ maxLength: 500 }),
  location: CheckInLocation,
  at: EpochMs,
});

export interface CheckInIdRequest {
  id: Id;
}
export const CheckInIdRequest: t.Type<CheckInIdRequest, CheckInIdRequest, unknown> = rt.closedObject("CheckInIdRequest", {
  id: Id,
}, {});

export interface CheckInSubmitRequest {
  checkIn: CheckInFields;
}
export const CheckInSubmitRequest: t.Type<CheckInSubmitRequest, CheckInSubmitRequest, unknown> = rt.closedObject("CheckInSubmitRequest", {
  checkIn: CheckInFields,
}, {});

/** Check-ins of the receiver's company that were added, keyed by id. */
export interface CheckInsChanged {
  items: Record<string, CheckIn>;
}
export const CheckInsChanged: t.Type<CheckInsChanged, CheckInsChanged, unknown> = rt.closedObject("CheckInsChanged", {
  items: rt.safeRecord(CheckIn, 5000),
}, {});
