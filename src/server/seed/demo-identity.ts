// Who is who in a demo company. Its people are known by the local part of their email ("driver1",
// "gurpreet.sandhu"); the domain is the company's own: mapleleaf.localhost for the first-start demo, another for each
// copy the browser journeys make of it (docs/testing.md "Browser journeys"). Lookups stay inside the company, so copies
// never see each other's people.
import type { Kysely, Transaction } from "kysely";

import type { Database } from "../db/tables";

/** Names and email domains of a demo company and of the second company its manager also works for (to try switching
 * company). */
export interface DemoIdentity {
  name: string;
  domain: string;
  secondName: string;
  secondDomain: string;
}

export const DEMO_IDENTITY: DemoIdentity = {
  name: "Maple Leaf Haulage (demo)",
  domain: "mapleleaf.localhost",
  secondName: "Northern Lights Transport (demo)",
  secondDomain: "northernlights.localhost",
};

export const demoEmail = (localPart: string, domain: string): string => `${localPart}@${domain}`;
export const localPartOf = (email: string): string => email.slice(0, email.lastIndexOf("@"));

export interface DemoMember {
  userId: string;
  employeeId: string;
  email: string;
  first: string;
  last: string;
}

/** The company's people by the local part of their email. */
export async function demoMembers(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
): Promise<Map<string, DemoMember>> {
  const rows = await db
    .selectFrom("employees")
    .innerJoin("users", "users.id", "employees.user_id")
    .select(["employees.id as employeeId", "users.id as userId", "users.email", "users.first", "users.last"])
    .where("employees.company_id", "=", companyId)
    .execute();
  return new Map(rows.map((row) => [localPartOf(row.email), row]));
}
