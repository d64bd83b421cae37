// npm run bench — seeds a 100,000-vehicle fleet (kept between runs in .bench-data/), serves the production
// build, and measures the vehicle list in headless Chromium and the server's window queries in Node, on PGlite
// and (with TEST_DATABASE_URL) PostgreSQL. Progress goes to stderr; the last stdout line is one JSON object.
// BENCH_DATA_DIR (default .bench-data) and BENCH_PG_SCHEMA (default bench) keep a run's data apart from another's;
// CLIENT_DIR (default dist/client) is where the client is built and served from.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

import { chromium, type Browser, type Page } from "playwright-core";

import { DEFAULT_LIMITS, configFromEnv, type ServerConfig, ONE_ADDRESS_FOR_ALL } from "../../src/server/config";
import { ensureFleetCompany, seedFleet } from "../../src/server/seed/fleet";
import { startServer, type RunningServer } from "../../src/server/start-server";
import { measureAllCompaniesSection, seedAllCompanies } from "./all-companies";
import { watchLiveChanges } from "./browser";
import { driveBulkChanges } from "./bulk-changes";
import { CHECKIN_ROWS, measureCheckInsSection } from "./checkins";
import { measureCompliance } from "./compliance";
import { measureHoursSection, seedHoursCompany } from "./hours";
import { INSPECTION_ROWS, measureInspectionsSection } from "./inspections";
import { peerProtocol, routeProtocol, signIn, type ListBench, type SectionContext } from "./list-browser";
import { driveLiveChanges } from "./live-driver";
import { measureReports } from "./reports";
import { measureSeeding } from "./seed";
import { countMatching, measureWindowBytes, measureWindowQueries } from "./server-queries";
import { measureSocketLoad } from "./socket-load";
import { median, percentile, round } from "./stats";
import { USER_ROWS, measureImport, measureUserQueries } from "./users";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COMPANY = "Bench Fleet";
const PASSWORD = "bench-password-1";
const OWNER = "owner@bench-fleet.localhost";
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
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? ".bench-data";
const PG_SCHEMA = process.env.BENCH_PG_SCHEMA ?? "bench";
const CLIENT_DIR = process.env.CLIENT_DIR ?? "dist/client";
/** BENCH_ONLY=<section>: one list section alone (its queries and its browser figures on both protocols). */
const SECTIONS: Record<string, (section: SectionContext) => Promise<unknown>> = {
  inspections: measureInspectionsSection,
  checkins: measureCheckInsSection,
  hours: measureHoursSection,
  allcompanies: measureAllCompaniesSection,
};
/** What each section alone seeds in the bench company (the hours section seeds its own company). */
const SECTION_SEEDS: Record<string, Record<string, number>> = {
  inspections: { vehicles: ROWS, employees: USER_ROWS, inspections: INSPECTION_ROWS },
  checkins: { vehicles: ROWS, employees: USER_ROWS, checkins: CHECKIN_ROWS },
  hours: {},
  // Its own 1,000 companies (all-companies.ts), not the bench company.
  allcompanies: {},
};

function buildClient(): void {
  if (process.env.BENCH_SKIP_BUILD === "1" && existsSync(join(CLIENT_DIR, "index.html"))) {
    log(`serving the existing build in ${CLIENT_DIR}`);
    return;
  }
  log("building the client (production)…");
  execFileSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--outDir", CLIENT_DIR, "--emptyOutDir", "--logLevel", "error"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
}

async function startBenchServer(target: "pglite" | "postgres"): Promise<{ server: RunningServer; companyId: string }> {
  const base = configFromEnv({});
  const config: ServerConfig = {
    ...base,
    port: 0,
    dataDir: resolve(DATA_DIR, target),
    databaseUrl: target === "postgres" ? process.env.TEST_DATABASE_URL : undefined,
    databaseSchema: target === "postgres" ? PG_SCHEMA : undefined,
    seedDemo: false,
    demoPassword: PASSWORD,
    clientDir: resolve(CLIENT_DIR),
    // The live-change driver sends 1,000 messages a second from one socket.
    limits: { ...DEFAULT_LIMITS, messagesPerSecond: 5_000, messageBurst: 5_000, ...ONE_ADDRESS_FOR_ALL },
  };
  let companyId = "";
  const server = await startServer(config, {
    quiet: true,
    // Errors only (quiet), beside the bench's own lines on standard error: standard output ends with the figures.
    logStream: { write: (line: string) => log(line.trimEnd()) },
    prepare: async (db) => {
      const company = await ensureFleetCompany(db, COMPANY, PASSWORD);
      companyId = company.companyId;
      const started = performance.now();
      const added = await seedFleet(
        db,
        { ...company, nowMs: config.clock.now() },
        SECTION_SEEDS[only ?? ""] ?? {
          vehicles: ROWS,
          employees: USER_ROWS,
          checkins: CHECKIN_ROWS,
          inspections: INSPECTION_ROWS,
        },
        (_domain, done, total) => {
          if (total > 0 && (done === total || done % 20_000 === 0)) log(`${target}: seeded ${done}/${total}`);
        },
      );
      if (added.vehicles)
        log(`${target}: seeded ${added.vehicles} vehicles in ${Math.round(performance.now() - started)} ms`);
    },
  });
  return { server, companyId };
}

/** gzip size of the JavaScript the browser loads for the sign-in page. */
async function initialJsGzipKB(page: Page, url: string): Promise<number> {
  const scripts: string[] = [];
  page.on("response", (response) => {
    // The bot-check widget starts its worker from a blob: URL made from code already counted in its chunk.
    if (response.request().resourceType() === "script" && !response.url().startsWith("blob:"))
      scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${url}/signin`);
  await page.getByRole("button", { name: "Sign in" }).waitFor();
  await page.waitForLoadState("networkidle");
  const bytes = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join(CLIENT_DIR, path))).length, 0);
  return round(bytes / 1024);
}

/** The vehicle list as the two browser protocols see it (list-browser.ts); `search` counts only for the peer's. */
async function vehicleList(server: RunningServer, companyId: string, withSearch = false): Promise<ListBench> {
  const rows = await countMatching(server, companyId, {});
  const list: ListBench = {
    path: "/portal/operator/vehicles",
    countTestId: "vehicle-count",
    rows,
    jumpTo: 90_000,
    sortHeaders: ["Plate", "Name"],
    selectFilter: { label: "Category", values: ["#23:5", "#23:9", "#23:11", "#23:1", "#23:17"] },
  };
  if (!withSearch) return list;
  const search = {
    label: "Search vehicles",
    term: "-001",
    count: await countMatching(server, companyId, { search: "-001" }),
  };
  const columnFilter = {
    label: "Filter Name",
    term: "-002",
    count: await countMatching(server, companyId, { contains: { name: "-002" } }),
  };
  log(
    `peer: search "${search.term}" leaves ${search.count} of ${rows}, name filter "${columnFilter.term}" leaves ${columnFilter.count}`,
  );
  return { ...list, search, columnFilter };
}

async function measureBrowser(page: Page, server: RunningServer, companyId: string) {
  await signIn(page, server.url, OWNER, PASSWORD);
  return routeProtocol(page, await vehicleList(server, companyId), RUNS);
}

/**
 * The peer's protocol (docs/design/seed-and-bench.md "Sections"), as the commercial grid was measured: a cold
 * navigation to the list URL in a fresh browser context with a stored session; 250 px a frame for 400 frames; a search
 * and a column filter leaving ~1 % of the rows, timed from the last keystroke to the rows, as typed (any debounce
 * included).
 */
async function measurePeer(browser: Browser, page: Page, server: RunningServer, companyId: string) {
  return peerProtocol(browser, page, server.url, await vehicleList(server, companyId, true), RUNS, CLIENT_DIR);
}

async function measureLive(page: Page, server: RunningServer, companyId: string) {
  const watching = watchLiveChanges(page, 4_000);
  const run = await driveBulkChanges(server, companyId, 1_000, 3_000, 12);
  const { seen, commitsPerFrameMax } = await watching;
  const latencies = Object.entries(seen).flatMap(([n, at]) => (run.sent[n] === undefined ? [] : [at - run.sent[n]!]));
  log(
    `live: ${Object.keys(run.sent).length} changes (${run.achievedPerSecond}/s), ${latencies.length} reached the screen as their own value`,
  );
  // Single saves over one websocket, pipelined, through the real handler: the write path's own limit.
  const wsUrl = `${server.url.replace(/^http/, "ws")}/api/v1/ws`;
  const saves = await driveLiveChanges(wsUrl, OWNER, PASSWORD, 1_000, 1_000, 12);
  return {
    liveP95Ms: round(percentile(latencies, 95)),
    commitsPerFrameMax,
    achievedPerSecond: run.achievedPerSecond,
    savesPerSecond: saves.achievedPerSecond,
  };
}

async function benchTarget(target: "pglite" | "postgres", browserPath: string) {
  const { server, companyId } = await startBenchServer(target);
  if (process.env.BENCH_SEED_ONLY === "1") {
    // Seed ahead (e.g. on a busy machine), measure later on an idle one: the data is kept between runs.
    if (only === "hours") await seedHoursCompany(server, PASSWORD);
    if (only === "allcompanies")
      await seedAllCompanies(server, PASSWORD, (message) => log(`${target} allcompanies: ${message}`));
    await server.stop();
    return { initial: 0, figures: { seeded: true } };
  }
  log(`${target}: serving ${server.url}`);
  const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx compiles the functions passed to page.evaluate with esbuild's keepNames, which calls a __name helper.
    await context.addInitScript("globalThis.__name = (fn) => fn");
    const page = await context.newPage();
    const initial = await initialJsGzipKB(page, server.url);
    if (only && SECTIONS[only]) {
      await signIn(page, server.url, OWNER, PASSWORD);
      return {
        initial,
        figures: {
          [only]: await SECTIONS[only]({
            server,
            browser,
            companyId,
            ownerEmail: OWNER,
            password: PASSWORD,
            runs: RUNS,
            clientDir: CLIENT_DIR,
            log: (message) => log(`${target} ${only}: ${message}`),
          }),
        },
      };
    }
    const ui = await measureBrowser(page, server, companyId);
    const peer = await measurePeer(browser, page, server, companyId);
    if (only === "lists") {
      const queries = await measureWindowQueries(server, companyId, [0, 50_000, 99_900]);
      const figures = {
        firstRowsMs: round(median(ui.first)),
        jumpMs: round(median(ui.jumps)),
        scrollP95Ms: round(percentile(ui.frames, 95)),
        scrollMaxMs: round(Math.max(...ui.frames)),
        sortMs: round(median(ui.sorts)),
        filterMs: round(median(ui.filters)),
        queryP95Ms: queries,
      };
      const peerFigures = {
        ...peer,
        routeFirstRowsMs: figures.firstRowsMs,
        jumpMs: figures.jumpMs,
        sortMs: figures.sortMs,
        queryP95MsAtOffset0: queries["0"],
      };
      log(`${target} (peer protocol): ${JSON.stringify(peerFigures)}`);
      return { initial, figures: { ...figures, peer: peerFigures } };
    }
    const live = await measureLive(page, server, companyId);
    const queries = await measureWindowQueries(server, companyId, [0, 50_000, 99_900]);
    const windowBytes = await measureWindowBytes(server, companyId);
    const users = {
      rows: USER_ROWS,
      queryP95Ms: await measureUserQueries(server, companyId),
      ...(await measureImport(server, PASSWORD)),
    };
    const section: SectionContext = {
      server,
      browser,
      companyId,
      ownerEmail: OWNER,
      password: PASSWORD,
      runs: RUNS,
      clientDir: CLIENT_DIR,
      log: (message) => log(`${target}: ${message}`),
    };
    const checkins = await measureCheckInsSection(section);
    const inspections = await measureInspectionsSection(section);
    const compliance = await measureCompliance(server, companyId);
    const reports = await measureReports(server, companyId, (message) => log(`${target} reports: ${message}`));
    const hours = await measureHoursSection(section);
    const figures = {
      firstRowsMs: round(median(ui.first)),
      jumpMs: round(median(ui.jumps)),
      scrollP95Ms: round(percentile(ui.frames, 95)),
      scrollMaxMs: round(Math.max(...ui.frames)),
      sortMs: round(median(ui.sorts)),
      filterMs: round(median(ui.filters)),
      queryP95Ms: queries,
      liveP95Ms: live.liveP95Ms,
      commitsPerFrameMax: live.commitsPerFrameMax,
      liveChangesPerSecond: live.achievedPerSecond,
      websocketSavesPerSecond: live.savesPerSecond,
      windowBytesPer100Rows: windowBytes,
      users,
      checkins,
      inspections,
      compliance,
      hours,
      reports,
    };
    const peerFigures = {
      ...peer,
      routeFirstRowsMs: figures.firstRowsMs,
      jumpMs: figures.jumpMs,
      sortMs: figures.sortMs,
      queryP95MsAtOffset0: queries["0"],
    };
    log(`${target}: ${JSON.stringify(figures)}`);
    log(`${target} (peer protocol): ${JSON.stringify(peerFigures)}`);
    return { initial, figures: { ...figures, peer: peerFigures } };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const browserPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(browserPath)) {
  console.error(`bench needs Chromium at ${browserPath} (apt-get install -y chromium)`);
  process.exit(1);
}
// BENCH_ONLY=socket runs the socket section alone (socket-load.ts; also `npx tsx tests/bench/socket-load.ts`),
// BENCH_ONLY=seed the seed section alone (seed.ts: what each test and e2e server start pays),
// BENCH_ONLY=inspections, checkins or hours one list section (SECTIONS) with its browser figures, and BENCH_ONLY=lists
// the vehicle list's browser figures (both protocols) and window queries alone — the quick loop for list work.
// BENCH_SEED_ONLY=1 with BENCH_ONLY=<section> seeds that section's data and measures nothing.
const only = process.env.BENCH_ONLY;
const result: Record<string, unknown> =
  only === "socket" || only === "seed" || (only && SECTIONS[only]) ? {} : { rows: ROWS };
if (only !== "socket" && only !== "seed") {
  buildClient();
  // BENCH_SKIP_PGLITE=1 (with TEST_DATABASE_URL): PostgreSQL only, e.g. while the embedded database is being seeded.
  if (process.env.BENCH_SKIP_PGLITE !== "1") {
    const pglite = await benchTarget("pglite", browserPath);
    result.initialJsGzipKB = pglite.initial;
    result.pglite = pglite.figures;
  }
  if (process.env.TEST_DATABASE_URL) result.postgres = (await benchTarget("postgres", browserPath)).figures;
}
if (!only || only === "socket") result.socket = await measureSocketLoad();
if (!only || only === "seed") result.seed = await measureSeeding();
console.log(JSON.stringify(result));
