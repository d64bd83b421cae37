import { existsSync } from "node:fs";

import { defineConfig } from "@playwright/test";

// Debian's Chromium (Playwright cannot download browsers on these machines). The journeys prefer its old headless
// shell (package chromium-headless-shell), the build Playwright itself uses for headless runs: the same Blink
// without the full browser's window machinery, it ran the journeys with 30% less CPU (472 s against 671 s for one
// database's run) and 17% less wall time. Without it, the full browser in headless mode runs them alike.
// CHROMIUM_PATH names another build. The flags keep it from reaching for a network this machine does not have.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const E2E_PASSWORD = "e2e-demo-password-1";
/** The large fleet the scale journey scrolls through (100,000 vehicles). */
export const E2E_FLEET_VEHICLES = Number(process.env.E2E_FLEET_VEHICLES ?? 100_000);
const postgresUrl = process.env.TEST_DATABASE_URL;
/** E2E_INSTANCE=n (0–9) moves ports, data folders, the PostgreSQL schema and the served client build so several
 *  suites can run side by side on one machine; build that instance's client with `npx vite build --outDir
 *  dist/client-e2e-n` first, or name a shared build with E2E_CLIENT_DIR (unset: `dist/client`, ports 4310/4311).
 *  scripts/test-all.ts gives each shard of a sharded run (E2E_SHARDS) its own instance. */
const instance = process.env.E2E_INSTANCE ? Number(process.env.E2E_INSTANCE) : undefined;
const portBase = 4310 + (instance ?? 0) * 10;
const suffix = instance === undefined ? "" : `-${instance}`;

interface Target {
  name: string;
  port: number;
  env: Record<string, string>;
}

// Every journey runs against the embedded database, and against PostgreSQL too when TEST_DATABASE_URL is set.
// E2E_TARGETS=pglite (or postgres) keeps one: scripts/test-all.ts runs one Playwright process per database side by
// side, each starting only its own server.
const only = process.env.E2E_TARGETS?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const allTargets: Target[] = [
  { name: "pglite", port: portBase, env: {} },
  ...(postgresUrl
    ? [
        {
          name: "postgres",
          port: portBase + 1,
          env: {
            DATABASE_URL: postgresUrl,
            DATABASE_SCHEMA: `e2e_portal${suffix.replace("-", "_")}`,
            SEED_DEMO: "true",
          },
        },
      ]
    : []),
];
const targets = allTargets.filter((target) => !only || only.includes(target.name));
const runName = only ? `-${only.join("-")}` : "";

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties outputDir at start, and test-results/ also holds vitest's report.
  outputDir: `test-results/playwright${suffix}${runName}`,
  // Every journey that signs in to the demo company gets a company of its own (tests/e2e/journey-company.ts), so
  // journeys run in any order and side by side: E2E_WORKERS=n browsers per run. One by default: on CI's two cores
  // the two databases' runs already keep both busy, and a starved browser drops the frames the scale journeys count.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  // In CI a JSON report feeds the closing "N passed, N failed" line (scripts/ci-summary.ts).
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: `test-results/playwright${suffix}${runName}.json` }]]
    : [["list"]],
  timeout: 30_000,
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A trace records a screenshot and a DOM snapshot at every step: a fifth of a journey's CPU. CI records one only
    // when a journey is retried after failing (its first failure is not recorded, its second is); locally every
    // failing journey keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: targets.map((target) => ({ name: target.name, use: { baseURL: `http://127.0.0.1:${target.port}` } })),
  webServer: targets.map((target) => ({
    command: "npx tsx tests/e2e/serve.ts",
    url: `http://127.0.0.1:${target.port}/healthz`,
    reuseExistingServer: false,
    // Seeding the large fleet takes about a minute on PGlite.
    timeout: 300_000,
    // The bot check is enforced on sign-in as in production (page objects wait for the widget to solve it); a
    // small proof of work keeps the journeys fast.
    env: {
      ...target.env,
      PORT: String(target.port),
      DATA_DIR: `test-results/e2e-data-${target.name}${suffix}`,
      ...(instance === undefined && !process.env.E2E_CLIENT_DIR
        ? {}
        : { CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? `dist/client-e2e${suffix}` }),
      DEMO_PASSWORD: E2E_PASSWORD,
      E2E_FLEET_VEHICLES: String(E2E_FLEET_VEHICLES),
      REQUIRE_BOT_CHECK_ON_SIGN_IN: "true",
      // Every browser of the suite comes from 127.0.0.1: the per-address limits (config.ts ONE_ADDRESS_FOR_ALL) would
      // count the whole suite as one client.
      HTTP_REQUESTS_PER_MINUTE: "1000000000",
      WS_CONNECTIONS_PER_MINUTE: "1000000000",
      WS_SOCKETS_PER_ADDRESS: "1000000000",
      ALTCHA_MAX_NUMBER: "1000",
    },
  })),
});
