// Vitest globalSetup: builds one migrated PGlite data folder per run. PGlite's initdb costs ~4.5 s per fresh
// folder while opening an existing one costs ~0.8 s, so each test server copies this template instead of
// running initdb itself (startTestServer). Workers are forked after this runs and inherit process.env.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectDatabase } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { PGLITE_TEMPLATE_ENV } from "./pglite-template";

export default async function setup(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), "fleet-template-"));
  const database = await connectDatabase({ dataDir });
  await migrateToLatest(database.db);
  // Closed before anyone copies it, so the copy is a cleanly shut-down cluster rather than one mid-write.
  await database.close();
  process.env[PGLITE_TEMPLATE_ENV] = join(dataDir, "pglite");
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(dataDir, { recursive: true, force: true });
  };
}
