// The QuickBooks files add up to the invoices to the cent (docs/billing.md "QuickBooks export"), for any invoice the
// billing rules can produce — any plan, period, proration, discount, promotion, credit and province — and any
// payments: parsed back, each IIF transaction balances, the invoice's IIF and CSV totals are its total less the
// credit applied, its taxes are its taxes, every line's quantity × rate is its amount, and payments are their amounts.
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, test } from "vitest";

import type { Invoice, Payment } from "../../../shared/generated/billing";
import {
  BILLING_PERIODS,
  CANADIAN_SALES_TAXES,
  computeInvoice,
  DISCOUNT_RATES,
  isoDate,
  periodContaining,
  periodLabel,
  taxesFor,
  type DiscountLevel,
  type PricedFeature,
} from "../../../shared/rules/billing";
import { QBO_INVOICE_COLUMNS, QBO_PAYMENT_COLUMNS, qboInvoicesCsv, qboPaymentsCsv } from "./quickbooks-csv";
import { customerNameCandidate } from "./quickbooks-customers";
import { iifFile, iifText } from "./quickbooks-iif";
import { allocateCents, QB_ACCOUNTS, quickBooksInvoice, quickBooksPayment, taxCodeOf } from "./quickbooks-model";

/** "-1234.05" → -123405, exactly: no float, and anything but two decimals fails the test. */
function cents(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an amount with two decimals: "${text}"`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** Equal amounts of cents; −0 (a quantity of −1 at a price of 0.00) is 0. */
const sameCents = (a: number, b: number) => a === b;

const FEATURES: PricedFeature[] = [
  { name: "vehicles", displayName: "Vehicles", priceCents: 100 },
  { name: "inspections", displayName: "Inspections", priceCents: 300 },
  { name: "timesheets", displayName: "Hours of Service", priceCents: 300 },
  { name: "checkins", displayName: "Check-ins", priceCents: 150 },
];
const FEATURE_NAMES = new Map(FEATURES.map((f) => [f.name, f.displayName]));
const TIME_ZONE = "America/Toronto";

const scenario = fc.record({
  prices: fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: FEATURES.length, maxLength: FEATURES.length }),
  vehicles: fc.integer({ min: 0, max: 5000 }),
  employees: fc.integer({ min: 0, max: 5000 }),
  year: fc.integer({ min: 2024, max: 2031 }),
  month: fc.integer({ min: 1, max: 12 }),
  billingPeriod: fc.constantFrom(...BILLING_PERIODS),
  contractDay: fc.option(fc.integer({ min: 1, max: 28 }), { nil: undefined }),
  discount: fc.constantFrom(...(Object.keys(DISCOUNT_RATES) as DiscountLevel[])),
  promotion: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
  credit: fc.integer({ min: 0, max: 50_000_000 }),
  province: fc.constantFrom(...Object.keys(CANADIAN_SALES_TAXES), "NY", ""),
  payments: fc.array(
    fc.record({
      amount: fc.integer({ min: 1, max: 100_000_000 }),
      method: fc.constantFrom("card", "wire", "etransfer", "cheque") as fc.Arbitrary<Payment["method"]>,
    }),
    { maxLength: 3 },
  ),
  poNumber: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** The invoice the billing rules compute for the scenario, as the wire carries it (load-invoice.ts). */
function invoiceOf(s: Scenario, n: number): { invoice: Invoice; payments: Payment[] } {
  const period = periodContaining(s.year, s.month, s.billingPeriod);
  const totals = computeInvoice({
    features: FEATURES.map((f, i) => ({ ...f, priceCents: s.prices[i]! })),
    activeVehicles: s.vehicles,
    activeEmployees: s.employees,
    period,
    ...(s.contractDay ? { contractStart: { ...period.start, day: s.contractDay } } : {}),
    discount: s.discount,
    ...(s.promotion ? { promotion: { code: "SPRING", rate: s.promotion, months: null } } : {}),
    creditCents: s.credit,
    taxes: taxesFor(s.province || null),
  });
  const issued = Date.UTC(period.start.year, period.start.month - 1, 1, 13);
  const payments: Payment[] = s.payments.map((p, i) => ({
    id: `#82:${n * 10 + i}`,
    invoiceId: `#80:${n}`,
    method: p.method,
    amountCents: p.amount,
    status: "succeeded",
    receivedDate: issued + (i + 1) * 86_400_000,
    reference: `ref ${i}`,
    ...(p.method === "card" ? { cardBrand: "Visa", cardLast4: "4242" } : {}),
  }));
  const invoice: Invoice = {
    id: `#80:${n}`,
    modelClass: "Invoice",
    number: `INV-${String(1000 + n).padStart(6, "0")}`,
    companyId: "#12:9",
    companyName: "Québec Camionnage: Nord",
    status: "open",
    billingPeriod: s.billingPeriod,
    periodStart: isoDate(period.start),
    periodEnd: isoDate(period.end),
    periodLabel: periodLabel(period),
    ...(s.province ? { jurisdiction: s.province } : {}),
    items: totals.items.map((item, i) => ({ id: `#81:${n * 100 + i}`, ...item })),
    taxes: totals.taxes,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    creditAppliedCents: totals.creditAppliedCents,
    paidCents: 0,
    amountDueCents: totals.amountDueCents,
    issuedDate: issued,
    payments,
    ...(s.poNumber ? { poNumber: s.poNumber } : {}),
  } as Invoice;
  return { invoice, payments };
}

interface IifTransaction {
  trns: Record<string, string>;
  spl: Record<string, string>[];
}

/** The IIF file's transactions, each row read through the header row of its keyword. */
function iifTransactions(text: string): IifTransaction[] {
  expect(text.endsWith("\r\n")).toBe(true);
  const headers = new Map<string, string[]>();
  const transactions: IifTransaction[] = [];
  let open: IifTransaction | undefined;
  for (const row of text.slice(0, -2).split("\r\n")) {
    expect(row).toMatch(/^[\x20-\x7e\t]*$/); // plain ASCII, no stray line breaks
    const [keyword, ...fields] = row.split("\t");
    if (keyword!.startsWith("!")) {
      headers.set(keyword!.slice(1), fields);
      continue;
    }
    const named = Object.fromEntries((headers.get(keyword!) ?? []).map((column, i) => [column, fields[i] ?? ""]));
    if (keyword === "TRNS") open = { trns: named, spl: [] };
    else if (keyword === "SPL") open!.spl.push(named);
    else if (keyword === "ENDTRNS") {
      transactions.push(open!);
      open = undefined;
    } else expect(["ACCNT", "CUST", "INVITEM"]).toContain(keyword);
  }
  expect(open).toBeUndefined();
  return transactions;
}

const TAX_ACCOUNTS: readonly string[] = [QB_ACCOUNTS.gstHst.name, QB_ACCOUNTS.pst.name, QB_ACCOUNTS.qst.name];

describe("QuickBooks files add up to the invoices (property)", () => {
  test("IIF: every transaction balances; invoice = total − credit, taxes = taxes, payments = payments, qty × price = amount", () => {
    fc.assert(
      fc.property(fc.array(scenario, { minLength: 1, maxLength: 4 }), (scenarios) => {
        const built = scenarios.map(invoiceOf);
        const invoices = built.map(({ invoice }) =>
          quickBooksInvoice(invoice, {
            customer: "Quebec Camionnage Nord",
            timeZone: TIME_ZONE,
            featureNames: FEATURE_NAMES,
            billTo: ["Bill to", "1 Rue"],
          }),
        );
        const payments = built.flatMap(({ invoice, payments: paid }) =>
          paid.map((p) =>
            quickBooksPayment(p, { number: invoice.number, customer: "Quebec Camionnage Nord", timeZone: TIME_ZONE }),
          ),
        );
        const transactions = iifTransactions(
          iifFile({
            customers: [{ name: "Quebec Camionnage Nord", companyName: "Québec Camionnage: Nord", billTo: ["1 Rue"] }],
            invoices,
            payments,
          }),
        );
        expect(transactions).toHaveLength(invoices.length + payments.length);
        for (const t of transactions) expect(cents(t.trns.AMOUNT!) + sum(t.spl.map((s) => cents(s.AMOUNT!)))).toBe(0);
        built.forEach(({ invoice }, i) => {
          const t = transactions[i]!;
          expect(t.trns).toMatchObject({
            TRNSTYPE: "INVOICE",
            DOCNUM: invoice.number,
            ACCNT: QB_ACCOUNTS.receivable.name,
          });
          expect(cents(t.trns.AMOUNT!)).toBe(invoice.totalCents - invoice.creditAppliedCents);
          expect(0 - sum(t.spl.filter((s) => TAX_ACCOUNTS.includes(s.ACCNT!)).map((s) => cents(s.AMOUNT!)))).toBe(
            invoice.taxCents,
          );
          expect(0 - sum(t.spl.filter((s) => !TAX_ACCOUNTS.includes(s.ACCNT!)).map((s) => cents(s.AMOUNT!)))).toBe(
            invoice.subtotalCents - invoice.creditAppliedCents,
          );
          for (const s of t.spl.filter((row) => row.QNTY))
            expect(sameCents(Number(s.QNTY) * cents(s.PRICE!), cents(s.AMOUNT!))).toBe(true);
        });
        const paid = transactions.slice(invoices.length);
        expect(paid.map((t) => [t.trns.TRNSTYPE, cents(t.trns.AMOUNT!)])).toEqual(
          payments.map((p) => ["PAYMENT", p.amountCents]),
        );
      }),
      { numRuns: 300 },
    );
  });

  test("QuickBooks Online CSV: per invoice the item amounts are total − credit − tax, the tax amounts the tax; payments add up", () => {
    fc.assert(
      fc.property(fc.array(scenario, { minLength: 1, maxLength: 4 }), (scenarios) => {
        const built = scenarios.map(invoiceOf);
        const invoices = built.map(({ invoice }) =>
          quickBooksInvoice(invoice, {
            customer: "Québec Camionnage Nord",
            timeZone: TIME_ZONE,
            featureNames: FEATURE_NAMES,
          }),
        );
        const rows = parse(qboInvoicesCsv(invoices), { columns: true }) as Record<
          (typeof QBO_INVOICE_COLUMNS)[number],
          string
        >[];
        for (const { invoice } of built) {
          const mine = rows.filter((row) => row.InvoiceNo === invoice.number);
          expect(sum(mine.map((row) => cents(row.ItemAmount)))).toBe(
            invoice.subtotalCents - invoice.creditAppliedCents,
          );
          expect(sum(mine.map((row) => cents(row.ItemTaxAmount)))).toBe(invoice.taxCents);
          expect(sum(mine.map((row) => cents(row.ItemAmount) + cents(row.ItemTaxAmount)))).toBe(
            invoice.totalCents - invoice.creditAppliedCents,
          );
          for (const row of mine)
            expect(sameCents(Number(row.ItemQuantity) * cents(row.ItemRate), cents(row.ItemAmount))).toBe(true);
          // An invoice without lines (nothing billable in its period) has no row: QuickBooks imports no empty invoice.
          const dates =
            invoice.items.length === 0
              ? []
              : [`${invoice.periodStart.slice(5, 7)}/01/${invoice.periodStart.slice(0, 4)}`];
          expect(new Set(mine.map((row) => row.InvoiceDate))).toEqual(new Set(dates));
        }
        const payments = built.flatMap(({ invoice, payments: paid }) =>
          paid.map((p) =>
            quickBooksPayment(p, { number: invoice.number, customer: "Québec Camionnage Nord", timeZone: TIME_ZONE }),
          ),
        );
        const paymentRows = parse(qboPaymentsCsv(payments), { columns: true }) as Record<
          (typeof QBO_PAYMENT_COLUMNS)[number],
          string
        >[];
        expect(paymentRows.map((row) => [row.InvoiceNo, cents(row.Amount)])).toEqual(
          payments.map((p) => [p.invoiceNumber, p.amountCents]),
        );
      }),
      { numRuns: 300 },
    );
  });

  test("a share of a total adds up to it exactly, whatever the weights (discount lines are negative)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(fc.integer({ min: -1_000_000_000, max: 10_000_000_000 }), { maxLength: 12 }),
        (total, weights) => {
          const shares = allocateCents(total, weights);
          expect(shares).toHaveLength(weights.length);
          if (weights.length > 0) expect(sum(shares)).toBe(total);
        },
      ),
    );
  });
});

describe("names and codes", () => {
  test("customer names: the company's, as QuickBooks Desktop takes them, numbered when taken", () => {
    expect(customerNameCandidate("Québec Camionnage: Nord")).toBe("Quebec Camionnage Nord");
    expect(customerNameCandidate("A".repeat(60))).toHaveLength(41);
    expect(customerNameCandidate("A".repeat(60), 2)).toBe(`${"A".repeat(37)} (2)`);
    expect(customerNameCandidate("   ")).toBe("Customer");
    expect(iifText('Vehicles — per vehicle\tper month\r\n"x"')).toBe("Vehicles - per vehicle per month x");
  });
  test("tax codes follow the province's taxes", () => {
    expect(taxCodeOf(taxesFor("ON"), "ON")).toBe("HST ON");
    expect(taxCodeOf(taxesFor("BC"), "BC")).toBe("GST/PST BC");
    expect(taxCodeOf(taxesFor("QC"), "qc")).toBe("GST/QST QC");
    expect(taxCodeOf(taxesFor("AB"), "AB")).toBe("GST");
    expect(taxCodeOf(taxesFor("NY", "United States"), "NY")).toBe("Zero-rated");
  });
});
