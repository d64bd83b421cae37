// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { Address, CompanyRef, EpochMs, FeatureName, Id, RecordState } from "./common";
import { BillingPeriod, DiscountLevel, EmailList } from "./company";
import { SortDirection } from "./vehicles";

/** Column filters: each given text must occur in that column (case-insensitive). */
export interface CardWindowColumnFilters {
  brand?: string;
}
export const CardWindowColumnFilters: t.Type<CardWindowColumnFilters, CardWindowColumnFilters, unknown> = rt.closedObject("CardWindowColumnFilters", {}, {
  brand: rt.boundedString({ maxLength: 20 }),
});

export interface CardWindowFilter {
  /** Text in the brand or the last four digits. */
  search?: string;
  /** Kept cards (default), removed ones, or both. */
  status?: "active" | "removed" | "all";
  /** expired: the expiry month has passed (UTC); valid: it has not. */
  expiry?: "any" | "expired" | "valid";
  contains?: CardWindowColumnFilters;
}
export const CardWindowFilter: t.Type<CardWindowFilter, CardWindowFilter, unknown> = rt.closedObject("CardWindowFilter", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  status: rt.stringEnum(["active", "removed", "all"] as const),
  expiry: rt.stringEnum(["any", "expired", "valid"] as const),
  contains: CardWindowColumnFilters,
});

export type CardWindowSortColumn = "expires" | "brand" | "createdDate";
export const CardWindowSortColumn: t.Type<CardWindowSortColumn, CardWindowSortColumn, unknown> = rt.stringEnum(["expires", "brand", "createdDate"] as const);

export interface CardWindowSort {
  column: CardWindowSortColumn;
  direction: SortDirection;
}
export const CardWindowSort: t.Type<CardWindowSort, CardWindowSort, unknown> = rt.closedObject("CardWindowSort", {
  column: CardWindowSortColumn,
  direction: SortDirection,
}, {});

/** A field the windowed saved-cards list can show: brand, last four digits and expiry, never more. */
export type CardWindowField = "brand" | "last4" | "expMonth" | "expYear" | "createdDate" | "removed";
export const CardWindowField: t.Type<CardWindowField, CardWindowField, unknown> = rt.stringEnum(["brand", "last4", "expMonth", "expYear", "createdDate", "removed"] as const);

/** One window of saved payment cards, as a windowed list: the operator's cross-company list reads it (schema/allcompanies.json). */
export interface CardWindowRequest {
  filter: CardWindowFilter;
  sort: CardWindowSort;
  offset: number;
  limit: number;
  fields?: CardWindowField[];
}
export const CardWindowRequest: t.Type<CardWindowRequest, CardWindowRequest, unknown> = rt.closedObject("CardWindowRequest", {
  filter: CardWindowFilter,
  sort: CardWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(CardWindowField, 6),
});

/** The windowed saved-cards list's request plus the company filter. */
export interface AllCompaniesCardListRequest {
  filter: CardWindowFilter;
  sort: CardWindowSort;
  offset: number;
  limit: number;
  fields?: CardWindowField[];
  companyId?: Id;
}
export const AllCompaniesCardListRequest: t.Type<AllCompaniesCardListRequest, AllCompaniesCardListRequest, unknown> = rt.closedObject("AllCompaniesCardListRequest", {
  filter: CardWindowFilter,
  sort: CardWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(CardWindowField, 6),
  companyId: Id,
});

/** One window column by column, each array parallel to `ids`. */
export interface CardWindowColumns {
  brand?: string[];
  last4?: string[];
  expMonth?: number[];
  expYear?: number[];
  createdDate?: number[];
  removed?: boolean[];
}
export const CardWindowColumns: t.Type<CardWindowColumns, CardWindowColumns, unknown> = rt.closedObject("CardWindowColumns", {}, {
  brand: rt.boundedArray(rt.boundedString({ maxLength: 20 }), 500),
  last4: rt.boundedArray(rt.boundedString({ maxLength: 4, pattern: "^[0-9]{4}$" }), 500),
  expMonth: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 1, maximum: 12 }), 500),
  expYear: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 2000, maximum: 2199 }), 500),
  createdDate: rt.boundedArray(rt.boundedNumber({}), 500),
  removed: rt.boundedArray(rt.boolean, 500),
});

export interface CardWindowResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: CardWindowColumns;
}
export const CardWindowResponse: t.Type<CardWindowResponse, CardWindowResponse, unknown> = rt.closedObject("CardWindowResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: CardWindowColumns,
}, {});

/** The windowed saved-cards list's window (brand, last four digits and expiry only) plus the Company column. */
export interface AllCompaniesCardListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: CardWindowColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesCardListResponse: t.Type<AllCompaniesCardListResponse, AllCompaniesCardListResponse, unknown> = rt.closedObject("AllCompaniesCardListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: CardWindowColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

export interface InvoiceListFilter {
  status?: "any" | "open" | "paid" | "void";
  /** Part of the invoice number or PO number. */
  search?: string;
}
export const InvoiceListFilter: t.Type<InvoiceListFilter, InvoiceListFilter, unknown> = rt.closedObject("InvoiceListFilter", {}, {
  status: rt.stringEnum(["any", "open", "paid", "void"] as const),
  search: rt.boundedString({ maxLength: 60 }),
});

export type InvoiceSortColumn = "issued" | "number" | "total" | "status";
export const InvoiceSortColumn: t.Type<InvoiceSortColumn, InvoiceSortColumn, unknown> = rt.stringEnum(["issued", "number", "total", "status"] as const);

export interface InvoiceSort {
  column: InvoiceSortColumn;
  direction: "asc" | "desc";
}
export const InvoiceSort: t.Type<InvoiceSort, InvoiceSort, unknown> = rt.closedObject("InvoiceSort", {
  column: InvoiceSortColumn,
  direction: rt.stringEnum(["asc", "desc"] as const),
}, {});

export type InvoiceListField = "number" | "poNumber" | "status" | "periodLabel" | "issuedDate" | "totalCents" | "amountDueCents" | "paidDate";
export const InvoiceListField: t.Type<InvoiceListField, InvoiceListField, unknown> = rt.stringEnum(["number", "poNumber", "status", "periodLabel", "issuedDate", "totalCents", "amountDueCents", "paidDate"] as const);

/** One page of the company's invoices (docs/billing.md "Screens": page size 20 by default, sizes 5, 10, 20, 50, 80, 100, 200, pages numbered from 0: offset = page × size). */
export interface InvoiceListRequest {
  filter: InvoiceListFilter;
  sort: InvoiceSort;
  offset: number;
  limit: number;
  fields?: InvoiceListField[];
}
export const InvoiceListRequest: t.Type<InvoiceListRequest, InvoiceListRequest, unknown> = rt.closedObject("InvoiceListRequest", {
  filter: InvoiceListFilter,
  sort: InvoiceSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(InvoiceListField, 8),
});

/** The billing list's own request plus the company filter. */
export interface AllCompaniesInvoiceListRequest {
  filter: InvoiceListFilter;
  sort: InvoiceSort;
  offset: number;
  limit: number;
  fields?: InvoiceListField[];
  companyId?: Id;
}
export const AllCompaniesInvoiceListRequest: t.Type<AllCompaniesInvoiceListRequest, AllCompaniesInvoiceListRequest, unknown> = rt.closedObject("AllCompaniesInvoiceListRequest", {
  filter: InvoiceListFilter,
  sort: InvoiceSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(InvoiceListField, 8),
  companyId: Id,
});

/** open (to pay), paid, void (cancelled by an administrator). */
export type InvoiceStatus = "open" | "paid" | "void";
export const InvoiceStatus: t.Type<InvoiceStatus, InvoiceStatus, unknown> = rt.stringEnum(["open", "paid", "void"] as const);

export interface InvoiceListColumns {
  number?: string[];
  poNumber?: (string | null)[];
  status?: InvoiceStatus[];
  periodLabel?: string[];
  issuedDate?: number[];
  totalCents?: number[];
  amountDueCents?: number[];
  paidDate?: (number | null)[];
}
export const InvoiceListColumns: t.Type<InvoiceListColumns, InvoiceListColumns, unknown> = rt.closedObject("InvoiceListColumns", {}, {
  number: rt.boundedArray(rt.boundedString({ maxLength: 40 }), 500),
  poNumber: rt.boundedArray(t.union([rt.boundedString({ maxLength: 60 }), t.null]), 500),
  status: rt.boundedArray(InvoiceStatus, 500),
  periodLabel: rt.boundedArray(rt.boundedString({ maxLength: 60 }), 500),
  issuedDate: rt.boundedArray(rt.boundedNumber({}), 500),
  totalCents: rt.boundedArray(rt.boundedNumber({}), 500),
  amountDueCents: rt.boundedArray(rt.boundedNumber({}), 500),
  paidDate: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
});

export interface InvoiceListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: InvoiceListColumns;
}
export const InvoiceListResponse: t.Type<InvoiceListResponse, InvoiceListResponse, unknown> = rt.closedObject("InvoiceListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: InvoiceListColumns,
}, {});

/** The billing list's own window plus the Company column. */
export interface AllCompaniesInvoiceListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: InvoiceListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesInvoiceListResponse: t.Type<AllCompaniesInvoiceListResponse, AllCompaniesInvoiceListResponse, unknown> = rt.closedObject("AllCompaniesInvoiceListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: InvoiceListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** A local date, YYYY-MM-DD. */
export type Day = string;
export const Day: t.Type<Day, Day, unknown> = rt.boundedString({ maxLength: 10, pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$" });

/** An amount in cents. */
export type Cents = number;
export const Cents: t.Type<Cents, Cents, unknown> = rt.boundedNumber({ integer: true, minimum: -100000000000, maximum: 100000000000 });

/** An invoice item: one rounded line (a feature for the period, a discount or a promotion). */
export interface InvoiceItem {
  id: Id;
  kind: "feature" | "discount" | "promotion" | "adjustment";
  feature?: FeatureName;
  description: string;
  quantity: number;
  unitCents: Cents;
  months: number;
  amountCents: Cents;
}
export const InvoiceItem: t.Type<InvoiceItem, InvoiceItem, unknown> = rt.closedObject("InvoiceItem", {
  id: Id,
  kind: rt.stringEnum(["feature", "discount", "promotion", "adjustment"] as const),
  description: rt.boundedString({ maxLength: 300 }),
  quantity: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  unitCents: Cents,
  months: rt.boundedNumber({ integer: true, minimum: 0, maximum: 12 }),
  amountCents: Cents,
}, {
  feature: FeatureName,
});

/** One sales tax of the invoice, on its subtotal (GST, HST, PST, QST). rate is thousandths of a percent (13 % = 13000). */
export interface InvoiceTax {
  kind: "GST" | "HST" | "PST" | "QST";
  label: string;
  rate: number;
  baseCents: Cents;
  amountCents: Cents;
  /** The seller's registration number for this tax (GST/HST or QST), when it has one: a buyer claims input tax credits with it (docs/billing.md "The seller"). */
  registrationNumber?: string;
}
export const InvoiceTax: t.Type<InvoiceTax, InvoiceTax, unknown> = rt.closedObject("InvoiceTax", {
  kind: rt.stringEnum(["GST", "HST", "PST", "QST"] as const),
  label: rt.boundedString({ maxLength: 60 }),
  rate: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000 }),
  baseCents: Cents,
  amountCents: Cents,
}, {
  registrationNumber: rt.boundedString({ maxLength: 30 }),
});

/** How a payment was made: card, wire transfer, eTransfer or cheque (docs/billing.md "Records"). */
export type PaymentMethod = "card" | "wire" | "etransfer" | "cheque";
export const PaymentMethod: t.Type<PaymentMethod, PaymentMethod, unknown> = rt.stringEnum(["card", "wire", "etransfer", "cheque"] as const);

/** A payment: money received against an invoice. A card payment carries the card's brand and last four digits only. */
export interface Payment {
  id: Id;
  invoiceId: Id;
  method: PaymentMethod;
  amountCents: Cents;
  status: "succeeded" | "refunded";
  /** The processor's charge id, or the wire / eTransfer / cheque reference. */
  reference?: string;
  cardBrand?: string;
  cardLast4?: string;
  receivedDate: EpochMs;
  recordedBy?: string;
}
export const Payment: t.Type<Payment, Payment, unknown> = rt.closedObject("Payment", {
  id: Id,
  invoiceId: Id,
  method: PaymentMethod,
  amountCents: Cents,
  status: rt.stringEnum(["succeeded", "refunded"] as const),
  receivedDate: EpochMs,
}, {
  reference: rt.boundedString({ maxLength: 200 }),
  cardBrand: rt.boundedString({ maxLength: 20 }),
  cardLast4: rt.boundedString({ maxLength: 4 }),
  recordedBy: rt.boundedString({ maxLength: 201 }),
});

/** An invoice: number, PO number, items, period, totals, status and payments. amountDueCents is what is left to pay after the credit applied and the payments received. */
export interface Invoice {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  number: string;
  poNumber?: string;
  companyId: Id;
  companyName: string;
  status: InvoiceStatus;
  billingPeriod: BillingPeriod;
  periodStart: Day;
  /** The last day of the period. */
  periodEnd: Day;
  periodLabel: string;
  jurisdiction?: string;
  items: InvoiceItem[];
  taxes: InvoiceTax[];
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  creditAppliedCents: Cents;
  paidCents: Cents;
  amountDueCents: Cents;
  issuedDate: EpochMs;
  paidDate?: EpochMs;
  payments: Payment[];
  pdfBuiltDate?: EpochMs;
}
export const Invoice: t.Type<Invoice, Invoice, unknown> = rt.closedObject("Invoice", {
  id: Id,
  number: rt.boundedString({ maxLength: 40 }),
  companyId: Id,
  companyName: rt.boundedString({ maxLength: 200 }),
  status: InvoiceStatus,
  billingPeriod: BillingPeriod,
  periodStart: Day,
  periodEnd: Day,
  periodLabel: rt.boundedString({ maxLength: 60 }),
  items: rt.boundedArray(InvoiceItem, 100),
  taxes: rt.boundedArray(InvoiceTax, 4),
  subtotalCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
  creditAppliedCents: Cents,
  paidCents: Cents,
  amountDueCents: Cents,
  issuedDate: EpochMs,
  payments: rt.boundedArray(Payment, 100),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  poNumber: rt.boundedString({ maxLength: 60 }),
  jurisdiction: rt.boundedString({ maxLength: 60 }),
  paidDate: EpochMs,
  pdfBuiltDate: EpochMs,
});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesInvoiceRecord {
  company: CompanyRef;
  invoice: Invoice;
}
export const AllCompaniesInvoiceRecord: t.Type<AllCompaniesInvoiceRecord, AllCompaniesInvoiceRecord, unknown> = rt.closedObject("AllCompaniesInvoiceRecord", {
  company: CompanyRef,
  invoice: Invoice,
}, {});

export interface PlanFeature {
  name: FeatureName;
  displayName: string;
  priceCents: number;
  basis: "vehicle" | "employee";
  quantity: number;
  monthlyCents: Cents;
}
export const PlanFeature: t.Type<PlanFeature, PlanFeature, unknown> = rt.closedObject("PlanFeature", {
  name: FeatureName,
  displayName: rt.boundedString({ maxLength: 80 }),
  priceCents: rt.boundedNumber({ integer: true, minimum: 0 }),
  basis: rt.stringEnum(["vehicle", "employee"] as const),
  quantity: rt.boundedNumber({ integer: true, minimum: 0 }),
  monthlyCents: Cents,
}, {});

/** The billing display (docs/billing.md "Screens"): the plan (features, prices and what they cost a month), the period, discount, credit, promotion, contract start and an estimate of the next invoice. */
export interface BillingDisplay {
  billingPeriod: BillingPeriod;
  discount: DiscountLevel;
  creditCents: Cents;
  promoCode?: string;
  contractStart?: EpochMs;
  activeVehicles: number;
  activeEmployees: number;
  features: PlanFeature[];
  jurisdiction?: string;
  nextPeriodLabel: string;
  nextPeriodStart: Day;
  estimate: {
    items: InvoiceItem[];
    taxes: InvoiceTax[];
    subtotalCents: Cents;
    taxCents: Cents;
    totalCents: Cents;
    creditAppliedCents: Cents;
    amountDueCents: Cents;
  };
}
export const BillingDisplay: t.Type<BillingDisplay, BillingDisplay, unknown> = rt.closedObject("BillingDisplay", {
  billingPeriod: BillingPeriod,
  discount: DiscountLevel,
  creditCents: Cents,
  activeVehicles: rt.boundedNumber({ integer: true, minimum: 0 }),
  activeEmployees: rt.boundedNumber({ integer: true, minimum: 0 }),
  features: rt.boundedArray(PlanFeature, 64),
  nextPeriodLabel: rt.boundedString({ maxLength: 60 }),
  nextPeriodStart: Day,
  estimate: rt.closedObject("estimate", {
    items: rt.boundedArray(InvoiceItem, 100),
    taxes: rt.boundedArray(InvoiceTax, 4),
    subtotalCents: Cents,
    taxCents: Cents,
    totalCents: Cents,
    creditAppliedCents: Cents,
    amountDueCents: Cents,
  }, {}),
}, {
  promoCode: rt.boundedString({ maxLength: 40 }),
  contractStart: EpochMs,
  jurisdiction: rt.boundedString({ maxLength: 60 }),
});

/** A saved card: a card kept by the payment provider for the company. Brand, last four digits and expiry only. */
export interface Card {
  id: Id;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  createdDate?: EpochMs;
}
export const Card: t.Type<Card, Card, unknown> = rt.closedObject("Card", {
  id: Id,
  brand: rt.boundedString({ maxLength: 20 }),
  last4: rt.boundedString({ maxLength: 4, pattern: "^[0-9]{4}$" }),
  expMonth: rt.boundedNumber({ integer: true, minimum: 1, maximum: 12 }),
  expYear: rt.boundedNumber({ integer: true, minimum: 2000, maximum: 2199 }),
}, {
  createdDate: EpochMs,
});

/** A card tokenised by the payment provider (the sandbox's token or Stripe.js's PaymentMethod), to keep for the next invoices. */
export interface CardAddRequest {
  cardToken: string;
}
export const CardAddRequest: t.Type<CardAddRequest, CardAddRequest, unknown> = rt.closedObject("CardAddRequest", {
  cardToken: rt.boundedString({ minLength: 1, maxLength: 200 }),
}, {});

export interface CardIdRequest {
  cardId: Id;
}
export const CardIdRequest: t.Type<CardIdRequest, CardIdRequest, unknown> = rt.closedObject("CardIdRequest", {
  cardId: Id,
}, {});

/** The company's saved cards, and how a new card is tokenised (as in ChargeDetails). */
export interface CardList {
  cards: Card[];
  provider?: "sandbox" | "stripe";
  tokenPath?: string;
  publishableKey?: string;
}
export const CardList: t.Type<CardList, CardList, unknown> = rt.closedObject("CardList", {
  cards: rt.boundedArray(Card, 20),
}, {
  provider: rt.stringEnum(["sandbox", "stripe"] as const),
  tokenPath: rt.boundedString({ maxLength: 200 }),
  publishableKey: rt.boundedString({ maxLength: 200 }),
});

/** A saved card as it changed: the card (brand, last four digits, expiry, never more) and whether it was removed. */
export interface SavedCard {
  id: Id;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  createdDate?: EpochMs;
  removed: boolean;
}
export const SavedCard: t.Type<SavedCard, SavedCard, unknown> = rt.closedObject("SavedCard", {
  id: Id,
  brand: rt.boundedString({ maxLength: 20 }),
  last4: rt.boundedString({ maxLength: 4, pattern: "^[0-9]{4}$" }),
  expMonth: rt.boundedNumber({ integer: true, minimum: 1, maximum: 12 }),
  expYear: rt.boundedNumber({ integer: true, minimum: 2000, maximum: 2199 }),
  removed: rt.boolean,
}, {
  createdDate: EpochMs,
});

/** Saved cards of the receiver's company that were kept or removed, keyed by id. */
export interface CardsChanged {
  items: Record<string, SavedCard>;
}
export const CardsChanged: t.Type<CardsChanged, CardsChanged, unknown> = rt.closedObject("CardsChanged", {
  items: rt.safeRecord(SavedCard, 5000),
}, {});

/** What the pay screen needs: the invoice, the company's saved cards and which payment provider tokenises a new card (sandbox: POST its tokenPath with the card; stripe: Stripe.js with publishableKey). */
export interface ChargeDetails {
  invoice: Invoice;
  cards: Card[];
  provider: "sandbox" | "stripe";
  tokenPath?: string;
  publishableKey?: string;
}
export const ChargeDetails: t.Type<ChargeDetails, ChargeDetails, unknown> = rt.closedObject("ChargeDetails", {
  invoice: Invoice,
  cards: rt.boundedArray(Card, 20),
  provider: rt.stringEnum(["sandbox", "stripe"] as const),
}, {
  tokenPath: rt.boundedString({ maxLength: 200 }),
  publishableKey: rt.boundedString({ maxLength: 200 }),
});

/** InvoiceChargeRequestEvent: the invoice number, a card (a provider token for a new card, or a saved card's id) and an idempotency key the client makes once per attempt to pay, so a retry, a double click or a reconnect charges once. */
export interface ChargeRequest {
  number: string;
  cardToken?: string;
  cardId?: Id;
  saveCard?: boolean;
  idempotencyKey: string;
}
export const ChargeRequest: t.Type<ChargeRequest, ChargeRequest, unknown> = rt.closedObject("ChargeRequest", {
  number: rt.boundedString({ minLength: 1, maxLength: 40 }),
  idempotencyKey: rt.boundedString({ minLength: 8, maxLength: 100, pattern: "^[A-Za-z0-9_-]+$" }),
}, {
  cardToken: rt.boundedString({ minLength: 1, maxLength: 200 }),
  cardId: Id,
  saveCard: rt.boolean,
});

export interface ChargeResult {
  invoice: Invoice;
  payment: Payment;
}
export const ChargeResult: t.Type<ChargeResult, ChargeResult, unknown> = rt.closedObject("ChargeResult", {
  invoice: Invoice,
  payment: Payment,
}, {});

/** CompanyMonthlyInvoiceRequestEvent and InvoiceRebuildPdfRequestEvent: an invoice id, or the month and year of a period (of the session's company; companyId, when given, must be it). */
export interface InvoiceBuildRequest {
  invoiceId?: Id;
  month?: number;
  year?: number;
  companyId?: Id;
}
export const InvoiceBuildRequest: t.Type<InvoiceBuildRequest, InvoiceBuildRequest, unknown> = rt.closedObject("InvoiceBuildRequest", {}, {
  invoiceId: Id,
  month: rt.boundedNumber({ integer: true, minimum: 1, maximum: 12 }),
  year: rt.boundedNumber({ integer: true, minimum: 2000, maximum: 2199 }),
  companyId: Id,
});

/** A signed download address of the CSV (5 minutes), streamed from the list a page at a time. */
export interface InvoiceExportLink {
  url: string;
  expiresAt: EpochMs;
  count: number;
  fileName: string;
}
export const InvoiceExportLink: t.Type<InvoiceExportLink, InvoiceExportLink, unknown> = rt.closedObject("InvoiceExportLink", {
  url: rt.boundedString({ maxLength: 4000 }),
  expiresAt: EpochMs,
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  fileName: rt.boundedString({ maxLength: 200 }),
}, {});

/** ExportInvoicesQueryOperation: the invoices list's filter and sort. */
export interface InvoiceExportRequest {
  filter: InvoiceListFilter;
  sort?: InvoiceSort;
}
export const InvoiceExportRequest: t.Type<InvoiceExportRequest, InvoiceExportRequest, unknown> = rt.closedObject("InvoiceExportRequest", {
  filter: InvoiceListFilter,
}, {
  sort: InvoiceSort,
});

export interface InvoiceIdRequest {
  id: Id;
}
export const InvoiceIdRequest: t.Type<InvoiceIdRequest, InvoiceIdRequest, unknown> = rt.closedObject("InvoiceIdRequest", {
  id: Id,
}, {});

/** InvoiceEmailToRequestEvent and InvoiceEmailThankYouRequestEvent: an invoice of the session's company (companyId, when given, must be it). The mail goes to the company's invoice addresses (Company.emailInvoice), else its owners, with the PDF attached. */
export interface InvoiceMailRequest {
  invoiceId: Id;
  companyId?: Id;
}
export const InvoiceMailRequest: t.Type<InvoiceMailRequest, InvoiceMailRequest, unknown> = rt.closedObject("InvoiceMailRequest", {
  invoiceId: Id,
}, {
  companyId: Id,
});

export interface InvoiceMailResult {
  recipients: string[];
}
export const InvoiceMailResult: t.Type<InvoiceMailResult, InvoiceMailResult, unknown> = rt.closedObject("InvoiceMailResult", {
  recipients: rt.boundedArray(rt.boundedString({ maxLength: 254 }), 50),
}, {});

export interface InvoicePdfLink {
  url: string;
  expiresAt: EpochMs;
  fileName: string;
}
export const InvoicePdfLink: t.Type<InvoicePdfLink, InvoicePdfLink, unknown> = rt.closedObject("InvoicePdfLink", {
  url: rt.boundedString({ maxLength: 2000 }),
  expiresAt: EpochMs,
  fileName: rt.boundedString({ maxLength: 200 }),
}, {});

/** Administrators: the PO number, or void an open invoice that has no payment. */
export interface InvoiceSaveRequest {
  invoice: {
    id: Id;
    poNumber?: string;
    status?: "open" | "void";
  };
}
export const InvoiceSaveRequest: t.Type<InvoiceSaveRequest, InvoiceSaveRequest, unknown> = rt.closedObject("InvoiceSaveRequest", {
  invoice: rt.closedObject("invoice", {
    id: Id,
  }, {
    poNumber: rt.boundedString({ maxLength: 60 }),
    status: rt.stringEnum(["open", "void"] as const),
  }),
}, {});

/** Invoice settings: how the company's invoices are addressed — the name billed, the default PO number, a note printed on each invoice, and where they are mailed (Company.emailInvoice). */
export interface InvoiceSettings {
  billToName?: string;
  poNumber?: string;
  note?: string;
  emailInvoice?: EmailList;
}
export const InvoiceSettings: t.Type<InvoiceSettings, InvoiceSettings, unknown> = rt.closedObject("InvoiceSettings", {}, {
  billToName: rt.boundedString({ maxLength: 200 }),
  poNumber: rt.boundedString({ maxLength: 60 }),
  note: rt.boundedString({ maxLength: 500 }),
  emailInvoice: EmailList,
});

/** InvoiceSettingsAddressSaveRequestEvent: the settings and the billing address (printed on the invoice; its province decides the sales taxes). */
export interface InvoiceSettingsAddress {
  settings: InvoiceSettings;
  address: Address;
}
export const InvoiceSettingsAddress: t.Type<InvoiceSettingsAddress, InvoiceSettingsAddress, unknown> = rt.closedObject("InvoiceSettingsAddress", {
  settings: InvoiceSettings,
  address: Address,
}, {});

/** Invoices of the receiver's company that were built, paid or changed, keyed by id. */
export interface InvoicesChanged {
  items: Record<string, Invoice>;
}
export const InvoicesChanged: t.Type<InvoicesChanged, InvoicesChanged, unknown> = rt.closedObject("InvoicesChanged", {
  items: rt.safeRecord(Invoice, 5000),
}, {});

/** InvoicePaidRequestEvent: an administrator records money received by wire transfer, eTransfer or cheque. amountCents defaults to what is due. */
export interface PaidRequest {
  number: string;
  method: "wire" | "etransfer" | "cheque";
  reference: string;
  amountCents?: number;
  receivedDate?: EpochMs;
}
export const PaidRequest: t.Type<PaidRequest, PaidRequest, unknown> = rt.closedObject("PaidRequest", {
  number: rt.boundedString({ minLength: 1, maxLength: 40 }),
  method: rt.stringEnum(["wire", "etransfer", "cheque"] as const),
  reference: rt.boundedString({ minLength: 1, maxLength: 200 }),
}, {
  amountCents: rt.boundedNumber({ integer: true, minimum: 1, maximum: 100000000000 }),
  receivedDate: EpochMs,
});

/** A single-use payment link (7 days): /portal/operator/billing/paymentLink?token=… works for someone who is not signed in. */
export interface PaymentLink {
  url: string;
  expiresAt: EpochMs;
}
export const PaymentLink: t.Type<PaymentLink, PaymentLink, unknown> = rt.closedObject("PaymentLink", {
  url: rt.boundedString({ maxLength: 2000 }),
  expiresAt: EpochMs,
}, {});

export interface PaymentLinkPayRequest {
  token: string;
  cardToken: string;
  idempotencyKey: string;
}
export const PaymentLinkPayRequest: t.Type<PaymentLinkPayRequest, PaymentLinkPayRequest, unknown> = rt.closedObject("PaymentLinkPayRequest", {
  token: rt.boundedString({ minLength: 20, maxLength: 100, pattern: "^[A-Za-z0-9_-]+$" }),
  cardToken: rt.boundedString({ minLength: 1, maxLength: 200 }),
  idempotencyKey: rt.boundedString({ minLength: 8, maxLength: 100, pattern: "^[A-Za-z0-9_-]+$" }),
}, {});

/** What the holder of a payment link sees: the invoice to pay, without ids or the company's other records. */
export interface PublicInvoice {
  number: string;
  companyName: string;
  periodLabel: string;
  status: InvoiceStatus;
  items: InvoiceItem[];
  taxes: InvoiceTax[];
  subtotalCents: Cents;
  totalCents: Cents;
  creditAppliedCents: Cents;
  paidCents: Cents;
  amountDueCents: Cents;
  provider: "sandbox" | "stripe";
  tokenPath?: string;
  /** Stripe.js's publishable key, when the provider is stripe. */
  publishableKey?: string;
}
export const PublicInvoice: t.Type<PublicInvoice, PublicInvoice, unknown> = rt.closedObject("PublicInvoice", {
  number: rt.boundedString({ maxLength: 40 }),
  companyName: rt.boundedString({ maxLength: 200 }),
  periodLabel: rt.boundedString({ maxLength: 60 }),
  status: InvoiceStatus,
  items: rt.boundedArray(InvoiceItem, 100),
  taxes: rt.boundedArray(InvoiceTax, 4),
  subtotalCents: Cents,
  totalCents: Cents,
  creditAppliedCents: Cents,
  paidCents: Cents,
  amountDueCents: Cents,
  provider: rt.stringEnum(["sandbox", "stripe"] as const),
}, {
  tokenPath: rt.boundedString({ maxLength: 200 }),
  publishableKey: rt.boundedString({ maxLength: 200 }),
});

export interface PaymentLinkPayResult {
  invoice: PublicInvoice;
  cardBrand?: string;
  cardLast4?: string;
}
export const PaymentLinkPayResult: t.Type<PaymentLinkPayResult, PaymentLinkPayResult, unknown> = rt.closedObject("PaymentLinkPayResult", {
  invoice: PublicInvoice,
}, {
  cardBrand: rt.boundedString({ maxLength: 20 }),
  cardLast4: rt.boundedString({ maxLength: 4 }),
});

/** InvoiceCreatePaymentLinkRequestEvent: the invoice to make a payment link for. */
export interface PaymentLinkRequest {
  invoice: {
    id: Id;
  };
}
export const PaymentLinkRequest: t.Type<PaymentLinkRequest, PaymentLinkRequest, unknown> = rt.closedObject("PaymentLinkRequest", {
  invoice: rt.closedObject("invoice", {
    id: Id,
  }, {}),
}, {});

export interface PaymentLinkToken {
  token: string;
}
export const PaymentLinkToken: t.Type<PaymentLinkToken, PaymentLinkToken, unknown> = rt.closedObject("PaymentLinkToken", {
  token: rt.boundedString({ minLength: 20, maxLength: 100, pattern: "^[A-Za-z0-9_-]+$" }),
}, {});

/** A company invoiced or paying in the period, and the QuickBooks customer it is (kept from its first export). */
export interface QuickBooksCompany {
  id: Id;
  name: string;
  customerName?: string;
  invoiceCount: number;
  paymentCount: number;
}
export const QuickBooksCompany: t.Type<QuickBooksCompany, QuickBooksCompany, unknown> = rt.closedObject("QuickBooksCompany", {
  id: Id,
  name: rt.boundedString({ maxLength: 200 }),
  invoiceCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  paymentCount: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {
  customerName: rt.boundedString({ maxLength: 41 }),
});

/** iif: QuickBooks Desktop's Intuit Interchange Format (customers, invoices, payments in one file); qbo: QuickBooks Online's CSV imports (an invoices file and a payments file). */
export type QuickBooksFormat = "iif" | "qbo";
export const QuickBooksFormat: t.Type<QuickBooksFormat, QuickBooksFormat, unknown> = rt.stringEnum(["iif", "qbo"] as const);

export type QuickBooksFileFormat = "iif" | "qboInvoices" | "qboPayments";
export const QuickBooksFileFormat: t.Type<QuickBooksFileFormat, QuickBooksFileFormat, unknown> = rt.stringEnum(["iif", "qboInvoices", "qboPayments"] as const);

export interface QuickBooksFile {
  id: Id;
  format: QuickBooksFileFormat;
  fileName: string;
  size: number;
}
export const QuickBooksFile: t.Type<QuickBooksFile, QuickBooksFile, unknown> = rt.closedObject("QuickBooksFile", {
  id: Id,
  format: QuickBooksFileFormat,
  fileName: rt.boundedString({ maxLength: 200 }),
  size: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {});

/** One export as stored: who made it and when, its period, scope and formats, what it holds (invoicesCents: the invoices as QuickBooks totals them, after credit applied) and its files. */
export interface QuickBooksExport {
  id: Id;
  kind: "period" | "invoice";
  from: Day;
  to: Day;
  formats: QuickBooksFormat[];
  companyId?: Id;
  companyName?: string;
  invoiceId?: Id;
  invoiceNumber?: string;
  invoiceCount: number;
  paymentCount: number;
  invoicesCents: Cents;
  paymentsCents: Cents;
  createdDate: EpochMs;
  createdByName: string;
  files: QuickBooksFile[];
}
export const QuickBooksExport: t.Type<QuickBooksExport, QuickBooksExport, unknown> = rt.closedObject("QuickBooksExport", {
  id: Id,
  kind: rt.stringEnum(["period", "invoice"] as const),
  from: Day,
  to: Day,
  formats: rt.boundedArray(QuickBooksFormat, 2),
  invoiceCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  paymentCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  invoicesCents: Cents,
  paymentsCents: Cents,
  createdDate: EpochMs,
  createdByName: rt.boundedString({ maxLength: 201 }),
  files: rt.boundedArray(QuickBooksFile, 3),
}, {
  companyId: Id,
  companyName: rt.boundedString({ maxLength: 200 }),
  invoiceId: Id,
  invoiceNumber: rt.boundedString({ maxLength: 40 }),
});

/** Exports, newest first. */
export interface QuickBooksExportList {
  count: number;
  exports: QuickBooksExport[];
}
export const QuickBooksExportList: t.Type<QuickBooksExportList, QuickBooksExportList, unknown> = rt.closedObject("QuickBooksExportList", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  exports: rt.boundedArray(QuickBooksExport, 100),
}, {});

export interface QuickBooksExportListRequest {
  offset: number;
  limit: number;
}
export const QuickBooksExportListRequest: t.Type<QuickBooksExportListRequest, QuickBooksExportListRequest, unknown> = rt.closedObject("QuickBooksExportListRequest", {
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 1, maximum: 100 }),
}, {});

/** Administrators (the platform operator): the invoices issued and the payments received from `from` to `to` (local dates of each invoice's company, both included, at most 366 days), every company's or one company's (companyId), in the chosen formats. */
export interface QuickBooksExportRequest {
  from: Day;
  to: Day;
  formats: QuickBooksFormat[];
  companyId?: Id;
}
export const QuickBooksExportRequest: t.Type<QuickBooksExportRequest, QuickBooksExportRequest, unknown> = rt.closedObject("QuickBooksExportRequest", {
  from: Day,
  to: Day,
  formats: rt.boundedArray(QuickBooksFormat, 2),
}, {
  companyId: Id,
});

export interface QuickBooksFileRequest {
  id: Id;
}
export const QuickBooksFileRequest: t.Type<QuickBooksFileRequest, QuickBooksFileRequest, unknown> = rt.closedObject("QuickBooksFileRequest", {
  id: Id,
}, {});

export interface QuickBooksPeriodRequest {
  from: Day;
  to: Day;
}
export const QuickBooksPeriodRequest: t.Type<QuickBooksPeriodRequest, QuickBooksPeriodRequest, unknown> = rt.closedObject("QuickBooksPeriodRequest", {
  from: Day,
  to: Day,
}, {});

/** What an export of the period would hold: counts and amounts, and the companies in it (the first 200 by name). */
export interface QuickBooksPeriodSummary {
  invoiceCount: number;
  paymentCount: number;
  invoicesCents: Cents;
  paymentsCents: Cents;
  companyCount: number;
  companies: QuickBooksCompany[];
}
export const QuickBooksPeriodSummary: t.Type<QuickBooksPeriodSummary, QuickBooksPeriodSummary, unknown> = rt.closedObject("QuickBooksPeriodSummary", {
  invoiceCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  paymentCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  invoicesCents: Cents,
  paymentsCents: Cents,
  companyCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  companies: rt.boundedArray(QuickBooksCompany, 200),
}, {});

/** The QuickBooks Online API connection as this server is configured (QBO_CLIENT_ID, QBO_CLIENT_SECRET, QBO_REALM_ID; QBO_ENVIRONMENT sandbox or production): configured or the settings missing. Secrets never leave the server. */
export interface QuickBooksStatus {
  configured: boolean;
  environment?: "sandbox" | "production";
  realmId?: string;
  missing: string[];
}
export const QuickBooksStatus: t.Type<QuickBooksStatus, QuickBooksStatus, unknown> = rt.closedObject("QuickBooksStatus", {
  configured: rt.boolean,
  missing: rt.boundedArray(rt.boundedString({ maxLength: 40 }), 4),
}, {
  environment: rt.stringEnum(["sandbox", "production"] as const),
  realmId: rt.boundedString({ maxLength: 40 }),
});
