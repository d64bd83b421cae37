// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { EpochMs, Id } from "./common";
import { SortDirection } from "./vehicles";

/** A row of the compliance list: its kind and the id of the record it belongs to (a vehicle, a user, a document, the company, a vehicle's attached checklist), e.g. plate:#12:3. */
export type ComplianceItemId = string;
export const ComplianceItemId: t.Type<ComplianceItemId, ComplianceItemId, unknown> = rt.boundedString({ maxLength: 40, pattern: "^(plate|safety|licence|document|cvor|checklist):#[0-9]{1,9}:[0-9]{1,19}$" });

/** What expires: a vehicle's plate, its annual safety, a driver's licence, a document on an employee's file, the company's CVOR registration; or a checklist attached to a vehicle that is overdue (its expiry is the end of its due day). */
export type ComplianceKind = "plate" | "safety" | "licence" | "document" | "cvor" | "checklist";
export const ComplianceKind: t.Type<ComplianceKind, ComplianceKind, unknown> = rt.stringEnum(["plate", "safety", "licence", "document", "cvor", "checklist"] as const);

export type ComplianceKindFilter = "all" | "plate" | "safety" | "licence" | "document" | "cvor" | "checklist";
export const ComplianceKindFilter: t.Type<ComplianceKindFilter, ComplianceKindFilter, unknown> = rt.stringEnum(["all", "plate", "safety", "licence", "document", "cvor", "checklist"] as const);

/** One window's rows column by column, parallel to `ids`. ownerId is the vehicle id (plate, safety, checklist), the user id (licence, document) or the company id (cvor): what the row links to. For a checklist, label is the vehicle and detail the checklist. */
export interface ComplianceListColumns {
  kind?: ComplianceKind[];
  label?: string[];
  detail?: (string | null)[];
  ownerId?: Id[];
  expiresAt?: EpochMs[];
}
export const ComplianceListColumns: t.Type<ComplianceListColumns, ComplianceListColumns, unknown> = rt.closedObject("ComplianceListColumns", {}, {
  kind: rt.boundedArray(ComplianceKind, 500),
  label: rt.boundedArray(rt.boundedString({ maxLength: 300 }), 500),
  detail: rt.boundedArray(t.union([rt.boundedString({ maxLength: 300 }), t.null]), 500),
  ownerId: rt.boundedArray(Id, 500),
  expiresAt: rt.boundedArray(EpochMs, 500),
});

/** A field the compliance list can show. */
export type ComplianceListField = "kind" | "label" | "detail" | "ownerId" | "expiresAt";
export const ComplianceListField: t.Type<ComplianceListField, ComplianceListField, unknown> = rt.stringEnum(["kind", "label", "detail", "ownerId", "expiresAt"] as const);

/** expired: past its expiry; expiring: due within expiringWeeks, not yet expired; all: both. */
export type ComplianceStateFilter = "all" | "expired" | "expiring";
export const ComplianceStateFilter: t.Type<ComplianceStateFilter, ComplianceStateFilter, unknown> = rt.stringEnum(["all", "expired", "expiring"] as const);

export interface ComplianceListFilter {
  kind?: ComplianceKindFilter;
  state?: ComplianceStateFilter;
  expiringWeeks?: number;
  search?: string;
}
export const ComplianceListFilter: t.Type<ComplianceListFilter, ComplianceListFilter, unknown> = rt.closedObject("ComplianceListFilter", {}, {
  kind: ComplianceKindFilter,
  state: ComplianceStateFilter,
  expiringWeeks: rt.boundedNumber({ integer: true, minimum: 1, maximum: 52 }),
  search: rt.boundedString({ maxLength: 100 }),
});

export type ComplianceSortColumn = "expiresAt" | "kind" | "label";
export const ComplianceSortColumn: t.Type<ComplianceSortColumn, ComplianceSortColumn, unknown> = rt.stringEnum(["expiresAt", "kind", "label"] as const);

export interface ComplianceSort {
  column: ComplianceSortColumn;
  direction: SortDirection;
}
export const ComplianceSort: t.Type<ComplianceSort, ComplianceSort, unknown> = rt.closedObject("ComplianceSort", {
  column: ComplianceSortColumn,
  direction: SortDirection,
}, {});

export interface ComplianceListRequest {
  filter: ComplianceListFilter;
  sort: ComplianceSort;
  offset: number;
  limit: number;
  fields?: ComplianceListField[];
}
export const ComplianceListRequest: t.Type<ComplianceListRequest, ComplianceListRequest, unknown> = rt.closedObject("ComplianceListRequest", {
  filter: ComplianceListFilter,
  sort: ComplianceSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ComplianceListField, 5),
});

export interface ComplianceListResponse {
  count: number;
  offset: number;
  ids: ComplianceItemId[];
  columns: ComplianceListColumns;
}
export const ComplianceListResponse: t.Type<ComplianceListResponse, ComplianceListResponse, unknown> = rt.closedObject("ComplianceListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(ComplianceItemId, 500),
  columns: ComplianceListColumns,
}, {});

/** The summary counts (docs/compliance.md "Records"). count: active vehicles; minorCount / majorCount: those with an open minor / major defect; expiring…: due within expiringWeeks and not yet expired; expired…: past; total: every expired or expiring item; multicompany: the user belongs to more than one company. Beyond the usual summary counts: expired plates and safeties, employee documents and overdue vehicle checklists (docs/compliance.md "Decisions"). */
export interface ComplianceSummary {
  count: number;
  minorCount: number;
  majorCount: number;
  expiringPlatesCount: number;
  expiredPlatesCount: number;
  expiringSafetiesCount: number;
  expiredSafetiesCount: number;
  expiringLicensesCount: number;
  expiredLicensesCount: number;
  expiringDocumentsCount: number;
  expiredDocumentsCount: number;
  /** Checklists attached to active vehicles that are overdue (feature checklistsVehicles; 0 without it). */
  overdueChecklistsCount: number;
  /** The CVOR renewal date when it is due within expiringWeeks or past. */
  cvorDue?: EpochMs;
  total: number;
  multicompany: boolean;
  expiringWeeks: number;
}
export const ComplianceSummary: t.Type<ComplianceSummary, ComplianceSummary, unknown> = rt.closedObject("ComplianceSummary", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  minorCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  majorCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  expiringPlatesCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  expiredPlatesCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  expiringSafetiesCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  expiredSafetiesCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  expiringLicensesCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  expiredLicensesCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  expiringDocumentsCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  expiredDocumentsCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  overdueChecklistsCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  total: rt.boundedNumber({ integer: true, minimum: 0 }),
  multicompany: rt.boolean,
  expiringWeeks: rt.boundedNumber({ integer: true, minimum: 1, maximum: 52 }),
}, {
  cvorDue: EpochMs,
});

export interface ComplianceSummaryRequest {
  expiringWeeks?: number;
}
export const ComplianceSummaryRequest: t.Type<ComplianceSummaryRequest, ComplianceSummaryRequest, unknown> = rt.closedObject("ComplianceSummaryRequest", {}, {
  expiringWeeks: rt.boundedNumber({ integer: true, minimum: 1, maximum: 52 }),
});
