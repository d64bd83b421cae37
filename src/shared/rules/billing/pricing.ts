// What a company pays for a period (docs/billing.md "Rules": features with prices, the company's billing fields,
// discounts and promotions).
//
// Pricing basis (docs/billing.md "Pricing basis"): each feature's price is per month, per active unit it serves —
// vehicle features per active (not removed) vehicle or trailer, people features (hours of service, check-ins, users,
// messages, SSO, profile update) per live employee (active or invited). A period of n months is n × the monthly
// price.
//
// Rounding (one rule, tested by property in invoice.test.ts): every amount on an invoice is a line rounded once to
// the cent — a feature line is exact (quantity × unit price × months), a prorated line, a discount, a promotion and
// each tax are rounded half away from zero when they are computed — and every total is the sum of those lines. No
// total is ever recomputed from unrounded values, so an invoice always adds up to the cent as printed.
import type { FeatureName } from "../../generated/common";
import { applyRate, assertCents, divideRounded, formatRate, RATE_ONE } from "./money";
import { dayNumber, type LocalDate, type Period } from "./period";
import { taxLines, type TaxLine, type TaxRate } from "./taxes";

export type PriceBasis = "vehicle" | "employee";

const PEOPLE_FEATURES: ReadonlySet<FeatureName> = new Set<FeatureName>([
  "timesheets",
  "checkins",
  "users",
  "messages",
  "sso",
  "profileUpdateByUser",
]);

export function priceBasis(feature: FeatureName): PriceBasis {
  return PEOPLE_FEATURES.has(feature) ? "employee" : "vehicle";
}

/**
 * The discount levels (docs/billing.md "Discounts and promotions"), as rates (thousandths of a percent): full 1, half
 * 0.5, third 0.3, quarter 0.25, fifth 0.2, tenth 0.1.
 */
export const DISCOUNT_RATES = {
  none: 0,
  full: 100_000,
  half: 50_000,
  third: 30_000,
  quarter: 25_000,
  fifth: 20_000,
  tenth: 10_000,
} as const;

export type DiscountLevel = keyof typeof DISCOUNT_RATES;

export function normalizeDiscount(value: unknown): DiscountLevel {
  return typeof value === "string" && value in DISCOUNT_RATES ? (value as DiscountLevel) : "none";
}

export interface PricedFeature {
  name: FeatureName;
  displayName: string;
  /** Per unit (vehicle or employee, priceBasis) per month. */
  priceCents: number;
}

/** A promotion: a rate off the discounted subtotal, for `months` months from the contract start (null: always). */
export interface Promotion {
  code: string;
  rate: number;
  months: number | null;
}

export interface InvoiceInput {
  features: readonly PricedFeature[];
  activeVehicles: number;
  activeEmployees: number;
  period: Period;
  /** The company's local contract start date: nothing is billed before it; its first period is prorated by day. */
  contractStart?: LocalDate;
  discount: DiscountLevel;
  promotion?: Promotion;
  /** The company's credit (docs/billing.md "Credit"); only a positive credit is applied. */
  creditCents: number;
  taxes: readonly TaxRate[];
}

export type ItemKind = "feature" | "discount" | "promotion";

export interface InvoiceLine {
  kind: ItemKind;
  feature?: FeatureName;
  description: string;
  quantity: number;
  unitCents: number;
  months: number;
  amountCents: number;
}

export interface InvoiceTotals {
  items: InvoiceLine[];
  /** Sum of the items (after discount and promotion), the taxable amount. */
  subtotalCents: number;
  taxes: TaxLine[];
  taxCents: number;
  totalCents: number;
  /** Credit taken off the total before anything is charged. */
  creditAppliedCents: number;
  /** What is left to pay: total − credit applied, never negative. */
  amountDueCents: number;
  creditRemainingCents: number;
  /** Days of the period billed / days in it (both equal unless prorated). */
  billedDays: number;
  periodDays: number;
}

/** Days of `period` on or after the contract start (all of them without a start; 0 when it starts later). */
export function billableDays(period: Period, contractStart?: LocalDate): { billed: number; total: number } {
  const first = dayNumber(period.start);
  const after = dayNumber(period.end);
  const from = contractStart ? Math.max(first, dayNumber(contractStart)) : first;
  return { billed: Math.max(0, after - from), total: after - first };
}

/** Whether the promotion still applies in this period (it counts whole months from the contract start). */
export function promotionApplies(promotion: Promotion, period: Period, contractStart?: LocalDate): boolean {
  if (promotion.months === null) return true;
  if (!contractStart) return false;
  const monthsSinceStart = (period.start.year - contractStart.year) * 12 + (period.start.month - contractStart.month);
  return monthsSinceStart < promotion.months;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function computeInvoice(input: InvoiceInput): InvoiceTotals {
  const { billed, total: periodDays } = billableDays(input.period, input.contractStart);
  const months = input.period.months;
  const items: InvoiceLine[] = [];
  for (const feature of input.features) {
    if (feature.priceCents <= 0) continue;
    const quantity = priceBasis(feature.name) === "vehicle" ? input.activeVehicles : input.activeEmployees;
    if (quantity <= 0 || billed === 0) continue;
    const full = assertCents(quantity * feature.priceCents * months, "feature line");
    const amount = billed === periodDays ? full : divideRounded(full * billed, periodDays);
    const per = priceBasis(feature.name) === "vehicle" ? "vehicle" : "employee";
    const prorated = billed === periodDays ? "" : ` (prorated ${billed}/${periodDays} days)`;
    items.push({
      kind: "feature",
      feature: feature.name,
      description: `${feature.displayName} — per ${per} per month${prorated}`,
      quantity,
      unitCents: feature.priceCents,
      months,
      amountCents: amount,
    });
  }
  const featuresCents = sum(items.map((item) => item.amountCents));
  const discountRate = DISCOUNT_RATES[input.discount];
  if (discountRate > 0 && featuresCents > 0) {
    const off = Math.min(featuresCents, applyRate(featuresCents, discountRate));
    items.push({
      kind: "discount",
      description: `Discount (${input.discount}, ${formatRate(discountRate)})`,
      quantity: 1,
      unitCents: -off,
      months: 1,
      amountCents: -off,
    });
  }
  const afterDiscount = sum(items.map((item) => item.amountCents));
  const promotion = input.promotion;
  if (
    promotion &&
    promotion.rate > 0 &&
    afterDiscount > 0 &&
    promotionApplies(promotion, input.period, input.contractStart)
  ) {
    const off = Math.min(afterDiscount, applyRate(afterDiscount, Math.min(promotion.rate, RATE_ONE)));
    items.push({
      kind: "promotion",
      description: `Promotion ${promotion.code} (${formatRate(promotion.rate)})`,
      quantity: 1,
      unitCents: -off,
      months: 1,
      amountCents: -off,
    });
  }
  const subtotalCents = sum(items.map((item) => item.amountCents));
  const taxes = taxLines(subtotalCents, input.taxes);
  const taxCents = sum(taxes.map((tax) => tax.amountCents));
  const totalCents = subtotalCents + taxCents;
  const credit = Math.max(0, input.creditCents);
  const creditAppliedCents = Math.min(credit, totalCents);
  return {
    items,
    subtotalCents,
    taxes,
    taxCents,
    totalCents,
    creditAppliedCents,
    amountDueCents: totalCents - creditAppliedCents,
    creditRemainingCents: input.creditCents - creditAppliedCents,
    billedDays: billed,
    periodDays,
  };
}
