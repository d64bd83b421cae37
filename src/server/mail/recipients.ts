// Who hears of a defect (docs/company.md "Records", the notification email lists): the addresses of the company's list for it, or,
// while that list is empty, the company's live owners and managers — the people who answer for its safety (NSC
// Standard 13 Part 2: a defect is reported to the carrier; 49 CFR 396.11). A new company, whose lists start empty,
// is therefore never silent about a major defect.
import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";

import type { Database } from "../db/tables";

type Db = Kysely<Database> | Transaction<Database>;

export interface DefectRecipients {
  addresses: string[];
  /** Why they receive it, for the mail's footer (in English). */
  because: string;
  /** The same, for a footer written in the recipient's language: the company's list, or its owners and managers. */
  reason: "list" | "office";
}

/** The comma-separated list as addresses, trimmed, empty items dropped. */
export const splitAddresses = (list: string | null | undefined): string[] =>
  (list ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter((a) => a !== "");

export async function defectRecipients(db: Db, companyId: string, list: string | null): Promise<DefectRecipients> {
  const addresses = splitAddresses(list);
  if (addresses.length > 0)
    return {
      addresses,
      because: "You receive this mail because your address is in the company's defect notification list.",
      reason: "list",
    };
  const people = await db
    .selectFrom("employees")
    .select("email")
    .where("company_id", "=", companyId)
    .where("live", "=", true)
    .where(sql<boolean>`roles && array['owner', 'manager']::text[]`)
    .orderBy("email")
    .execute();
  return {
    addresses: [...new Set(people.map((p) => p.email))],
    because:
      "You receive this mail as an owner or manager of the company: its defect notification list is empty (Company → notification email lists).",
    reason: "office",
  };
}

/**
 * The language of each address that is a user's (users.locale), by lower-cased address: mail to a list is written
 * per recipient, in their language; an address no user has (or a user without one) reads English (mailLocale).
 */
export async function localesOf(db: Db, addresses: readonly string[]): Promise<Map<string, string | null>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select([sql<string>`lower(email)`.as("key"), "locale"])
    .where(
      sql`lower(email)`,
      "in",
      addresses.map((a) => a.toLowerCase()),
    )
    .execute();
  return new Map(rows.map((row) => [row.key, row.locale]));
}
