// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CardsChanged, InvoicesChanged } from "./billing";
import { CheckInsChanged } from "./checkins";
import { ChecklistsChanged } from "./checklists";
import { CompanyRef, EpochMs, FeatureName, Id, LocaleTag, RecordState } from "./common";
import { BillingPeriod, CompanyAdminFields, CompanyFields, DiscountLevel } from "./company";
import { EquipmentChanged } from "./equipment";
import { LocalDay, TimesheetsChanged } from "./hours";
import { InspectionsChanged } from "./inspections";
import { MapPositionsChanged } from "./map";
import { ReportsChanged } from "./reports";
import { SchedulesChanged } from "./schedules";
import { Company, UsersChanged } from "./users";
import { VehiclesChanged } from "./vehicles";

export interface AdminApiKey {
  companyId: Id;
  apiKey: string;
}
export const AdminApiKey: t.Type<AdminApiKey, AdminApiKey, unknown> = rt.closedObject("AdminApiKey", {
  companyId: Id,
  apiKey: rt.boundedString({ maxLength: 200 }),
}, {});

/** One field an admin write changed, its values as text (JSON for non-text values; null when absent). */
export interface AdminAuditChange {
  field: string;
  before: string | null;
  after: string | null;
}
export const AdminAuditChange: t.Type<AdminAuditChange, AdminAuditChange, unknown> = rt.closedObject("AdminAuditChange", {
  field: rt.boundedString({ maxLength: 100 }),
  before: t.union([rt.boundedString({ maxLength: 20000 }), t.null]),
  after: t.union([rt.boundedString({ maxLength: 20000 }), t.null]),
}, {});

export interface AdminAuditEntry {
  id: Id;
  at: EpochMs;
  actorId: string;
  actorName: string;
  companyId?: Id;
  companyName?: string;
  event: string;
  changes: AdminAuditChange[];
}
export const AdminAuditEntry: t.Type<AdminAuditEntry, AdminAuditEntry, unknown> = rt.closedObject("AdminAuditEntry", {
  id: Id,
  at: EpochMs,
  actorId: rt.boundedString({ maxLength: 64 }),
  actorName: rt.boundedString({ maxLength: 300 }),
  event: rt.boundedString({ maxLength: 100 }),
  changes: rt.boundedArray(AdminAuditChange, 200),
}, {
  companyId: Id,
  companyName: rt.boundedString({ maxLength: 200 }),
});

export interface AdminAuditListFilter {
  companyId?: Id;
  /** The request event that wrote (AdminCompanySaveRequestEvent…). */
  event?: string;
}
export const AdminAuditListFilter: t.Type<AdminAuditListFilter, AdminAuditListFilter, unknown> = rt.closedObject("AdminAuditListFilter", {}, {
  companyId: Id,
  event: rt.boundedString({ maxLength: 100 }),
});

/** The audit log, newest first. */
export interface AdminAuditListRequest {
  filter: AdminAuditListFilter;
  offset: number;
  limit: number;
}
export const AdminAuditListRequest: t.Type<AdminAuditListRequest, AdminAuditListRequest, unknown> = rt.closedObject("AdminAuditListRequest", {
  filter: AdminAuditListFilter,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {});

export interface AdminAuditListResponse {
  count: number;
  offset: number;
  ids: Id[];
  items: AdminAuditEntry[];
  /** Every event name the log holds, for the filter. */
  events: string[];
}
export const AdminAuditListResponse: t.Type<AdminAuditListResponse, AdminAuditListResponse, unknown> = rt.closedObject("AdminAuditListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  items: rt.boundedArray(AdminAuditEntry, 500),
  events: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 200),
}, {});

export interface AdminNewCompanyFields {
  name: string;
  website?: string;
  email?: string;
  phone?: string;
  city?: string;
  /** A Canadian province or territory or a US state (its code, e.g. ON). */
  jurisdiction: string;
}
export const AdminNewCompanyFields: t.Type<AdminNewCompanyFields, AdminNewCompanyFields, unknown> = rt.closedObject("AdminNewCompanyFields", {
  name: rt.boundedString({ minLength: 1, maxLength: 200 }),
  jurisdiction: rt.boundedString({ minLength: 2, maxLength: 60 }),
}, {
  website: rt.boundedString({ maxLength: 200 }),
  email: rt.boundedString({ maxLength: 254 }),
  phone: rt.boundedString({ maxLength: 40 }),
  city: rt.boundedString({ maxLength: 100 }),
});

export interface AdminNewOwnerFields {
  email: string;
  first: string;
  last: string;
  phone?: string;
  locale?: LocaleTag;
}
export const AdminNewOwnerFields: t.Type<AdminNewOwnerFields, AdminNewOwnerFields, unknown> = rt.closedObject("AdminNewOwnerFields", {
  email: rt.boundedString({ minLength: 3, maxLength: 254 }),
  first: rt.boundedString({ minLength: 1, maxLength: 100 }),
  last: rt.boundedString({ minLength: 1, maxLength: 100 }),
}, {
  phone: rt.boundedString({ maxLength: 40 }),
  locale: LocaleTag,
});

/** A feature switched on, at this price (cents per unit per month, docs/billing.md "Pricing basis"). */
export interface AdminFeatureChoice {
  name: FeatureName;
  priceCents: number;
}
export const AdminFeatureChoice: t.Type<AdminFeatureChoice, AdminFeatureChoice, unknown> = rt.closedObject("AdminFeatureChoice", {
  name: FeatureName,
  priceCents: rt.boundedNumber({ integer: true, minimum: 0, maximum: 1000000 }),
}, {});

/** A company with its owner, features and prices, billing period and discount (the values of docs/billing.md "Billing periods" and "Discounts and promotions"), created in one transaction; the owner is mailed a link to choose a password. */
export interface AdminCompanyCreateRequest {
  company: AdminNewCompanyFields;
  owner: AdminNewOwnerFields;
  features: AdminFeatureChoice[];
  billingPeriod: BillingPeriod;
  discount: DiscountLevel;
}
export const AdminCompanyCreateRequest: t.Type<AdminCompanyCreateRequest, AdminCompanyCreateRequest, unknown> = rt.closedObject("AdminCompanyCreateRequest", {
  company: AdminNewCompanyFields,
  owner: AdminNewOwnerFields,
  features: rt.boundedArray(AdminFeatureChoice, 64),
  billingPeriod: BillingPeriod,
  discount: DiscountLevel,
}, {});

export interface AdminCompanyCreated {
  companyId: Id;
  ownerId: Id;
}
export const AdminCompanyCreated: t.Type<AdminCompanyCreated, AdminCompanyCreated, unknown> = rt.closedObject("AdminCompanyCreated", {
  companyId: Id,
  ownerId: Id,
}, {});

/** A company is active or inactive; nobody signs in to an inactive one (docs/operator.md "Companies"). */
export type AdminCompanyState = "active" | "inactive";
export const AdminCompanyState: t.Type<AdminCompanyState, AdminCompanyState, unknown> = rt.stringEnum(["active", "inactive"] as const);

/** A catalogue feature for one company: on or off, its price for this company and the catalogue's (cents per vehicle or employee per month). */
export interface AdminFeaturePrice {
  name: FeatureName;
  displayName: string;
  on: boolean;
  priceCents: number;
  listPriceCents: number;
  basis: "vehicle" | "employee";
}
export const AdminFeaturePrice: t.Type<AdminFeaturePrice, AdminFeaturePrice, unknown> = rt.closedObject("AdminFeaturePrice", {
  name: FeatureName,
  displayName: rt.boundedString({ maxLength: 80 }),
  on: rt.boolean,
  priceCents: rt.boundedNumber({ integer: true, minimum: 0 }),
  listPriceCents: rt.boundedNumber({ integer: true, minimum: 0 }),
  basis: rt.stringEnum(["vehicle", "employee"] as const),
}, {});

export interface AdminCompanyOwner {
  userId: Id;
  email: string;
  first: string;
  last: string;
}
export const AdminCompanyOwner: t.Type<AdminCompanyOwner, AdminCompanyOwner, unknown> = rt.closedObject("AdminCompanyOwner", {
  userId: Id,
  email: rt.boundedString({ maxLength: 254 }),
  first: rt.boundedString({ maxLength: 100 }),
  last: rt.boundedString({ maxLength: 100 }),
}, {});

/** One company as the operator sees it: the company's own fields (read), the admin-only fields, its state, every catalogue feature with its price, its first owner and counts. */
export interface AdminCompanyDetails {
  company: Company;
  fields: CompanyFields;
  admin: CompanyAdminFields;
  state: AdminCompanyState;
  features: AdminFeaturePrice[];
  owner?: AdminCompanyOwner;
  vehicleCount: number;
  employeeCount: number;
  createdDate: EpochMs;
}
export const AdminCompanyDetails: t.Type<AdminCompanyDetails, AdminCompanyDetails, unknown> = rt.closedObject("AdminCompanyDetails", {
  company: Company,
  fields: CompanyFields,
  admin: CompanyAdminFields,
  state: AdminCompanyState,
  features: rt.boundedArray(AdminFeaturePrice, 64),
  vehicleCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  employeeCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  createdDate: EpochMs,
}, {
  owner: AdminCompanyOwner,
});

export interface AdminCompanyIdRequest {
  companyId: Id;
}
export const AdminCompanyIdRequest: t.Type<AdminCompanyIdRequest, AdminCompanyIdRequest, unknown> = rt.closedObject("AdminCompanyIdRequest", {
  companyId: Id,
}, {});

export interface AdminCompanyListColumns {
  name?: string[];
  website?: (string | null)[];
  ownerEmail?: (string | null)[];
  state?: AdminCompanyState[];
  vehicleCount?: number[];
  employeeCount?: number[];
  billingPeriod?: BillingPeriod[];
  discount?: DiscountLevel[];
  createdDate?: number[];
}
export const AdminCompanyListColumns: t.Type<AdminCompanyListColumns, AdminCompanyListColumns, unknown> = rt.closedObject("AdminCompanyListColumns", {}, {
  name: rt.boundedArray(rt.boundedString({ maxLength: 200 }), 500),
  website: rt.boundedArray(t.union([rt.boundedString({ maxLength: 200 }), t.null]), 500),
  ownerEmail: rt.boundedArray(t.union([rt.boundedString({ maxLength: 254 }), t.null]), 500),
  state: rt.boundedArray(AdminCompanyState, 500),
  vehicleCount: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  employeeCount: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  billingPeriod: rt.boundedArray(BillingPeriod, 500),
  discount: rt.boundedArray(DiscountLevel, 500),
  createdDate: rt.boundedArray(rt.boundedNumber({}), 500),
});

export type AdminCompanyListField = "name" | "website" | "ownerEmail" | "state" | "vehicleCount" | "employeeCount" | "billingPeriod" | "discount" | "createdDate";
export const AdminCompanyListField: t.Type<AdminCompanyListField, AdminCompanyListField, unknown> = rt.stringEnum(["name", "website", "ownerEmail", "state", "vehicleCount", "employeeCount", "billingPeriod", "discount", "createdDate"] as const);

export interface AdminCompanyListFilter {
  /** Part of the name, website, email or owner's email. */
  search?: string;
  state?: "any" | "active" | "inactive";
}
export const AdminCompanyListFilter: t.Type<AdminCompanyListFilter, AdminCompanyListFilter, unknown> = rt.closedObject("AdminCompanyListFilter", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  state: rt.stringEnum(["any", "active", "inactive"] as const),
});

export type AdminCompanySortColumn = "name" | "ownerEmail" | "state" | "vehicleCount" | "employeeCount" | "billingPeriod" | "discount" | "createdDate";
export const AdminCompanySortColumn: t.Type<AdminCompanySortColumn, AdminCompanySortColumn, unknown> = rt.stringEnum(["name", "ownerEmail", "state", "vehicleCount", "employeeCount", "billingPeriod", "discount", "createdDate"] as const);

export interface AdminCompanySort {
  column: AdminCompanySortColumn;
  direction: "asc" | "desc";
}
export const AdminCompanySort: t.Type<AdminCompanySort, AdminCompanySort, unknown> = rt.closedObject("AdminCompanySort", {
  column: AdminCompanySortColumn,
  direction: rt.stringEnum(["asc", "desc"] as const),
}, {});

export interface AdminCompanyListRequest {
  filter: AdminCompanyListFilter;
  sort: AdminCompanySort;
  offset: number;
  limit: number;
  fields?: AdminCompanyListField[];
}
export const AdminCompanyListRequest: t.Type<AdminCompanyListRequest, AdminCompanyListRequest, unknown> = rt.closedObject("AdminCompanyListRequest", {
  filter: AdminCompanyListFilter,
  sort: AdminCompanySort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(AdminCompanyListField, 9),
});

export interface AdminCompanyListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: AdminCompanyListColumns;
}
export const AdminCompanyListResponse: t.Type<AdminCompanyListResponse, AdminCompanyListResponse, unknown> = rt.closedObject("AdminCompanyListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: AdminCompanyListColumns,
}, {});

/** Changes the parts sent: the admin fields (replaced whole, as CompanySaveRequest's admin), the state, the features switched on with their prices (replaced whole). The API key is changed by AdminCompanyApiKeyRotateRequestEvent only. */
export interface AdminCompanySaveRequest {
  companyId: Id;
  admin?: CompanyAdminFields;
  state?: AdminCompanyState;
  features?: AdminFeatureChoice[];
}
export const AdminCompanySaveRequest: t.Type<AdminCompanySaveRequest, AdminCompanySaveRequest, unknown> = rt.closedObject("AdminCompanySaveRequest", {
  companyId: Id,
}, {
  admin: CompanyAdminFields,
  state: AdminCompanyState,
  features: rt.boundedArray(AdminFeatureChoice, 64),
});

/** Every feature with its catalogue price; `on` marks what a new company starts with (as a sign-up does). */
export interface AdminFeatureCatalogue {
  features: AdminFeaturePrice[];
}
export const AdminFeatureCatalogue: t.Type<AdminFeatureCatalogue, AdminFeatureCatalogue, unknown> = rt.closedObject("AdminFeatureCatalogue", {
  features: rt.boundedArray(AdminFeaturePrice, 64),
}, {});

/** waiting: neither confirmed by its link nor decided; verified: the applicant followed the mailed link and the company exists; approved or rejected by an administrator. */
export type AdminRegistrationStatus = "waiting" | "verified" | "approved" | "rejected";
export const AdminRegistrationStatus: t.Type<AdminRegistrationStatus, AdminRegistrationStatus, unknown> = rt.stringEnum(["waiting", "verified", "approved", "rejected"] as const);

/** A sign-up (its fields as docs/operator.md "Records" lists them) and what became of it. */
export interface AdminRegistration {
  id: Id;
  createdDate: EpochMs;
  status: AdminRegistrationStatus;
  email: string;
  first: string;
  last: string;
  phone?: string;
  companyName: string;
  companyWebsite?: string;
  city?: string;
  province?: string;
  role?: string;
  fleetSize?: string;
  heardAbout?: string;
  other?: string;
  code?: string;
  features: FeatureName[];
  locale?: string;
  decidedDate?: EpochMs;
  decidedBy?: string;
  rejectReason?: string;
  companyId?: Id;
}
export const AdminRegistration: t.Type<AdminRegistration, AdminRegistration, unknown> = rt.closedObject("AdminRegistration", {
  id: Id,
  createdDate: EpochMs,
  status: AdminRegistrationStatus,
  email: rt.boundedString({ maxLength: 254 }),
  first: rt.boundedString({ maxLength: 100 }),
  last: rt.boundedString({ maxLength: 100 }),
  companyName: rt.boundedString({ maxLength: 200 }),
  features: rt.boundedArray(FeatureName, 64),
}, {
  phone: rt.boundedString({ maxLength: 40 }),
  companyWebsite: rt.boundedString({ maxLength: 200 }),
  city: rt.boundedString({ maxLength: 100 }),
  province: rt.boundedString({ maxLength: 60 }),
  role: rt.boundedString({ maxLength: 100 }),
  fleetSize: rt.boundedString({ maxLength: 20 }),
  heardAbout: rt.boundedString({ maxLength: 40 }),
  other: rt.boundedString({ maxLength: 1000 }),
  code: rt.boundedString({ maxLength: 40 }),
  locale: rt.boundedString({ maxLength: 10 }),
  decidedDate: EpochMs,
  decidedBy: rt.boundedString({ maxLength: 200 }),
  rejectReason: rt.boundedString({ maxLength: 1000 }),
  companyId: Id,
});

export interface AdminRegistrationIdRequest {
  registrationId: Id;
}
export const AdminRegistrationIdRequest: t.Type<AdminRegistrationIdRequest, AdminRegistrationIdRequest, unknown> = rt.closedObject("AdminRegistrationIdRequest", {
  registrationId: Id,
}, {});

export interface AdminRegistrationListFilter {
  status?: "any" | "waiting" | "verified" | "approved" | "rejected";
  /** Part of the company name or the applicant's email. */
  search?: string;
}
export const AdminRegistrationListFilter: t.Type<AdminRegistrationListFilter, AdminRegistrationListFilter, unknown> = rt.closedObject("AdminRegistrationListFilter", {}, {
  status: rt.stringEnum(["any", "waiting", "verified", "approved", "rejected"] as const),
  search: rt.boundedString({ maxLength: 100 }),
});

/** Newest first, or oldest first (the longest waiting on top). */
export interface AdminRegistrationListRequest {
  filter: AdminRegistrationListFilter;
  direction: "asc" | "desc";
  offset: number;
  limit: number;
}
export const AdminRegistrationListRequest: t.Type<AdminRegistrationListRequest, AdminRegistrationListRequest, unknown> = rt.closedObject("AdminRegistrationListRequest", {
  filter: AdminRegistrationListFilter,
  direction: rt.stringEnum(["asc", "desc"] as const),
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {});

export interface AdminRegistrationListResponse {
  count: number;
  offset: number;
  ids: Id[];
  items: AdminRegistration[];
}
export const AdminRegistrationListResponse: t.Type<AdminRegistrationListResponse, AdminRegistrationListResponse, unknown> = rt.closedObject("AdminRegistrationListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  items: rt.boundedArray(AdminRegistration, 500),
}, {});

export interface AdminRegistrationRejectRequest {
  registrationId: Id;
  /** Mailed to the applicant. */
  reason: string;
}
export const AdminRegistrationRejectRequest: t.Type<AdminRegistrationRejectRequest, AdminRegistrationRejectRequest, unknown> = rt.closedObject("AdminRegistrationRejectRequest", {
  registrationId: Id,
  reason: rt.boundedString({ minLength: 1, maxLength: 1000 }),
}, {});

/** Rows of one watched cross-company list that changed in any company since the last batch: the domain's own changed items (under the list's name; employees keyed by employment id, as the list's rows are; mapPositions' rows read afresh for the vehicles that changed) with each row's company. */
export interface AllCompaniesListChanged {
  /** The watch's company filter; absent when the list shows every company. */
  companyId?: Id;
  /** Each changed row's company, by row id. */
  companyIds: Record<string, Id>;
  /** The names of the companies in companyIds. */
  companyNames: Record<string, string>;
  vehicles?: VehiclesChanged;
  inspections?: InspectionsChanged;
  employees?: UsersChanged;
  hours?: TimesheetsChanged;
  checkins?: CheckInsChanged;
  invoices?: InvoicesChanged;
  equipment?: EquipmentChanged;
  checklists?: ChecklistsChanged;
  schedules?: SchedulesChanged;
  reports?: ReportsChanged;
  cards?: CardsChanged;
  mapPositions?: MapPositionsChanged;
}
export const AllCompaniesListChanged: t.Type<AllCompaniesListChanged, AllCompaniesListChanged, unknown> = rt.closedObject("AllCompaniesListChanged", {
  companyIds: rt.safeRecord(Id, 5000),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 5000),
}, {
  companyId: Id,
  vehicles: VehiclesChanged,
  inspections: InspectionsChanged,
  employees: UsersChanged,
  hours: TimesheetsChanged,
  checkins: CheckInsChanged,
  invoices: InvoicesChanged,
  equipment: EquipmentChanged,
  checklists: ChecklistsChanged,
  schedules: SchedulesChanged,
  reports: ReportsChanged,
  cards: CardsChanged,
  mapPositions: MapPositionsChanged,
});

/** A cross-company list kept live while an operator's screen shows it: the admin list's name (its path, camelCased: map-positions is mapPositions). Each has a property of the same name in AllCompaniesListChanged (a new list adds both, and its domain's server module says which notification keeps it live: ServerDomain.liveLists). */
export type AllCompaniesLiveList = "vehicles" | "inspections" | "employees" | "hours" | "checkins" | "invoices" | "equipment" | "checklists" | "schedules" | "reports" | "cards" | "mapPositions";
export const AllCompaniesLiveList: t.Type<AllCompaniesLiveList, AllCompaniesLiveList, unknown> = rt.stringEnum(["vehicles", "inspections", "employees", "hours", "checkins", "invoices", "equipment", "checklists", "schedules", "reports", "cards", "mapPositions"] as const);

/** A cross-company list this socket shows: every company's rows, or (companyId) the one company it is narrowed to. */
export interface AllCompaniesListWatch {
  list: AllCompaniesLiveList;
  companyId?: Id;
}
export const AllCompaniesListWatch: t.Type<AllCompaniesListWatch, AllCompaniesListWatch, unknown> = rt.closedObject("AllCompaniesListWatch", {
  list: AllCompaniesLiveList,
}, {
  companyId: Id,
});

export interface CompanyOptions {
  companies: CompanyRef[];
}
export const CompanyOptions: t.Type<CompanyOptions, CompanyOptions, unknown> = rt.closedObject("CompanyOptions", {
  companies: rt.boundedArray(CompanyRef, 50),
}, {});

/** Companies whose name contains search (case-insensitive), by name; at most limit (default 20). */
export interface CompanyOptionsRequest {
  search?: string;
  limit?: number;
}
export const CompanyOptionsRequest: t.Type<CompanyOptionsRequest, CompanyOptionsRequest, unknown> = rt.closedObject("CompanyOptionsRequest", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  limit: rt.boundedNumber({ integer: true, minimum: 1, maximum: 50 }),
});

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
