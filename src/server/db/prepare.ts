// What a database needs before a server may serve from it (docs/operations.md "Migrations"): the schema brought up
// to date, each domain's start-up writes (reference data, the seller's numbers), and on an empty database the first
// sign-ins. `npm run migrate` runs it once per release; a process started with MIGRATE_ON_START=false skips it, so a
// fleet of processes never races to migrate or to seed.
import type { ServerConfig } from "../config";
import { serverDomains } from "../features/index";
import { seedDemoIfEmpty, type DemoAccount } from "../seed/demo";
import type { DatabaseHandle } from "./connect";
import { migrateToLatest } from "./migrate";

export async function prepareDatabase(database: DatabaseHandle, config: ServerConfig): Promise<DemoAccount[]> {
  await migrateToLatest(database.db, database.schema);
  for (const domain of serverDomains) await domain.start?.(database.db, config);
  return seedDemoIfEmpty(database.db, {
    demoPassword: config.demoPassword,
    withDemoCompany: config.seedDemo,
    clock: config.clock,
  });
}
