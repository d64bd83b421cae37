// The demo company's billing history (README "The two commands"): five months of invoices built by the same code as
// the monthly job — three paid (card, eTransfer, cheque), last month's still open (to send a payment link for) and
// the current month's open (to pay by card in the sandbox) — plus its invoice settings, so the invoices list,
// details, PDF and pay screens have something real.
import type { Transaction } from "kysely";

import { addMonths, periodContaining } from "../../../shared/rules/billing";
import type { Database } from "../../db/tables";
import { buildInvoice, rebuildPdf } from "./build-invoice";
import { settleInvoice } from "./charge";
import { localDate } from "./plan";

const DAY_MS = 86_400_000;

export async function seedDemoInvoices(
  trx: Transaction<Database>,
  companyId: string,
  recordedBy: string,
  nowMs: number,
): Promise<void> {
  await trx
    .insertInto("invoice_settings")
    .values({
      company_id: companyId,
      bill_to_name: "Maple Leaf Haulage Ltd. — Accounts Payable",
      po_number: "PO-2026-118",
      note: "Thank you for driving safely with us.",
      address: JSON.stringify({
        street: "100 Front St W",
        unit: "Suite 1400",
        city: "Toronto",
        jurisdiction: "ON",
        country: "Canada",
        postal: "M5V 2T6",
      }),
      modified_by: recordedBy,
    })
    .onConflict((oc) => oc.column("company_id").doNothing())
    .execute();
  const today = localDate(nowMs, "America/Toronto");
  const methods = [
    { method: "cheque", reference: "Cheque 10418", card: null },
    { method: "etransfer", reference: "eTransfer CA7Q2M91", card: null },
    { method: "card", reference: "ch_demo_visa_4242", card: { brand: "Visa", last4: "4242" } },
  ] as const;
  for (let back = 4; back >= 0; back -= 1) {
    const { year, month } = addMonths(today.year, today.month, -back);
    const period = periodContaining(year, month, "monthly");
    const issued = new Date(Date.UTC(year, month - 1, 1, 13, 0));
    const result = await buildInvoice(trx, companyId, period, { actor: "system", now: issued });
    if (!result?.built || back <= 1) continue;
    const paid = methods[back - 2]!;
    const received = new Date(Math.min(issued.getTime() + (9 + back) * DAY_MS, nowMs - DAY_MS));
    await trx
      .insertInto("payments")
      .values({
        company_id: companyId,
        invoice_id: result.invoice.id,
        method: paid.method,
        amount_cents: result.invoice.amountDueCents,
        reference: paid.reference,
        card_brand: paid.card?.brand ?? null,
        card_last4: paid.card?.last4 ?? null,
        received_date: received,
        recorded_by: recordedBy,
        created_by: recordedBy,
        modified_by: recordedBy,
        time_zone: null,
      })
      .execute();
    await settleInvoice(trx, result.invoice.id, result.invoice.amountDueCents, new Date(nowMs));
    await trx.updateTable("invoices").set({ paid_date: received }).where("id", "=", result.invoice.id).execute();
    await rebuildPdf(trx, companyId, result.invoice.id, received);
  }
}
