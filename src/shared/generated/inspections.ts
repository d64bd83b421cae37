// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CompanyRef, EpochMs, Id, LocaleTag, RecordState } from "./common";
import { DefectType, OdometerType, SortDirection } from "./vehicles";

/** pre-trip, post-trip or in-trip (enroute). */
export type TripType = "pre-trip" | "post-trip" | "enroute";
export const TripType: t.Type<TripType, TripType, unknown> = rt.stringEnum(["pre-trip", "post-trip", "enroute"] as const);

/** good, or the most severe defect still open (major beats minor; NSC Standard 13 Part 2). */
export type InspectionStatus = "good" | "minor" | "major";
export const InspectionStatus: t.Type<InspectionStatus, InspectionStatus, unknown> = rt.stringEnum(["good", "minor", "major"] as const);

/** Column filters: each given text must occur in that column (case-insensitive), all of them at once. */
export interface InspectionColumnFilters {
  vehicleName?: string;
  trailerNames?: string;
  driverName?: string;
  location?: string;
}
export const InspectionColumnFilters: t.Type<InspectionColumnFilters, InspectionColumnFilters, unknown> = rt.closedObject("InspectionColumnFilters", {}, {
  vehicleName: rt.boundedString({ maxLength: 100 }),
  trailerNames: rt.boundedString({ maxLength: 100 }),
  driverName: rt.boundedString({ maxLength: 100 }),
  location: rt.boundedString({ maxLength: 100 }),
});

/** from/to bound inspectedAt (from inclusive, to exclusive). A session whose only roles are driver or nc_driver sees only its own inspections whatever driverId says. vehicleId matches the vehicle or a trailer of the inspection. */
export interface InspectionListFilter {
  from?: EpochMs;
  to?: EpochMs;
  vehicleId?: Id;
  driverId?: Id;
  tripType?: TripType;
  status?: InspectionStatus;
  openDefectsOnly?: boolean;
  /** Matches anywhere in the vehicle, trailer and driver names, the plate and the location. */
  search?: string;
  contains?: InspectionColumnFilters;
}
export const InspectionListFilter: t.Type<InspectionListFilter, InspectionListFilter, unknown> = rt.closedObject("InspectionListFilter", {}, {
  from: EpochMs,
  to: EpochMs,
  vehicleId: Id,
  driverId: Id,
  tripType: TripType,
  status: InspectionStatus,
  openDefectsOnly: rt.boolean,
  search: rt.boundedString({ maxLength: 100 }),
  contains: InspectionColumnFilters,
});

export type InspectionSortColumn = "inspectedAt" | "vehicleName" | "driverName" | "status";
export const InspectionSortColumn: t.Type<InspectionSortColumn, InspectionSortColumn, unknown> = rt.stringEnum(["inspectedAt", "vehicleName", "driverName", "status"] as const);

/** status sorts by severity (good < minor < major). */
export interface InspectionSort {
  column: InspectionSortColumn;
  direction: SortDirection;
}
export const InspectionSort: t.Type<InspectionSort, InspectionSort, unknown> = rt.closedObject("InspectionSort", {
  column: InspectionSortColumn,
  direction: SortDirection,
}, {});

/** A field the inspections list can show. */
export type InspectionListField = "inspectedAt" | "vehicleId" | "vehicleName" | "vehiclePlate" | "trailerNames" | "driverId" | "driverName" | "tripType" | "status" | "foundStatus" | "openDefects" | "odometer" | "location" | "validUntil" | "modifiedDate";
export const InspectionListField: t.Type<InspectionListField, InspectionListField, unknown> = rt.stringEnum(["inspectedAt", "vehicleId", "vehicleName", "vehiclePlate", "trailerNames", "driverId", "driverName", "tripType", "status", "foundStatus", "openDefects", "odometer", "location", "validUntil", "modifiedDate"] as const);

export interface InspectionListRequest {
  filter: InspectionListFilter;
  sort: InspectionSort;
  offset: number;
  limit: number;
  /** The fields each row carries; absent: every InspectionListField. */
  fields?: InspectionListField[];
}
export const InspectionListRequest: t.Type<InspectionListRequest, InspectionListRequest, unknown> = rt.closedObject("InspectionListRequest", {
  filter: InspectionListFilter,
  sort: InspectionSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(InspectionListField, 14),
});

/** The inspections list's own request plus the company filter. */
export interface AllCompaniesInspectionListRequest {
  filter: InspectionListFilter;
  sort: InspectionSort;
  offset: number;
  limit: number;
  /** The fields each row carries; absent: every InspectionListField. */
  fields?: InspectionListField[];
  companyId?: Id;
}
export const AllCompaniesInspectionListRequest: t.Type<AllCompaniesInspectionListRequest, AllCompaniesInspectionListRequest, unknown> = rt.closedObject("AllCompaniesInspectionListRequest", {
  filter: InspectionListFilter,
  sort: InspectionSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(InspectionListField, 14),
  companyId: Id,
});

/** One window column by column, each array parallel to `ids`, null where the inspection has no value. */
export interface InspectionListColumns {
  inspectedAt?: number[];
  vehicleId?: string[];
  vehicleName?: string[];
  vehiclePlate?: (string | null)[];
  trailerNames?: (string | null)[];
  driverId?: string[];
  driverName?: string[];
  tripType?: TripType[];
  status?: InspectionStatus[];
  foundStatus?: InspectionStatus[];
  openDefects?: number[];
  odometer?: (string | null)[];
  location?: (string | null)[];
  validUntil?: number[];
  modifiedDate?: number[];
}
export const InspectionListColumns: t.Type<InspectionListColumns, InspectionListColumns, unknown> = rt.closedObject("InspectionListColumns", {}, {
  inspectedAt: rt.boundedArray(rt.boundedNumber({}), 500),
  vehicleId: rt.boundedArray(rt.boundedString({ maxLength: 64 }), 500),
  vehicleName: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  vehiclePlate: rt.boundedArray(t.union([rt.boundedString({ maxLength: 20 }), t.null]), 500),
  trailerNames: rt.boundedArray(t.union([rt.boundedString({ maxLength: 500 }), t.null]), 500),
  driverId: rt.boundedArray(rt.boundedString({ maxLength: 64 }), 500),
  driverName: rt.boundedArray(rt.boundedString({ maxLength: 201 }), 500),
  tripType: rt.boundedArray(TripType, 500),
  status: rt.boundedArray(InspectionStatus, 500),
  foundStatus: rt.boundedArray(InspectionStatus, 500),
  openDefects: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  odometer: rt.boundedArray(t.union([rt.boundedString({ maxLength: 12 }), t.null]), 500),
  location: rt.boundedArray(t.union([rt.boundedString({ maxLength: 200 }), t.null]), 500),
  validUntil: rt.boundedArray(rt.boundedNumber({}), 500),
  modifiedDate: rt.boundedArray(rt.boundedNumber({}), 500),
});

export interface InspectionListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: InspectionListColumns;
}
export const InspectionListResponse: t.Type<InspectionListResponse, InspectionListResponse, unknown> = rt.closedObject("InspectionListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: InspectionListColumns,
}, {});

/** The inspections list's own window plus the Company column. */
export interface AllCompaniesInspectionListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: InspectionListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesInspectionListResponse: t.Type<AllCompaniesInspectionListResponse, AllCompaniesInspectionListResponse, unknown> = rt.closedObject("AllCompaniesInspectionListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: InspectionListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

export interface InspectionTrailer {
  vehicleId: Id;
  name: string;
  plate?: string;
  attachedAt?: EpochMs;
  detachedAt?: EpochMs;
}
export const InspectionTrailer: t.Type<InspectionTrailer, InspectionTrailer, unknown> = rt.closedObject("InspectionTrailer", {
  vehicleId: Id,
  name: rt.boundedString({ maxLength: 100 }),
}, {
  plate: rt.boundedString({ maxLength: 20 }),
  attachedAt: EpochMs,
  detachedAt: EpochMs,
});

/** Where the device was when the inspection was submitted (when it gives a position). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
  accuracyM?: number;
}
export const GeoPoint: t.Type<GeoPoint, GeoPoint, unknown> = rt.closedObject("GeoPoint", {
  latitude: rt.boundedNumber({ minimum: -90, maximum: 90 }),
  longitude: rt.boundedNumber({ minimum: -180, maximum: 180 }),
}, {
  accuracyM: rt.boundedNumber({ minimum: 0, maximum: 100000 }),
});

/** The driver's answer to one part: ok, not applicable, or a defect of that severity. */
export type AnswerOption = "ok" | "na" | "minor" | "major";
export const AnswerOption: t.Type<AnswerOption, AnswerOption, unknown> = rt.stringEnum(["ok", "na", "minor", "major"] as const);

export type DefectSeverity = "minor" | "major";
export const DefectSeverity: t.Type<DefectSeverity, DefectSeverity, unknown> = rt.stringEnum(["minor", "major"] as const);

/** A defect the driver picked from the part's options, as its text read when submitted. */
export interface InspectionAnswerDefect {
  optionId: Id;
  name: string;
  severity: DefectSeverity;
}
export const InspectionAnswerDefect: t.Type<InspectionAnswerDefect, InspectionAnswerDefect, unknown> = rt.closedObject("InspectionAnswerDefect", {
  optionId: Id,
  name: rt.boundedString({ maxLength: 300 }),
  severity: DefectSeverity,
}, {});

/** One part's answer with the part's text as it read when submitted (a later schedule edit does not change a past report). */
export interface InspectionAnswer {
  questionId: Id;
  part: number;
  question: string;
  option: AnswerOption;
  unitId: Id;
  unitName: string;
  defects: InspectionAnswerDefect[];
  remark?: string;
  photoIds: Id[];
}
export const InspectionAnswer: t.Type<InspectionAnswer, InspectionAnswer, unknown> = rt.closedObject("InspectionAnswer", {
  questionId: Id,
  part: rt.boundedNumber({ integer: true, minimum: 1, maximum: 200 }),
  question: rt.boundedString({ maxLength: 300 }),
  option: AnswerOption,
  unitId: Id,
  unitName: rt.boundedString({ maxLength: 100 }),
  defects: rt.boundedArray(InspectionAnswerDefect, 30),
  photoIds: rt.boundedArray(Id, 6),
}, {
  remark: rt.boundedString({ maxLength: 1000 }),
});

/** open until signed off: repaired, or no correction needed (49 CFR 396.11(a)(3)). */
export type DefectState = "open" | "repaired" | "no-correction-needed";
export const DefectState: t.Type<DefectState, DefectState, unknown> = rt.stringEnum(["open", "repaired", "no-correction-needed"] as const);

/** A signature drawn on screen: a PNG or JPEG data URL. It is embedded in the report PDF. */
export type SignatureImage = string;
export const SignatureImage: t.Type<SignatureImage, SignatureImage, unknown> = rt.boundedString({ minLength: 30, maxLength: 48000, pattern: "^data:image/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$" });

/** A defect: one minor or major answer, its sign-off (49 CFR 396.11(a)(3)) and the next driver's acknowledgement (49 CFR 396.13(c)). */
export interface InspectionDefect {
  id: Id;
  inspectionId: Id;
  vehicleId: Id;
  vehicleName: string;
  questionId: Id;
  part: number;
  question: string;
  severity: DefectSeverity;
  /** The picked defects' names joined with '; ' (empty when the driver only wrote a remark). */
  description: string;
  remark?: string;
  reportedAt: EpochMs;
  reportedByName?: string;
  state: DefectState;
  repairedById?: Id;
  repairedByName?: string;
  repairedAt?: EpochMs;
  repairNote?: string;
  repairSignature?: SignatureImage;
  acknowledgedById?: Id;
  acknowledgedByName?: string;
  acknowledgedAt?: EpochMs;
  acknowledgedInspectionId?: Id;
  /** The work order that covers this defect, when one was opened for it. */
  workOrderId?: Id;
  workOrderNumber?: number;
}
export const InspectionDefect: t.Type<InspectionDefect, InspectionDefect, unknown> = rt.closedObject("InspectionDefect", {
  id: Id,
  inspectionId: Id,
  vehicleId: Id,
  vehicleName: rt.boundedString({ maxLength: 100 }),
  questionId: Id,
  part: rt.boundedNumber({ integer: true, minimum: 1, maximum: 200 }),
  question: rt.boundedString({ maxLength: 300 }),
  severity: DefectSeverity,
  description: rt.boundedString({ maxLength: 4000 }),
  reportedAt: EpochMs,
  state: DefectState,
}, {
  remark: rt.boundedString({ maxLength: 1000 }),
  reportedByName: rt.boundedString({ maxLength: 201 }),
  repairedById: Id,
  repairedByName: rt.boundedString({ maxLength: 201 }),
  repairedAt: EpochMs,
  repairNote: rt.boundedString({ maxLength: 2000 }),
  repairSignature: SignatureImage,
  acknowledgedById: Id,
  acknowledgedByName: rt.boundedString({ maxLength: 201 }),
  acknowledgedAt: EpochMs,
  acknowledgedInspectionId: Id,
  workOrderId: Id,
  workOrderNumber: rt.boundedNumber({ integer: true, minimum: 1 }),
});

/** A remark: date, by, text. */
export interface InspectionRemark {
  id: Id;
  date: EpochMs;
  byId?: Id;
  byName: string;
  text: string;
}
export const InspectionRemark: t.Type<InspectionRemark, InspectionRemark, unknown> = rt.closedObject("InspectionRemark", {
  id: Id,
  date: EpochMs,
  byName: rt.boundedString({ maxLength: 201 }),
  text: rt.boundedString({ maxLength: 2000 }),
}, {
  byId: Id,
});

/** One inspection whole, as the details, repair and remarks screens and the report PDF show it. */
export interface Inspection {
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
  vehiclePlate?: string;
  trailers: InspectionTrailer[];
  /** The driver's user id (the users screens' {userId}). */
  driverId: Id;
  driverName: string;
  scheduleId: Id;
  scheduleName: string;
  scheduleNumber?: string;
  declaration: string;
  tripType: TripType;
  inspectedAt: EpochMs;
  /** NSC 13: a trip inspection covers the vehicle for 24 hours. */
  validUntil: EpochMs;
  odometer?: string;
  odometerType?: OdometerType;
  hubometer?: string;
  plate?: string;
  location?: string;
  coordinates?: GeoPoint;
  /** Now: the most severe defect still open. */
  status: InspectionStatus;
  /** As submitted: the most severe defect the driver found. */
  foundStatus: InspectionStatus;
  openDefects: number;
  answers: InspectionAnswer[];
  defects: InspectionDefect[];
  remarks: InspectionRemark[];
  /** Repairs the driver acknowledged with this inspection. */
  acknowledged: InspectionDefect[];
  declarationAccepted: boolean;
  signature: SignatureImage;
}
export const Inspection: t.Type<Inspection, Inspection, unknown> = rt.closedObject("Inspection", {
  id: Id,
  companyId: Id,
  vehicleId: Id,
  vehicleName: rt.boundedString({ maxLength: 100 }),
  trailers: rt.boundedArray(InspectionTrailer, 4),
  driverId: Id,
  driverName: rt.boundedString({ maxLength: 201 }),
  scheduleId: Id,
  scheduleName: rt.boundedString({ maxLength: 200 }),
  declaration: rt.boundedString({ maxLength: 2000 }),
  tripType: TripType,
  inspectedAt: EpochMs,
  validUntil: EpochMs,
  status: InspectionStatus,
  foundStatus: InspectionStatus,
  openDefects: rt.boundedNumber({ integer: true, minimum: 0 }),
  answers: rt.boundedArray(InspectionAnswer, 250),
  defects: rt.boundedArray(InspectionDefect, 250),
  remarks: rt.boundedArray(InspectionRemark, 500),
  acknowledged: rt.boundedArray(InspectionDefect, 200),
  declarationAccepted: rt.boolean,
  signature: SignatureImage,
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  vehiclePlate: rt.boundedString({ maxLength: 20 }),
  scheduleNumber: rt.boundedString({ maxLength: 40 }),
  odometer: rt.boundedString({ maxLength: 12 }),
  odometerType: OdometerType,
  hubometer: rt.boundedString({ maxLength: 12 }),
  plate: rt.boundedString({ maxLength: 20 }),
  location: rt.boundedString({ maxLength: 200 }),
  coordinates: GeoPoint,
});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesInspectionRecord {
  company: CompanyRef;
  inspection: Inspection;
}
export const AllCompaniesInspectionRecord: t.Type<AllCompaniesInspectionRecord, AllCompaniesInspectionRecord, unknown> = rt.closedObject("AllCompaniesInspectionRecord", {
  company: CompanyRef,
  inspection: Inspection,
}, {});

export type RepairOutcome = "repaired" | "no-correction-needed";
export const RepairOutcome: t.Type<RepairOutcome, RepairOutcome, unknown> = rt.stringEnum(["repaired", "no-correction-needed"] as const);

export interface DefectRepairInput {
  defectId: Id;
  outcome: RepairOutcome;
  note: string;
}
export const DefectRepairInput: t.Type<DefectRepairInput, DefectRepairInput, unknown> = rt.closedObject("DefectRepairInput", {
  defectId: Id,
  outcome: RepairOutcome,
  note: rt.boundedString({ minLength: 1, maxLength: 2000 }),
}, {});

/** Signs off open defects of one inspection (49 CFR 396.11(a)(3)): each repaired or needing no correction, with a note; one signature for the lot. */
export interface DefectRepairRequest {
  inspectionId: Id;
  repairs: DefectRepairInput[];
  signature: SignatureImage;
}
export const DefectRepairRequest: t.Type<DefectRepairRequest, DefectRepairRequest, unknown> = rt.closedObject("DefectRepairRequest", {
  inspectionId: Id,
  repairs: rt.boundedArray(DefectRepairInput, 250),
  signature: SignatureImage,
}, {});

/** The answer to one part (question) of the schedule. For minor and major, defectOptionIds names the defects picked (options of this question, none more severe than option) and/or remark describes it; a defect needs at least one of them. unitId says which unit the answer is about: the vehicle (default) or one of the inspection's trailers; a part may be answered once per unit. */
export interface InspectionAnswerInput {
  questionId: Id;
  option: AnswerOption;
  unitId?: Id;
  defectOptionIds?: Id[];
  remark?: string;
  /** Photos uploaded first (POST /api/v1/files). */
  photoIds?: Id[];
}
export const InspectionAnswerInput: t.Type<InspectionAnswerInput, InspectionAnswerInput, unknown> = rt.closedObject("InspectionAnswerInput", {
  questionId: Id,
  option: AnswerOption,
}, {
  unitId: Id,
  defectOptionIds: rt.boundedArray(Id, 30),
  remark: rt.boundedString({ maxLength: 1000 }),
  photoIds: rt.boundedArray(Id, 6),
});

/** Mails the report PDF to the typed addresses: a comma-separated list, every item an email, at most 20 (docs/inspections.md "Rules"). */
export interface InspectionEmailRequest {
  inspectionId: Id;
  addresses: string;
  message?: string;
  locale?: LocaleTag;
}
export const InspectionEmailRequest: t.Type<InspectionEmailRequest, InspectionEmailRequest, unknown> = rt.closedObject("InspectionEmailRequest", {
  inspectionId: Id,
  addresses: rt.boundedString({ minLength: 3, maxLength: 2000 }),
}, {
  message: rt.boundedString({ maxLength: 2000 }),
  locale: LocaleTag,
});

/** The addresses the report was queued for (delivery may take a few minutes). */
export interface InspectionEmailResponse {
  addresses: string[];
}
export const InspectionEmailResponse: t.Type<InspectionEmailResponse, InspectionEmailResponse, unknown> = rt.closedObject("InspectionEmailResponse", {
  addresses: rt.boundedArray(rt.boundedString({ maxLength: 254 }), 20),
}, {});

export interface InspectionIdRequest {
  id: Id;
}
export const InspectionIdRequest: t.Type<InspectionIdRequest, InspectionIdRequest, unknown> = rt.closedObject("InspectionIdRequest", {
  id: Id,
}, {});

/** Asked by the driver app when an inspection starts (the preference timesheetStartedBeforeInspection, docs/inspections.md "Rules"): whether this person must have started today's record of duty status before inspecting, and whether they have. timesheetStarted is true when it is not required. */
export interface InspectionReadiness {
  timesheetRequired: boolean;
  timesheetStarted: boolean;
}
export const InspectionReadiness: t.Type<InspectionReadiness, InspectionReadiness, unknown> = rt.closedObject("InspectionReadiness", {
  timesheetRequired: rt.boolean,
  timesheetStarted: rt.boolean,
}, {});

export interface InspectionRemarkAddRequest {
  inspectionId: Id;
  text: string;
}
export const InspectionRemarkAddRequest: t.Type<InspectionRemarkAddRequest, InspectionRemarkAddRequest, unknown> = rt.closedObject("InspectionRemarkAddRequest", {
  inspectionId: Id,
  text: rt.boundedString({ minLength: 1, maxLength: 2000 }),
}, {});

/** A short-lived download address of the report PDF (GET, no session header: the token is signed and expires). */
export interface InspectionReportLink {
  url: string;
  expiresAt: EpochMs;
  fileName: string;
}
export const InspectionReportLink: t.Type<InspectionReportLink, InspectionReportLink, unknown> = rt.closedObject("InspectionReportLink", {
  url: rt.boundedString({ maxLength: 2000 }),
  expiresAt: EpochMs,
  fileName: rt.boundedString({ maxLength: 200 }),
}, {});

/** A trailer pulled during the trip, with when it was attached and detached (epoch ms; absent when not known). */
export interface InspectionTrailerInput {
  vehicleId: Id;
  attachedAt?: EpochMs;
  detachedAt?: EpochMs;
}
export const InspectionTrailerInput: t.Type<InspectionTrailerInput, InspectionTrailerInput, unknown> = rt.closedObject("InspectionTrailerInput", {
  vehicleId: Id,
}, {
  attachedAt: EpochMs,
  detachedAt: EpochMs,
});

/** The driver's whole inspection. The driver is the signed-in user. Every part of the schedule must be answered; the declaration must be accepted and signed. acknowledgedDefectIds are repairs of these units (VehicleOpenDefectsRequestEvent's repairsToAcknowledge) the driver has seen and signs for with this inspection (49 CFR 396.13(c)). */
export interface InspectionSubmitRequest {
  vehicleId: Id;
  trailers?: InspectionTrailerInput[];
  /** Absent: the vehicle's schedule, else the company's NSC 13 Schedule 2 copy for a bus and Schedule 1 for anything else. */
  scheduleId?: Id;
  tripType: TripType;
  /** When the inspection was done on the device (it may be sent later, from a yard without signal). Absent: now. At most 5 minutes ahead of the server's clock and 14 days behind. */
  inspectedAt?: EpochMs;
  odometer?: string;
  hubometer?: string;
  plate?: string;
  /** Where the inspection took place, as text (city, yard). */
  location: string;
  coordinates?: GeoPoint;
  answers: InspectionAnswerInput[];
  /** The driver's general remark, kept as the inspection's first remark. */
  remark?: string;
  /** The driver accepts the schedule's declaration; must be true. */
  declarationAccepted: boolean;
  signature: SignatureImage;
  acknowledgedDefectIds?: Id[];
}
export const InspectionSubmitRequest: t.Type<InspectionSubmitRequest, InspectionSubmitRequest, unknown> = rt.closedObject("InspectionSubmitRequest", {
  vehicleId: Id,
  tripType: TripType,
  location: rt.boundedString({ minLength: 1, maxLength: 200 }),
  answers: rt.boundedArray(InspectionAnswerInput, 250),
  declarationAccepted: rt.boolean,
  signature: SignatureImage,
}, {
  trailers: rt.boundedArray(InspectionTrailerInput, 4),
  scheduleId: Id,
  inspectedAt: EpochMs,
  odometer: rt.boundedString({ maxLength: 12, pattern: "^[0-9]{0,9}([.,][0-9])?$" }),
  hubometer: rt.boundedString({ maxLength: 12, pattern: "^[0-9]{0,9}([.,][0-9])?$" }),
  plate: rt.boundedString({ maxLength: 20 }),
  coordinates: GeoPoint,
  remark: rt.boundedString({ maxLength: 2000 }),
  acknowledgedDefectIds: rt.boundedArray(Id, 200),
});

/** An inspection as a list row (the list fields), pushed in InspectionsChangedNotification. */
export interface InspectionSummary {
  id: Id;
  inspectedAt: EpochMs;
  vehicleId: Id;
  vehicleName: string;
  vehiclePlate?: string;
  trailerNames: string;
  driverId: Id;
  driverName: string;
  tripType: TripType;
  status: InspectionStatus;
  /** As submitted: the most severe defect the driver found, kept after repairs (status is now). */
  foundStatus: InspectionStatus;
  openDefects: number;
  odometer?: string;
  location?: string;
  validUntil: EpochMs;
  modifiedDate: EpochMs;
}
export const InspectionSummary: t.Type<InspectionSummary, InspectionSummary, unknown> = rt.closedObject("InspectionSummary", {
  id: Id,
  inspectedAt: EpochMs,
  vehicleId: Id,
  vehicleName: rt.boundedString({ maxLength: 100 }),
  trailerNames: rt.boundedString({ maxLength: 500 }),
  driverId: Id,
  driverName: rt.boundedString({ maxLength: 201 }),
  tripType: TripType,
  status: InspectionStatus,
  foundStatus: InspectionStatus,
  openDefects: rt.boundedNumber({ integer: true, minimum: 0 }),
  validUntil: EpochMs,
  modifiedDate: EpochMs,
}, {
  vehiclePlate: rt.boundedString({ maxLength: 20 }),
  odometer: rt.boundedString({ maxLength: 12 }),
  location: rt.boundedString({ maxLength: 200 }),
});

/** Inspections of the receiver's company that were submitted or changed (repairs, remarks), as list rows. */
export interface InspectionsChanged {
  items: Record<string, InspectionSummary>;
}
export const InspectionsChanged: t.Type<InspectionsChanged, InspectionsChanged, unknown> = rt.closedObject("InspectionsChanged", {
  items: rt.safeRecord(InspectionSummary, 5000),
}, {});

export interface LastInspection {
  id: Id;
  inspectedAt: EpochMs;
  validUntil: EpochMs;
  tripType: TripType;
  driverName: string;
  status: InspectionStatus;
}
export const LastInspection: t.Type<LastInspection, LastInspection, unknown> = rt.closedObject("LastInspection", {
  id: Id,
  inspectedAt: EpochMs,
  validUntil: EpochMs,
  tripType: TripType,
  driverName: rt.boundedString({ maxLength: 201 }),
  status: InspectionStatus,
}, {});

/** What the driver app shows before inspecting a unit: its defect state, the open defects, the repairs waiting for a driver's acknowledgement, the schedule to walk, and the last inspection (inspectedUntil only while it is valid). */
export interface VehicleInspectionState {
  vehicleId: Id;
  vehicleName: string;
  plate?: string;
  defectType: DefectType;
  outOfService: boolean;
  scheduleId?: Id;
  openDefects: InspectionDefect[];
  repairsToAcknowledge: InspectionDefect[];
  lastInspection?: LastInspection;
  inspectedUntil?: EpochMs;
}
export const VehicleInspectionState: t.Type<VehicleInspectionState, VehicleInspectionState, unknown> = rt.closedObject("VehicleInspectionState", {
  vehicleId: Id,
  vehicleName: rt.boundedString({ maxLength: 100 }),
  defectType: DefectType,
  outOfService: rt.boolean,
  openDefects: rt.boundedArray(InspectionDefect, 500),
  repairsToAcknowledge: rt.boundedArray(InspectionDefect, 500),
}, {
  plate: rt.boundedString({ maxLength: 20 }),
  scheduleId: Id,
  lastInspection: LastInspection,
  inspectedUntil: EpochMs,
});

export interface VehicleOpenDefectsRequest {
  vehicleId: Id;
}
export const VehicleOpenDefectsRequest: t.Type<VehicleOpenDefectsRequest, VehicleOpenDefectsRequest, unknown> = rt.closedObject("VehicleOpenDefectsRequest", {
  vehicleId: Id,
}, {});
