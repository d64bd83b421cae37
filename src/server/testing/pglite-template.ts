import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";

/** Names the migrated PGlite folder that global-setup.ts builds once per test run. */
export const PGLITE_TEMPLATE_ENV = "FLEET_TEST_PGLITE_TEMPLATE";

/**
 * Copies the run's template into dataDir/pglite (where connectDatabase opens PGlite), so the server skips
 * initdb. Returns false when there is no template (a test file run without the global setup): the server then
 * makes a fresh database as usual, only slower.
 */
export function copyPgliteTemplate(dataDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const template = env[PGLITE_TEMPLATE_ENV];
  if (!template || !existsSync(join(template, "PG_VERSION"))) return false;
  cpSync(template, join(dataDir, "pglite"), { recursive: true });
  return true;
}
