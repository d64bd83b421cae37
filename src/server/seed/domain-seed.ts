// What a domain gives the seeds (docs/design/seed-and-bench.md): its records of the demo company a newcomer meets,
// and a generator of its records at scale. Each domain declares them in its module (ServerDomain.demo and
// .generators); seed/demo.ts and seed/fleet.ts are loops over the list of domains, so a new domain seeds itself from
// its own folder.
import type { Kysely, Transaction } from "kysely";

import type { Database } from "../db/tables";
import type { DemoIdentity } from "./demo-identity";

/** The demo company being seeded (docs/design/seed-and-bench.md "The first-start seed"). */
export interface DemoCompany {
  trx: Transaction<Database>;
  identity: DemoIdentity;
  companyId: string;
  /** The second company the demo's manager also works for. */
  secondCompanyId: string;
  /** The demo owner's user id: who created what the owner would have created. */
  ownerId: string;
  /** Every record is dated from this one reading of the server's clock, so the fleet's days line up. */
  nowMs: number;
}

export interface DemoSeed {
  /**
   * Where the domain's seed runs among the others (ascending): after the domains whose records it refers to
   * (inspections after vehicles and people, work orders after inspections).
   */
  order: number;
  /** Seeds the demo company's records of this domain. */
  company?(demo: DemoCompany): Promise<void>;
  /** The platform's own records of this domain, once, at the first start (the operator's history). */
  platform?(trx: Transaction<Database>, nowMs: number): Promise<void>;
}

/** A company a large-scale generator fills (scripts/seed.ts, the operator's many companies, the bench). */
export interface SeedTarget {
  companyId: string;
  ownerId: string;
  nowMs: number;
  random: () => number;
}

/** Tables a generator fills: one row per record, each with its company's id. */
type CompanyTable = {
  [T in keyof Database]: Database[T] extends { company_id: unknown } ? T : never;
}[keyof Database];

export interface DomainGenerator {
  /** Its name on the command line (`npm run seed -- --vehicles 1000`) and in the bench. */
  name: string;
  /** The table whose rows it counts: re-running adds up to the asked number, not on top of it. */
  table: CompanyTable;
  /** Where it runs in a run that asks for several (ascending): after the generators whose rows it refers to. */
  order: number;
  insert(
    db: Kysely<Database>,
    target: SeedTarget,
    count: number,
    startIndex: number,
    onProgress: (done: number) => void,
  ): Promise<void>;
}
