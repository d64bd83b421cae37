// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CompanyRef, EpochMs, Id, RecordState } from "./common";
import { DefectFilter, DefectType } from "./vehicles";

export type ChecklistStatusFilter = "active" | "removed" | "all";
export const ChecklistStatusFilter: t.Type<ChecklistStatusFilter, ChecklistStatusFilter, unknown> = rt.stringEnum(["active", "removed", "all"] as const);

export interface ChecklistListFilter {
  search?: string;
  status?: ChecklistStatusFilter;
}
export const ChecklistListFilter: t.Type<ChecklistListFilter, ChecklistListFilter, unknown> = rt.closedObject("ChecklistListFilter", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  status: ChecklistStatusFilter,
});

export type ChecklistSortColumn = "name" | "itemCount" | "resultCount" | "createdDate" | "modifiedDate";
export const ChecklistSortColumn: t.Type<ChecklistSortColumn, ChecklistSortColumn, unknown> = rt.stringEnum(["name", "itemCount", "resultCount", "createdDate", "modifiedDate"] as const);

export interface ChecklistSort {
  column: ChecklistSortColumn;
  direction: "asc" | "desc";
}
export const ChecklistSort: t.Type<ChecklistSort, ChecklistSort, unknown> = rt.closedObject("ChecklistSort", {
  column: ChecklistSortColumn,
  direction: rt.stringEnum(["asc", "desc"] as const),
}, {});

/** A field the checklist list can show; a window carries only the fields asked for. */
export type ChecklistListField = "name" | "description" | "itemCount" | "resultCount" | "lastResultAt" | "createdDate" | "modifiedDate" | "deleted";
export const ChecklistListField: t.Type<ChecklistListField, ChecklistListField, unknown> = rt.stringEnum(["name", "description", "itemCount", "resultCount", "lastResultAt", "createdDate", "modifiedDate", "deleted"] as const);

export interface ChecklistListRequest {
  filter: ChecklistListFilter;
  sort: ChecklistSort;
  offset: number;
  limit: number;
  fields?: ChecklistListField[];
}
export const ChecklistListRequest: t.Type<ChecklistListRequest, ChecklistListRequest, unknown> = rt.closedObject("ChecklistListRequest", {
  filter: ChecklistListFilter,
  sort: ChecklistSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ChecklistListField, 8),
});

/** The checklists list's own request plus the company filter. */
export interface AllCompaniesChecklistListRequest {
  filter: ChecklistListFilter;
  sort: ChecklistSort;
  offset: number;
  limit: number;
  fields?: ChecklistListField[];
  companyId?: Id;
}
export const AllCompaniesChecklistListRequest: t.Type<AllCompaniesChecklistListRequest, AllCompaniesChecklistListRequest, unknown> = rt.closedObject("AllCompaniesChecklistListRequest", {
  filter: ChecklistListFilter,
  sort: ChecklistSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ChecklistListField, 8),
  companyId: Id,
});

/** One window column by column, each array parallel to `ids`, null where the checklist has no value. */
export interface ChecklistListColumns {
  name?: string[];
  description?: (string | null)[];
  itemCount?: number[];
  resultCount?: number[];
  lastResultAt?: (number | null)[];
  createdDate?: number[];
  modifiedDate?: number[];
  deleted?: boolean[];
}
export const ChecklistListColumns: t.Type<ChecklistListColumns, ChecklistListColumns, unknown> = rt.closedObject("ChecklistListColumns", {}, {
  name: rt.boundedArray(rt.boundedString({ maxLength: 200 }), 500),
  description: rt.boundedArray(t.union([rt.boundedString({ maxLength: 2000 }), t.null]), 500),
  itemCount: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  resultCount: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  lastResultAt: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  createdDate: rt.boundedArray(rt.boundedNumber({}), 500),
  modifiedDate: rt.boundedArray(rt.boundedNumber({}), 500),
  deleted: rt.boundedArray(rt.boolean, 500),
});

export interface ChecklistListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ChecklistListColumns;
}
export const ChecklistListResponse: t.Type<ChecklistListResponse, ChecklistListResponse, unknown> = rt.closedObject("ChecklistListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ChecklistListColumns,
}, {});

/** The checklists list's own window plus the Company column. */
export interface AllCompaniesChecklistListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ChecklistListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesChecklistListResponse: t.Type<AllCompaniesChecklistListResponse, AllCompaniesChecklistListResponse, unknown> = rt.closedObject("AllCompaniesChecklistListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ChecklistListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** text, number, list, or bool (a list whose options are Yes and No; the picker shows Yes/No). */
export type ChecklistItemType = "text" | "number" | "list" | "bool";
export const ChecklistItemType: t.Type<ChecklistItemType, ChecklistItemType, unknown> = rt.stringEnum(["text", "number", "list", "bool"] as const);

/** The grade of an answer option: none = good (the default), minor or major. */
export type ChecklistOptionCategory = "none" | "minor" | "major";
export const ChecklistOptionCategory: t.Type<ChecklistOptionCategory, ChecklistOptionCategory, unknown> = rt.stringEnum(["none", "minor", "major"] as const);

export interface ChecklistOption {
  id: Id;
  index: number;
  name: string;
  category: ChecklistOptionCategory;
}
export const ChecklistOption: t.Type<ChecklistOption, ChecklistOption, unknown> = rt.closedObject("ChecklistOption", {
  id: Id,
  index: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1000 }),
  name: rt.boundedString({ maxLength: 200 }),
  category: ChecklistOptionCategory,
}, {});

export interface ChecklistItem {
  id: Id;
  index: number;
  name: string;
  type: ChecklistItemType;
  multiSelect: boolean;
  options: ChecklistOption[];
}
export const ChecklistItem: t.Type<ChecklistItem, ChecklistItem, unknown> = rt.closedObject("ChecklistItem", {
  id: Id,
  index: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1000 }),
  name: rt.boundedString({ maxLength: 300 }),
  type: ChecklistItemType,
  multiSelect: rt.boolean,
  options: rt.boundedArray(ChecklistOption, 30),
}, {});

/** A saved checklist with its items in order. */
export interface Checklist {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  companyId: Id;
  name: string;
  description: string;
  items: ChecklistItem[];
  itemCount: number;
  resultCount: number;
  lastResultAt?: EpochMs;
  deleted: boolean;
}
export const Checklist: t.Type<Checklist, Checklist, unknown> = rt.closedObject("Checklist", {
  id: Id,
  createdDate: EpochMs,
  companyId: Id,
  name: rt.boundedString({ maxLength: 200 }),
  description: rt.boundedString({ maxLength: 2000 }),
  items: rt.boundedArray(ChecklistItem, 100),
  itemCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  resultCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  deleted: rt.boolean,
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  lastResultAt: EpochMs,
});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesChecklistRecord {
  company: CompanyRef;
  checklist: Checklist;
}
export const AllCompaniesChecklistRecord: t.Type<AllCompaniesChecklistRecord, AllCompaniesChecklistRecord, unknown> = rt.closedObject("AllCompaniesChecklistRecord", {
  company: CompanyRef,
  checklist: Checklist,
}, {});

/** Special answers besides an item's own options: na (not applicable), or a defect the employee describes in the remarks (minor: "Minor Notes", major: "User Major"). */
export type ChecklistSpecialAnswer = "na" | "minor" | "major";
export const ChecklistSpecialAnswer: t.Type<ChecklistSpecialAnswer, ChecklistSpecialAnswer, unknown> = rt.stringEnum(["na", "minor", "major"] as const);

/** The answer to one item: options of that item (list, Yes/No), or a value (text, number), or a special answer; remarks for any. A minor or major special answer needs remarks. */
export interface ChecklistAnswerInput {
  itemId: Id;
  optionIds?: Id[];
  value?: string;
  special?: ChecklistSpecialAnswer;
  remarks?: string;
}
export const ChecklistAnswerInput: t.Type<ChecklistAnswerInput, ChecklistAnswerInput, unknown> = rt.closedObject("ChecklistAnswerInput", {
  itemId: Id,
}, {
  optionIds: rt.boundedArray(Id, 30),
  value: rt.boundedString({ maxLength: 1000 }),
  special: ChecklistSpecialAnswer,
  remarks: rt.boundedString({ maxLength: 1000 }),
});

/** A local date, YYYY-MM-DD, in the company's time zone. */
export type ChecklistDay = string;
export const ChecklistDay: t.Type<ChecklistDay, ChecklistDay, unknown> = rt.boundedString({ maxLength: 10, pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$" });

/** One option of a list or Yes/No item, in display order (its index is its position). id keeps a saved option (results name it); absent for a new one. */
export interface ChecklistOptionInput {
  id?: Id;
  name: string;
  category: ChecklistOptionCategory;
}
export const ChecklistOptionInput: t.Type<ChecklistOptionInput, ChecklistOptionInput, unknown> = rt.closedObject("ChecklistOptionInput", {
  name: rt.boundedString({ minLength: 1, maxLength: 200 }),
  category: ChecklistOptionCategory,
}, {
  id: Id,
});

/** One item (question), in display order (its index is its position). A list item needs at least one option; a Yes/No item exactly two; text and number items have none. */
export interface ChecklistItemInput {
  id?: Id;
  name: string;
  type: ChecklistItemType;
  /** A list item may take several options at once. */
  multiSelect?: boolean;
  options: ChecklistOptionInput[];
}
export const ChecklistItemInput: t.Type<ChecklistItemInput, ChecklistItemInput, unknown> = rt.closedObject("ChecklistItemInput", {
  name: rt.boundedString({ minLength: 1, maxLength: 300 }),
  type: ChecklistItemType,
  options: rt.boundedArray(ChecklistOptionInput, 30),
}, {
  id: Id,
  multiSelect: rt.boolean,
});

/** What a user edits: the whole checklist at once. */
export interface ChecklistFields {
  name: string;
  description?: string;
  items: ChecklistItemInput[];
}
export const ChecklistFields: t.Type<ChecklistFields, ChecklistFields, unknown> = rt.closedObject("ChecklistFields", {
  name: rt.boundedString({ minLength: 1, maxLength: 200 }),
  items: rt.boundedArray(ChecklistItemInput, 100),
}, {
  description: rt.boundedString({ maxLength: 2000 }),
});

export interface ChecklistIdRequest {
  id: Id;
}
export const ChecklistIdRequest: t.Type<ChecklistIdRequest, ChecklistIdRequest, unknown> = rt.closedObject("ChecklistIdRequest", {
  id: Id,
}, {});

/** A chosen option as it read when submitted. */
export interface ChecklistResultOption {
  optionId: Id;
  name: string;
  category: ChecklistOptionCategory;
}
export const ChecklistResultOption: t.Type<ChecklistResultOption, ChecklistResultOption, unknown> = rt.closedObject("ChecklistResultOption", {
  optionId: Id,
  name: rt.boundedString({ maxLength: 200 }),
  category: ChecklistOptionCategory,
}, {});

/** One item's answer: the item as it read when submitted, the chosen options or value, the special answer and remarks, and the answer's grade. */
export interface ChecklistItemResult {
  itemId: Id;
  index: number;
  name: string;
  type: ChecklistItemType;
  options: ChecklistResultOption[];
  value?: string;
  special?: ChecklistSpecialAnswer;
  remarks?: string;
  grade: DefectType;
}
export const ChecklistItemResult: t.Type<ChecklistItemResult, ChecklistItemResult, unknown> = rt.closedObject("ChecklistItemResult", {
  itemId: Id,
  index: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1000 }),
  name: rt.boundedString({ maxLength: 300 }),
  type: ChecklistItemType,
  options: rt.boundedArray(ChecklistResultOption, 30),
  grade: DefectType,
}, {
  value: rt.boundedString({ maxLength: 1000 }),
  special: ChecklistSpecialAnswer,
  remarks: rt.boundedString({ maxLength: 1000 }),
});

/** initial (before use) or enroute. */
export type ChecklistResultType = "initial" | "enroute";
export const ChecklistResultType: t.Type<ChecklistResultType, ChecklistResultType, unknown> = rt.stringEnum(["initial", "enroute"] as const);

/** A checklist filled for a vehicle (vehicleId) or an equipment (equipmentId) by an employee; vehicleName is the unit's name as it was. defectType is the most severe answer. */
export interface ChecklistResult {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  companyId: Id;
  checklistId: Id;
  checklistName: string;
  vehicleId?: Id;
  equipmentId?: Id;
  vehicleName: string;
  userId: Id;
  employeeName: string;
  resultType: ChecklistResultType;
  defectType: DefectType;
  filledAt: EpochMs;
  items: ChecklistItemResult[];
}
export const ChecklistResult: t.Type<ChecklistResult, ChecklistResult, unknown> = rt.closedObject("ChecklistResult", {
  id: Id,
  companyId: Id,
  checklistId: Id,
  checklistName: rt.boundedString({ maxLength: 200 }),
  vehicleName: rt.boundedString({ maxLength: 100 }),
  userId: Id,
  employeeName: rt.boundedString({ maxLength: 201 }),
  resultType: ChecklistResultType,
  defectType: DefectType,
  filledAt: EpochMs,
  items: rt.boundedArray(ChecklistItemResult, 100),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  vehicleId: Id,
  equipmentId: Id,
});

export interface ChecklistResultListColumns {
  filledAt?: number[];
  checklistId?: Id[];
  checklistName?: string[];
  vehicleId?: (string | null)[];
  equipmentId?: (string | null)[];
  vehicleName?: string[];
  employeeName?: string[];
  resultType?: ChecklistResultType[];
  defectType?: DefectType[];
}
export const ChecklistResultListColumns: t.Type<ChecklistResultListColumns, ChecklistResultListColumns, unknown> = rt.closedObject("ChecklistResultListColumns", {}, {
  filledAt: rt.boundedArray(rt.boundedNumber({}), 500),
  checklistId: rt.boundedArray(Id, 500),
  checklistName: rt.boundedArray(rt.boundedString({ maxLength: 200 }), 500),
  vehicleId: rt.boundedArray(t.union([rt.boundedString({ maxLength: 64 }), t.null]), 500),
  equipmentId: rt.boundedArray(t.union([rt.boundedString({ maxLength: 64 }), t.null]), 500),
  vehicleName: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  employeeName: rt.boundedArray(rt.boundedString({ maxLength: 201 }), 500),
  resultType: rt.boundedArray(ChecklistResultType, 500),
  defectType: rt.boundedArray(DefectType, 500),
});

export type ChecklistResultListField = "filledAt" | "checklistId" | "checklistName" | "vehicleId" | "equipmentId" | "vehicleName" | "employeeName" | "resultType" | "defectType";
export const ChecklistResultListField: t.Type<ChecklistResultListField, ChecklistResultListField, unknown> = rt.stringEnum(["filledAt", "checklistId", "checklistName", "vehicleId", "equipmentId", "vehicleName", "employeeName", "resultType", "defectType"] as const);

/** Results of one checklist, of one vehicle, of one equipment, or of the whole company. */
export interface ChecklistResultListFilter {
  checklistId?: Id;
  vehicleId?: Id;
  equipmentId?: Id;
  defect?: DefectFilter;
}
export const ChecklistResultListFilter: t.Type<ChecklistResultListFilter, ChecklistResultListFilter, unknown> = rt.closedObject("ChecklistResultListFilter", {}, {
  checklistId: Id,
  vehicleId: Id,
  equipmentId: Id,
  defect: DefectFilter,
});

export type ChecklistResultSortColumn = "filledAt" | "vehicleName" | "employeeName" | "checklistName" | "defectType";
export const ChecklistResultSortColumn: t.Type<ChecklistResultSortColumn, ChecklistResultSortColumn, unknown> = rt.stringEnum(["filledAt", "vehicleName", "employeeName", "checklistName", "defectType"] as const);

export interface ChecklistResultSort {
  column: ChecklistResultSortColumn;
  direction: "asc" | "desc";
}
export const ChecklistResultSort: t.Type<ChecklistResultSort, ChecklistResultSort, unknown> = rt.closedObject("ChecklistResultSort", {
  column: ChecklistResultSortColumn,
  direction: rt.stringEnum(["asc", "desc"] as const),
}, {});

export interface ChecklistResultListRequest {
  filter: ChecklistResultListFilter;
  sort: ChecklistResultSort;
  offset: number;
  limit: number;
  fields?: ChecklistResultListField[];
}
export const ChecklistResultListRequest: t.Type<ChecklistResultListRequest, ChecklistResultListRequest, unknown> = rt.closedObject("ChecklistResultListRequest", {
  filter: ChecklistResultListFilter,
  sort: ChecklistResultSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ChecklistResultListField, 9),
});

export interface ChecklistResultListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ChecklistResultListColumns;
}
export const ChecklistResultListResponse: t.Type<ChecklistResultListResponse, ChecklistResultListResponse, unknown> = rt.closedObject("ChecklistResultListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ChecklistResultListColumns,
}, {});

/** A filled checklist for a vehicle (vehicleId) or, with the equipmentInspections feature, for an equipment (equipmentId): exactly one of the two. Every item of the checklist must be answered once. The employee is the signed-in user. */
export interface ChecklistResultSubmitRequest {
  checklistId: Id;
  vehicleId?: Id;
  /** An equipment inspection (schema/equipment.json): the equipment checked instead of a vehicle. */
  equipmentId?: Id;
  resultType: ChecklistResultType;
  answers: ChecklistAnswerInput[];
  /** When it was filled on the device (a result queued offline keeps its own time). Absent: now. At most 5 minutes ahead and 7 days behind the server's clock. */
  filledAt?: EpochMs;
}
export const ChecklistResultSubmitRequest: t.Type<ChecklistResultSubmitRequest, ChecklistResultSubmitRequest, unknown> = rt.closedObject("ChecklistResultSubmitRequest", {
  checklistId: Id,
  resultType: ChecklistResultType,
  answers: rt.boundedArray(ChecklistAnswerInput, 100),
}, {
  vehicleId: Id,
  equipmentId: Id,
  filledAt: EpochMs,
});

/** A result as a list row, pushed in ChecklistResultsChangedNotification. */
export interface ChecklistResultSummary {
  id: Id;
  filledAt: EpochMs;
  checklistId: Id;
  checklistName: string;
  vehicleId?: Id;
  equipmentId?: Id;
  vehicleName: string;
  employeeName: string;
  resultType: ChecklistResultType;
  defectType: DefectType;
}
export const ChecklistResultSummary: t.Type<ChecklistResultSummary, ChecklistResultSummary, unknown> = rt.closedObject("ChecklistResultSummary", {
  id: Id,
  filledAt: EpochMs,
  checklistId: Id,
  checklistName: rt.boundedString({ maxLength: 200 }),
  vehicleName: rt.boundedString({ maxLength: 100 }),
  employeeName: rt.boundedString({ maxLength: 201 }),
  resultType: ChecklistResultType,
  defectType: DefectType,
}, {
  vehicleId: Id,
  equipmentId: Id,
});

/** Checklist results of the receiver's company that were submitted, as list rows. */
export interface ChecklistResultsChanged {
  items: Record<string, ChecklistResultSummary>;
}
export const ChecklistResultsChanged: t.Type<ChecklistResultsChanged, ChecklistResultsChanged, unknown> = rt.closedObject("ChecklistResultsChanged", {
  items: rt.safeRecord(ChecklistResultSummary, 5000),
}, {});

export interface ChecklistSaveRequest {
  /** The checklist to change; absent to add one. */
  id?: Id;
  checklist: ChecklistFields;
}
export const ChecklistSaveRequest: t.Type<ChecklistSaveRequest, ChecklistSaveRequest, unknown> = rt.closedObject("ChecklistSaveRequest", {
  checklist: ChecklistFields,
}, {
  id: Id,
});

/** Checklists of the receiver's company that were added, changed, removed or restored. */
export interface ChecklistsChanged {
  items: Record<string, Checklist>;
}
export const ChecklistsChanged: t.Type<ChecklistsChanged, ChecklistsChanged, unknown> = rt.closedObject("ChecklistsChanged", {
  items: rt.safeRecord(Checklist, 5000),
}, {});

/** When a checklist attached to a vehicle is due (docs/checklists.md "Rules"): none (filled when needed, never due), everyDays (every N days after it was last done), eachInspection (after each inspection of the vehicle). */
export type VehicleChecklistSchedule = "none" | "everyDays" | "eachInspection";
export const VehicleChecklistSchedule: t.Type<VehicleChecklistSchedule, VehicleChecklistSchedule, unknown> = rt.stringEnum(["none", "everyDays", "eachInspection"] as const);

/** Computed when read, in the company's time zone (docs/checklists.md "Rules"): none (no schedule), waiting (at each inspection: none since it was last done), scheduled (due on a later day), due (due today), overdue (its due day has ended). */
export type VehicleChecklistDueStatus = "none" | "waiting" | "scheduled" | "due" | "overdue";
export const VehicleChecklistDueStatus: t.Type<VehicleChecklistDueStatus, VehicleChecklistDueStatus, unknown> = rt.stringEnum(["none", "waiting", "scheduled", "due", "overdue"] as const);

/** A checklist attached to a vehicle with its schedule. lastResultAt is the newest result of that checklist for that vehicle; nextDueOn the day it is next due (absent: nothing due), dueAt that day's last millisecond in the company's time zone; checklistRemoved: the checklist was removed (never due while removed). A detached one is announced once with detached true. */
export interface VehicleChecklist {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  companyId: Id;
  vehicleId: Id;
  vehicleName: string;
  checklistId: Id;
  checklistName: string;
  checklistRemoved: boolean;
  schedule: VehicleChecklistSchedule;
  everyDays?: number;
  firstDueOn?: ChecklistDay;
  attachedAt: EpochMs;
  scheduledAt: EpochMs;
  lastResultAt?: EpochMs;
  nextDueOn?: ChecklistDay;
  dueAt?: EpochMs;
  status: VehicleChecklistDueStatus;
  detached: boolean;
}
export const VehicleChecklist: t.Type<VehicleChecklist, VehicleChecklist, unknown> = rt.closedObject("VehicleChecklist", {
  id: Id,
  companyId: Id,
  vehicleId: Id,
  vehicleName: rt.boundedString({ maxLength: 100 }),
  checklistId: Id,
  checklistName: rt.boundedString({ maxLength: 200 }),
  checklistRemoved: rt.boolean,
  schedule: VehicleChecklistSchedule,
  attachedAt: EpochMs,
  scheduledAt: EpochMs,
  status: VehicleChecklistDueStatus,
  detached: rt.boolean,
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  everyDays: rt.boundedNumber({ integer: true, minimum: 1, maximum: 365 }),
  firstDueOn: ChecklistDay,
  lastResultAt: EpochMs,
  nextDueOn: ChecklistDay,
  dueAt: EpochMs,
});

/** Attaches one checklist to one or many vehicles with one schedule, all or nothing. A vehicle that already has it takes the new schedule. everyDays (1–365) and firstDueOn only with everyDays; firstDueOn (within a year of today) replaces the first due day, the attached day + N. */
export interface VehicleChecklistAttachRequest {
  checklistId: Id;
  vehicleIds: Id[];
  schedule: VehicleChecklistSchedule;
  everyDays?: number;
  firstDueOn?: ChecklistDay;
}
export const VehicleChecklistAttachRequest: t.Type<VehicleChecklistAttachRequest, VehicleChecklistAttachRequest, unknown> = rt.closedObject("VehicleChecklistAttachRequest", {
  checklistId: Id,
  vehicleIds: rt.boundedArray(Id, 500),
  schedule: VehicleChecklistSchedule,
}, {
  everyDays: rt.boundedNumber({ integer: true, minimum: 1, maximum: 365 }),
  firstDueOn: ChecklistDay,
});

export interface VehicleChecklistAttachResponse {
  items: VehicleChecklist[];
}
export const VehicleChecklistAttachResponse: t.Type<VehicleChecklistAttachResponse, VehicleChecklistAttachResponse, unknown> = rt.closedObject("VehicleChecklistAttachResponse", {
  items: rt.boundedArray(VehicleChecklist, 500),
}, {});

/** The company's attached checklists: of a vehicle, of a checklist, and/or only those due today or overdue (due: true, for the driver app). Overdue first, then by due day, vehicle and checklist name. */
export interface VehicleChecklistListRequest {
  vehicleId?: Id;
  checklistId?: Id;
  due?: boolean;
  limit?: number;
}
export const VehicleChecklistListRequest: t.Type<VehicleChecklistListRequest, VehicleChecklistListRequest, unknown> = rt.closedObject("VehicleChecklistListRequest", {}, {
  vehicleId: Id,
  checklistId: Id,
  due: rt.boolean,
  limit: rt.boundedNumber({ integer: true, minimum: 1, maximum: 500 }),
});

export interface VehicleChecklistListResponse {
  count: number;
  items: VehicleChecklist[];
}
export const VehicleChecklistListResponse: t.Type<VehicleChecklistListResponse, VehicleChecklistListResponse, unknown> = rt.closedObject("VehicleChecklistListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  items: rt.boundedArray(VehicleChecklist, 500),
}, {});

/** Changes an attachment's schedule (the same fields as attaching); its due day is worked out again from now. */
export interface VehicleChecklistScheduleRequest {
  id: Id;
  schedule: VehicleChecklistSchedule;
  everyDays?: number;
  firstDueOn?: ChecklistDay;
}
export const VehicleChecklistScheduleRequest: t.Type<VehicleChecklistScheduleRequest, VehicleChecklistScheduleRequest, unknown> = rt.closedObject("VehicleChecklistScheduleRequest", {
  id: Id,
  schedule: VehicleChecklistSchedule,
}, {
  everyDays: rt.boundedNumber({ integer: true, minimum: 1, maximum: 365 }),
  firstDueOn: ChecklistDay,
});

/** Attachments of the receiver's company that were added, changed (schedule, a result, an inspection) or detached. */
export interface VehicleChecklistsChanged {
  items: Record<string, VehicleChecklist>;
}
export const VehicleChecklistsChanged: t.Type<VehicleChecklistsChanged, VehicleChecklistsChanged, unknown> = rt.closedObject("VehicleChecklistsChanged", {
  items: rt.safeRecord(VehicleChecklist, 5000),
}, {});
