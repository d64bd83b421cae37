// Large-fleet seeding for `npm run seed` and the benchmark (docs/design/seed-and-bench.md). Each domain declares its
// generators in its module (ServerDomain.generators, seed/domain-seed.ts); each gets a --<name> N flag.
import { sql, type Kysely } from "kysely";

import type { FeatureName } from "../../shared/generated/common";
import { copyScheduleTemplatesToCompany } from "../db/schedule-templates";
import type { Database } from "../db/tables";
import { serverDomains } from "../features/index";
import { hashPassword } from "../passwords";
import type { DomainGenerator, SeedTarget } from "./domain-seed";
import { seededRandom } from "./generators/random";

export type { SeedTarget } from "./domain-seed";

/**
 * The domains' generators by name, in the order a run that asks for several goes through them (read when called: the
 * list of domains imports this file's callers).
 */
export function domainGenerators(): ReadonlyMap<string, DomainGenerator> {
  const all = serverDomains.flatMap((domain) => domain.generators ?? []).sort((a, b) => a.order - b.order);
  return new Map(all.map((generator) => [generator.name, generator]));
}

/** How many rows of the generator's table the company has now. */
export async function existingRows(db: Kysely<Database>, generator: DomainGenerator, companyId: string) {
  const row = await db
    .selectFrom(generator.table)
    .select(sql<number>`count(*)::int`.as("n"))
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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
  const generators = domainGenerators();
  const unknown = Object.keys(counts).filter((domain) => !generators.has(domain));
  if (unknown.length > 0)
    throw new Error(`no generator for "${unknown.join('", "')}" (known: ${[...generators.keys()].join(", ")})`);
  for (const [domain, generator] of generators) {
    const wanted = counts[domain];
    if (wanted === undefined) continue;
    const full: SeedTarget = {
      companyId: target.companyId,
      ownerId: target.ownerId,
      nowMs: target.nowMs,
      random: seededRandom(target.seed ?? 1),
    };
    const have = await existingRows(db, generator, target.companyId);
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
