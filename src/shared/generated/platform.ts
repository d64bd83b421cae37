// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { Id, RecordState } from "./common";
import { LocalDay } from "./hours";

export interface PlatformCompanyHit {
  id: Id;
  name: string;
  website?: string;
  state: RecordState;
}
export const PlatformCompanyHit: t.Type<PlatformCompanyHit, PlatformCompanyHit, unknown> = rt.closedObject("PlatformCompanyHit", {
  id: Id,
  name: rt.boundedString({ maxLength: 200 }),
  state: RecordState,
}, {
  website: rt.boundedString({ maxLength: 200 }),
});

/** At most 20 companies, by name. */
export interface PlatformCompanySearch {
  companies: PlatformCompanyHit[];
}
export const PlatformCompanySearch: t.Type<PlatformCompanySearch, PlatformCompanySearch, unknown> = rt.closedObject("PlatformCompanySearch", {
  companies: rt.boundedArray(PlatformCompanyHit, 20),
}, {});

/** Companies whose name or website contains the text (case-insensitive); empty: the most recently created. */
export interface PlatformCompanySearchRequest {
  text: string;
}
export const PlatformCompanySearchRequest: t.Type<PlatformCompanySearchRequest, PlatformCompanySearchRequest, unknown> = rt.closedObject("PlatformCompanySearchRequest", {
  text: rt.boundedString({ maxLength: 100 }),
}, {});

/** The platform now. companiesActive / companiesInactive: companies in the active state / any other; registrationsWaiting: registrations neither confirmed by the applicant's link nor approved or rejected (the admin registration list's waiting); vehicles: not removed; employees: live memberships; invoicesOpen / invoicesPaid: invoices in that status, amountDueCents what the open ones still ask. */
export interface PlatformFigures {
  companiesActive: number;
  companiesInactive: number;
  registrationsWaiting: number;
  vehicles: number;
  employees: number;
  invoicesOpen: number;
  invoicesPaid: number;
  amountDueCents: number;
}
export const PlatformFigures: t.Type<PlatformFigures, PlatformFigures, unknown> = rt.closedObject("PlatformFigures", {
  companiesActive: rt.boundedNumber({ integer: true, minimum: 0 }),
  companiesInactive: rt.boundedNumber({ integer: true, minimum: 0 }),
  registrationsWaiting: rt.boundedNumber({ integer: true, minimum: 0 }),
  vehicles: rt.boundedNumber({ integer: true, minimum: 0 }),
  employees: rt.boundedNumber({ integer: true, minimum: 0 }),
  invoicesOpen: rt.boundedNumber({ integer: true, minimum: 0 }),
  invoicesPaid: rt.boundedNumber({ integer: true, minimum: 0 }),
  amountDueCents: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {});

/** inspections: inspections done, every company; registrations: company registrations received; revenueCents: payments received (succeeded), in cents. */
export type PlatformSeriesName = "inspections" | "registrations" | "revenueCents";
export const PlatformSeriesName: t.Type<PlatformSeriesName, PlatformSeriesName, unknown> = rt.stringEnum(["inspections", "registrations", "revenueCents"] as const);

/** One figure per day of `days` and per month of `months`, oldest first. */
export interface PlatformSeries {
  name: PlatformSeriesName;
  daily: number[];
  monthly: number[];
}
export const PlatformSeries: t.Type<PlatformSeries, PlatformSeries, unknown> = rt.closedObject("PlatformSeries", {
  name: PlatformSeriesName,
  daily: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 15),
  monthly: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 15),
}, {});

/** days: the last 15 local days of timeZone, today last (YYYY-MM-DD); months: the last 15 months, this one last (YYYY-MM). */
export interface PlatformStats {
  timeZone: string;
  days: LocalDay[];
  months: string[];
  figures: PlatformFigures;
  series: PlatformSeries[];
}
export const PlatformStats: t.Type<PlatformStats, PlatformStats, unknown> = rt.closedObject("PlatformStats", {
  timeZone: rt.boundedString({ maxLength: 64 }),
  days: rt.boundedArray(LocalDay, 15),
  months: rt.boundedArray(rt.boundedString({ maxLength: 7, pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$" }), 15),
  figures: PlatformFigures,
  series: rt.boundedArray(PlatformSeries, 10),
}, {});

/** The company to view. Deliberately not an x-references link: those are checked within the session's own company, and the operator names another. */
export interface PlatformViewAsStartRequest {
  companyId: Id;
}
export const PlatformViewAsStartRequest: t.Type<PlatformViewAsStartRequest, PlatformViewAsStartRequest, unknown> = rt.closedObject("PlatformViewAsStartRequest", {
  companyId: Id,
}, {});

/** The operator's own company, which the client resumes into. */
export interface PlatformViewEnded {
  companyId: Id;
}
export const PlatformViewEnded: t.Type<PlatformViewEnded, PlatformViewEnded, unknown> = rt.closedObject("PlatformViewEnded", {
  companyId: Id,
}, {});
