// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { Address, EpochMs, FeatureName } from "./common";
import { Company } from "./users";

/** Billing periods; an unknown stored value reads as monthly. */
export type BillingPeriod = "monthly" | "quarterly" | "semi-annually" | "annually";
export const BillingPeriod: t.Type<BillingPeriod, BillingPeriod, unknown> = rt.stringEnum(["monthly", "quarterly", "semi-annually", "annually"] as const);

/** Discount levels: full 1, half 0.5, third 0.3, quarter 0.25, fifth 0.2, tenth 0.1. */
export type DiscountLevel = "none" | "full" | "half" | "third" | "quarter" | "fifth" | "tenth";
export const DiscountLevel: t.Type<DiscountLevel, DiscountLevel, unknown> = rt.stringEnum(["none", "full", "half", "third", "quarter", "fifth", "tenth"] as const);

/** Billing and admin fields: administrators only, to read and to change. creditCents is dollars × 100. */
export interface CompanyAdminFields {
  creditCents?: number;
  discount?: DiscountLevel;
  bay?: string;
  promoCode?: string;
  billingPeriod?: BillingPeriod;
  contractStart?: EpochMs;
  adminSummary?: string;
  adminNotes?: string;
  apiKey?: string;
}
export const CompanyAdminFields: t.Type<CompanyAdminFields, CompanyAdminFields, unknown> = rt.closedObject("CompanyAdminFields", {}, {
  creditCents: rt.boundedNumber({ integer: true, minimum: -100000000, maximum: 100000000 }),
  discount: DiscountLevel,
  bay: rt.boundedString({ maxLength: 100 }),
  promoCode: rt.boundedString({ maxLength: 40 }),
  billingPeriod: BillingPeriod,
  contractStart: EpochMs,
  adminSummary: rt.boundedString({ maxLength: 2000 }),
  adminNotes: rt.boundedString({ maxLength: 4000 }),
  apiKey: rt.boundedString({ maxLength: 200 }),
});

/** Comma-separated email addresses; valid when every item is an email. Empty is valid. */
export type EmailList = string;
export const EmailList: t.Type<EmailList, EmailList, unknown> = rt.boundedString({ maxLength: 2000 });

/** What an owner or manager edits on /company/edit. Dates are epoch ms. */
export interface CompanyFields {
  name: string;
  website?: string;
  email?: string;
  phone?: string;
  postal?: string;
  country?: string;
  jurisdiction?: string;
  cvor?: string;
  cmvRegDate?: EpochMs;
  emailDefects?: EmailList;
  emailEquipment?: EmailList;
  emailEquipmentDefects?: EmailList;
  emailInvoice?: EmailList;
  address?: Address;
  hq?: Address;
  timeZone?: string;
  emailInspectionsToDrivers?: boolean;
  timesheetStartedBeforeInspection?: boolean;
}
export const CompanyFields: t.Type<CompanyFields, CompanyFields, unknown> = rt.closedObject("CompanyFields", {
  name: rt.boundedString({ minLength: 1, maxLength: 200 }),
}, {
  website: rt.boundedString({ maxLength: 200 }),
  email: rt.boundedString({ maxLength: 254 }),
  phone: rt.boundedString({ maxLength: 40 }),
  postal: rt.boundedString({ maxLength: 20 }),
  country: rt.boundedString({ maxLength: 60 }),
  jurisdiction: rt.boundedString({ maxLength: 60 }),
  cvor: rt.boundedString({ maxLength: 40 }),
  cmvRegDate: EpochMs,
  emailDefects: EmailList,
  emailEquipment: EmailList,
  emailEquipmentDefects: EmailList,
  emailInvoice: EmailList,
  address: Address,
  hq: Address,
  timeZone: rt.boundedString({ minLength: 1, maxLength: 64 }),
  emailInspectionsToDrivers: rt.boolean,
  timesheetStartedBeforeInspection: rt.boolean,
});

export interface CompanyFeatureInfo {
  name: FeatureName;
  displayName: string;
  priceCents: number;
}
export const CompanyFeatureInfo: t.Type<CompanyFeatureInfo, CompanyFeatureInfo, unknown> = rt.closedObject("CompanyFeatureInfo", {
  name: FeatureName,
  displayName: rt.boundedString({ maxLength: 80 }),
  priceCents: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {});

/** The company screens' data: the entity, its editable fields as saved, the features it has (name and price), whether each address is complete (street, city and province), and the admin fields for administrators only. */
export interface CompanyDetails {
  company: Company;
  fields: CompanyFields;
  admin?: CompanyAdminFields;
  features: CompanyFeatureInfo[];
  addressComplete: boolean;
  hqComplete: boolean;
  canEditAdmin: boolean;
}
export const CompanyDetails: t.Type<CompanyDetails, CompanyDetails, unknown> = rt.closedObject("CompanyDetails", {
  company: Company,
  fields: CompanyFields,
  features: rt.boundedArray(CompanyFeatureInfo, 64),
  addressComplete: rt.boolean,
  hqComplete: rt.boolean,
  canEditAdmin: rt.boolean,
}, {
  admin: CompanyAdminFields,
});

/** Replaces the editable fields; `admin` only from an administrator (anyone else: UnauthorizedException, nothing saved). */
export interface CompanySaveRequest {
  fields: CompanyFields;
  admin?: CompanyAdminFields;
}
export const CompanySaveRequest: t.Type<CompanySaveRequest, CompanySaveRequest, unknown> = rt.closedObject("CompanySaveRequest", {
  fields: CompanyFields,
}, {
  admin: CompanyAdminFields,
});

/** The getting-started checklist (docs/company.md "Getting started"): each step true once done; a step is absent when the company does not have its feature. */
export interface CompanySetup {
  /** The company has a vehicle or trailer. */
  vehicles?: boolean;
  /** Someone besides the first owner is invited or employed. */
  people: boolean;
  /** Someone chose the inspection schedules: kept the standard ones, or saved, copied or assigned one. */
  schedules?: boolean;
}
export const CompanySetup: t.Type<CompanySetup, CompanySetup, unknown> = rt.closedObject("CompanySetup", {
  people: rt.boolean,
}, {
  vehicles: rt.boolean,
  schedules: rt.boolean,
});
