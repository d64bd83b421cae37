// The two JavaScript size figures (docs/design/cold-loads.md "Size budgets") on an existing build, without the whole
// bench: initial JS (every script the browser loads for /signin until the network is idle, as main.ts's
// initialJsGzipKB counts it) and the vehicle list page's JS (a cold load of the list URL in a fresh context holding a
// session, as list-browser.ts counts it: the scripts fetched before row 0 shows, after a route-change visit has
// written the URL's boot plan). It serves CLIENT_DIR (default dist/client) with the real server on a throwaway PGlite
// folder and a small fleet, and prints each figure with its files, largest first, and a last line of JSON.
//   npx tsx tests/bench/js-size.ts                      (CLIENT_DIR=dist/client-e2e-3 to measure another build)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

import { chromium, type Page } from "playwright-core";

import { configFromEnv } from "../../src/server/config";
import { ensureFleetCompany, seedFleet } from "../../src/server/seed/fleet";
import { startServer } from "../../src/server/start-server";
import { coldFirstRows, firstRows, goHome } from "./browser";
import { signIn } from "./list-browser";

const CLIENT_DIR = resolve(process.env.CLIENT_DIR ?? "dist/client");
const LIST_PATH = "/portal/operator/vehicles";
const PASSWORD = "js-size-password-1";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
// A small proof of work: the sign-in page's bot check solves quickly (it is sized, not timed, here).
process.env.ALTCHA_MAX_NUMBER ??= "1000";

const gzipKB = (path: string) => gzipSync(readFileSync(join(CLIENT_DIR, path))).length / 1024;
const round = (kb: number) => Math.round(kb * 10) / 10;

function describe(title: string, scripts: readonly string[]): number {
  const files = [...new Set(scripts)].map((path) => ({ path, kb: gzipKB(path) })).sort((a, b) => b.kb - a.kb);
  const total = files.reduce((sum, file) => sum + file.kb, 0);
  console.log(`${title}: ${round(total)} KB gzip in ${files.length} files`);
  for (const file of files) console.log(`  ${round(file.kb).toFixed(1).padStart(6)}  ${file.path}`);
  return round(total);
}

/** The scripts /signin loads until the network is idle (main.ts initialJsGzipKB), blob: workers excluded. */
async function signInScripts(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && !response.url().startsWith("blob:"))
      scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${url}/signin`);
  await page.getByRole("button", { name: "Sign in" }).waitFor();
  await page.waitForLoadState("networkidle");
  return scripts;
}

const dataDir = mkdtempSync(join(tmpdir(), "js-size-"));
const server = await startServer(
  {
    ...configFromEnv({}),
    port: 0,
    dataDir,
    databaseUrl: undefined,
    databaseSchema: undefined,
    seedDemo: false,
    demoPassword: PASSWORD,
    clientDir: CLIENT_DIR,
  },
  {
    quiet: true,
    prepare: async (db) =>
      void (await seedFleet(
        db,
        { ...(await ensureFleetCompany(db, "Js Size Fleet", PASSWORD)), nowMs: Date.now() },
        { vehicles: 300 },
      )),
  },
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript("globalThis.__name = (fn) => fn");
  const page = await context.newPage();
  const initialJsGzipKB = describe("initial JS (/signin)", await signInScripts(page, server.url));
  await signIn(page, server.url, "owner@js-size-fleet.localhost", PASSWORD);
  // The bench visits the list by route changes before its cold loads: those visits write the URL's boot plan.
  for (let i = 0; i < 2; i++) {
    await goHome(page);
    await firstRows(page, LIST_PATH);
  }
  await page.waitForTimeout(1_000);
  const cold = await coldFirstRows(browser, server.url, await context.storageState(), LIST_PATH);
  const listPageJsGzipKB = describe(`list page JS (${LIST_PATH})`, cold.scripts);
  console.log(JSON.stringify({ initialJsGzipKB, listPageJsGzipKB }));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
