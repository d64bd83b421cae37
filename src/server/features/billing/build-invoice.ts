import { sql, type Transaction } from "kysely";

import type { Invoice } from "../../../shared/generated/billing";
import { computeInvoice, isoDate, periodKey, periodLabel, type Period } from "../../../shared/rules/billing";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { renderInvoicePdf } from "./invoice-pdf";
import { loadInvoice } from "./load-invoice";
import { invoiceInput, loadPlan } from "./plan";
// Building a company's invoice for a period (docs/billing.md "One invoice per company and period"): from its plan
// (plan.ts) through the billing rules to rows, then its PDF. Exactly one live invoice per company per period, whoever
// builds it — the monthly job on any number of processes, a retry after a crash, or an administrator's
// CompanyMonthlyInvoiceRequestEvent: the company row is locked first (concurrent builders of one company wait for
// each other and then find the invoice), and the unique index invoices_company_period_key (migration 0016) refuses a
// second one whatever happens. Credit is taken from the company in the same transaction that applies it to the
// invoice, and given back when an open invoice is rebuilt, so credit is never spent twice nor lost.
import { loadSeller } from "./seller";

type Trx = Transaction<Database>;

export interface BuildResult {
  invoice: Invoice;
  /** false when the period's invoice already existed and was left as it was. */
  built: boolean;
}

/** The live invoice of a company's period, if any. */
async function liveInvoiceOf(trx: Trx, companyId: string, period: Period) {
  return trx
    .selectFrom("invoices")
    .select(["id", "status", "paid_cents", "credit_applied_cents"])
    .where("company_id", "=", companyId)
    .where("period_start", "=", isoDate(period.start))
    .where("status", "<>", "void")
    .executeTakeFirst();
}

/**
 * Builds the company's invoice for `period`. With `rebuild`, an open invoice of the period without payments is
 * recomputed in place (same number); a paid one is InvoiceAlreadyPaidId. Without it, an existing invoice is left
 * alone (idempotent). Answers undefined when the company has nothing to bill for the period (no priced feature in
 * use, or a contract that starts later).
 */
export async function buildInvoice(
  trx: Trx,
  companyId: string,
  period: Period,
  options: { rebuild?: boolean; actor?: string | null; now: Date },
): Promise<BuildResult | undefined> {
  // Serializes builders of this company (the row lock is held until the transaction ends).
  await sql`select id from companies where id = ${companyId} for update`.execute(trx);
  const existing = await liveInvoiceOf(trx, companyId, period);
  if (existing && !options.rebuild)
    return { invoice: await loadInvoice(trx, companyId, { id: existing.id }), built: false };
  if (existing && (existing.status === "paid" || Number(existing.paid_cents) > 0)) {
    throw new EventError("InvoiceAlreadyPaidId", "This invoice has payments; it can no longer be rebuilt.");
  }
  if (existing) {
    // Give back the credit the old version took before computing the new one.
    await trx
      .updateTable("companies")
      .set((eb) => ({ credit_cents: eb("credit_cents", "+", Number(existing.credit_applied_cents)) }))
      .where("id", "=", companyId)
      .execute();
    await trx.deleteFrom("invoice_items").where("invoice_id", "=", existing.id).execute();
  }
  const plan = await loadPlan(trx, companyId);
  if (!plan) throw new EventError("NotFound", `No company ${companyId}.`);
  const totals = computeInvoice(invoiceInput(plan, period));
  if (!existing && !totals.items.some((item) => item.kind === "feature")) return undefined;
  const now = options.now;
  const settled = totals.amountDueCents === 0;
  const fields = {
    status: settled ? "paid" : "open",
    billing_period: plan.billingPeriod,
    period_start: isoDate(period.start),
    period_end: isoDate(period.end),
    period_label: periodLabel(period),
    jurisdiction: plan.jurisdiction,
    company_name: plan.companyName,
    bill_to: JSON.stringify({
      name: plan.settings.billToName || plan.companyName,
      address: plan.settings.address,
      note: plan.settings.note,
    }),
    taxes: JSON.stringify(
      totals.taxes.map((t) => ({
        kind: t.kind,
        label: t.label,
        rate: t.rate,
        baseCents: t.baseCents,
        amountCents: t.amountCents,
      })),
    ),
    subtotal_cents: totals.subtotalCents,
    tax_cents: totals.taxCents,
    total_cents: totals.totalCents,
    credit_applied_cents: totals.creditAppliedCents,
    amount_due_cents: totals.amountDueCents,
    paid_date: settled ? now : null,
    time_zone: plan.timeZone,
    modified_by: options.actor ?? null,
    modified_date: now,
  };
  let invoiceId: string;
  if (existing) {
    invoiceId = existing.id;
    await trx.updateTable("invoices").set(fields).where("id", "=", invoiceId).execute();
  } else {
    const { n } = await sql<{ n: number }>`select nextval('invoice_numbers_seq')::int as n`
      .execute(trx)
      .then((r) => r.rows[0]!);
    const row = await trx
      .insertInto("invoices")
      .values({
        ...fields,
        company_id: companyId,
        number_seq: n,
        number: `INV-${String(n).padStart(6, "0")}`,
        po_number: plan.settings.poNumber,
        created_by: options.actor ?? null,
        created_date: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    invoiceId = row.id;
  }
  if (totals.items.length > 0) {
    await trx
      .insertInto("invoice_items")
      .values(
        totals.items.map((item, position) => ({
          invoice_id: invoiceId,
          company_id: companyId,
          position,
          kind: item.kind,
          feature: item.feature ?? null,
          description: item.description,
          quantity: item.quantity,
          unit_cents: item.unitCents,
          months: item.months,
          amount_cents: item.amountCents,
          created_by: options.actor ?? null,
          modified_by: options.actor ?? null,
          time_zone: null,
        })),
      )
      .execute();
  }
  if (totals.creditAppliedCents > 0) {
    await trx
      .updateTable("companies")
      .set((eb) => ({ credit_cents: eb("credit_cents", "-", totals.creditAppliedCents) }))
      .where("id", "=", companyId)
      .execute();
  }
  const invoice = await rebuildPdf(trx, companyId, invoiceId, now);
  return { invoice, built: true };
}

/** Renders the invoice's PDF with the company's current settings and stores it with the invoice, built at `now`. */
export async function rebuildPdf(trx: Trx, companyId: string, invoiceId: string, now: Date): Promise<Invoice> {
  const invoice = await loadInvoice(trx, companyId, { id: invoiceId });
  const plan = await loadPlan(trx, companyId);
  const pdf = await renderInvoicePdf(invoice, {
    seller: await loadSeller(trx),
    timeZone: plan?.timeZone ?? "America/Toronto",
    billToName: plan?.settings.billToName || invoice.companyName,
    address: plan?.settings.address ?? null,
    note: plan?.settings.note ?? null,
  });
  await trx.updateTable("invoices").set({ pdf, pdf_built_at: now }).where("id", "=", invoiceId).execute();
  return { ...invoice, pdfBuiltDate: now.getTime() };
}

export { periodKey };
