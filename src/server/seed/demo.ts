// First start on an empty database: a platform administrator and a demo company with its owner, a manager, a
// mechanic and drivers, so a newcomer can sign in at once. The sign-ins are printed once, at creation.
import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "../../shared/clock";
import type { FeatureName, RoleName } from "../../shared/generated/common";
import { copyScheduleTemplatesToCompany } from "../db/schedule-templates";
import type { Database } from "../db/tables";
import { hashPassword } from "../features/auth/passwords";
import { seedDemoFleet } from "./demo-fleet";
import { seedDemoCheckIns } from "./demo-checkins";
import { seedDemoInspections } from "./demo-inspections";
import { seedDemoWorkOrders } from "./demo-work-orders";
import { seedDemoPeople } from "./demo-people";
import { seedDemoTimesheets } from "./demo-timesheets";
import { seedDemoInvoices } from "../features/billing/demo-invoices";
import { seedDemoChecklists } from "./demo-checklists";
import { seedDemoRegistrations } from "../features/admin/demo-registrations";
import { seedDemoCards } from "../features/billing/demo-cards";
import { seedDemoReports } from "../features/reports/demo-reports";

export interface DemoAccount {
  email: string;
  password: string;
  first: string;
  last: string;
  roles: RoleName[];
  company: "platform" | "demo";
}

export const DEMO_COMPANY_NAME = "Maple Leaf Haulage (demo)";
export const PLATFORM_COMPANY_NAME = "Fleet Portal Operations";
/** A second demo company in which the manager also works, so a newcomer can try switching company (SPEC §6). */
export const SECOND_DEMO_COMPANY_NAME = "Northern Lights Transport (demo)";
const SECOND_DEMO_FEATURES: FeatureName[] = ["vehicles", "inspections", "compliance", "users", "home"];
const SECOND_COMPANY_MEMBERS: Record<string, RoleName[]> = { "manager@mapleleaf.localhost": ["manager"] };

const DEMO_FEATURES: FeatureName[] = [
  "vehicles", "inspections", "timesheets", "checkins", "checklists", "checklistsVehicles", "equipment", "equipmentInspections",
  "compliance", "users", "home", "map", "trackLocation",
];

const PEOPLE: Omit<DemoAccount, "password">[] = [
  { email: "admin@fleetportal.localhost", first: "Avery", last: "Admin", roles: ["administrator"], company: "platform" },
  { email: "owner@mapleleaf.localhost", first: "Olivia", last: "Tremblay", roles: ["owner"], company: "demo" },
  { email: "manager@mapleleaf.localhost", first: "Marcus", last: "Singh", roles: ["manager"], company: "demo" },
  { email: "mechanic@mapleleaf.localhost", first: "Mei", last: "Chen", roles: ["mechanic"], company: "demo" },
  { email: "driver1@mapleleaf.localhost", first: "Daniel", last: "Roy", roles: ["driver"], company: "demo" },
  { email: "driver2@mapleleaf.localhost", first: "Priya", last: "Patel", roles: ["driver"], company: "demo" },
];

/** Readable but unguessable: three words and four digits. */
function randomPassword(): string {
  const words = ["amber", "brake", "cedar", "diesel", "engine", "fender", "gravel", "harbour", "island", "jasper", "kestrel", "lantern", "maple", "north", "orchard", "prairie", "quartz", "ridge", "summit", "tundra"];
  const pick = () => words[randomInt(words.length)]!;
  return `${pick()}-${pick()}-${pick()}-${randomInt(1000, 10000)}`;
}

/** Creates the accounts when the database has no users; returns them (with passwords) or [] when not empty. */
export async function seedDemoIfEmpty(db: Kysely<Database>, options: { demoPassword?: string | undefined; withDemoCompany: boolean; clock: Clock }): Promise<DemoAccount[]> {
  const any = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (any) return [];
  const people = PEOPLE.filter((p) => options.withDemoCompany || p.company === "platform");
  const accounts = people.map((p) => ({ ...p, password: options.demoPassword ?? randomPassword() }));
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));
  // Every record is dated from one reading of the server's clock, so the fleet's days line up with each other.
  const nowMs = options.clock.now();
  await db.transaction().execute(async (trx) => {
    const company = async (name: string, features: FeatureName[], website: string) =>
      (await trx
        .insertInto("companies")
        .values({ name, features, website, email: null, phone: "416-555-0100", postal: "M5V 2T6", country: "Canada", jurisdiction: "ON", cvor: null, address: JSON.stringify({ street: "100 Front St W", city: "Toronto", jurisdiction: "ON", country: "Canada", postal: "M5V 2T6" }), hq: null, created_by: "system", modified_by: "system", time_zone: "America/Toronto" })
        .returning("id")
        .executeTakeFirstOrThrow()).id;
    const ids = {
      platform: await company(PLATFORM_COMPANY_NAME, ["home", "users"], "fleetportal.localhost"),
      demo: options.withDemoCompany ? await company(DEMO_COMPANY_NAME, DEMO_FEATURES, "mapleleaf.localhost") : "",
    };
    let secondCompany: string | undefined;
    let demoOwner: string | undefined;
    for (const [i, account] of accounts.entries()) {
      const user = await trx
        .insertInto("users")
        .values({ email: account.email, first: account.first, last: account.last, password_hash: hashes[i]!, phone: null, city: "Toronto", postal: null, jurisdiction: "ON", country: "Canada", street: null, license_class: account.roles.includes("driver") ? "AZ" : null, license_expiry: null, last_sign_in: null, created_by: "system", modified_by: "system", time_zone: "America/Toronto" })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (account.company === "demo" && account.roles.includes("owner")) demoOwner = user.id;
      await trx
        .insertInto("employees")
        .values({ user_id: user.id, company_id: ids[account.company], roles: account.roles, employment_id: null, start_date: null, end_date: null, created_by: "system", modified_by: "system", created_date: new Date(nowMs), time_zone: "America/Toronto" })
        .execute();
      const secondRoles = options.withDemoCompany ? SECOND_COMPANY_MEMBERS[account.email] : undefined;
      if (secondRoles) {
        secondCompany ??= await company(SECOND_DEMO_COMPANY_NAME, SECOND_DEMO_FEATURES, "northernlights.localhost");
        await trx
          .insertInto("employees")
          .values({ user_id: user.id, company_id: secondCompany, roles: secondRoles, employment_id: null, start_date: null, end_date: null, created_by: "system", modified_by: "system", created_date: new Date(nowMs), time_zone: "America/Toronto" })
          .execute();
      }
    }
    for (const id of [ids.platform, ids.demo, secondCompany]) if (id) await copyScheduleTemplatesToCompany(trx, id);
    // A newcomer's Vehicles & Trailers shows a living fleet, not "No vehicles yet".
    if (ids.demo) await seedDemoFleet(trx, ids.demo, demoOwner ?? "system", nowMs);
    // …and a users list with drivers whose licences expire, someone invited and someone who left.
    if (ids.demo) await seedDemoPeople(trx, ids.demo, demoOwner ?? "system", nowMs);
    // …and two weeks of drivers' hours of service, one day of them with a violation to show.
    if (ids.demo) await seedDemoTimesheets(trx, ids.demo, nowMs);
    // …and two weeks of trip inspections: defects repaired and acknowledged, one unit out of service.
    if (ids.demo) await seedDemoInspections(trx, ids.demo, nowMs);
    // …and the shop's work orders over some of those defects, one completed, one open.
    if (ids.demo) await seedDemoWorkOrders(trx, ids.demo, nowMs);
    // …and two weeks of its drivers' check-ins, one of them "not able to work".
    if (ids.demo) await seedDemoCheckIns(trx, ids.demo, nowMs);
    // …and five months of invoices: three paid (cheque, eTransfer, card), last month's and this month's open.
    if (ids.demo) await seedDemoInvoices(trx, ids.demo, demoOwner ?? "system", nowMs);
    // …and its custom checklists (reefer pre-trip, liftgate) with a few results, and its yard equipment, one out of service.
    if (ids.demo) await seedDemoChecklists(trx, ids.demo, demoOwner ?? "system", nowMs);
    // …and two sign-ups waiting for the platform operator's approval (issue 17).
    if (ids.demo) await seedDemoRegistrations(trx, nowMs);
    // …and for the operator's report and card lists: a finished report of its vehicles, and the second company's
    // saved cards (the demo company's own card list stays empty for a newcomer to add the first).
    if (ids.demo) await seedDemoReports(trx, ids.demo, demoOwner ?? "system", nowMs);
    if (secondCompany) await seedDemoCards(trx, secondCompany, "system", nowMs);
  });
  return accounts;
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  return [
    "",
    "  First start: these sign-ins were created and are shown only this once.",
    "",
    ...accounts.map((a) => `    ${a.email.padEnd(width)}  ${a.password}   (${a.roles.join(", ")})`),
    "",
    "  Drivers use the mobile app; the portal refuses them by design (SPEC §6).",
    "",
  ].join("\n");
}
