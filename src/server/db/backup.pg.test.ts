// Backups as docs/operations.md "Backups" describes them, done here the same way: on PostgreSQL, `pg_dump` of a
// running server's database and `pg_restore` into a fresh one; on PGlite, a copy of the data folder while the server
// is stopped. A server started on the restored copy must find the demo company as it was — its people can sign in, its
// records are all there — and must have nothing to migrate.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";
import pg from "pg";
import { describe, expect, test } from "vitest";

import { DEMO_COMPANY_NAME } from "../seed/demo";
import { testDatabases } from "../testing/test-databases";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../testing/test-server";
import { openTestSocket } from "../testing/ws-client";
import type { DatabaseHandle } from "./connect";
import { pendingMigrations } from "./migrate";

/** What "the demo company as it was" means: its row counts in the tables its people work with. */
async function demoCompanyFigures(db: DatabaseHandle["db"]): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    select
      (select count(*) from employees e join companies c on c.id = e.company_id where c.name = ${DEMO_COMPANY_NAME}) as people,
      (select count(*) from vehicles v join companies c on c.id = v.company_id where c.name = ${DEMO_COMPANY_NAME}) as vehicles,
      (select count(*) from vehicle_inspections i join companies c on c.id = i.company_id where c.name = ${DEMO_COMPANY_NAME}) as inspections,
      (select count(*) from companies) as companies`.execute(db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([name, value]) => [name, Number(value)]));
}

async function ownerSignsIn(server: TestServer): Promise<number> {
  const socket = await openTestSocket(server.wsUrl);
  try {
    const reply = await socket.request("UserSignInRequestEvent", {
      email: "owner@mapleleaf.localhost",
      password: TEST_PASSWORD,
    });
    return reply.statusCode;
  } finally {
    socket.close();
  }
}

const tool = (name: string) => {
  try {
    execFileSync(name, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

describe.each(testDatabases())("a backup restored on $name", (database) => {
  test.skipIf(database.databaseUrl !== undefined && !tool("pg_dump"))(
    "a server on the restored copy finds the demo company as it was, and nothing to migrate",
    async () => {
      const original = await startTestServer(database);
      const before = await demoCompanyFigures(original.database.db);
      expect(before.vehicles).toBeGreaterThan(0);
      expect(before.inspections).toBeGreaterThan(0);
      let restored: TestServer | undefined;
      const folder = mkdtempSync(join(tmpdir(), "fleet-backup-"));
      let restoredDatabase: string | undefined;
      try {
        if (database.databaseUrl) {
          // pg_dump reads a consistent snapshot while the server keeps serving; custom format, restored without the
          // original's owner so any role can restore it.
          const url = original.services.config.databaseUrl!;
          const schema = original.services.config.databaseSchema;
          const dump = join(folder, "fleet.dump");
          execFileSync("pg_dump", [
            "--format=custom",
            `--file=${dump}`,
            ...(schema ? [`--schema=${schema}`] : []),
            url,
          ]);
          restoredDatabase = `restored_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
          const admin = new pg.Client({ connectionString: database.databaseUrl });
          await admin.connect();
          await admin.query(`create database ${restoredDatabase}`);
          await admin.end();
          const restoredUrl = new URL(database.databaseUrl);
          restoredUrl.pathname = `/${restoredDatabase}`;
          // A dump of one schema leaves out the extensions, which live in the database's public schema; the search
          // indexes need pg_trgm before they can be restored.
          const restoredAdmin = new pg.Client({ connectionString: restoredUrl.href });
          await restoredAdmin.connect();
          await restoredAdmin.query("create extension if not exists pg_trgm");
          await restoredAdmin.end();
          execFileSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${restoredUrl.href}`, dump]);
          await original.close();
          restored = await startTestServer(database, {
            databaseUrl: restoredUrl.href,
            databaseSchema: schema,
            migrateOnStart: false,
          });
        } else {
          // PGlite keeps its database in the data folder, written by the server process itself: copy it while stopped.
          await original.services.jobs.settled();
          await original.stop();
          const copy = join(folder, "data");
          cpSync(original.dataDir, copy, { recursive: true });
          await original.discard();
          restored = await startTestServer(database, { dataDir: copy, migrateOnStart: false });
        }
        expect(await demoCompanyFigures(restored.database.db)).toEqual(before);
        expect(await ownerSignsIn(restored)).toBe(200);
        // The restored copy is current, its migration records included: a start with migrations on would apply none.
        expect(await pendingMigrations(restored.database.db, restored.database.schema)).toEqual([]);
      } finally {
        await restored?.close();
        if (database.databaseUrl && restoredDatabase) {
          const admin = new pg.Client({ connectionString: database.databaseUrl });
          await admin.connect();
          await admin.query(`drop database if exists ${restoredDatabase} with (force)`);
          await admin.end();
        } else if (!database.databaseUrl) {
          await original.close().catch(() => undefined);
        }
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
