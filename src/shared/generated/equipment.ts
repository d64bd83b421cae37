// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CompanyRef, EpochMs, Id, RecordState } from "./common";
import { DefectFilter, DefectType, SortDirection } from "./vehicles";

export type EquipmentStatusFilter = "active" | "removed" | "all";
export const EquipmentStatusFilter: t.Type<EquipmentStatusFilter, EquipmentStatusFilter, unknown> = rt.stringEnum(["active", "removed", "all"] as const);

export interface EquipmentListFilter {
  search?: string;
  status?: EquipmentStatusFilter;
  defect?: DefectFilter;
}
export const EquipmentListFilter: t.Type<EquipmentListFilter, EquipmentListFilter, unknown> = rt.closedObject("EquipmentListFilter", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  status: EquipmentStatusFilter,
  defect: DefectFilter,
});

export type EquipmentSortColumn = "name" | "make" | "serial" | "year" | "hoursMeter" | "lastInspectedAt" | "modifiedDate";
export const EquipmentSortColumn: t.Type<EquipmentSortColumn, EquipmentSortColumn, unknown> = rt.stringEnum(["name", "make", "serial", "year", "hoursMeter", "lastInspectedAt", "modifiedDate"] as const);

export interface EquipmentSort {
  column: EquipmentSortColumn;
  direction: SortDirection;
}
export const EquipmentSort: t.Type<EquipmentSort, EquipmentSort, unknown> = rt.closedObject("EquipmentSort", {
  column: EquipmentSortColumn,
  direction: SortDirection,
}, {});

/** A field the equipment list can show; a window carries only the fields asked for. */
export type EquipmentListField = "name" | "make" | "model" | "serial" | "year" | "hoursMeter" | "defectType" | "outOfService" | "lastInspectedAt" | "modifiedDate";
export const EquipmentListField: t.Type<EquipmentListField, EquipmentListField, unknown> = rt.stringEnum(["name", "make", "model", "serial", "year", "hoursMeter", "defectType", "outOfService", "lastInspectedAt", "modifiedDate"] as const);

export interface EquipmentListRequest {
  filter: EquipmentListFilter;
  sort: EquipmentSort;
  offset: number;
  limit: number;
  fields?: EquipmentListField[];
}
export const EquipmentListRequest: t.Type<EquipmentListRequest, EquipmentListRequest, unknown> = rt.closedObject("EquipmentListRequest", {
  filter: EquipmentListFilter,
  sort: EquipmentSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(EquipmentListField, 10),
});

/** The equipment list's own request plus the company filter. */
export interface AllCompaniesEquipmentListRequest {
  filter: EquipmentListFilter;
  sort: EquipmentSort;
  offset: number;
  limit: number;
  fields?: EquipmentListField[];
  companyId?: Id;
}
export const AllCompaniesEquipmentListRequest: t.Type<AllCompaniesEquipmentListRequest, AllCompaniesEquipmentListRequest, unknown> = rt.closedObject("AllCompaniesEquipmentListRequest", {
  filter: EquipmentListFilter,
  sort: EquipmentSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(EquipmentListField, 10),
  companyId: Id,
});

/** One window column by column, each array parallel to `ids`, null where the equipment has no value. */
export interface EquipmentListColumns {
  name?: string[];
  make?: (string | null)[];
  model?: (string | null)[];
  serial?: (string | null)[];
  year?: (number | null)[];
  hoursMeter?: (number | null)[];
  defectType?: DefectType[];
  outOfService?: boolean[];
  lastInspectedAt?: (number | null)[];
  modifiedDate?: number[];
}
export const EquipmentListColumns: t.Type<EquipmentListColumns, EquipmentListColumns, unknown> = rt.closedObject("EquipmentListColumns", {}, {
  name: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  make: rt.boundedArray(t.union([rt.boundedString({ maxLength: 60 }), t.null]), 500),
  model: rt.boundedArray(t.union([rt.boundedString({ maxLength: 60 }), t.null]), 500),
  serial: rt.boundedArray(t.union([rt.boundedString({ maxLength: 40 }), t.null]), 500),
  year: rt.boundedArray(t.union([rt.boundedNumber({ integer: true, minimum: 0, maximum: 2100 }), t.null]), 500),
  hoursMeter: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  defectType: rt.boundedArray(DefectType, 500),
  outOfService: rt.boundedArray(rt.boolean, 500),
  lastInspectedAt: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  modifiedDate: rt.boundedArray(rt.boundedNumber({}), 500),
});

export interface EquipmentListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: EquipmentListColumns;
}
export const EquipmentListResponse: t.Type<EquipmentListResponse, EquipmentListResponse, unknown> = rt.closedObject("EquipmentListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: EquipmentListColumns,
}, {});

/** The equipment list's own window plus the Company column. */
export interface AllCompaniesEquipmentListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: EquipmentListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesEquipmentListResponse: t.Type<AllCompaniesEquipmentListResponse, AllCompaniesEquipmentListResponse, unknown> = rt.closedObject("AllCompaniesEquipmentListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: EquipmentListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** What a user edits. hoursMeter is the engine-hours reading, in hours with one decimal. */
export interface EquipmentFields {
  name: string;
  make?: string;
  model?: string;
  serial?: string;
  year?: number;
  hoursMeter?: number;
  notes?: string;
  imageId?: Id;
}
export const EquipmentFields: t.Type<EquipmentFields, EquipmentFields, unknown> = rt.closedObject("EquipmentFields", {
  name: rt.boundedString({ maxLength: 100 }),
}, {
  make: rt.boundedString({ maxLength: 60 }),
  model: rt.boundedString({ maxLength: 60 }),
  serial: rt.boundedString({ maxLength: 40 }),
  year: rt.boundedNumber({ integer: true, minimum: 0, maximum: 2100 }),
  hoursMeter: rt.boundedNumber({ minimum: 0, maximum: 1000000 }),
  notes: rt.boundedString({ maxLength: 4000 }),
  imageId: Id,
});

/** A saved equipment. defectType is its last inspection's unrepaired grade; outOfService while a major one is not repaired. */
export interface Equipment {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  name: string;
  make?: string;
  model?: string;
  serial?: string;
  year?: number;
  hoursMeter?: number;
  notes?: string;
  imageId?: Id;
  companyId: Id;
  /** Always the Equipment vehicle category, #23:22 (docs/vehicles.md "Rules"). */
  categoryId: Id;
  defectType: DefectType;
  outOfService: boolean;
  lastInspectedAt?: EpochMs;
  /** The checklist result that set defectType. */
  lastResultId?: Id;
  repairedAt?: EpochMs;
  repairedByName?: string;
  repairNote?: string;
  deleted: boolean;
}
export const Equipment: t.Type<Equipment, Equipment, unknown> = rt.closedObject("Equipment", {
  id: Id,
  name: rt.boundedString({ maxLength: 100 }),
  companyId: Id,
  categoryId: Id,
  defectType: DefectType,
  outOfService: rt.boolean,
  deleted: rt.boolean,
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  make: rt.boundedString({ maxLength: 60 }),
  model: rt.boundedString({ maxLength: 60 }),
  serial: rt.boundedString({ maxLength: 40 }),
  year: rt.boundedNumber({ integer: true, minimum: 0, maximum: 2100 }),
  hoursMeter: rt.boundedNumber({ minimum: 0, maximum: 1000000 }),
  notes: rt.boundedString({ maxLength: 4000 }),
  imageId: Id,
  lastInspectedAt: EpochMs,
  lastResultId: Id,
  repairedAt: EpochMs,
  repairedByName: rt.boundedString({ maxLength: 201 }),
  repairNote: rt.boundedString({ maxLength: 2000 }),
});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesEquipmentRecord {
  company: CompanyRef;
  equipment: Equipment;
}
export const AllCompaniesEquipmentRecord: t.Type<AllCompaniesEquipmentRecord, AllCompaniesEquipmentRecord, unknown> = rt.closedObject("AllCompaniesEquipmentRecord", {
  company: CompanyRef,
  equipment: Equipment,
}, {});

/** Equipment of the receiver's company that was added, changed, inspected, repaired, removed or restored. */
export interface EquipmentChanged {
  items: Record<string, Equipment>;
}
export const EquipmentChanged: t.Type<EquipmentChanged, EquipmentChanged, unknown> = rt.closedObject("EquipmentChanged", {
  items: rt.safeRecord(Equipment, 5000),
}, {});

export interface EquipmentIdRequest {
  id: Id;
}
export const EquipmentIdRequest: t.Type<EquipmentIdRequest, EquipmentIdRequest, unknown> = rt.closedObject("EquipmentIdRequest", {
  id: Id,
}, {});

export interface EquipmentRepairRequest {
  id: Id;
  /** What was done. */
  note: string;
}
export const EquipmentRepairRequest: t.Type<EquipmentRepairRequest, EquipmentRepairRequest, unknown> = rt.closedObject("EquipmentRepairRequest", {
  id: Id,
  note: rt.boundedString({ minLength: 1, maxLength: 2000 }),
}, {});

export interface EquipmentSaveRequest {
  /** The equipment to change; absent to add one. */
  id?: Id;
  equipment: EquipmentFields;
}
export const EquipmentSaveRequest: t.Type<EquipmentSaveRequest, EquipmentSaveRequest, unknown> = rt.closedObject("EquipmentSaveRequest", {
  equipment: EquipmentFields,
}, {
  id: Id,
});
