// Starts the built portal for the e2e suite on an empty database: the PGlite folder is wiped, or the
// PostgreSQL schema dropped, so every run starts from the first-start demo seed. Beside it, on the next port up
// (journey-companies.ts), a small endpoint seeds a fresh demo company for each journey that asks (tests/e2e/test.ts).
import { rmSync } from "node:fs";

import type { Kysely } from "kysely";
import pg from "pg";

import { configFromEnv } from "../../src/server/config";
import type { Database } from "../../src/server/db/tables";
import { ensureFleetCompany, seedFleet } from "../../src/server/seed/fleet";
import { startServer } from "../../src/server/start-server";
import { E2E_FLEET_COMPANY } from "./fleet";
import { serveJourneyCompanies } from "./journey-companies";
import { journeyCompaniesPort } from "./journey-company";

const config = configFromEnv();
rmSync(config.dataDir, { recursive: true, force: true });
if (config.databaseUrl && config.databaseSchema) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists ${config.databaseSchema} cascade`);
  await client.end();
}
const fleetSize = Number(process.env.E2E_FLEET_VEHICLES ?? 0);
// A large second company for the scale journeys (the demo company stays small for the CRUD journeys). It is
// seeded before the server listens, so Playwright's readiness check waits for it.
let database: Kysely<Database> | undefined;
const prepare = async (db: Kysely<Database>) => {
  database = db;
  if (fleetSize === 0) return;
  const started = performance.now();
  const company = await ensureFleetCompany(db, E2E_FLEET_COMPANY, config.demoPassword ?? "");
  await seedFleet(db, { ...company, nowMs: config.clock.now() }, { vehicles: fleetSize });
  console.log(`seeded ${fleetSize} vehicles in ${Math.round(performance.now() - started)} ms`);
};
const server = await startServer(config, { quiet: true, prepare });
const companies = await serveJourneyCompanies(database!, {
  port: journeyCompaniesPort(config.port),
  password: config.demoPassword ?? "",
  clock: config.clock,
});
console.log(`e2e server on ${server.url} (${server.database.kind})`);
const stop = () => void Promise.all([companies.close(), server.stop()]).then(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
