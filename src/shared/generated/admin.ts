// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { EpochMs, FeatureName, Id } from "./common";
import { BillingPeriod, CompanyAdminFields, CompanyFields, DiscountLevel } from "./company";
import { Company, LocaleTag } from "./users";

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
