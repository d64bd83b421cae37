// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";

export interface Address {
  name?: string;
  type?: string;
  description?: string;
  street?: string;
  unit?: string;
  city?: string;
  jurisdiction?: string;
  country?: string;
  postal?: string;
  address?: string;
}
export const Address: t.Type<Address, Address, unknown> = rt.closedObject("Address", {}, {
  name: rt.boundedString({ maxLength: 200 }),
  type: rt.boundedString({ maxLength: 40 }),
  description: rt.boundedString({ maxLength: 500 }),
  street: rt.boundedString({ maxLength: 200 }),
  unit: rt.boundedString({ maxLength: 40 }),
  city: rt.boundedString({ maxLength: 100 }),
  jurisdiction: rt.boundedString({ maxLength: 60 }),
  country: rt.boundedString({ maxLength: 60 }),
  postal: rt.boundedString({ maxLength: 20 }),
  address: rt.boundedString({ maxLength: 500 }),
});

/** A saved record's id: #<class>:<position> (docs/design/commands.md "Input rules"). Never empty. Ids of records not yet saved (not starting with #) get their own definition when an event first needs them. */
export type Id = string;
export const Id: t.Type<Id, Id, unknown> = rt.boundedString({ minLength: 1, maxLength: 64, pattern: "^#[0-9]{1,9}:[0-9]{1,19}$" });

/** The Company column of a cross-company window: each row's company id (parallel to ids) and the names of the companies in the window. */
export interface CompanyColumn {
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const CompanyColumn: t.Type<CompanyColumn, CompanyColumn, unknown> = rt.closedObject("CompanyColumn", {
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** The operator's company filter: absent, every company's records; an id, that company's only (its own list, same rows and order). */
export interface CompanyFilter {
  companyId?: Id;
}
export const CompanyFilter: t.Type<CompanyFilter, CompanyFilter, unknown> = rt.closedObject("CompanyFilter", {}, {
  companyId: Id,
});

/** A company by id and name (the company filter's choices, a record's company on its details). */
export interface CompanyRef {
  id: Id;
  name: string;
}
export const CompanyRef: t.Type<CompanyRef, CompanyRef, unknown> = rt.closedObject("CompanyRef", {
  id: Id,
  name: rt.boundedString({ maxLength: 200 }),
}, {});

export interface Empty { }
export const Empty: t.Type<Empty, Empty, unknown> = rt.closedObject("Empty", {}, {});

/** Milliseconds since 1970-01-01T00:00:00Z, a date from 1900 to 2200. */
export type EpochMs = number;
export const EpochMs: t.Type<EpochMs, EpochMs, unknown> = rt.boundedNumber({ integer: true, minimum: -2208988800000, maximum: 7258118400000 });

/** The states a record can be in; removed, invited and notinvited are people's. */
export type RecordState = "active" | "active:run" | "locked" | "inactive" | "deleted" | "removed" | "invited" | "notinvited";
export const RecordState: t.Type<RecordState, RecordState, unknown> = rt.stringEnum(["active", "active:run", "locked", "inactive", "deleted", "removed", "invited", "notinvited"] as const);

/** Fields every record carries. */
export interface Entity {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
}
export const Entity: t.Type<Entity, Entity, unknown> = rt.closedObject("Entity", {
  id: Id,
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
});

/** One field's problem: its path in the request payload (keys joined by dots, e.g. vehicle.weight), a problem code (the codec's: required, tooLong, tooShort, tooSmall, tooLarge, notWhole, format, choice, type, unexpected; or a rule's, e.g. vinCheckDigit) and the limit it broke, if any. */
export interface FieldProblem {
  path: string;
  problem: string;
  limit?: number;
}
export const FieldProblem: t.Type<FieldProblem, FieldProblem, unknown> = rt.closedObject("FieldProblem", {
  path: rt.boundedString({ maxLength: 200 }),
  problem: rt.boundedString({ maxLength: 40, pattern: "^[A-Za-z]+$" }),
}, {
  limit: rt.boundedNumber({}),
});

/** A catalogued error (docs/errors.md): messageId from schema/errors.json and a hint for people. */
export interface Error {
  messageId: string;
  hint: string;
  /** The fields the error is about, when it is about fields (a payload that failed to decode or validate), so a form can show each message under its field. */
  fields?: FieldProblem[];
}
export const Error: t.Type<Error, Error, unknown> = rt.closedObject("Error", {
  messageId: rt.boundedString({ maxLength: 64 }),
  hint: rt.boundedString({ maxLength: 2000 }),
}, {
  fields: rt.boundedArray(FieldProblem, 50),
});

/** The features a company can switch on or off. */
export type FeatureName = "sso" | "map" | "trackSleeper" | "trackInspections" | "trackCycle" | "trackLocation" | "trackDriving" | "offline" | "inspections" | "checkins" | "checklists" | "checklistsVehicles" | "timesheets" | "vehicles" | "home" | "users" | "messages" | "compliance" | "equipment" | "equipmentInspections" | "profileUpdateByUser";
export const FeatureName: t.Type<FeatureName, FeatureName, unknown> = rt.stringEnum(["sso", "map", "trackSleeper", "trackInspections", "trackCycle", "trackLocation", "trackDriving", "offline", "inspections", "checkins", "checklists", "checklistsVehicles", "timesheets", "vehicles", "home", "users", "messages", "compliance", "equipment", "equipmentInspections", "profileUpdateByUser"] as const);

export interface Feature {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  name: FeatureName;
  displayName: string;
  priceCents: number;
}
export const Feature: t.Type<Feature, Feature, unknown> = rt.closedObject("Feature", {
  id: Id,
  name: FeatureName,
  displayName: rt.boundedString({ maxLength: 80 }),
  priceCents: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
});

/** The file (one CSV or .xlsx uploaded through POST /api/v1/imports) and the companyId (must be the session's). */
export interface ImportFileRequest {
  files: Id[];
  companyId: Id;
}
export const ImportFileRequest: t.Type<ImportFileRequest, ImportFileRequest, unknown> = rt.closedObject("ImportFileRequest", {
  files: rt.boundedArray(Id, 1),
  companyId: Id,
}, {});

/** Why a row (or the header, line 1) was refused (docs/files.md "Imports"). */
export type ImportProblemReason = "missingColumn" | "required" | "email" | "duplicateInFile" | "inviteExists" | "role" | "roleNotAllowed" | "licenceClass" | "date" | "phone" | "complianceType" | "tooLong" | "tooManyRows" | "notCsv" | "unknownCategory" | "unknownSchedule" | "choice" | "number" | "year" | "vin" | "vehicleExists";
export const ImportProblemReason: t.Type<ImportProblemReason, ImportProblemReason, unknown> = rt.stringEnum(["missingColumn", "required", "email", "duplicateInFile", "inviteExists", "role", "roleNotAllowed", "licenceClass", "date", "phone", "complianceType", "tooLong", "tooManyRows", "notCsv", "unknownCategory", "unknownSchedule", "choice", "number", "year", "vin", "vehicleExists"] as const);

export interface ImportProblem {
  /** Line number in the file (the header is line 1). */
  line: number;
  column?: string;
  value?: string;
  reason: ImportProblemReason;
  /** duplicateInFile: the line that first had this value. */
  otherLine?: number;
  /** vin: which rule the VIN fails (the vehicle form's problem code). */
  problem?: string;
  hint: string;
}
export const ImportProblem: t.Type<ImportProblem, ImportProblem, unknown> = rt.closedObject("ImportProblem", {
  line: rt.boundedNumber({ integer: true, minimum: 1 }),
  reason: ImportProblemReason,
  hint: rt.boundedString({ maxLength: 500 }),
}, {
  column: rt.boundedString({ maxLength: 100 }),
  value: rt.boundedString({ maxLength: 300 }),
  otherLine: rt.boundedNumber({ integer: true, minimum: 1 }),
  problem: rt.boundedString({ maxLength: 40 }),
});

/** A language the portal speaks: en-CA is the source. */
export type LocaleTag = "en-CA" | "fr-CA" | "es" | "en-US";
export const LocaleTag: t.Type<LocaleTag, LocaleTag, unknown> = rt.stringEnum(["en-CA", "fr-CA", "es", "en-US"] as const);

/** A record of any company, by id. */
export interface RecordIdRequest {
  id: Id;
}
export const RecordIdRequest: t.Type<RecordIdRequest, RecordIdRequest, unknown> = rt.closedObject("RecordIdRequest", {
  id: Id,
}, {});

/** The roles a person may hold in a company; nc_driver is the non-commercial driver. */
export type RoleName = "administrator" | "driver" | "nc_driver" | "mechanic" | "manager" | "owner";
export const RoleName: t.Type<RoleName, RoleName, unknown> = rt.stringEnum(["administrator", "driver", "nc_driver", "mechanic", "manager", "owner"] as const);

/** A signature: an image data URL. */
export type SignatureDataUrl = string;
export const SignatureDataUrl: t.Type<SignatureDataUrl, SignatureDataUrl, unknown> = rt.boundedString({ maxLength: 48000 });

export interface UserRole {
  name: RoleName;
}
export const UserRole: t.Type<UserRole, UserRole, unknown> = rt.closedObject("UserRole", {
  name: RoleName,
}, {});
