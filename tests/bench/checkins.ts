// The checkins section of `npm run bench` (docs/checkins.md "Demo data and scale"): the check-in list's window query —
// the handler's own path, count + rows + columns — at the first, middle and last windows of a company with
// BENCH_CHECKIN_ROWS check-ins (default 10⁶: offsets 0 / 500,000 / 999,900), for each sort the office uses, p50 and p95
// over `runs` queries; and the list in the browser on both protocols (list-browser.ts: jump to row 900,000, the Result
// filter, and as typed the search over names and reasons and the Employee column filter, each on the term leaving
// closest to 1 % of the rows). Alone, on a fresh embedded database of any size:
//   BENCH_CHECKIN_ROWS=20000 npx tsx tests/bench/checkins.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";

import { DEFAULT_LIMITS, configFromEnv, ONE_ADDRESS_FOR_ALL } from "../../src/server/config";
import { ALL_CHECKIN_LIST_FIELDS, CHECKIN_LIST_FIELDS } from "../../src/server/features/checkins/list-fields";
import { checkInListSpec } from "../../src/server/features/checkins/list-spec";
import { ensureFleetCompany, seedFleet } from "../../src/server/seed/fleet";
import { startServer, type RunningServer } from "../../src/server/start-server";
import type { CheckInListField, CheckInListFilter, CheckInSort } from "../../src/shared/generated/checkins";
import {
  jumpTarget,
  measureSectionBrowser,
  p95ByOffset,
  termNearOnePercent,
  type SectionContext,
} from "./list-browser";
import { measureListQueries, type QueryFigures } from "./list-queries";

export const CHECKIN_ROWS = Number(process.env.BENCH_CHECKIN_ROWS ?? 1_000_000);
/** People checking in: a large fleet's drivers (the generator cycles through them, one check-in a day each). */
export const CHECKIN_EMPLOYEES = Number(process.env.BENCH_CHECKIN_EMPLOYEES ?? 1_000);
const FIELDS: CheckInListField[] = ALL_CHECKIN_LIST_FIELDS.filter((field) => field !== "userId");
/** Parts of the generated names (features/users/generate.ts) and reasons (checkins.ts); the bench types the one nearest 1 %. */
const NAME_TERMS = ["a Smith", "o Roy", "a Lee", "Gill", "Liam ", "n Patel", "Mei "];
const SEARCH_TERMS = [...NAME_TERMS, "Migraine", "Back pain"];
const SORTS: CheckInSort[] = [
  { column: "time", direction: "desc" },
  { column: "employee", direction: "asc" },
  { column: "result", direction: "desc" },
];

export interface CheckInFigures {
  rows: number;
  /** "sort direction" → offset → { p50, p95 } in ms. */
  queryMs: QueryFigures;
}

export async function measureCheckInQueries(
  server: RunningServer,
  companyId: string,
  runs = 30,
): Promise<CheckInFigures> {
  const { db } = server.services;
  return measureListQueries(
    server,
    {
      sorts: SORTS,
      spec: (sort) => checkInListSpec(db, companyId, {}, sort, undefined),
      table: CHECKIN_LIST_FIELDS,
      fields: FIELDS,
    },
    runs,
  );
}

/** The whole section: queries and the list in the browser (both protocols). */
export async function measureCheckInsSection(ctx: SectionContext) {
  const { db, lists } = ctx.server.services;
  const queries = await measureCheckInQueries(ctx.server, ctx.companyId);
  const count = (filter: CheckInListFilter) =>
    lists.count(checkInListSpec(db, ctx.companyId, filter, SORTS[0]!, undefined));
  const rows = await count({});
  // A small run's few people may match none of the usual parts of names: their own names are candidates too.
  const names = (
    await db
      .selectFrom("checkins")
      .select("employee_name")
      .distinct()
      .where("company_id", "=", ctx.companyId)
      .limit(20)
      .execute()
  ).map((r) => r.employee_name);
  const search = {
    label: "Search check-ins",
    ...(await termNearOnePercent([...SEARCH_TERMS, ...names], (search) => count({ search }), rows)),
  };
  const columnFilter = {
    label: "Filter Employee",
    ...(await termNearOnePercent([...NAME_TERMS, ...names], (employee) => count({ contains: { employee } }), rows)),
  };
  ctx.log(
    `search "${search.term}" leaves ${search.count} of ${rows}, employee filter "${columnFilter.term}" leaves ${columnFilter.count}`,
  );
  const browser = await measureSectionBrowser(ctx, {
    path: "/portal/operator/checkins",
    countTestId: "checkin-count",
    rows,
    jumpTo: jumpTarget(rows),
    sortHeaders: ["Employee", "Result"],
    selectFilter: { label: "Result", values: ["notAble", "fit"] },
    search,
    columnFilter,
  });
  const queryP95Ms = p95ByOffset(queries.queryMs["time desc"]);
  return { ...queries, ...browser, queryP95Ms, peer: { ...browser.peer, queryP95MsAtOffset0: queryP95Ms["0"] } };
}

/** Seeds the company up to the asked check-ins (and the people who make them). */
export async function seedCheckIns(
  db: RunningServer["services"]["db"],
  company: { companyId: string; ownerId: string },
  log: (message: string) => void,
  rows = CHECKIN_ROWS,
): Promise<void> {
  const started = performance.now();
  const added = await seedFleet(
    db,
    { ...company, nowMs: Date.now() },
    { employees: CHECKIN_EMPLOYEES, checkins: rows },
    (domain, done, total) => {
      if (total > 0 && (done === total || done % 100_000 === 0)) log(`seeded ${done}/${total} ${domain}`);
    },
  );
  if (added.checkins) log(`seeded ${added.checkins} check-ins in ${Math.round(performance.now() - started)} ms`);
}

// Standalone: a throwaway embedded database (or TEST_DATABASE_URL's schema "bench_checkins"), seeded, measured.
if (process.argv[1]?.endsWith("checkins.ts")) {
  const log = (message: string) => process.stderr.write(`bench checkins: ${message}\n`);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-checkins-"));
  const postgres = process.env.TEST_DATABASE_URL;
  let companyId = "";
  const server = await startServer(
    {
      ...configFromEnv({}),
      port: 0,
      dataDir,
      databaseUrl: postgres,
      databaseSchema: postgres ? "bench_checkins" : undefined,
      seedDemo: false,
      demoPassword: "bench-password-1",
      clientDir: join(dataDir, "no-client"),
      limits: { ...DEFAULT_LIMITS, ...ONE_ADDRESS_FOR_ALL },
    },
    {
      quiet: true,
      prepare: async (db) => {
        const company = await ensureFleetCompany(db, "Check-in Bench", "bench-password-1");
        companyId = company.companyId;
        await seedCheckIns(db, company, log);
      },
    },
  );
  try {
    console.log(JSON.stringify({ checkins: await measureCheckInQueries(server, companyId) }));
  } finally {
    if (postgres) await sql`drop schema if exists bench_checkins cascade`.execute(server.services.db);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
