// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CompanyRef, EpochMs, Id, RecordState } from "./common";
import { SortDirection } from "./vehicles";

/** standard: the company's copies of the standard templates (copied automatically or on request); own: schedules the company wrote itself. */
export type ScheduleWindowOrigin = "any" | "standard" | "own";
export const ScheduleWindowOrigin: t.Type<ScheduleWindowOrigin, ScheduleWindowOrigin, unknown> = rt.stringEnum(["any", "standard", "own"] as const);

/** Column filters: each given text must occur in that column (case-insensitive). */
export interface ScheduleWindowColumnFilters {
  name?: string;
  number?: string;
}
export const ScheduleWindowColumnFilters: t.Type<ScheduleWindowColumnFilters, ScheduleWindowColumnFilters, unknown> = rt.closedObject("ScheduleWindowColumnFilters", {}, {
  name: rt.boundedString({ maxLength: 100 }),
  number: rt.boundedString({ maxLength: 40 }),
});

export interface ScheduleWindowFilter {
  /** Text in the name, description or number. */
  search?: string;
  origin?: ScheduleWindowOrigin;
  contains?: ScheduleWindowColumnFilters;
}
export const ScheduleWindowFilter: t.Type<ScheduleWindowFilter, ScheduleWindowFilter, unknown> = rt.closedObject("ScheduleWindowFilter", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  origin: ScheduleWindowOrigin,
  contains: ScheduleWindowColumnFilters,
});

export type ScheduleWindowSortColumn = "name" | "number" | "modifiedDate";
export const ScheduleWindowSortColumn: t.Type<ScheduleWindowSortColumn, ScheduleWindowSortColumn, unknown> = rt.stringEnum(["name", "number", "modifiedDate"] as const);

export interface ScheduleWindowSort {
  column: ScheduleWindowSortColumn;
  direction: SortDirection;
}
export const ScheduleWindowSort: t.Type<ScheduleWindowSort, ScheduleWindowSort, unknown> = rt.closedObject("ScheduleWindowSort", {
  column: ScheduleWindowSortColumn,
  direction: SortDirection,
}, {});

/** A field the windowed schedules list can show; a window carries only the fields asked for. */
export type ScheduleWindowField = "name" | "number" | "description" | "templateKey" | "questionCount" | "vehicleCount" | "modifiedDate";
export const ScheduleWindowField: t.Type<ScheduleWindowField, ScheduleWindowField, unknown> = rt.stringEnum(["name", "number", "description", "templateKey", "questionCount", "vehicleCount", "modifiedDate"] as const);

/** One window of the companies' own schedules (never the templates), as a windowed list: the operator's cross-company list reads it (schema/allcompanies.json). */
export interface ScheduleWindowRequest {
  filter: ScheduleWindowFilter;
  sort: ScheduleWindowSort;
  offset: number;
  limit: number;
  fields?: ScheduleWindowField[];
}
export const ScheduleWindowRequest: t.Type<ScheduleWindowRequest, ScheduleWindowRequest, unknown> = rt.closedObject("ScheduleWindowRequest", {
  filter: ScheduleWindowFilter,
  sort: ScheduleWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ScheduleWindowField, 7),
});

/** The windowed schedules list's request (the companies' own schedules, never the templates) plus the company filter. */
export interface AllCompaniesScheduleListRequest {
  filter: ScheduleWindowFilter;
  sort: ScheduleWindowSort;
  offset: number;
  limit: number;
  fields?: ScheduleWindowField[];
  companyId?: Id;
}
export const AllCompaniesScheduleListRequest: t.Type<AllCompaniesScheduleListRequest, AllCompaniesScheduleListRequest, unknown> = rt.closedObject("AllCompaniesScheduleListRequest", {
  filter: ScheduleWindowFilter,
  sort: ScheduleWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ScheduleWindowField, 7),
  companyId: Id,
});

/** One window column by column, each array parallel to `ids`, null where the schedule has no value. */
export interface ScheduleWindowColumns {
  name?: string[];
  number?: (string | null)[];
  description?: (string | null)[];
  templateKey?: (string | null)[];
  questionCount?: number[];
  vehicleCount?: number[];
  modifiedDate?: number[];
}
export const ScheduleWindowColumns: t.Type<ScheduleWindowColumns, ScheduleWindowColumns, unknown> = rt.closedObject("ScheduleWindowColumns", {}, {
  name: rt.boundedArray(rt.boundedString({ maxLength: 200 }), 500),
  number: rt.boundedArray(t.union([rt.boundedString({ maxLength: 40 }), t.null]), 500),
  description: rt.boundedArray(t.union([rt.boundedString({ maxLength: 1000 }), t.null]), 500),
  templateKey: rt.boundedArray(t.union([rt.boundedString({ maxLength: 60 }), t.null]), 500),
  questionCount: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  vehicleCount: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  modifiedDate: rt.boundedArray(rt.boundedNumber({}), 500),
});

export interface ScheduleWindowResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ScheduleWindowColumns;
}
export const ScheduleWindowResponse: t.Type<ScheduleWindowResponse, ScheduleWindowResponse, unknown> = rt.closedObject("ScheduleWindowResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ScheduleWindowColumns,
}, {});

/** The windowed schedules list's window plus the Company column. */
export interface AllCompaniesScheduleListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ScheduleWindowColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesScheduleListResponse: t.Type<AllCompaniesScheduleListResponse, AllCompaniesScheduleListResponse, unknown> = rt.closedObject("AllCompaniesScheduleListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ScheduleWindowColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

export type ScheduleQuestionType = "text" | "input";
export const ScheduleQuestionType: t.Type<ScheduleQuestionType, ScheduleQuestionType, unknown> = rt.stringEnum(["text", "input"] as const);

/** Option kinds: ok and na are answers without a defect, minor and major are defects (NSC 13 Part 2), remark asks for a note. */
export type ScheduleOptionKind = "remark" | "major" | "minor" | "na" | "ok";
export const ScheduleOptionKind: t.Type<ScheduleOptionKind, ScheduleOptionKind, unknown> = rt.stringEnum(["remark", "major", "minor", "na", "ok"] as const);

/** One answer a part offers, sorted by position then index. */
export interface VehicleScheduleQuestionOption {
  id: Id;
  name: string;
  value: string;
  position: number;
  category: string;
  type: ScheduleOptionKind;
  index: number;
  notes: string;
}
export const VehicleScheduleQuestionOption: t.Type<VehicleScheduleQuestionOption, VehicleScheduleQuestionOption, unknown> = rt.closedObject("VehicleScheduleQuestionOption", {
  id: Id,
  name: rt.boundedString({ maxLength: 300 }),
  value: rt.boundedString({ maxLength: 100 }),
  position: rt.boundedNumber({ integer: true, minimum: -1000, maximum: 1000 }),
  category: rt.boundedString({ maxLength: 40 }),
  type: ScheduleOptionKind,
  index: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1000 }),
  notes: rt.boundedString({ maxLength: 1000 }),
}, {});

/** One part of a schedule (e.g. part 1 Air brake system) with its options. */
export interface VehicleScheduleQuestion {
  id: Id;
  part: number;
  value: string;
  type: ScheduleQuestionType;
  options: VehicleScheduleQuestionOption[];
}
export const VehicleScheduleQuestion: t.Type<VehicleScheduleQuestion, VehicleScheduleQuestion, unknown> = rt.closedObject("VehicleScheduleQuestion", {
  id: Id,
  part: rt.boundedNumber({ integer: true, minimum: 1, maximum: 200 }),
  value: rt.boundedString({ maxLength: 300 }),
  type: ScheduleQuestionType,
  options: rt.boundedArray(VehicleScheduleQuestionOption, 100),
}, {});

/** A whole schedule, questions sorted by part. companyId is absent on a template; templateKey names the standard it is (or was copied from). */
export interface VehicleSchedule {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  companyId?: Id;
  templateKey?: string;
  templateId?: Id;
  isTemplate: boolean;
  name: string;
  description: string;
  declaration: string;
  number: string;
  questions: VehicleScheduleQuestion[];
  /** How many of the company's vehicles use this schedule. */
  vehicleCount: number;
}
export const VehicleSchedule: t.Type<VehicleSchedule, VehicleSchedule, unknown> = rt.closedObject("VehicleSchedule", {
  id: Id,
  isTemplate: rt.boolean,
  name: rt.boundedString({ maxLength: 200 }),
  description: rt.boundedString({ maxLength: 1000 }),
  declaration: rt.boundedString({ maxLength: 2000 }),
  number: rt.boundedString({ maxLength: 40 }),
  questions: rt.boundedArray(VehicleScheduleQuestion, 200),
  vehicleCount: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  companyId: Id,
  templateKey: rt.boundedString({ maxLength: 60 }),
  templateId: Id,
});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesScheduleRecord {
  company: CompanyRef;
  schedule: VehicleSchedule;
}
export const AllCompaniesScheduleRecord: t.Type<AllCompaniesScheduleRecord, AllCompaniesScheduleRecord, unknown> = rt.closedObject("AllCompaniesScheduleRecord", {
  company: CompanyRef,
  schedule: VehicleSchedule,
}, {});

/** Makes a schedule the one these vehicles are inspected with (the vehicle form's schedule field, for many at once). */
export interface ScheduleAssignRequest {
  scheduleId: Id;
  vehicleIds: Id[];
}
export const ScheduleAssignRequest: t.Type<ScheduleAssignRequest, ScheduleAssignRequest, unknown> = rt.closedObject("ScheduleAssignRequest", {
  scheduleId: Id,
  vehicleIds: rt.boundedArray(Id, 500),
}, {});

export interface ScheduleAssignResponse {
  scheduleId: Id;
  assigned: number;
}
export const ScheduleAssignResponse: t.Type<ScheduleAssignResponse, ScheduleAssignResponse, unknown> = rt.closedObject("ScheduleAssignResponse", {
  scheduleId: Id,
  assigned: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {});

/** Copies a template (or one of the company's schedules) as a new schedule of the company. */
export interface ScheduleCopyRequest {
  sourceId: Id;
  name?: string;
}
export const ScheduleCopyRequest: t.Type<ScheduleCopyRequest, ScheduleCopyRequest, unknown> = rt.closedObject("ScheduleCopyRequest", {
  sourceId: Id,
}, {
  name: rt.boundedString({ minLength: 1, maxLength: 200 }),
});

/** An option as edited; id names an existing option of the same question (absent: a new one). */
export interface ScheduleOptionFields {
  id?: Id;
  name: string;
  value?: string;
  position: number;
  category?: string;
  type: ScheduleOptionKind;
  index?: number;
  notes?: string;
}
export const ScheduleOptionFields: t.Type<ScheduleOptionFields, ScheduleOptionFields, unknown> = rt.closedObject("ScheduleOptionFields", {
  name: rt.boundedString({ minLength: 1, maxLength: 300 }),
  position: rt.boundedNumber({ integer: true, minimum: -1000, maximum: 1000 }),
  type: ScheduleOptionKind,
}, {
  id: Id,
  value: rt.boundedString({ maxLength: 100 }),
  category: rt.boundedString({ maxLength: 40 }),
  index: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1000 }),
  notes: rt.boundedString({ maxLength: 1000 }),
});

/** A part as edited; id names an existing question of the same schedule (absent: a new one). Options left out of the list are retired. */
export interface ScheduleQuestionFields {
  id?: Id;
  part: number;
  value: string;
  type?: ScheduleQuestionType;
  options: ScheduleOptionFields[];
}
export const ScheduleQuestionFields: t.Type<ScheduleQuestionFields, ScheduleQuestionFields, unknown> = rt.closedObject("ScheduleQuestionFields", {
  part: rt.boundedNumber({ integer: true, minimum: 1, maximum: 200 }),
  value: rt.boundedString({ minLength: 1, maxLength: 300 }),
  options: rt.boundedArray(ScheduleOptionFields, 100),
}, {
  id: Id,
  type: ScheduleQuestionType,
});

/** A whole schedule as the edit screen saves it. Questions left out are retired (past inspections keep their own copy of the text). */
export interface ScheduleFields {
  name: string;
  description?: string;
  declaration?: string;
  number?: string;
  questions: ScheduleQuestionFields[];
}
export const ScheduleFields: t.Type<ScheduleFields, ScheduleFields, unknown> = rt.closedObject("ScheduleFields", {
  name: rt.boundedString({ minLength: 1, maxLength: 200 }),
  questions: rt.boundedArray(ScheduleQuestionFields, 200),
}, {
  description: rt.boundedString({ maxLength: 1000 }),
  declaration: rt.boundedString({ maxLength: 2000 }),
  number: rt.boundedString({ maxLength: 40 }),
});

/** A schedule of the company, or a template (read only). */
export interface ScheduleIdRequest {
  id: Id;
}
export const ScheduleIdRequest: t.Type<ScheduleIdRequest, ScheduleIdRequest, unknown> = rt.closedObject("ScheduleIdRequest", {
  id: Id,
}, {});

/** A schedule as the schedules list shows it. */
export interface VehicleScheduleSummary {
  id: Id;
  name: string;
  description: string;
  number: string;
  templateKey?: string;
  isTemplate: boolean;
  questionCount: number;
  vehicleCount: number;
  modifiedDate: EpochMs;
}
export const VehicleScheduleSummary: t.Type<VehicleScheduleSummary, VehicleScheduleSummary, unknown> = rt.closedObject("VehicleScheduleSummary", {
  id: Id,
  name: rt.boundedString({ maxLength: 200 }),
  description: rt.boundedString({ maxLength: 1000 }),
  number: rt.boundedString({ maxLength: 40 }),
  isTemplate: rt.boolean,
  questionCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  vehicleCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  modifiedDate: EpochMs,
}, {
  templateKey: rt.boundedString({ maxLength: 60 }),
});

export interface ScheduleList {
  count: number;
  /** The company's schedules keyed by id. */
  items: Record<string, VehicleScheduleSummary>;
  /** The templates, when asked for. */
  templates?: Record<string, VehicleScheduleSummary>;
}
export const ScheduleList: t.Type<ScheduleList, ScheduleList, unknown> = rt.closedObject("ScheduleList", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  items: rt.safeRecord(VehicleScheduleSummary, 500),
}, {
  templates: rt.safeRecord(VehicleScheduleSummary, 50),
});

export interface ScheduleListRequest {
  /** Also list the standard templates a company can copy. */
  includeTemplates?: boolean;
}
export const ScheduleListRequest: t.Type<ScheduleListRequest, ScheduleListRequest, unknown> = rt.closedObject("ScheduleListRequest", {}, {
  includeTemplates: rt.boolean,
});

export interface ScheduleSaveRequest {
  /** The company's schedule to change; absent to add a new one. */
  id?: Id;
  schedule: ScheduleFields;
}
export const ScheduleSaveRequest: t.Type<ScheduleSaveRequest, ScheduleSaveRequest, unknown> = rt.closedObject("ScheduleSaveRequest", {
  schedule: ScheduleFields,
}, {
  id: Id,
});

/** Schedules of the receiver's company that were added or changed. */
export interface SchedulesChanged {
  items: Record<string, VehicleScheduleSummary>;
}
export const SchedulesChanged: t.Type<SchedulesChanged, SchedulesChanged, unknown> = rt.closedObject("SchedulesChanged", {
  items: rt.safeRecord(VehicleScheduleSummary, 500),
}, {});
