// Companies as QuickBooks customers (docs/billing.md "QuickBooks export"). QuickBooks finds a customer by its name, so a
// company's customer name is chosen once, at its first export, and kept (quickbooks_customers, migration 0020): a
// company renamed later still posts to the same customer. The name is the company's, as QuickBooks Desktop takes a
// name (plain ASCII, no ":" which separates a job from its customer, at most 41 characters); two companies of the
// same name get "(2)", "(3)"… QuickBooks compares names without regard to case, and so does the unique index.
import type { Kysely, Transaction } from "kysely";

import type { Database } from "../../db/tables";
import { iifText } from "./quickbooks-iif";
import { QB_LIMITS } from "./quickbooks-model";

type Db = Kysely<Database> | Transaction<Database>;

/** The company's name as a QuickBooks customer name; the nth (from 2) company of that name gets " (n)". */
export function customerNameCandidate(companyName: string, n = 1): string {
  const base = iifText(companyName.replace(/:/g, " ")) || "Customer";
  if (n <= 1) return base.slice(0, QB_LIMITS.name).trimEnd();
  const suffix = ` (${n})`;
  return `${base.slice(0, QB_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Each company's customer name, giving the companies that have none yet theirs. Safe under concurrent exports: an
 * insert that meets a taken name (or a company mapped meanwhile) does nothing, and the next round reads what won.
 */
export async function customerNames(
  db: Db,
  companies: readonly { id: string; name: string }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(companies.map((c) => c.id))];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const known = async (only: readonly string[]) => {
    for (let from = 0; from < only.length; from += 1000) {
      const rows = await db
        .selectFrom("quickbooks_customers")
        .select(["company_id", "customer_name"])
        .where("company_id", "in", only.slice(from, from + 1000))
        .execute();
      for (const row of rows) names.set(row.company_id, row.customer_name);
    }
  };
  await known(ids);
  // Companies without a name try "Name", then "Name (2)"…, in batches: a row that meets a taken name is skipped by
  // ON CONFLICT DO NOTHING (within one batch too) and tries the next suffix in the next round.
  let pending = [...new Map(companies.filter((c) => !names.has(c.id)).map((c) => [c.id, c])).values()];
  for (let n = 1; pending.length > 0; n += 1) {
    if (n > 1000) throw new Error(`no free QuickBooks customer name for company ${pending[0]!.id}`);
    for (let from = 0; from < pending.length; from += 1000) {
      const batch = pending
        .slice(from, from + 1000)
        .map((c) => ({ company_id: c.id, customer_name: customerNameCandidate(c.name, n) }));
      const inserted = await db
        .insertInto("quickbooks_customers")
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .returning(["company_id", "customer_name"])
        .execute();
      for (const row of inserted) names.set(row.company_id, row.customer_name);
    }
    // A concurrent export may have mapped some of them meanwhile: theirs stands.
    await known(pending.filter((c) => !names.has(c.id)).map((c) => c.id));
    pending = pending.filter((c) => !names.has(c.id));
  }
  return names;
}
