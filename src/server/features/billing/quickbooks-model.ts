// An invoice and a payment as QuickBooks books them (docs/billing.md "QuickBooks export"), independent of the file
// format: quickbooks-iif.ts and quickbooks-csv.ts only lay these out. Pure, and money stays integer cents throughout.
//
// Choices that keep QuickBooks' numbers equal to the portal's to the cent:
// - every invoice line is one line of the portal's invoice; a line whose quantity × rate is not its amount (a prorated
//   first period) is written as 1 × its amount, so QuickBooks never recomputes a different figure;
// - the taxes are the portal's, rounded once per invoice (taxes.ts): written as they are, never left to QuickBooks;
// - credit applied before charging (the company's credit, docs/billing.md "Credit") is a last, untaxed "Account
//   credit" line, so the QuickBooks invoice totals what the customer owes (total − credit) and the payments close it
//   exactly.
import type { Invoice, Payment } from "../../../shared/generated/billing";
import { parseIsoDate, type LocalDate, type TaxKind } from "../../../shared/rules/billing";
import { localDate } from "./plan";

/** The chart of accounts the exports post to (created by the IIF file's !ACCNT block when missing). */
export const QB_ACCOUNTS = {
  receivable: { name: "Accounts Receivable", type: "AR" },
  revenue: { name: "Subscription Revenue", type: "INC" },
  discounts: { name: "Subscription Discounts", type: "INC" },
  credits: { name: "Customer Credits Applied", type: "INC" },
  undeposited: { name: "Undeposited Funds", type: "OCASSET" },
  gstHst: { name: "GST/HST Payable", type: "OCLIAB" },
  pst: { name: "PST Payable", type: "OCLIAB" },
  qst: { name: "QST Payable", type: "OCLIAB" },
} as const;

export type QbAccount = (typeof QB_ACCOUNTS)[keyof typeof QB_ACCOUNTS];

export const TAX_ACCOUNT: Readonly<Record<TaxKind, QbAccount>> = {
  GST: QB_ACCOUNTS.gstHst,
  HST: QB_ACCOUNTS.gstHst,
  PST: QB_ACCOUNTS.pst,
  QST: QB_ACCOUNTS.qst,
};

/** Invoices are due when issued (the portal asks for payment at once and charges saved cards then). */
export const QB_TERMS = "Due on receipt";
/** The tax code of a line outside GST/HST (the credit line). */
export const OUT_OF_SCOPE = "Out of Scope";

/** QuickBooks Desktop's field limits (the IIF reference): longer text is cut, never refused. */
export const QB_LIMITS = { name: 41, item: 31, docNumber: 11, poNumber: 25, address: 41 } as const;

export type QbItemType = "SERV" | "DISC" | "OTHC";

export interface QbLine {
  item: string;
  itemType: QbItemType;
  description: string;
  quantity: number;
  rateCents: number;
  amountCents: number;
  taxable: boolean;
  taxCode: string;
  /** This line's share of the invoice's tax (QuickBooks Online's ItemTaxAmount); the shares add up to the tax. */
  taxCents: number;
  account: QbAccount;
}

export interface QbTax {
  kind: TaxKind;
  label: string;
  amountCents: number;
  account: QbAccount;
}

export interface QbInvoice {
  number: string;
  customer: string;
  date: LocalDate;
  dueDate: LocalDate;
  serviceDate: LocalDate;
  memo: string;
  poNumber?: string;
  billTo: string[];
  taxCode: string;
  lines: QbLine[];
  taxes: QbTax[];
  /** What QuickBooks totals the invoice at: the portal's total less the credit applied. */
  amountCents: number;
}

export interface QbPayment {
  invoiceNumber: string;
  customer: string;
  date: LocalDate;
  method: string;
  reference: string;
  amountCents: number;
}

export interface QbInvoiceContext {
  customer: string;
  /** The company's time zone: the invoice's dates are its local dates, as on its PDF. */
  timeZone: string;
  /** Feature → display name (the catalogue's), the QuickBooks item of a feature line. */
  featureNames: ReadonlyMap<string, string>;
  /** The bill-to block of the invoice (name and address lines). */
  billTo?: readonly string[];
}

/** The payment methods as QuickBooks' payment method list names them (a card by its brand). */
export function paymentMethodName(payment: Pick<Payment, "method" | "cardBrand">): string {
  if (payment.method === "card") return payment.cardBrand?.trim() || "Credit Card";
  return { wire: "Wire transfer", etransfer: "eTransfer", cheque: "Cheque" }[payment.method];
}

/**
 * The invoice's tax code as QuickBooks Online Canada names its defaults ("HST ON", "GST", "GST/PST BC",
 * "GST/QST QC"); a customer outside Canada pays no Canadian tax: "Zero-rated" (taxes.ts). The import screen maps any
 * code the company file names differently.
 */
export function taxCodeOf(taxes: readonly { kind: TaxKind }[], jurisdiction: string | undefined): string {
  if (taxes.length === 0) return "Zero-rated";
  const province = (jurisdiction ?? "").trim().toUpperCase();
  const kinds = taxes.map((tax) => tax.kind);
  if (kinds.includes("HST")) return province ? `HST ${province}` : "HST";
  const other = kinds.find((kind) => kind !== "GST");
  return other ? `GST/${other} ${province}`.trim() : "GST";
}

/**
 * `total` shared over `weights` in proportion, to the cent, adding up exactly: each share is the difference of
 * rounded running totals, so rounding never piles up on one line. BigInt: weight × total can pass 2⁵³.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const big = (n: number) => BigInt(n);
  const rounded = (numerator: bigint, denominator: bigint) => {
    const negative = numerator < 0n;
    const magnitude = negative ? -numerator : numerator;
    const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
    return Number(negative ? -quotient : quotient);
  };
  let running = 0n;
  let previous = 0;
  return weights.map((weight) => {
    running += big(weight);
    const upTo = rounded(running * big(total), big(sum));
    const share = upTo - previous;
    previous = upTo;
    return share;
  });
}

const DISCOUNT_ITEMS = { discount: "Discount", promotion: "Promotion" } as const;

function lineOf(
  item: Invoice["items"][number],
  context: QbInvoiceContext,
  taxCode: string,
  taxable: boolean,
): Omit<QbLine, "taxCents"> {
  const rate = item.unitCents * item.months;
  // quantity × rate must be the amount QuickBooks keeps; a prorated line is written as one unit of its amount.
  const exact = item.quantity > 0 && item.quantity * rate === item.amountCents;
  const quantity = exact ? item.quantity : 1;
  const rateCents = exact ? rate : item.amountCents;
  if (item.kind === "discount" || item.kind === "promotion") {
    return {
      item: DISCOUNT_ITEMS[item.kind],
      itemType: "DISC",
      description: item.description,
      quantity,
      rateCents,
      amountCents: item.amountCents,
      taxable,
      taxCode,
      account: QB_ACCOUNTS.discounts,
    };
  }
  const name =
    item.kind === "feature"
      ? (item.feature && context.featureNames.get(item.feature)) || item.description.split(" — ")[0] || "Subscription"
      : "Adjustment";
  return {
    item: name,
    itemType: "SERV",
    description: item.description,
    quantity,
    rateCents,
    amountCents: item.amountCents,
    taxable,
    taxCode,
    account: QB_ACCOUNTS.revenue,
  };
}

export function quickBooksInvoice(invoice: Invoice, context: QbInvoiceContext): QbInvoice {
  const taxCode = taxCodeOf(invoice.taxes, invoice.jurisdiction);
  const taxable = invoice.taxes.length > 0;
  const taxedLines = invoice.items.map((item) => lineOf(item, context, taxCode, taxable));
  const shares = allocateCents(
    invoice.taxCents,
    taxedLines.map((line) => line.amountCents),
  );
  const lines: QbLine[] = taxedLines.map((line, i) => ({ ...line, taxCents: shares[i]! }));
  if (invoice.creditAppliedCents > 0) {
    const credit = -invoice.creditAppliedCents;
    lines.push({
      item: "Account credit",
      itemType: "OTHC",
      description: "Credit applied before charging",
      quantity: 1,
      rateCents: credit,
      amountCents: credit,
      taxable: false,
      taxCode: OUT_OF_SCOPE,
      taxCents: 0,
      account: QB_ACCOUNTS.credits,
    });
  }
  const date = localDate(invoice.issuedDate, context.timeZone);
  return {
    number: invoice.number,
    customer: context.customer,
    date,
    dueDate: date,
    serviceDate: parseIsoDate(invoice.periodStart) ?? date,
    memo: `${invoice.periodLabel}${invoice.poNumber ? ` — PO ${invoice.poNumber}` : ""}`,
    ...(invoice.poNumber ? { poNumber: invoice.poNumber } : {}),
    billTo: [...(context.billTo ?? [])],
    taxCode,
    lines,
    taxes: invoice.taxes.map((tax) => ({
      kind: tax.kind,
      label: tax.label,
      amountCents: tax.amountCents,
      account: TAX_ACCOUNT[tax.kind],
    })),
    amountCents: invoice.totalCents - invoice.creditAppliedCents,
  };
}

export function quickBooksPayment(
  payment: Payment,
  invoice: { number: string; customer: string; timeZone: string },
): QbPayment {
  return {
    invoiceNumber: invoice.number,
    customer: invoice.customer,
    date: localDate(payment.receivedDate, invoice.timeZone),
    method: paymentMethodName(payment),
    reference: payment.reference ?? "",
    amountCents: payment.amountCents,
  };
}

/** MM/DD/YYYY: the date form both QuickBooks Desktop's IIF and the Online import screen accept. */
export const qbDate = (d: LocalDate) =>
  `${String(d.month).padStart(2, "0")}/${String(d.day).padStart(2, "0")}/${d.year}`;
