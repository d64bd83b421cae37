// The allcompanies section of `npm run bench` (docs/operator.md "Demo data and scale"): the operator's inspections
// list over every company — BENCH_INSPECTION_ROWS inspections (default 10⁶) spread over BENCH_COMPANIES companies
// (default 1,000), seeded by the domains' generators (src/server/seed/many-companies.ts). Figures,
// as the inspections section's: the window query at the first, middle and last windows for each sort, with no company
// condition (the list spec with ALL_COMPANIES) — the handler's whole path with the Company column for the default
// sort, and one company's list through the company filter; then /portal/admin/inspections in the browser on both
// protocols (list-browser.ts), signed in as the platform administrator.
//   BENCH_ONLY=allcompanies BENCH_INSPECTION_ROWS=20000 BENCH_COMPANIES=50 npm run bench
// Alone, queries only, on a fresh embedded database of any size:
//   BENCH_INSPECTION_ROWS=20000 BENCH_COMPANIES=50 npx tsx tests/bench/all-companies.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { companyWindow } from "../../src/server/all-companies/company-window";
import { DEFAULT_LIMITS, configFromEnv, ONE_ADDRESS_FOR_ALL } from "../../src/server/config";
import { ALL_INSPECTION_LIST_FIELDS, INSPECTION_LIST_FIELDS } from "../../src/server/features/inspections/list-fields";
import { inspectionListSpec } from "../../src/server/features/inspections/list-spec";
import { ALL_COMPANIES, type CompanyScope } from "../../src/server/lists/company-scope";
import { seedManyCompanies } from "../../src/server/seed/many-companies";
import { startServer, type RunningServer } from "../../src/server/start-server";
import type { InspectionListField, InspectionListFilter, InspectionSort } from "../../src/shared/generated/inspections";
import { INSPECTION_ROWS } from "./inspections";
import { jumpTarget, measureSectionBrowser, p95ByOffset, type SectionContext } from "./list-browser";
import { benchOffsets, measureListQueries, type QueryFigures } from "./list-queries";
import { percentile, round } from "./stats";

export const BENCH_COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1_000);
/** Each company's units and people (the inspections need units to inspect and people to sign). */
const VEHICLES_PER_COMPANY = Number(process.env.BENCH_COMPANY_VEHICLES ?? 20);
const EMPLOYEES_PER_COMPANY = Number(process.env.BENCH_COMPANY_EMPLOYEES ?? 8);
const ADMIN = "admin@fleetportal.localhost";
const FIELDS: InspectionListField[] = ALL_INSPECTION_LIST_FIELDS.filter(
  (field) => field !== "vehicleId" && field !== "driverId" && field !== "modifiedDate",
);
const SORTS: InspectionSort[] = [
  { column: "inspectedAt", direction: "desc" },
  { column: "vehicleName", direction: "asc" },
  { column: "driverName", direction: "asc" },
  { column: "status", direction: "desc" },
];
/** Candidate terms per figure: values sampled from the seeded rows (so each leaves some), the one nearest 1 % measured. */
const CANDIDATES = 12;

export interface AllCompaniesFigures {
  rows: number;
  companies: number;
  /** "sort direction" → offset → { p50, p95 } in ms, every company, the list spec's path (as the inspections section). */
  queryMs: QueryFigures;
  /** The handler's whole path for the default sort: the window plus the Company column's names. */
  withCompanyColumnMs: Record<string, { p50: number; p95: number }>;
  /** The company filter: one company's list (its own company-scoped indexes). */
  oneCompanyMs: Record<string, { p50: number; p95: number }>;
}

/** Seeds the companies in the server's database (kept between runs; a second run tops up, adds nothing). */
export async function seedAllCompanies(
  server: RunningServer,
  password: string,
  log: (message: string) => void,
): Promise<string[]> {
  const started = performance.now();
  const ids = await seedManyCompanies(server.services.db, {
    companies: BENCH_COMPANIES,
    totals: {
      vehicles: BENCH_COMPANIES * VEHICLES_PER_COMPANY,
      employees: BENCH_COMPANIES * EMPLOYEES_PER_COMPANY,
      inspections: INSPECTION_ROWS,
    },
    namePrefix: "Bench Carrier",
    password,
    nowMs: server.services.clock.now(),
    onProgress: (done, total) => {
      if (done === total || done % 50 === 0)
        log(`seeded ${done}/${total} companies (${Math.round((performance.now() - started) / 1000)} s)`);
    },
  });
  return ids;
}

async function timed(runs: number, query: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await query(i);
    times.push(performance.now() - started);
  }
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

/** The handler's path (companyWindow) for the default sort at the bench's offsets, over `scope`. */
async function handlerPath(
  server: RunningServer,
  scope: CompanyScope,
  runs: number,
): Promise<Record<string, { p50: number; p95: number }>> {
  const { db, lists } = server.services;
  const spec = () => inspectionListSpec(db, scope, {}, SORTS[0]!);
  const count = await lists.count(spec());
  const window = (offset: number) =>
    companyWindow(db, lists, spec(), INSPECTION_LIST_FIELDS, FIELDS, {
      offset: Math.min(offset, Math.max(0, count - 1)),
      limit: 100,
    });
  const offsets = benchOffsets(count);
  for (const offset of offsets) await window(offset); // warm the count and the samples, as an open list would
  const byOffset: Record<string, { p50: number; p95: number }> = {};
  for (const offset of offsets)
    byOffset[String(offset)] = await timed(runs, (i) => window(Math.max(0, offset - (i % 5))));
  return byOffset;
}

export async function measureAllCompaniesQueries(
  server: RunningServer,
  companyIds: readonly string[],
  runs = 30,
): Promise<AllCompaniesFigures> {
  const { db } = server.services;
  const { rows, queryMs } = await measureListQueries(
    server,
    {
      sorts: SORTS,
      spec: (sort) => inspectionListSpec(db, ALL_COMPANIES, {}, sort),
      table: INSPECTION_LIST_FIELDS,
      fields: FIELDS,
    },
    runs,
  );
  const middle = companyIds[Math.floor(companyIds.length / 2)]!;
  return {
    rows,
    companies: companyIds.length,
    queryMs,
    withCompanyColumnMs: await handlerPath(server, ALL_COMPANIES, runs),
    oneCompanyMs: await handlerPath(server, middle, runs),
  };
}

/** Distinct values of `column` among the first seeded inspections: search terms that leave some rows. */
async function sampledTerms(server: RunningServer, column: "driver_name" | "vehicle_name"): Promise<string[]> {
  const rows = await server.services.db
    .selectFrom("vehicle_inspections")
    .select(column)
    .orderBy("id")
    .limit(2_000)
    .execute();
  return [...new Set(rows.map((row) => row[column] as string))].slice(0, CANDIDATES);
}

/** Of `terms`, the one whose count is closest to 1 % of `rows`. */
async function nearOnePercent(
  terms: readonly string[],
  rows: number,
  count: (term: string) => Promise<number>,
): Promise<{ term: string; count: number }> {
  const counts = await Promise.all(terms.map(count));
  const best = counts.reduce((b, c, i) => (Math.abs(c - rows / 100) < Math.abs(counts[b]! - rows / 100) ? i : b), 0);
  return { term: terms[best]!, count: counts[best]! };
}

/** The whole section: seed, queries, and the operator's list in the browser (both protocols). */
export async function measureAllCompaniesSection(ctx: SectionContext) {
  const companyIds = await seedAllCompanies(ctx.server, ctx.password, ctx.log);
  const { db, lists } = ctx.server.services;
  const count = (filter: InspectionListFilter) => lists.count(inspectionListSpec(db, ALL_COMPANIES, filter, SORTS[0]!));
  const queries = await measureAllCompaniesQueries(ctx.server, companyIds);
  const rows = await count({});
  const search = {
    label: "Search inspections",
    ...(await nearOnePercent(await sampledTerms(ctx.server, "driver_name"), rows, (term) => count({ search: term }))),
  };
  const columnFilter = {
    label: "Filter Vehicle",
    ...(await nearOnePercent(await sampledTerms(ctx.server, "vehicle_name"), rows, (term) =>
      count({ contains: { vehicleName: term } }),
    )),
  };
  ctx.log(
    `${rows} inspections over ${companyIds.length} companies; search "${search.term}" leaves ${search.count}, vehicle filter "${columnFilter.term}" leaves ${columnFilter.count}`,
  );
  const browser = await measureSectionBrowser(
    ctx,
    {
      path: "/portal/admin/inspections",
      countTestId: "inspections-count",
      rows,
      jumpTo: jumpTarget(rows),
      sortHeaders: ["Vehicle", "Driver"],
      selectFilter: { label: "Trip type", values: ["post-trip", "enroute", "pre-trip"] },
      search,
      columnFilter,
    },
    ADMIN,
  );
  const queryP95Ms = p95ByOffset(queries.queryMs["inspectedAt desc"]);
  return { ...queries, ...browser, queryP95Ms, peer: { ...browser.peer, queryP95MsAtOffset0: queryP95Ms["0"] } };
}

// Standalone: a throwaway embedded database (or TEST_DATABASE_URL's schema "bench_all_companies"), seeded, measured.
if (process.argv[1]?.endsWith("all-companies.ts")) {
  const log = (message: string) => process.stderr.write(`bench allcompanies: ${message}\n`);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-all-companies-"));
  const postgres = process.env.TEST_DATABASE_URL;
  const server = await startServer(
    {
      ...configFromEnv({}),
      port: 0,
      dataDir,
      databaseUrl: postgres,
      databaseSchema: postgres ? "bench_all_companies" : undefined,
      seedDemo: false,
      demoPassword: "bench-password-1",
      clientDir: join(dataDir, "no-client"),
      limits: { ...DEFAULT_LIMITS, ...ONE_ADDRESS_FOR_ALL },
    },
    { quiet: true },
  );
  try {
    const companyIds = await seedAllCompanies(server, "bench-password-1", log);
    console.log(JSON.stringify({ allcompanies: await measureAllCompaniesQueries(server, companyIds) }));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
