// Large-fleet seeding for `npm run seed` and the benchmark. Each domain registers a generator here; later
// domains (inspections, timesheets, invoices) add theirs to DOMAIN_GENERATORS and get a --<domain> N flag.
import { sql, type Kysely } from "kysely";

import type { FeatureName } from "../../shared/generated/common";
import { copyScheduleTemplatesToCompany } from "../db/schedule-templates";
import type { Database } from "../db/tables";
import { hashPassword } from "../features/auth/passwords";
import { insertGeneratedInvoices } from "../features/billing/generate-invoices";
import { insertGeneratedCheckIns } from "./generators/checkins";
import { insertGeneratedEmployees } from "./generators/employees";
import { insertGeneratedEquipment } from "./generators/equipment";
import { insertGeneratedInspections } from "./generators/inspections";
import { seededRandom } from "./generators/random";
import { insertGeneratedTimesheets } from "./generators/timesheets";
import { insertGeneratedVehicles } from "./generators/vehicles";

export interface SeedTarget {
  companyId: string;
  ownerId: string;
  nowMs: number;
  random: () => number;
}

export interface DomainGenerator {
  /** Rows of this domain the company has now (so re-running adds up to the asked number, not on top of it). */
  existing(db: Kysely<Database>, target: SeedTarget): Promise<number>;
  insert(
    db: Kysely<Database>,
    target: SeedTarget,
    count: number,
    startIndex: number,
    onProgress: (done: number) => void,
  ): Promise<void>;
}

export const DOMAIN_GENERATORS: Record<string, DomainGenerator> = {
  vehicles: {
    existing: async (db, target) =>
      Number(
        (
          await db
            .selectFrom("vehicles")
            .select(sql<number>`count(*)::int`.as("n"))
            .where("company_id", "=", target.companyId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    insert: (db, target, count, startIndex, onProgress) =>
      insertGeneratedVehicles(
        db,
        target.random,
        count,
        { companyId: target.companyId, createdBy: target.ownerId, nowMs: target.nowMs },
        onProgress,
        startIndex,
      ),
  },
  equipment: {
    existing: async (db, target) =>
      Number(
        (
          await db
            .selectFrom("equipment")
            .select(sql<number>`count(*)::int`.as("n"))
            .where("company_id", "=", target.companyId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    insert: (db, target, count, startIndex, onProgress) =>
      insertGeneratedEquipment(
        db,
        target.random,
        count,
        { companyId: target.companyId, createdBy: target.ownerId, nowMs: target.nowMs },
        onProgress,
        startIndex,
      ),
  },
  employees: {
    existing: async (db, target) =>
      Number(
        (
          await db
            .selectFrom("employees")
            .select(sql<number>`count(*)::int`.as("n"))
            .where("company_id", "=", target.companyId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    insert: (db, target, count, startIndex, onProgress) =>
      insertGeneratedEmployees(
        db,
        target.random,
        count,
        { companyId: target.companyId, createdBy: target.ownerId, nowMs: target.nowMs },
        onProgress,
        startIndex,
      ),
  },
  // After vehicles and employees (object order): inspections need units to inspect and drivers to sign.
  inspections: {
    existing: async (db, target) =>
      Number(
        (
          await db
            .selectFrom("vehicle_inspections")
            .select(sql<number>`count(*)::int`.as("n"))
            .where("company_id", "=", target.companyId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    insert: (db, target, count, _startIndex, onProgress) =>
      insertGeneratedInspections(
        db,
        target.random,
        count,
        { companyId: target.companyId, createdBy: target.ownerId, nowMs: target.nowMs },
        onProgress,
      ),
  },
  timesheets: {
    existing: async (db, target) =>
      Number(
        (
          await db
            .selectFrom("timesheets")
            .select(sql<number>`count(*)::int`.as("n"))
            .where("company_id", "=", target.companyId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    insert: (db, target, count, startIndex, onProgress) =>
      insertGeneratedTimesheets(
        db,
        target.random,
        count,
        { companyId: target.companyId, createdBy: target.ownerId, nowMs: target.nowMs },
        onProgress,
        startIndex,
      ),
  },
  // After employees in a run that asks for both: check-ins are made by the company's (generated) drivers.
  checkins: {
    existing: async (db, target) =>
      Number(
        (
          await db
            .selectFrom("checkins")
            .select(sql<number>`count(*)::int`.as("n"))
            .where("company_id", "=", target.companyId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    insert: (db, target, count, startIndex, onProgress) =>
      insertGeneratedCheckIns(
        db,
        target.random,
        count,
        { companyId: target.companyId, nowMs: target.nowMs },
        onProgress,
        startIndex,
      ),
  },
  // After vehicles and employees: an invoice bills the company's units (features/billing/generate-invoices.ts).
  invoices: {
    existing: async (db, target) =>
      Number(
        (
          await db
            .selectFrom("invoices")
            .select(sql<number>`count(*)::int`.as("n"))
            .where("company_id", "=", target.companyId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    insert: (db, target, count, _startIndex, onProgress) => insertGeneratedInvoices(db, target, count, onProgress),
  },
};

const FLEET_FEATURES: FeatureName[] = [
  "vehicles",
  "inspections",
  "timesheets",
  "checkins",
  "checklists",
  "compliance",
  "users",
  "home",
  "equipment",
  "map",
];

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "fleet"
  );
}

/** Finds the company by name, or creates it with an owner (owner@<slug>.localhost) who can sign in with `password`. */
export async function ensureFleetCompany(
  db: Kysely<Database>,
  name: string,
  password: string,
  /** The password's hash, when the caller creates many companies with one password (a hash costs ~50–100 ms). */
  passwordHash?: string,
): Promise<{ companyId: string; ownerId: string; ownerEmail: string; created: boolean }> {
  const ownerEmail = `owner@${slug(name)}.localhost`;
  const existing = await db.selectFrom("companies").select("id").where("name", "=", name).executeTakeFirst();
  if (existing) {
    const owner = await db
      .selectFrom("employees")
      .innerJoin("users", "users.id", "employees.user_id")
      .select(["users.id", "users.email"])
      .where("employees.company_id", "=", existing.id)
      .where(sql<boolean>`'owner' = any(employees.roles)`)
      .executeTakeFirst();
    return {
      companyId: existing.id,
      ownerId: owner?.id ?? "system",
      ownerEmail: owner?.email ?? ownerEmail,
      created: false,
    };
  }
  const hash = passwordHash ?? (await hashPassword(password));
  return db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto("companies")
      .values({
        name,
        features: FLEET_FEATURES,
        website: `${slug(name)}.localhost`,
        email: null,
        phone: null,
        postal: null,
        country: "Canada",
        jurisdiction: "ON",
        cvor: null,
        address: null,
        hq: null,
        created_by: "seed",
        modified_by: "seed",
        time_zone: "America/Toronto",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto("users")
      .values({
        email: ownerEmail,
        first: "Fleet",
        last: "Owner",
        password_hash: hash,
        phone: null,
        city: null,
        postal: null,
        jurisdiction: "ON",
        country: "Canada",
        street: null,
        license_class: null,
        license_expiry: null,
        last_sign_in: null,
        created_by: "seed",
        modified_by: "seed",
        time_zone: "America/Toronto",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("employees")
      .values({
        user_id: user.id,
        company_id: company.id,
        roles: ["owner"],
        employment_id: null,
        start_date: null,
        end_date: null,
        created_by: "seed",
        modified_by: "seed",
        time_zone: null,
      })
      .execute();
    await copyScheduleTemplatesToCompany(trx, company.id, "seed");
    return { companyId: company.id, ownerId: user.id, ownerEmail, created: true };
  });
}

/**
 * Tops each domain up to the asked count for the company (idempotent: a second run adds nothing). `target.nowMs` is
 * the instant the generated history leads up to: the server clock's now (config.clock, services.clock).
 */
export async function seedFleet(
  db: Kysely<Database>,
  target: { companyId: string; ownerId: string; nowMs: number; seed?: number },
  counts: Record<string, number>,
  onProgress: (domain: string, done: number, total: number) => void = () => {},
): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const [domain, wanted] of Object.entries(counts)) {
    const generator = DOMAIN_GENERATORS[domain];
    if (!generator)
      throw new Error(`no generator for "${domain}" (known: ${Object.keys(DOMAIN_GENERATORS).join(", ")})`);
    const full: SeedTarget = {
      companyId: target.companyId,
      ownerId: target.ownerId,
      nowMs: target.nowMs,
      random: seededRandom(target.seed ?? 1),
    };
    const have = await generator.existing(db, full);
    const missing = Math.max(0, wanted - have);
    onProgress(domain, 0, missing);
    await generator.insert(db, full, missing, have, (done) => onProgress(domain, done, missing));
    added[domain] = missing;
  }
  // Fresh statistics and visibility map after a bulk load: PGlite runs no autovacuum, and without them the
  // planner guesses and counts cannot use index-only scans.
  await sql`vacuum analyze`.execute(db);
  return added;
}
