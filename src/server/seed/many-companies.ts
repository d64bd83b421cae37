// Many companies with records of their own, for the operator's lists at scale (tests/bench/all-companies.ts: 10⁶
// inspections over 1,000 companies) and their tests. Each company is made like the bench's own fleet company
// (ensureFleetCompany: an owner, the schedule copies) and filled by the domains' seed generators
// (each domain's `generators`, src/server/seed/fleet.ts); re-running tops each company up rather than adding again.
import { sql, type Kysely } from "kysely";

import type { Database } from "../db/tables";
import { hashPassword } from "../passwords";
import { domainGenerators, ensureFleetCompany, existingRows, type SeedTarget } from "./fleet";
import { seededRandom } from "./generators/random";

export interface ManyCompaniesOptions {
  companies: number;
  /** Rows per domain over all the companies, spread evenly (the first companies take the remainder). */
  totals: Partial<
    Record<"vehicles" | "employees" | "inspections" | "checkins" | "timesheets" | "invoices" | "equipment", number>
  >;
  /** Company names are `${namePrefix} 0001`…; the owners sign in with `password`. */
  namePrefix: string;
  password: string;
  /** The instant the records are made around (the server clock's). */
  nowMs: number;
  onProgress?: (companiesDone: number, companies: number) => void;
}

/** The share of `total` company `index` of `companies` gets. */
export function shareOf(total: number, companies: number, index: number): number {
  return Math.floor(total / companies) + (index < total % companies ? 1 : 0);
}

/** Creates (or tops up) the companies; returns their ids in name order. */
export async function seedManyCompanies(db: Kysely<Database>, options: ManyCompaniesOptions): Promise<string[]> {
  const ids: string[] = [];
  const width = String(options.companies).length;
  // In the generators' order: units and people before the inspections they sign.
  const generators = [...domainGenerators().values()].filter(
    (generator) => (options.totals[generator.name as keyof ManyCompaniesOptions["totals"]] ?? 0) > 0,
  );
  // One hash for every owner: the same password, and a thousand hashes would cost over a minute.
  const passwordHash = await hashPassword(options.password);
  for (let index = 0; index < options.companies; index += 1) {
    const company = await ensureFleetCompany(
      db,
      `${options.namePrefix} ${String(index + 1).padStart(Math.max(4, width), "0")}`,
      options.password,
      passwordHash,
    );
    ids.push(company.companyId);
    const target: SeedTarget = {
      companyId: company.companyId,
      ownerId: company.ownerId,
      nowMs: options.nowMs,
      random: seededRandom(index + 1),
    };
    for (const generator of generators) {
      const have = await existingRows(db, generator, target.companyId);
      const total = options.totals[generator.name as keyof ManyCompaniesOptions["totals"]]!;
      const missing = shareOf(total, options.companies, index) - have;
      if (missing > 0) await generator.insert(db, target, missing, have, () => {});
    }
    options.onProgress?.(index + 1, options.companies);
  }
  // Once, after the bulk load (seedFleet does it per company, which would cost a thousand passes here).
  await sql`vacuum analyze`.execute(db);
  return ids;
}
