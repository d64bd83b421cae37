// First start on an empty database: a platform administrator and a demo company with its owner, a manager, a
// mechanic and drivers, so a newcomer can sign in at once. The sign-ins are printed once, at creation.
import { randomInt } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import type { Clock } from "../../shared/clock";
import type { FeatureName, RoleName } from "../../shared/generated/common";
import { copyScheduleTemplatesToCompany } from "../db/schedule-templates";
import type { Database } from "../db/tables";
import { serverDomains } from "../features/index";
import { hashPassword } from "../passwords";
import { DEMO_IDENTITY, demoEmail, type DemoIdentity } from "./demo-identity";
import type { DemoCompany, DemoSeed } from "./domain-seed";

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

/** The sign-ins of a demo company with these names (its people beyond them cannot sign in: features/users/demo.ts). */
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

/** The domains' demo seeds in the order they run (read when seeding: the list of domains imports this file's callers). */
const demoSeeds = (): DemoSeed[] =>
  serverDomains.flatMap((domain) => (domain.demo ? [domain.demo] : [])).sort((a, b) => a.order - b.order);

/** Creates the accounts when the database has no users; returns them (with passwords) or [] when not empty. */
export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  options: {
    demoPassword?: string | undefined;
    withDemoCompany: boolean;
    clock: Clock;
    /** The first administrator's sign-in (ADMIN_EMAIL, ADMIN_PASSWORD): docs/operations.md "The first sign-ins". */
    admin?: { email?: string | undefined; password?: string | undefined };
  },
): Promise<DemoAccount[]> {
  const any = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (any) return [];
  const people: DemoAccount["company"][] = options.withDemoCompany ? ["platform", "demo"] : ["platform"];
  const admin: Person = { ...PLATFORM_ADMIN, email: options.admin?.email ?? PLATFORM_ADMIN.email };
  const accounts: DemoAccount[] = [
    { ...admin, company: "platform" as const },
    ...demoSignIns(DEMO_IDENTITY).map((person) => ({ ...person, company: "demo" as const })),
  ]
    .filter((person) => people.includes(person.company))
    .map((person) => ({
      ...person,
      password:
        (person.company === "platform" ? options.admin?.password : undefined) ??
        options.demoPassword ??
        randomPassword(),
    }));
  const hashes = new Map(
    await Promise.all(accounts.map(async (a): Promise<[string, string]> => [a.email, await hashPassword(a.password)])),
  );
  // Every record is dated from one reading of the server's clock, so the fleet's days line up with each other.
  const nowMs = options.clock.now();
  await db.transaction().execute(async (trx) => {
    const platform = await insertCompany(trx, PLATFORM_COMPANY_NAME, ["home", "users"], "fleetportal.localhost");
    await insertMember(trx, platform, admin, hashes.get(admin.email)!, nowMs);
    await copyScheduleTemplatesToCompany(trx, platform);
    if (!options.withDemoCompany) return;
    await seedDemoCompany(trx, DEMO_IDENTITY, (email) => hashes.get(email)!, nowMs);
    // …and the operator's own history: sign-ups waiting for approval, a QuickBooks export (each domain's `platform`).
    for (const seed of demoSeeds()) await seed.platform?.(trx, nowMs);
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
  const ownerId = demoOwner ?? "system";
  for (const id of [demo, second]) await copyScheduleTemplatesToCompany(trx, id);
  // Each domain's records, in the order their references need (vehicles and people before inspections…): a newcomer
  // meets a living fleet, not empty lists.
  const company: DemoCompany = { trx, identity, companyId: demo, secondCompanyId: second, ownerId, nowMs };
  for (const seed of demoSeeds()) await seed.company?.(company);
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
