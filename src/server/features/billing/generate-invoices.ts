// `npm run seed -- --invoices N` (the billing domain's generator, src/server/seed/fleet.ts): N monthly invoices of
// the company going back month by month before its earliest one, computed from its plan by the billing rules (so every one adds
// up), all paid but the newest generated three, with their payments (card, eTransfer, cheque, wire in turn). Rows
// go in 500 at a time; the PDF is left to be rendered on first download (pdf-route.ts renders a missing one).
import { sql, type Kysely } from "kysely";

import { addMonths, computeInvoice, isoDate, periodContaining, periodLabel } from "../../../shared/rules/billing";
import type { Database } from "../../db/tables";
import { invoiceInput, loadPlan, localDate } from "./plan";

const BATCH = 500;
const METHODS = [
  { method: "card", reference: "ch_seed", card_brand: "Visa", card_last4: "4242" },
  { method: "etransfer", reference: "eTransfer seed", card_brand: null, card_last4: null },
  { method: "cheque", reference: "Cheque seed", card_brand: null, card_last4: null },
  { method: "wire", reference: "Wire seed", card_brand: null, card_last4: null },
] as const;

export async function insertGeneratedInvoices(
  db: Kysely<Database>,
  target: { companyId: string; ownerId: string; nowMs: number },
  count: number,
  onProgress: (done: number) => void,
): Promise<void> {
  const plan = await loadPlan(db, target.companyId);
  if (!plan || count <= 0) return;
  // Monthly history regardless of the company's current period: the generator shows a long list, not a plan change.
  const monthlyPlan = { ...plan, billingPeriod: "monthly" as const, creditCents: 0, contractStart: undefined };
  const earliest = await db
    .selectFrom("invoices")
    .select("period_start")
    .where("company_id", "=", target.companyId)
    .orderBy("period_start")
    .limit(1)
    .executeTakeFirst();
  const start = earliest
    ? { year: Number(earliest.period_start.slice(0, 4)), month: Number(earliest.period_start.slice(5, 7)) }
    : localDate(target.nowMs, plan.timeZone);
  let done = 0;
  while (done < count) {
    const size = Math.min(BATCH, count - done);
    const numbers = (
      await sql<{
        n: number;
      }>`select nextval('invoice_numbers_seq')::int as n from generate_series(1, ${size})`.execute(db)
    ).rows.map((r) => r.n);
    const invoices = numbers.map((n, i) => {
      const back = done + i + 1;
      const { year, month } = addMonths(start.year, start.month, -back);
      const period = periodContaining(year, month, "monthly");
      const totals = computeInvoice(invoiceInput(monthlyPlan, period));
      const paid = back > 3;
      const issued = new Date(Date.UTC(year, month - 1, 1, 13));
      const paidAt = new Date(issued.getTime() + (5 + (back % 20)) * 86_400_000);
      return {
        row: {
          company_id: target.companyId,
          number_seq: n,
          number: `INV-${String(n).padStart(6, "0")}`,
          po_number: null,
          status: paid ? "paid" : "open",
          billing_period: "monthly",
          period_start: isoDate(period.start),
          period_end: isoDate(period.end),
          period_label: periodLabel(period),
          jurisdiction: plan.jurisdiction,
          company_name: plan.companyName,
          bill_to: JSON.stringify({ name: plan.companyName, address: plan.settings.address }),
          taxes: JSON.stringify(totals.taxes),
          subtotal_cents: totals.subtotalCents,
          tax_cents: totals.taxCents,
          total_cents: totals.totalCents,
          credit_applied_cents: 0,
          paid_cents: paid ? totals.totalCents : 0,
          amount_due_cents: paid ? 0 : totals.totalCents,
          paid_date: paid ? paidAt : null,
          created_date: issued,
          modified_date: paid ? paidAt : issued,
          created_by: "seed",
          modified_by: "seed",
          time_zone: plan.timeZone,
        },
        totals,
        paid,
        paidAt,
        back,
      };
    });
    const ids = await db
      .insertInto("invoices")
      .values(invoices.map((i) => i.row))
      .returning("id")
      .execute();
    const items = invoices.flatMap((invoice, i) =>
      invoice.totals.items.map((item, position) => ({
        invoice_id: ids[i]!.id,
        company_id: target.companyId,
        position,
        kind: item.kind,
        feature: item.feature ?? null,
        description: item.description,
        quantity: item.quantity,
        unit_cents: item.unitCents,
        months: item.months,
        amount_cents: item.amountCents,
        created_by: "seed",
        modified_by: "seed",
        time_zone: null,
      })),
    );
    for (let from = 0; from < items.length; from += 2000)
      await db
        .insertInto("invoice_items")
        .values(items.slice(from, from + 2000))
        .execute();
    const payments = invoices.flatMap((invoice, i) =>
      invoice.paid && invoice.totals.totalCents > 0
        ? [
            {
              company_id: target.companyId,
              invoice_id: ids[i]!.id,
              ...METHODS[invoice.back % METHODS.length]!,
              amount_cents: invoice.totals.totalCents,
              received_date: invoice.paidAt,
              recorded_by: "seed",
              created_by: "seed",
              modified_by: "seed",
              time_zone: null,
            },
          ]
        : [],
    );
    if (payments.length > 0) await db.insertInto("payments").values(payments).execute();
    done += size;
    onProgress(done);
  }
}
