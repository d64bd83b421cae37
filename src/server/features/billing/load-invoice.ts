// Reading invoices back as wire entities (schema/billing.json Invoice): the row, its items and its payments. Always
// scoped by company: another company's invoice reads exactly like one that does not exist.
import type { Kysely, Selectable, Transaction } from "kysely";

import type { Invoice, InvoiceItem, InvoiceTax, Payment } from "../../../shared/generated/billing";
import type { BillingPeriod } from "../../../shared/generated/company";
import { commonFields, optional } from "../../db/common-fields";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { loadSeller, withRegistrationNumbers } from "./seller";
import type { InvoiceItemsTable, InvoicesTable, PaymentsTable } from "./tables";

type Db = Kysely<Database> | Transaction<Database>;

export function paymentFromRow(row: Selectable<PaymentsTable>): Payment {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    method: row.method as Payment["method"],
    amountCents: Number(row.amount_cents),
    status: row.status as Payment["status"],
    receivedDate: row.received_date.getTime(),
    ...optional({
      reference: row.reference,
      cardBrand: row.card_brand,
      cardLast4: row.card_last4,
      recordedBy: row.recorded_by,
    }),
  };
}

export function itemFromRow(item: Selectable<InvoiceItemsTable>): InvoiceItem {
  return {
    id: item.id,
    kind: item.kind as InvoiceItem["kind"],
    description: item.description,
    quantity: Number(item.quantity),
    unitCents: Number(item.unit_cents),
    months: item.months,
    amountCents: Number(item.amount_cents),
    ...optional({ feature: item.feature as InvoiceItem["feature"] | null }),
  };
}

/** The last day of a period whose end is the first day after it. */
function lastDay(periodEnd: string): string {
  const [y, m, d] = periodEnd.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

export function invoiceFromRows(
  row: Omit<Selectable<InvoicesTable>, "pdf">,
  items: InvoiceItem[],
  payments: Payment[],
): Invoice {
  return {
    ...commonFields(row, "Invoice"),
    number: row.number,
    companyId: row.company_id,
    companyName: row.company_name,
    status: row.status as Invoice["status"],
    billingPeriod: row.billing_period as BillingPeriod,
    periodStart: row.period_start,
    periodEnd: lastDay(row.period_end),
    periodLabel: row.period_label,
    items,
    taxes: row.taxes as InvoiceTax[],
    subtotalCents: Number(row.subtotal_cents),
    taxCents: Number(row.tax_cents),
    totalCents: Number(row.total_cents),
    creditAppliedCents: Number(row.credit_applied_cents),
    paidCents: Number(row.paid_cents),
    amountDueCents: Number(row.amount_due_cents),
    issuedDate: row.created_date.getTime(),
    payments,
    ...optional({
      poNumber: row.po_number,
      jurisdiction: row.jurisdiction,
      paidDate: row.paid_date?.getTime(),
      pdfBuiltDate: row.pdf_built_at?.getTime(),
    }),
  };
}

export const INVOICE_COLUMNS = [
  "id",
  "created_by",
  "created_date",
  "modified_by",
  "modified_date",
  "state",
  "time_zone",
  "company_id",
  "number_seq",
  "number",
  "po_number",
  "status",
  "billing_period",
  "period_start",
  "period_end",
  "period_label",
  "jurisdiction",
  "company_name",
  "bill_to",
  "taxes",
  "subtotal_cents",
  "tax_cents",
  "total_cents",
  "credit_applied_cents",
  "paid_cents",
  "amount_due_cents",
  "paid_date",
  "pdf_built_at",
  "charging_key",
  "charging_since",
] as const;

/** An invoice of the company, whole; NotFound for anything else. */
export async function loadInvoice(
  db: Db,
  companyId: string,
  where: { id: string } | { number: string },
): Promise<Invoice> {
  let query = db.selectFrom("invoices").select(INVOICE_COLUMNS).where("company_id", "=", companyId);
  query = "id" in where ? query.where("id", "=", where.id) : query.where("number", "=", where.number);
  const row = await query.executeTakeFirst();
  if (!row) throw new EventError("NotFound", `No invoice ${"id" in where ? where.id : where.number} in your company.`);
  const [items, payments, seller] = await Promise.all([
    db.selectFrom("invoice_items").selectAll().where("invoice_id", "=", row.id).orderBy("position").execute(),
    db.selectFrom("payments").selectAll().where("invoice_id", "=", row.id).orderBy("received_date").execute(),
    loadSeller(db),
  ]);
  const invoice = invoiceFromRows(row, items.map(itemFromRow), payments.map(paymentFromRow));
  // The screens show the seller's number beside each tax it charges, as the PDF does (Excise Tax Act s.169(4)).
  return { ...invoice, taxes: withRegistrationNumbers(invoice.taxes, seller) };
}
