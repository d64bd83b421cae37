// Open sessions follow their company: after the operator switches a feature on or off (features/operator) or the
// company is saved, every signed-in socket working in it — an operator's read-only view of it too — gets the company
// as CompanyChangedNotification. The change feed hands the new features to those sockets' sessions the moment it is
// announced (ws/change-feed.ts), so the dispatcher refuses a removed feature's events from the next message on, and
// the client's session store swaps the company in, so menus and feature-gated screens follow without a reload.
import type { Kysely, Transaction } from "kysely";

import type { Company } from "../../../shared/generated/users";
import type { Database } from "../../db/tables";
import type { HandlerContext } from "../../ws/context";
import { companyFromRow } from "./mappers";

/**
 * Announces the company as it now stands. Inside a command the change feed holds the announcement until the commit
 * (ws/commands.ts); outside one, call this after the write's transaction has committed.
 */
export function announceCompany(context: Pick<HandlerContext, "changes">, company: Company): void {
  context.changes.announce(company.id, "CompanyChangedNotification", { [company.id]: company }, false);
}

/** The company by id, for a change announced by another server process (ws/pg-change-relay.ts). */
export async function loadCompanyChanged(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
): Promise<Record<string, Company>> {
  const row = await db.selectFrom("companies").selectAll().where("id", "=", companyId).executeTakeFirst();
  return row ? { [row.id]: companyFromRow(row) } : {};
}
