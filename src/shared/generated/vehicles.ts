// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CompanyRef, EpochMs, Id, ImportProblem, RecordState } from "./common";

export type VehicleStatusFilter = "active" | "removed" | "all";
export const VehicleStatusFilter: t.Type<VehicleStatusFilter, VehicleStatusFilter, unknown> = rt.stringEnum(["active", "removed", "all"] as const);

export type DefectFilter = "any" | "none" | "minor" | "major";
export const DefectFilter: t.Type<DefectFilter, DefectFilter, unknown> = rt.stringEnum(["any", "none", "minor", "major"] as const);

export type ComplianceFilter = "any" | "expired" | "expiring" | "ok";
export const ComplianceFilter: t.Type<ComplianceFilter, ComplianceFilter, unknown> = rt.stringEnum(["any", "expired", "expiring", "ok"] as const);

/** Column filters: each given text must occur in that column (case-insensitive), all of them at once. */
export interface VehicleColumnFilters {
  name?: string;
  plate?: string;
  vin?: string;
  make?: string;
  model?: string;
  categoryName?: string;
}
export const VehicleColumnFilters: t.Type<VehicleColumnFilters, VehicleColumnFilters, unknown> = rt.closedObject("VehicleColumnFilters", {}, {
  name: rt.boundedString({ maxLength: 100 }),
  plate: rt.boundedString({ maxLength: 20 }),
  vin: rt.boundedString({ maxLength: 20 }),
  make: rt.boundedString({ maxLength: 60 }),
  model: rt.boundedString({ maxLength: 60 }),
  categoryName: rt.boundedString({ maxLength: 100 }),
});

export interface VehicleListFilter {
  search?: string;
  categoryId?: Id;
  status?: VehicleStatusFilter;
  defect?: DefectFilter;
  compliance?: ComplianceFilter;
  expiringWeeks?: number;
  contains?: VehicleColumnFilters;
}
export const VehicleListFilter: t.Type<VehicleListFilter, VehicleListFilter, unknown> = rt.closedObject("VehicleListFilter", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  categoryId: Id,
  status: VehicleStatusFilter,
  defect: DefectFilter,
  compliance: ComplianceFilter,
  expiringWeeks: rt.boundedNumber({ integer: true, minimum: 1, maximum: 52 }),
  contains: VehicleColumnFilters,
});

export type VehicleSortColumn = "name" | "plate" | "vin" | "categoryName" | "make" | "year" | "safetyExpiry" | "plateExpiry" | "modifiedDate";
export const VehicleSortColumn: t.Type<VehicleSortColumn, VehicleSortColumn, unknown> = rt.stringEnum(["name", "plate", "vin", "categoryName", "make", "year", "safetyExpiry", "plateExpiry", "modifiedDate"] as const);

export type SortDirection = "asc" | "desc";
export const SortDirection: t.Type<SortDirection, SortDirection, unknown> = rt.stringEnum(["asc", "desc"] as const);

export interface VehicleSort {
  column: VehicleSortColumn;
  direction: SortDirection;
}
export const VehicleSort: t.Type<VehicleSort, VehicleSort, unknown> = rt.closedObject("VehicleSort", {
  column: VehicleSortColumn,
  direction: SortDirection,
}, {});

/** A field the vehicle list can show. A window carries only the fields asked for; the details screen asks for the whole vehicle. */
export type VehicleListField = "name" | "plate" | "categoryName" | "make" | "model" | "year" | "vin" | "safetyExpiry" | "plateExpiry" | "defectType" | "odometer" | "odometerType" | "modifiedDate";
export const VehicleListField: t.Type<VehicleListField, VehicleListField, unknown> = rt.stringEnum(["name", "plate", "categoryName", "make", "model", "year", "vin", "safetyExpiry", "plateExpiry", "defectType", "odometer", "odometerType", "modifiedDate"] as const);

export interface VehicleListRequest {
  filter: VehicleListFilter;
  sort: VehicleSort;
  offset: number;
  limit: number;
  /** The fields each row carries (the list's visible columns); absent: every VehicleListField. */
  fields?: VehicleListField[];
}
export const VehicleListRequest: t.Type<VehicleListRequest, VehicleListRequest, unknown> = rt.closedObject("VehicleListRequest", {
  filter: VehicleListFilter,
  sort: VehicleSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(VehicleListField, 13),
});

/** The vehicles list's own request plus the company filter. */
export interface AllCompaniesVehicleListRequest {
  filter: VehicleListFilter;
  sort: VehicleSort;
  offset: number;
  limit: number;
  /** The fields each row carries (the list's visible columns); absent: every VehicleListField. */
  fields?: VehicleListField[];
  companyId?: Id;
}
export const AllCompaniesVehicleListRequest: t.Type<AllCompaniesVehicleListRequest, AllCompaniesVehicleListRequest, unknown> = rt.closedObject("AllCompaniesVehicleListRequest", {
  filter: VehicleListFilter,
  sort: VehicleSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(VehicleListField, 13),
  companyId: Id,
});

/** Worst unfixed defect (docs/vehicles.md "Rules"). */
export type DefectType = "none" | "minor" | "major";
export const DefectType: t.Type<DefectType, DefectType, unknown> = rt.stringEnum(["none", "minor", "major"] as const);

export type OdometerType = "KM" | "MI";
export const OdometerType: t.Type<OdometerType, OdometerType, unknown> = rt.stringEnum(["KM", "MI"] as const);

/** One window's rows column by column: each field asked for is an array parallel to `ids`, null where the vehicle has no value. No key is repeated per row, so a window is about a quarter of the bytes of row objects. */
export interface VehicleListColumns {
  name?: string[];
  plate?: (string | null)[];
  categoryName?: string[];
  make?: (string | null)[];
  model?: (string | null)[];
  year?: (number | null)[];
  vin?: (string | null)[];
  safetyExpiry?: (number | null)[];
  plateExpiry?: (number | null)[];
  defectType?: DefectType[];
  odometer?: (string | null)[];
  odometerType?: OdometerType[];
  modifiedDate?: (number | null)[];
}
export const VehicleListColumns: t.Type<VehicleListColumns, VehicleListColumns, unknown> = rt.closedObject("VehicleListColumns", {}, {
  name: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  plate: rt.boundedArray(t.union([rt.boundedString({ maxLength: 20 }), t.null]), 500),
  categoryName: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  make: rt.boundedArray(t.union([rt.boundedString({ maxLength: 60 }), t.null]), 500),
  model: rt.boundedArray(t.union([rt.boundedString({ maxLength: 60 }), t.null]), 500),
  year: rt.boundedArray(t.union([rt.boundedNumber({ integer: true, minimum: 0, maximum: 2100 }), t.null]), 500),
  vin: rt.boundedArray(t.union([rt.boundedString({ maxLength: 20 }), t.null]), 500),
  safetyExpiry: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  plateExpiry: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  defectType: rt.boundedArray(DefectType, 500),
  odometer: rt.boundedArray(t.union([rt.boundedString({ maxLength: 12 }), t.null]), 500),
  odometerType: rt.boundedArray(OdometerType, 500),
  modifiedDate: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
});

export interface VehicleListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: VehicleListColumns;
}
export const VehicleListResponse: t.Type<VehicleListResponse, VehicleListResponse, unknown> = rt.closedObject("VehicleListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: VehicleListColumns,
}, {});

/** The vehicles list's own window plus the Company column. */
export interface AllCompaniesVehicleListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: VehicleListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesVehicleListResponse: t.Type<AllCompaniesVehicleListResponse, AllCompaniesVehicleListResponse, unknown> = rt.closedObject("AllCompaniesVehicleListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: VehicleListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** abs Air Brakes, ebs Electric Brakes, hbs Hydraulic Brakes, nbs or other None. */
export type BrakingType = "abs" | "ebs" | "hbs" | "nbs" | "other";
export const BrakingType: t.Type<BrakingType, BrakingType, unknown> = rt.stringEnum(["abs", "ebs", "hbs", "nbs", "other"] as const);

/** A date from a date input, stored as epoch milliseconds in a string (docs/vehicles.md "Rules"); empty when not set. */
export type EpochMsString = string;
export const EpochMsString: t.Type<EpochMsString, EpochMsString, unknown> = rt.boundedString({ maxLength: 20, pattern: "^(-?[0-9]{1,16})?$", format: "epoch-ms" });

export type UsageType = "commercial" | "noncommercial";
export const UsageType: t.Type<UsageType, UsageType, unknown> = rt.stringEnum(["commercial", "noncommercial"] as const);

/** What a user edits. Dates are epoch-ms strings; weights are whole kilograms, set only when > 0. */
export interface VehicleFields {
  name: string;
  categoryId: Id;
  plate?: string;
  vin?: string;
  /** The VIN is knowingly not a 49 CFR 565 VIN (pre-1981 or special unit): saved without the length, character and check-digit checks. Not stored: a saved vehicle reports it when its VIN fails those checks. */
  vinNonStandard?: boolean;
  make?: string;
  model?: string;
  year?: number;
  colour?: string;
  summary?: string;
  jurisdiction?: string;
  scheduleId?: Id;
  brakingType: BrakingType;
  odometer?: string;
  odometerType?: OdometerType;
  hubometerUsed?: boolean;
  cvorDate?: EpochMsString;
  plateExpiryDate?: EpochMsString;
  startOfOperation?: EpochMsString;
  endOfOperation?: EpochMsString;
  lastSafetyDate?: EpochMsString;
  lastSafetyNumber?: string;
  cvorNumber?: string;
  weight?: number;
  registeredGrossWeight?: number;
  gvwr?: number;
  imageId?: Id;
  usageType?: UsageType;
  notes?: string;
}
export const VehicleFields: t.Type<VehicleFields, VehicleFields, unknown> = rt.closedObject("VehicleFields", {
  name: rt.boundedString({ maxLength: 100 }),
  categoryId: Id,
  brakingType: BrakingType,
}, {
  plate: rt.boundedString({ maxLength: 20 }),
  vin: rt.boundedString({ maxLength: 20 }),
  vinNonStandard: rt.boolean,
  make: rt.boundedString({ maxLength: 60 }),
  model: rt.boundedString({ maxLength: 60 }),
  year: rt.boundedNumber({ integer: true, minimum: 0, maximum: 2100 }),
  colour: rt.boundedString({ maxLength: 40 }),
  summary: rt.boundedString({ maxLength: 500 }),
  jurisdiction: rt.boundedString({ maxLength: 60 }),
  scheduleId: Id,
  odometer: rt.boundedString({ maxLength: 12 }),
  odometerType: OdometerType,
  hubometerUsed: rt.boolean,
  cvorDate: EpochMsString,
  plateExpiryDate: EpochMsString,
  startOfOperation: EpochMsString,
  endOfOperation: EpochMsString,
  lastSafetyDate: EpochMsString,
  lastSafetyNumber: rt.boundedString({ maxLength: 20 }),
  cvorNumber: rt.boundedString({ maxLength: 20 }),
  weight: rt.boundedNumber({ integer: true, minimum: 0, maximum: 200000 }),
  registeredGrossWeight: rt.boundedNumber({ integer: true, minimum: 0, maximum: 200000 }),
  gvwr: rt.boundedNumber({ integer: true, minimum: 0, maximum: 200000 }),
  imageId: Id,
  usageType: UsageType,
  notes: rt.boundedString({ maxLength: 4000 }),
});

/** A saved vehicle or trailer, with the compliance dates computed on save. */
export interface Vehicle {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  name: string;
  categoryId: Id;
  plate?: string;
  vin?: string;
  /** The VIN is knowingly not a 49 CFR 565 VIN (pre-1981 or special unit): saved without the length, character and check-digit checks. Not stored: a saved vehicle reports it when its VIN fails those checks. */
  vinNonStandard?: boolean;
  make?: string;
  model?: string;
  year?: number;
  colour?: string;
  summary?: string;
  jurisdiction?: string;
  scheduleId?: Id;
  brakingType: BrakingType;
  odometer?: string;
  odometerType?: OdometerType;
  hubometerUsed?: boolean;
  cvorDate?: EpochMsString;
  plateExpiryDate?: EpochMsString;
  startOfOperation?: EpochMsString;
  endOfOperation?: EpochMsString;
  lastSafetyDate?: EpochMsString;
  lastSafetyNumber?: string;
  cvorNumber?: string;
  weight?: number;
  registeredGrossWeight?: number;
  gvwr?: number;
  imageId?: Id;
  usageType?: UsageType;
  notes?: string;
  companyId: Id;
  categoryName: string;
  defectType: DefectType;
  deleted: boolean;
  /** Annual (bus: semi-annual) safety expiry, epoch ms; absent without a cvorDate. */
  safetyExpiry?: EpochMs;
  plateExpiry?: EpochMs;
  /** NSC 13: the last trip inspection covers the vehicle until this instant (24 h after it); absent when it was never inspected. Compare with now for "inspected until …" or "no valid inspection". */
  inspectedUntil?: EpochMs;
}
export const Vehicle: t.Type<Vehicle, Vehicle, unknown> = rt.closedObject("Vehicle", {
  id: Id,
  name: rt.boundedString({ maxLength: 100 }),
  categoryId: Id,
  brakingType: BrakingType,
  companyId: Id,
  categoryName: rt.boundedString({ maxLength: 100 }),
  defectType: DefectType,
  deleted: rt.boolean,
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  plate: rt.boundedString({ maxLength: 20 }),
  vin: rt.boundedString({ maxLength: 20 }),
  vinNonStandard: rt.boolean,
  make: rt.boundedString({ maxLength: 60 }),
  model: rt.boundedString({ maxLength: 60 }),
  year: rt.boundedNumber({ integer: true, minimum: 0, maximum: 2100 }),
  colour: rt.boundedString({ maxLength: 40 }),
  summary: rt.boundedString({ maxLength: 500 }),
  jurisdiction: rt.boundedString({ maxLength: 60 }),
  scheduleId: Id,
  odometer: rt.boundedString({ maxLength: 12 }),
  odometerType: OdometerType,
  hubometerUsed: rt.boolean,
  cvorDate: EpochMsString,
  plateExpiryDate: EpochMsString,
  startOfOperation: EpochMsString,
  endOfOperation: EpochMsString,
  lastSafetyDate: EpochMsString,
  lastSafetyNumber: rt.boundedString({ maxLength: 20 }),
  cvorNumber: rt.boundedString({ maxLength: 20 }),
  weight: rt.boundedNumber({ integer: true, minimum: 0, maximum: 200000 }),
  registeredGrossWeight: rt.boundedNumber({ integer: true, minimum: 0, maximum: 200000 }),
  gvwr: rt.boundedNumber({ integer: true, minimum: 0, maximum: 200000 }),
  imageId: Id,
  usageType: UsageType,
  notes: rt.boundedString({ maxLength: 4000 }),
  safetyExpiry: EpochMs,
  plateExpiry: EpochMs,
  inspectedUntil: EpochMs,
});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesVehicleRecord {
  company: CompanyRef;
  vehicle: Vehicle;
}
export const AllCompaniesVehicleRecord: t.Type<AllCompaniesVehicleRecord, AllCompaniesVehicleRecord, unknown> = rt.closedObject("AllCompaniesVehicleRecord", {
  company: CompanyRef,
  vehicle: Vehicle,
}, {});

/** All or nothing: with any problem nothing is written (imported 0) and every problem is listed (the first 1,000; problemCount has them all). */
export interface ImportVehiclesResponse {
  rows: number;
  imported: number;
  problems: ImportProblem[];
  problemCount: number;
}
export const ImportVehiclesResponse: t.Type<ImportVehiclesResponse, ImportVehiclesResponse, unknown> = rt.closedObject("ImportVehiclesResponse", {
  rows: rt.boundedNumber({ integer: true, minimum: 0 }),
  imported: rt.boundedNumber({ integer: true, minimum: 0 }),
  problems: rt.boundedArray(ImportProblem, 1000),
  problemCount: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {});

export interface VehicleCategory {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  name: string;
}
export const VehicleCategory: t.Type<VehicleCategory, VehicleCategory, unknown> = rt.closedObject("VehicleCategory", {
  id: Id,
  name: rt.boundedString({ maxLength: 100 }),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
});

export interface VehicleIdRequest {
  id: Id;
}
export const VehicleIdRequest: t.Type<VehicleIdRequest, VehicleIdRequest, unknown> = rt.closedObject("VehicleIdRequest", {
  id: Id,
}, {});

export interface VehicleMaker {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  name: string;
}
export const VehicleMaker: t.Type<VehicleMaker, VehicleMaker, unknown> = rt.closedObject("VehicleMaker", {
  id: Id,
  name: rt.boundedString({ maxLength: 100 }),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
});

export interface VehicleType {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  name: string;
}
export const VehicleType: t.Type<VehicleType, VehicleType, unknown> = rt.closedObject("VehicleType", {
  id: Id,
  name: rt.boundedString({ maxLength: 100 }),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
});

export interface VehicleReferenceData {
  categories: Record<string, VehicleCategory>;
  makers: Record<string, VehicleMaker>;
  types: Record<string, VehicleType>;
}
export const VehicleReferenceData: t.Type<VehicleReferenceData, VehicleReferenceData, unknown> = rt.closedObject("VehicleReferenceData", {
  categories: rt.safeRecord(VehicleCategory, 1000),
  makers: rt.safeRecord(VehicleMaker, 1000),
  types: rt.safeRecord(VehicleType, 1000),
}, {});

export interface VehicleSaveRequest {
  /** The vehicle to change; absent to add a new one. */
  id?: Id;
  vehicle: VehicleFields;
}
export const VehicleSaveRequest: t.Type<VehicleSaveRequest, VehicleSaveRequest, unknown> = rt.closedObject("VehicleSaveRequest", {
  vehicle: VehicleFields,
}, {
  id: Id,
});

/** Vehicles of the receiver's company that were added, changed, removed or restored. */
export interface VehiclesChanged {
  items: Record<string, Vehicle>;
}
export const VehiclesChanged: t.Type<VehiclesChanged, VehiclesChanged, unknown> = rt.closedObject("VehiclesChanged", {
  items: rt.safeRecord(Vehicle, 5000),
}, {});
