// First start on an empty database: a platform administrator and a demo company with its owner, a manager, a
// mechanic and drivers, so a newcomer can sign in at once. The sign-ins are printed once, at creation.
import { randomInt } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import type { Clock } from "../../shared/clock";
import type { FeatureName, RoleName } from "../../shared/generated/common";
import { copyScheduleTemplatesToCompany } from "../db/schedule-templates";
import type { Database } from "../db/tables";
import { seedDemoRegistrations } from "../features/admin/demo-registrations";
import { hashPassword } from "../features/auth/passwords";
import { seedDemoCards } from "../features/billing/demo-cards";
import { seedDemoInvoices } from "../features/billing/demo-invoices";
import { seedDemoQuickBooksExport } from "../features/billing/quickbooks-demo";
import { seedDemoReports } from "../features/reports/demo-reports";
import { seedDemoCheckIns } from "./demo-checkins";
import { seedDemoChecklists } from "./demo-checklists";
import { seedDemoFleet } from "./demo-fleet";
import { DEMO_IDENTITY, demoEmail, type DemoIdentity } from "./demo-identity";
import { seedDemoInspections } from "./demo-inspections";
import { seedDemoPeople } from "./demo-people";
import { seedDemoTimesheets } from "./demo-timesheets";
import { seedDemoWorkOrders } from "./demo-work-orders";

export interface DemoAccount {
  email: string;
  password: string;
  first: string;
  last: string;
  roles: RoleName[];
  company: "platform" | "demo";
}

export const DEMO_COMPANY_NAME = DEMO_IDENTITY.name;
export const PLATFORM_COMPANY_NAME = "Fleet Portal Operations";
/**
 * A second demo company in which the manager also works, so a newcomer can try switching company
 * (docs/company.md "Screens").
 */
export const SECOND_DEMO_COMPANY_NAME = DEMO_IDENTITY.secondName;
const SECOND_DEMO_FEATURES: FeatureName[] = ["vehicles", "inspections", "compliance", "users", "home"];
/** Who of the demo company also works in the second one, by the local part of their email. */
const SECOND_COMPANY_MEMBERS: Record<string, RoleName[]> = { manager: ["manager"] };

const DEMO_FEATURES: FeatureName[] = [
  "vehicles",
  "inspections",
  "timesheets",
  "checkins",
  "checklists",
  "checklistsVehicles",
  "equipment",
  "equipmentInspections",
  "compliance",
  "users",
  "home",
  "map",
  "trackLocation",
];

type Person = Omit<DemoAccount, "password" | "company">;
const PLATFORM_ADMIN: Person = {
  email: "admin@fleetportal.localhost",
  first: "Avery",
  last: "Admin",
  roles: ["administrator"],
};
/** The demo company's sign-ins, by the local part of their email (demo-identity.ts). */
const DEMO_SIGN_INS: readonly Person[] = [
  { email: "owner", first: "Olivia", last: "Tremblay", roles: ["owner"] },
  { email: "manager", first: "Marcus", last: "Singh", roles: ["manager"] },
  { email: "mechanic", first: "Mei", last: "Chen", roles: ["mechanic"] },
  { email: "driver1", first: "Daniel", last: "Roy", roles: ["driver"] },
  { email: "driver2", first: "Priya", last: "Patel", roles: ["driver"] },
];

/** The sign-ins of a demo company with these names (its people beyond them cannot sign in: demo-people.ts). */
export function demoSignIns(identity: DemoIdentity): Person[] {
  return DEMO_SIGN_INS.map((person) => ({ ...person, email: demoEmail(person.email, identity.domain) }));
}

/** Readable but unguessable: three words and four digits. */
function randomPassword(): string {
  const words = [
    "amber",
    "brake",
    "cedar",
    "diesel",
    "engine",
    "fender",
    "gravel",
    "harbour",
    "island",
    "jasper",
    "kestrel",
    "lantern",
    "maple",
    "north",
    "orchard",
    "prairie",
    "quartz",
    "ridge",
    "summit",
    "tundra",
  ];
  const pick = () => words[randomInt(words.length)]!;
  return `${pick()}-${pick()}-${pick()}-${randomInt(1000, 10000)}`;
}

/** Creates the accounts when the database has no users; returns them (with passwords) or [] when not empty. */
export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  options: { demoPassword?: string | undefined; withDemoCompany: boolean; clock: Clock },
): Promise<DemoAccount[]> {
  const any = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (any) return [];
  const people: DemoAccount["company"][] = options.withDemoCompany ? ["platform", "demo"] : ["platform"];
  const accounts: DemoAccount[] = [
    { ...PLATFORM_ADMIN, company: "platform" as const },
    ...demoSignIns(DEMO_IDENTITY).map((person) => ({ ...person, company: "demo" as const })),
  ]
    .filter((person) => people.includes(person.company))
    .map((person) => ({ ...person, password: options.demoPassword ?? randomPassword() }));
  const hashes = new Map(
    await Promise.all(accounts.map(async (a): Promise<[string, string]> => [a.email, await hashPassword(a.password)])),
  );
  // Every record is dated from one reading of the server's clock, so the fleet's days line up with each other.
  const nowMs = options.clock.now();
  await db.transaction().execute(async (trx) => {
    const platform = await insertCompany(trx, PLATFORM_COMPANY_NAME, ["home", "users"], "fleetportal.localhost");
    await insertMember(trx, platform, PLATFORM_ADMIN, hashes.get(PLATFORM_ADMIN.email)!, nowMs);
    await copyScheduleTemplatesToCompany(trx, platform);
    if (!options.withDemoCompany) return;
    await seedDemoCompany(trx, DEMO_IDENTITY, (email) => hashes.get(email)!, nowMs);
    // …and two sign-ups waiting for the platform operator's approval.
    await seedDemoRegistrations(trx, nowMs);
    // …and the platform administrator's QuickBooks export of the demo's last three months. Once, at the first start:
    // it is the operator's history, not a company's, and it covers every company's invoices (a journey company
    // seeded later is exported by its journey).
    await seedDemoQuickBooksExport(trx, nowMs);
  });
  return accounts;
}

/**
 * A demo company as a newcomer meets it, with the second company its manager also works for: its sign-ins, people,
 * fleet and records, all dated from `nowMs`. The first start seeds one (DEMO_IDENTITY); the browser journeys seed one
 * each under other names (docs/testing.md "Browser journeys").
 */
export async function seedDemoCompany(
  trx: Transaction<Database>,
  identity: DemoIdentity,
  passwordHash: (email: string) => string,
  nowMs: number,
): Promise<{ companyId: string; secondCompanyId: string }> {
  const demo = await insertCompany(trx, identity.name, DEMO_FEATURES, identity.domain);
  const second = await insertCompany(trx, identity.secondName, SECOND_DEMO_FEATURES, identity.secondDomain);
  let demoOwner: string | undefined;
  for (const [i, person] of demoSignIns(identity).entries()) {
    const userId = await insertMember(trx, demo, person, passwordHash(person.email), nowMs);
    if (person.roles.includes("owner")) demoOwner = userId;
    const secondRoles = SECOND_COMPANY_MEMBERS[DEMO_SIGN_INS[i]!.email];
    if (secondRoles) await insertEmployee(trx, second, userId, secondRoles, nowMs);
  }
  const owner = demoOwner ?? "system";
  for (const id of [demo, second]) await copyScheduleTemplatesToCompany(trx, id);
  // A newcomer's Vehicles & Trailers shows a living fleet, not "No vehicles yet".
  await seedDemoFleet(trx, demo, owner, nowMs);
  // …and a users list with drivers whose licences expire, someone invited and someone who left.
  await seedDemoPeople(trx, demo, identity.domain, owner, nowMs);
  // …and two weeks of drivers' hours of service, one day of them with a violation to show.
  await seedDemoTimesheets(trx, demo, nowMs);
  // …and two weeks of trip inspections: defects repaired and acknowledged, one unit out of service.
  await seedDemoInspections(trx, demo, nowMs);
  // …and the shop's work orders over some of those defects, one completed, one open.
  await seedDemoWorkOrders(trx, demo, nowMs);
  // …and two weeks of its drivers' check-ins, one of them "not able to work".
  await seedDemoCheckIns(trx, demo, nowMs);
  // …and five months of invoices: three paid (cheque, eTransfer, card), last month's and this month's open.
  await seedDemoInvoices(trx, demo, owner, nowMs);
  // …and its custom checklists (reefer pre-trip, liftgate) with a few results, and its yard equipment, one out of service.
  await seedDemoChecklists(trx, demo, owner, nowMs);
  // …and for the operator's report and card lists: a finished report of its vehicles, and the second company's
  // saved cards (the demo company's own card list stays empty for a newcomer to add the first).
  await seedDemoReports(trx, demo, owner, nowMs);
  await seedDemoCards(trx, second, "system", nowMs);
  return { companyId: demo, secondCompanyId: second };
}

async function insertCompany(
  trx: Transaction<Database>,
  name: string,
  features: FeatureName[],
  website: string,
): Promise<string> {
  return (
    await trx
      .insertInto("companies")
      .values({
        name,
        features,
        website,
        email: null,
        phone: "416-555-0100",
        postal: "M5V 2T6",
        country: "Canada",
        jurisdiction: "ON",
        cvor: null,
        address: JSON.stringify({
          street: "100 Front St W",
          city: "Toronto",
          jurisdiction: "ON",
          country: "Canada",
          postal: "M5V 2T6",
        }),
        hq: null,
        created_by: "system",
        modified_by: "system",
        time_zone: "America/Toronto",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

/** A user who can sign in, employed by the company with their roles; returns the user's id. */
async function insertMember(
  trx: Transaction<Database>,
  companyId: string,
  person: Person,
  passwordHash: string,
  nowMs: number,
): Promise<string> {
  const user = await trx
    .insertInto("users")
    .values({
      email: person.email,
      first: person.first,
      last: person.last,
      password_hash: passwordHash,
      phone: null,
      city: "Toronto",
      postal: null,
      jurisdiction: "ON",
      country: "Canada",
      street: null,
      license_class: person.roles.includes("driver") ? "AZ" : null,
      license_expiry: null,
      last_sign_in: null,
      created_by: "system",
      modified_by: "system",
      time_zone: "America/Toronto",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertEmployee(trx, companyId, user.id, person.roles, nowMs);
  return user.id;
}

async function insertEmployee(
  trx: Transaction<Database>,
  companyId: string,
  userId: string,
  roles: RoleName[],
  nowMs: number,
): Promise<void> {
  await trx
    .insertInto("employees")
    .values({
      user_id: userId,
      company_id: companyId,
      roles,
      employment_id: null,
      start_date: null,
      end_date: null,
      created_by: "system",
      modified_by: "system",
      created_date: new Date(nowMs),
      time_zone: "America/Toronto",
    })
    .execute();
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  return [
    "",
    "  First start: these sign-ins were created and are shown only this once.",
    "",
    ...accounts.map((a) => `    ${a.email.padEnd(width)}  ${a.password}   (${a.roles.join(", ")})`),
    "",
    "  Drivers use the mobile app; the portal refuses them by design.",
    "",
  ].join("\n");
}
