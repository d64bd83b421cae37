// The databases a test server starts from, built once per run by global-setup.ts: PGlite folders to copy and a
// PostgreSQL database to use as a template (CREATE DATABASE … TEMPLATE copies its files, ~0.1 s).
import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";

import pg from "pg";

/** Names the migrated PGlite folder. */
export const PGLITE_TEMPLATE_ENV = "FLEET_TEST_PGLITE_TEMPLATE";
/** Names the migrated PGlite folder with the demo companies seeded (TEST_PASSWORD). */
export const PGLITE_SEEDED_ENV = "FLEET_TEST_PGLITE_SEEDED";
/** Names the migrated and seeded PostgreSQL template database. */
export const PG_TEMPLATE_ENV = "FLEET_TEST_PG_TEMPLATE";
/** The schema the PostgreSQL template (and so every copy of it) keeps its tables in. */
export const PG_TEMPLATE_SCHEMA = "fleet";

/**
 * Copies a template folder into dataDir/pglite (where connectDatabase opens PGlite), so the server skips initdb
 * (and the seed, for the seeded one). Returns false when there is none (a test file run without the global setup):
 * the server then makes a fresh database as usual, only slower.
 */
export function copyPgliteTemplate(
  dataDir: string,
  kind: "migrated" | "seeded" = "migrated",
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const template = env[kind === "seeded" ? PGLITE_SEEDED_ENV : PGLITE_TEMPLATE_ENV];
  if (!template || !existsSync(join(template, "PG_VERSION"))) return false;
  cpSync(template, join(dataDir, "pglite"), { recursive: true });
  return true;
}

/** The same server's URL with another database. */
export function postgresUrlOf(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function postgresAdmin(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A new database copied from the run's PostgreSQL template; undefined when the run has none. */
export async function copyPostgresTemplate(
  url: string,
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  const template = env[PG_TEMPLATE_ENV];
  if (!template) return undefined;
  const admin = await postgresAdmin(url);
  try {
    // Two copies of one template at the same instant can meet "source database is being accessed by other users".
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
  return postgresUrlOf(url, name);
}

/**
 * Drops a test database once its server's connections have closed. Not WITH (FORCE): that terminates a connection
 * still closing in this process, whose client then raises an unhandled 57P01 error and fails the run. A database
 * still in use after ~5 s is left for the next run's clean-up rather than failing this one.
 */
export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  const admin = await postgresAdmin(url);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        if (!/being accessed by other users/.test(String(error))) throw error;
        if (attempt >= 50) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
}
