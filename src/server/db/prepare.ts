// What a database needs before a server may serve from it (docs/operations.md "Migrations"): the schema brought up
// to date, each domain's start-up writes (reference data, the seller's numbers), and on an empty database the first
// sign-ins. `npm run migrate` runs it once per release; a process started with MIGRATE_ON_START=false skips it, so a
// fleet of processes never races to migrate or to seed.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import type { ServerConfig } from "../config";
import { serverDomains } from "../features/index";
import { seedDemoIfEmpty, type DemoAccount } from "../seed/demo";
import type { DatabaseHandle } from "./connect";
import { migrateToLatest } from "./migrate";

export interface PreparedDatabase {
  /** The sign-ins created because the database was empty (none otherwise). */
  created: DemoAccount[];
  /** Where they were written, when they were. */
  file: string | undefined;
}

export async function prepareDatabase(database: DatabaseHandle, config: ServerConfig): Promise<PreparedDatabase> {
  await migrateToLatest(database.db, database.schema);
  for (const domain of serverDomains) await domain.start?.(database.db, config);
  const created = await seedDemoIfEmpty(database.db, {
    demoPassword: config.demoPassword,
    withDemoCompany: config.seedDemo,
    clock: config.clock,
    admin: config.admin,
  });
  return { created, file: created.length > 0 ? writeFirstSignIns(config, created) : undefined };
}

/**
 * The first sign-ins go to a file only its owner can read, never to the output: a production process's output
 * ends up in log collection (docs/operations.md "The first sign-ins").
 */
function writeFirstSignIns(config: ServerConfig, accounts: DemoAccount[]): string {
  const file = config.firstSignInsFile ?? join(config.dataDir, "first-sign-ins.txt");
  mkdirSync(dirname(file), { recursive: true });
  const lines = accounts.map((a) => `${a.email}  password: ${a.password}  (${a.roles.join(", ")})`);
  writeFileSync(file, `# Created at the first start; change these passwords after signing in.\n${lines.join("\n")}\n`, {
    mode: 0o600,
  });
  // The mode applies only to a file writeFileSync creates; one left from an earlier start keeps its own.
  chmodSync(file, 0o600);
  return file;
}
