// Saved payment cards of a demo company (docs/billing.md "Demo data and scale": the operator's card list has
// something real to show): kept as the sandbox processor keeps a card (its reusable token, and the company's card row
// with brand, last four digits and expiry only), so the company can pay with them or remove them like a card it kept
// itself. One is expired.
import type { Transaction } from "kysely";

import { BRAND_NAMES } from "../../../shared/rules/billing/cards";
import type { Database } from "../../db/tables";

const CARDS = [
  { ref: "pm_demo_mastercard_4444", brand: BRAND_NAMES.mastercard, last4: "4444", month: 9, yearsAhead: 2 },
  { ref: "pm_demo_amex_8431", brand: BRAND_NAMES.amex, last4: "8431", month: 3, yearsAhead: -1 },
] as const;

export async function seedDemoCards(
  trx: Transaction<Database>,
  companyId: string,
  keptBy: string,
  nowMs: number,
): Promise<void> {
  const year = new Date(nowMs).getUTCFullYear();
  for (const card of CARDS) {
    const expiry = { exp_month: card.month, exp_year: year + card.yearsAhead };
    await trx
      .insertInto("sandbox_tokens")
      .values({
        token: card.ref,
        brand: card.brand,
        last4: card.last4,
        ...expiry,
        outcome: "succeeded",
        reusable: true,
      })
      .onConflict((oc) => oc.column("token").doNothing())
      .execute();
    await trx
      .insertInto("cards")
      .values({
        company_id: companyId,
        provider: "sandbox",
        provider_ref: card.ref,
        brand: card.brand,
        last4: card.last4,
        ...expiry,
        created_by: keptBy,
        modified_by: keptBy,
        time_zone: null,
      })
      .execute();
  }
}
