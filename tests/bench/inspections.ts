// The inspections section of `npm run bench` (docs/inspections.md "Demo data and scale"): the inspection list's window
// query — the handler's own path, count + rows + columns — at the first, middle and last windows of a company with
// BENCH_INSPECTION_ROWS inspections (default 10⁶: offsets 0 / 500,000 / 999,900), for each sort the office uses, p50
// and p95 over `runs` queries; the list in the browser on both protocols (list-browser.ts: jump to row 900,000, search
// "-001" and the Vehicle column filter "-002" leaving ~1 % of the rows, the Trip type filter); and submit-to-office
// latency (submit-to-office.ts). Alone, on a fresh embedded database of any size (the vehicles and people it needs are
// seeded too):
//   BENCH_INSPECTION_ROWS=20000 npx tsx tests/bench/inspections.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { DEFAULT_LIMITS, configFromEnv, ONE_ADDRESS_FOR_ALL } from "../../src/server/config";
import { ALL_INSPECTION_LIST_FIELDS, INSPECTION_LIST_FIELDS } from "../../src/server/features/inspections/list-fields";
import { inspectionListSpec } from "../../src/server/features/inspections/list-spec";
import { ensureFleetCompany, seedFleet } from "../../src/server/seed/fleet";
import { startServer, type RunningServer } from "../../src/server/start-server";
import type { InspectionListField, InspectionListFilter, InspectionSort } from "../../src/shared/generated/inspections";
import { jumpTarget, measureSectionBrowser, p95ByOffset, type SectionContext } from "./list-browser";
import { measureListQueries, type QueryFigures } from "./list-queries";
import { measureSubmitToOffice } from "./submit-to-office";

export const INSPECTION_ROWS = Number(process.env.BENCH_INSPECTION_ROWS ?? 1_000_000);
/** The fleet and drivers the inspections spread over (a standalone run seeds them; the full bench has its own). */
const STANDALONE_VEHICLES = Number(process.env.BENCH_INSPECTION_VEHICLES ?? 2_000);
const STANDALONE_EMPLOYEES = Number(process.env.BENCH_INSPECTION_EMPLOYEES ?? 1_000);
/** The list's columns (vehicleId and driverId are links, not shown). */
const FIELDS: InspectionListField[] = ALL_INSPECTION_LIST_FIELDS.filter(
  (field) => field !== "vehicleId" && field !== "driverId" && field !== "modifiedDate",
);
const SORTS: InspectionSort[] = [
  { column: "inspectedAt", direction: "desc" },
  { column: "vehicleName", direction: "asc" },
  { column: "driverName", direction: "asc" },
  { column: "status", direction: "desc" },
];

export interface InspectionFigures {
  rows: number;
  /** "sort direction" → offset → { p50, p95 } in ms. */
  queryMs: QueryFigures;
}

export async function measureInspectionQueries(
  server: RunningServer,
  companyId: string,
  runs = 30,
): Promise<InspectionFigures> {
  const { db } = server.services;
  return measureListQueries(
    server,
    {
      sorts: SORTS,
      spec: (sort) => inspectionListSpec(db, companyId, {}, sort),
      table: INSPECTION_LIST_FIELDS,
      fields: FIELDS,
    },
    runs,
  );
}

/** The whole section: queries, the list in the browser (both protocols) and submit-to-office latency. */
export async function measureInspectionsSection(ctx: SectionContext) {
  const { db, lists } = ctx.server.services;
  const count = (filter: InspectionListFilter) => lists.count(inspectionListSpec(db, ctx.companyId, filter, SORTS[0]!));
  const queries = await measureInspectionQueries(ctx.server, ctx.companyId);
  const rows = await count({});
  const search = { label: "Search inspections", term: "-001", count: await count({ search: "-001" }) };
  const columnFilter = {
    label: "Filter Vehicle",
    term: "-002",
    count: await count({ contains: { vehicleName: "-002" } }),
  };
  ctx.log(
    `search "${search.term}" leaves ${search.count} of ${rows}, vehicle filter "${columnFilter.term}" leaves ${columnFilter.count}`,
  );
  const browser = await measureSectionBrowser(ctx, {
    path: "/portal/operator/inspections",
    countTestId: "inspection-count",
    rows,
    jumpTo: jumpTarget(rows),
    sortHeaders: ["Vehicle", "Driver"],
    selectFilter: { label: "Trip type", values: ["post-trip", "enroute", "pre-trip"] },
    search,
    columnFilter,
  });
  const queryP95Ms = p95ByOffset(queries.queryMs["inspectedAt desc"]);
  const submitToOffice = await measureSubmitToOffice(ctx.server, ctx.browser, ctx.companyId, {
    email: ctx.ownerEmail,
    password: ctx.password,
  });
  ctx.log(`submit to office: ${JSON.stringify(submitToOffice)}`);
  return {
    ...queries,
    ...browser,
    queryP95Ms,
    peer: { ...browser.peer, queryP95MsAtOffset0: queryP95Ms["0"] },
    submitToOffice,
  };
}

/** Seeds the company up to the asked inspections (after its vehicles and people: they inspect and sign). */
export async function seedInspections(
  db: RunningServer["services"]["db"],
  company: { companyId: string; ownerId: string },
  log: (message: string) => void,
  rows = INSPECTION_ROWS,
  prerequisites: Record<string, number> = {},
): Promise<void> {
  const started = performance.now();
  const added = await seedFleet(
    db,
    { ...company, nowMs: Date.now() },
    { ...prerequisites, inspections: rows },
    (domain, done, total) => {
      if (total > 0 && (done === total || done % 100_000 === 0)) log(`seeded ${done}/${total} ${domain}`);
    },
  );
  if (added.inspections)
    log(`seeded ${added.inspections} inspections in ${Math.round(performance.now() - started)} ms`);
}

// Standalone: a throwaway embedded database (or TEST_DATABASE_URL's schema "bench_inspections"), seeded, measured.
if (process.argv[1]?.endsWith("inspections.ts")) {
  const log = (message: string) => process.stderr.write(`bench inspections: ${message}\n`);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-inspections-"));
  const postgres = process.env.TEST_DATABASE_URL;
  let companyId = "";
  const server = await startServer(
    {
      ...configFromEnv({}),
      port: 0,
      dataDir,
      databaseUrl: postgres,
      databaseSchema: postgres ? "bench_inspections" : undefined,
      seedDemo: false,
      demoPassword: "bench-password-1",
      clientDir: join(dataDir, "no-client"),
      limits: { ...DEFAULT_LIMITS, ...ONE_ADDRESS_FOR_ALL },
    },
    {
      quiet: true,
      prepare: async (db) => {
        const company = await ensureFleetCompany(db, "Inspection Bench", "bench-password-1");
        companyId = company.companyId;
        await seedInspections(db, company, log, INSPECTION_ROWS, {
          vehicles: STANDALONE_VEHICLES,
          employees: STANDALONE_EMPLOYEES,
        });
      },
    },
  );
  try {
    console.log(JSON.stringify({ inspections: await measureInspectionQueries(server, companyId) }));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
