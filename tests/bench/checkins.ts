// The checkins section of `npm run bench` (issue 13): the check-in list's window query — the handler's own path,
// count + rows + columns — at the first, middle and last windows of a company with BENCH_CHECKIN_ROWS check-ins
// (default 10⁶: offsets 0 / 500,000 / 999,900), for each sort the office uses, p50 and p95 over `runs` queries; and the
// list in the browser on both protocols (list-browser.ts: jump to row 900,000, the Result filter). The screen has no
// search box and no column filter (SPEC §2: day, employee and result filters), so those figures are null.
// Alone, on a fresh embedded database of any size:
//   BENCH_CHECKIN_ROWS=20000 npx tsx tests/bench/checkins.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { CheckInListField, CheckInSort } from "../../src/shared/generated/checkins";
import { DEFAULT_LIMITS, configFromEnv } from "../../src/server/config";
import { ALL_CHECKIN_LIST_FIELDS, CHECKIN_LIST_FIELDS } from "../../src/server/features/checkins/list-fields";
import { checkInListSpec } from "../../src/server/features/checkins/list-spec";
import { ensureFleetCompany, seedFleet } from "../../src/server/seed/fleet";
import { startServer, type RunningServer } from "../../src/server/start-server";
import { jumpTarget, measureSectionBrowser, p95ByOffset, type SectionContext } from "./list-browser";
import { measureListQueries, type QueryFigures } from "./list-queries";

export const CHECKIN_ROWS = Number(process.env.BENCH_CHECKIN_ROWS ?? 1_000_000);
/** People checking in: a large fleet's drivers (the generator cycles through them, one check-in a day each). */
export const CHECKIN_EMPLOYEES = Number(process.env.BENCH_CHECKIN_EMPLOYEES ?? 1_000);
const FIELDS: CheckInListField[] = ALL_CHECKIN_LIST_FIELDS.filter((field) => field !== "userId");
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

export async function measureCheckInQueries(server: RunningServer, companyId: string, runs = 30): Promise<CheckInFigures> {
  const { db } = server.services;
  return measureListQueries(server, { sorts: SORTS, spec: (sort) => checkInListSpec(db, companyId, {}, sort, undefined), table: CHECKIN_LIST_FIELDS, fields: FIELDS }, runs);
}

/** The whole section: queries and the list in the browser (both protocols). */
export async function measureCheckInsSection(ctx: SectionContext) {
  const { db, lists } = ctx.server.services;
  const queries = await measureCheckInQueries(ctx.server, ctx.companyId);
  const rows = await lists.count(checkInListSpec(db, ctx.companyId, {}, SORTS[0]!, undefined));
  const browser = await measureSectionBrowser(ctx, {
    path: "/portal/operator/checkins",
    countTestId: "checkin-count",
    rows,
    jumpTo: jumpTarget(rows),
    sortHeaders: ["Employee", "Result"],
    selectFilter: { label: "Result", values: ["notAble", "fit"] },
  });
  const queryP95Ms = p95ByOffset(queries.queryMs["time desc"]);
  return { ...queries, ...browser, queryP95Ms, peer: { ...browser.peer, queryP95MsAtOffset0: queryP95Ms["0"] } };
}

/** Seeds the company up to the asked check-ins (and the people who make them). */
export async function seedCheckIns(db: RunningServer["services"]["db"], company: { companyId: string; ownerId: string }, log: (message: string) => void, rows = CHECKIN_ROWS): Promise<void> {
  const started = performance.now();
  const added = await seedFleet(db, company, { employees: CHECKIN_EMPLOYEES, checkins: rows }, (domain, done, total) => {
    if (total > 0 && (done === total || done % 100_000 === 0)) log(`seeded ${done}/${total} ${domain}`);
  });
  if (added.checkins) log(`seeded ${added.checkins} check-ins in ${Math.round(performance.now() - started)} ms`);
}

// Standalone: a throwaway embedded database (or TEST_DATABASE_URL's schema "bench_checkins"), seeded, measured.
if (process.argv[1]?.endsWith("checkins.ts")) {
  const log = (message: string) => process.stderr.write(`bench checkins: ${message}\n`);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-checkins-"));
  const postgres = process.env.TEST_DATABASE_URL;
  let companyId = "";
  const server = await startServer(
    { ...configFromEnv({}), port: 0, dataDir, databaseUrl: postgres, databaseSchema: postgres ? "bench_checkins" : undefined, seedDemo: false, demoPassword: "bench-password-1", clientDir: join(dataDir, "no-client"), limits: DEFAULT_LIMITS },
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
