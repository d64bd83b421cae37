import fc from "fast-check";
import { describe, expect, test } from "vitest";

import type { FeatureName } from "../../generated/common";
import {
  isPeriodStart,
  normalizeBillingPeriod,
  periodContaining,
  periodKey,
  periodLabel,
  periodLabelIn,
  BILLING_PERIODS,
  type LocalDate,
} from "./period";
import { computeInvoice, DISCOUNT_RATES, type DiscountLevel, type InvoiceInput, type PricedFeature } from "./pricing";
import { CANADIAN_SALES_TAXES, taxesFor } from "./taxes";

const FEATURES: PricedFeature[] = [
  { name: "vehicles", displayName: "Vehicles", priceCents: 100 },
  { name: "inspections", displayName: "Inspections", priceCents: 300 },
  { name: "timesheets", displayName: "Hours of Service", priceCents: 300 },
  { name: "home", displayName: "Home", priceCents: 0 },
];

const base: InvoiceInput = {
  features: FEATURES,
  activeVehicles: 20,
  activeEmployees: 17,
  period: periodContaining(2026, 11, "monthly"),
  discount: "none",
  creditCents: 0,
  taxes: taxesFor("ON"),
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("periods", () => {
  test("unknown billing periods are monthly", () => {
    expect(normalizeBillingPeriod("weekly")).toBe("monthly");
    expect(normalizeBillingPeriod(undefined)).toBe("monthly");
    expect(normalizeBillingPeriod("quarterly")).toBe("quarterly");
  });
  test("periods are calendar-aligned and start where their invoices are built", () => {
    expect(periodKey(periodContaining(2026, 5, "quarterly"))).toBe("2026-04");
    expect(periodLabel(periodContaining(2026, 5, "quarterly"))).toBe("April – June 2026");
    expect(periodLabel(periodContaining(2026, 11, "monthly"))).toBe("November 2026");
    expect(periodContaining(2026, 12, "monthly").end).toEqual({ year: 2027, month: 1, day: 1 });
    expect(periodContaining(2026, 8, "semi-annually").start.month).toBe(7);
    expect(isPeriodStart(2026, 7, "semi-annually")).toBe(true);
    expect(isPeriodStart(2026, 8, "quarterly")).toBe(false);
    for (const p of BILLING_PERIODS) expect(isPeriodStart(2026, 1, p)).toBe(true);
  });
});

describe("an Ontario invoice, worked by hand", () => {
  test("20 vehicles × ($1 + $3) + 17 employees × $3, 13 % HST", () => {
    const invoice = computeInvoice(base);
    expect(invoice.items.map((i) => i.amountCents)).toEqual([2000, 6000, 5100]);
    expect(invoice.subtotalCents).toBe(13100);
    expect(invoice.taxes).toEqual([
      { kind: "HST", label: "HST 13%", rate: 13000, baseCents: 13100, amountCents: 1703 },
    ]);
    expect(invoice.totalCents).toBe(14803);
    expect(invoice.amountDueCents).toBe(14803);
  });
  test("quarterly is three months; half discount; credit before charging", () => {
    const invoice = computeInvoice({
      ...base,
      period: periodContaining(2026, 10, "quarterly"),
      discount: "half",
      creditCents: 5000,
    });
    expect(invoice.items.filter((i) => i.kind === "feature").map((i) => i.amountCents)).toEqual([6000, 18000, 15300]);
    expect(invoice.items.at(-1)).toMatchObject({ kind: "discount", amountCents: -19650 });
    expect(invoice.subtotalCents).toBe(19650);
    expect(invoice.taxCents).toBe(2555); // 13 % of 196.50 = 25.545 → 25.55
    expect(invoice.creditAppliedCents).toBe(5000);
    expect(invoice.amountDueCents).toBe(19650 + 2555 - 5000);
  });
  test("a contract that starts on the 16th of a 30-day month pays 15/30 of it", () => {
    const invoice = computeInvoice({ ...base, contractStart: { year: 2026, month: 11, day: 16 } });
    expect(invoice.billedDays).toBe(15);
    expect(invoice.items.map((i) => i.amountCents)).toEqual([1000, 3000, 2550]);
  });
  test("nothing is billed before the contract starts", () => {
    const invoice = computeInvoice({ ...base, contractStart: { year: 2027, month: 1, day: 1 } });
    expect(invoice.items).toEqual([]);
    expect(invoice.totalCents).toBe(0);
  });
  test("Quebec charges GST and QST on the same base; the US none; an unknown province the GST", () => {
    expect(computeInvoice({ ...base, taxes: taxesFor("QC") }).taxes.map((t) => t.amountCents)).toEqual([655, 1307]);
    expect(taxesFor("NY")).toEqual([]);
    expect(taxesFor("", "United States")).toEqual([]);
    expect(taxesFor(null).map((t) => t.kind)).toEqual(["GST"]);
    expect(Object.keys(CANADIAN_SALES_TAXES)).toHaveLength(13);
  });
});

const arbitraryInput = fc.record({
  features: fc.array(
    fc.record({
      name: fc.constantFrom<FeatureName>("vehicles", "inspections", "timesheets", "checkins", "equipment", "map"),
      displayName: fc.constant("F"),
      priceCents: fc.integer({ min: 0, max: 5_000 }),
    }),
    { maxLength: 6 },
  ),
  activeVehicles: fc.integer({ min: 0, max: 100_000 }),
  activeEmployees: fc.integer({ min: 0, max: 50_000 }),
  period: fc
    .tuple(fc.integer({ min: 2020, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom(...BILLING_PERIODS))
    .map(([y, m, p]) => periodContaining(y, m, p)),
  contractStart: fc.option(
    fc
      .tuple(fc.integer({ min: 2019, max: 2041 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([year, month, day]): LocalDate => ({ year, month, day })),
    { nil: undefined },
  ),
  discount: fc.constantFrom(...(Object.keys(DISCOUNT_RATES) as DiscountLevel[])),
  promotion: fc.option(
    fc.record({
      code: fc.constant("P"),
      rate: fc.integer({ min: 0, max: 100_000 }),
      months: fc.option(fc.integer({ min: 1, max: 24 }), { nil: null }),
    }),
    { nil: undefined },
  ),
  creditCents: fc.integer({ min: -1_000_000, max: 100_000_000 }),
  taxes: fc.constantFrom(...Object.values(CANADIAN_SALES_TAXES), []),
});

describe("invoice arithmetic never loses or invents a cent (property)", () => {
  test("totals are sums of rounded lines; nothing is negative; credit is conserved", () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const invoice = computeInvoice(input);
        for (const value of [
          invoice.subtotalCents,
          invoice.taxCents,
          invoice.totalCents,
          invoice.amountDueCents,
          invoice.creditAppliedCents,
        ]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(invoice.subtotalCents).toBe(sum(invoice.items.map((i) => i.amountCents)));
        expect(invoice.taxCents).toBe(sum(invoice.taxes.map((t) => t.amountCents)));
        expect(invoice.totalCents).toBe(invoice.subtotalCents + invoice.taxCents);
        expect(invoice.amountDueCents + invoice.creditAppliedCents).toBe(invoice.totalCents);
        expect(invoice.creditAppliedCents + invoice.creditRemainingCents).toBe(input.creditCents);
        expect(invoice.creditAppliedCents).toBeLessThanOrEqual(Math.max(0, input.creditCents));
        // A discount never takes off more than the features cost: full makes it free, never negative.
        const featuresCents = sum(invoice.items.filter((i) => i.kind === "feature").map((i) => i.amountCents));
        expect(invoice.subtotalCents).toBeLessThanOrEqual(featuresCents);
        if (input.discount === "full") expect(invoice.subtotalCents).toBe(0);
        // Each tax is within half a cent of the exact rate on the subtotal.
        for (const tax of invoice.taxes)
          expect(Math.abs(tax.amountCents * 100_000 - invoice.subtotalCents * tax.rate) * 2).toBeLessThanOrEqual(
            100_000,
          );
        // Prorating bills a share of the days, never more than the whole period.
        expect(invoice.billedDays).toBeLessThanOrEqual(invoice.periodDays);
      }),
      { numRuns: 2000 },
    );
  });

  test("a later contract start never costs more (proration is monotone)", () => {
    fc.assert(
      fc.property(arbitraryInput, fc.integer({ min: 0, max: 400 }), (input, laterBy) => {
        fc.pre(input.contractStart !== undefined);
        const start = input.contractStart!;
        const later = new Date(Date.UTC(start.year, start.month - 1, start.day + laterBy));
        const a = computeInvoice({ ...input, promotion: undefined });
        const b = computeInvoice({
          ...input,
          promotion: undefined,
          contractStart: { year: later.getUTCFullYear(), month: later.getUTCMonth() + 1, day: later.getUTCDate() },
        });
        expect(b.subtotalCents).toBeLessThanOrEqual(a.subtotalCents);
      }),
    );
  });
});

describe("a period label in the reader's language", () => {
  test("month names are the locale's, the years and dashes as stored; English stays as issued", () => {
    expect(periodLabelIn("November 2026", "fr-CA")).toBe("novembre 2026");
    expect(periodLabelIn("January – March 2026", "es")).toBe("enero – marzo 2026");
    expect(periodLabelIn("July 2026 – June 2027", "fr-CA")).toBe("juillet 2026 – juin 2027");
    expect(periodLabelIn("May 2027", "en-US")).toBe("May 2027");
  });
});
