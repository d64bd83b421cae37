// Vitest globalSetup of the database project: builds, once per run, the databases every test server starts from.
// PGlite's initdb costs ~4.5 s per fresh folder and the demo seed a few seconds more on either database, while
// copying a folder or a PostgreSQL template database costs a fraction of that. So:
// - a migrated PGlite folder (for servers that seed differently or run on a clock of their own);
// - a migrated and seeded PGlite folder (the usual test server);
// - with TEST_DATABASE_URL, a migrated and seeded PostgreSQL database used as the TEMPLATE of each server's own.
// Workers are forked after this runs and inherit process.env, which names all three (pglite-template.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { clockFromEnv } from "../../shared/clock";
import { connectDatabase } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { seedDemoIfEmpty } from "../seed/demo";
import {
  dropPostgresDatabase,
  PG_TEMPLATE_ENV,
  PG_TEMPLATE_SCHEMA,
  PGLITE_SEEDED_ENV,
  PGLITE_TEMPLATE_ENV,
  postgresAdmin,
  postgresUrlOf,
} from "./pglite-template";
import { TEST_PASSWORD } from "./test-password";

async function buildPglite(dataDir: string, seeded: boolean): Promise<string> {
  const database = await connectDatabase({ dataDir });
  await migrateToLatest(database.db);
  if (seeded)
    await seedDemoIfEmpty(database.db, {
      demoPassword: TEST_PASSWORD,
      withDemoCompany: true,
      clock: clockFromEnv(process.env),
    });
  // Closed before anyone copies it, so the copy is a cleanly shut-down cluster rather than one mid-write.
  await database.close();
  return join(dataDir, "pglite");
}

async function buildPostgres(url: string, name: string): Promise<void> {
  await dropPostgresDatabase(url, name);
  const admin = await postgresAdmin(url);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await connectDatabase({
    databaseUrl: postgresUrlOf(url, name),
    dataDir: tmpdir(),
    schema: PG_TEMPLATE_SCHEMA,
  });
  await migrateToLatest(database.db, PG_TEMPLATE_SCHEMA);
  await seedDemoIfEmpty(database.db, {
    demoPassword: TEST_PASSWORD,
    withDemoCompany: true,
    clock: clockFromEnv(process.env),
  });
  await database.close();
}

export default async function setup(): Promise<() => Promise<void>> {
  const migratedDir = mkdtempSync(join(tmpdir(), "fleet-template-"));
  const seededDir = mkdtempSync(join(tmpdir(), "fleet-seeded-"));
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = `fleet_template_${process.pid}`;
  const [migrated, seeded] = await Promise.all([
    buildPglite(migratedDir, false),
    buildPglite(seededDir, true),
    url ? buildPostgres(url, pgTemplate) : undefined,
  ]);
  process.env[PGLITE_TEMPLATE_ENV] = migrated;
  process.env[PGLITE_SEEDED_ENV] = seeded;
  if (url) process.env[PG_TEMPLATE_ENV] = pgTemplate;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    delete process.env[PGLITE_SEEDED_ENV];
    delete process.env[PG_TEMPLATE_ENV];
    rmSync(migratedDir, { recursive: true, force: true });
    rmSync(seededDir, { recursive: true, force: true });
    if (url) await dropPostgresDatabase(url, pgTemplate);
  };
}
