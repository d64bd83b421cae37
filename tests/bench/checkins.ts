// The checkins section of `npm run bench` (issue 13): the check-in list's window query — the handler's own path,
// count + rows + columns — at the first, middle and last windows of a company with BENCH_CHECKIN_ROWS check-ins
// (default 10⁶: offsets 0 / 500,000 / 999,900), for each sort the office uses, p50 and p95 over `runs` queries.
// Alone, on a fresh embedded database of any size:
//   BENCH_CHECKIN_ROWS=20000 npx tsx tests/bench/checkins.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { CheckInListField, CheckInSort } from "../../src/shared/generated/checkins";
import { DEFAULT_LIMITS, configFromEnv } from "../../src/server/config";
import { ALL_CHECKIN_LIST_FIELDS, CHECKIN_LIST_FIELDS, type CheckInRow } from "../../src/server/features/checkins/list-fields";
import { checkInListSpec } from "../../src/server/features/checkins/list-spec";
import { selectedColumns, toColumns } from "../../src/server/lists/columnar";
import { ensureFleetCompany, seedFleet } from "../../src/server/seed/fleet";
import { startServer, type RunningServer } from "../../src/server/start-server";
import { percentile, round } from "./stats";

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
  queryMs: Record<string, Record<string, { p50: number; p95: number }>>;
}

/** The offsets the issue asks for at 10⁶ rows (0 / 500,000 / 999,900), scaled to the company's count. */
export function benchOffsets(count: number): number[] {
  return [0, Math.floor(count / 2), Math.max(0, count - 100)];
}

export async function measureCheckInQueries(server: RunningServer, companyId: string, runs = 30): Promise<CheckInFigures> {
  const { db, lists } = server.services;
  const columns = selectedColumns(CHECKIN_LIST_FIELDS, FIELDS);
  const queryMs: CheckInFigures["queryMs"] = {};
  let rows = 0;
  for (const sort of SORTS) {
    const spec = () => checkInListSpec(db, companyId, {}, sort, undefined);
    const count = await lists.count(spec());
    rows = count;
    const query = async (offset: number) => {
      await lists.count(spec());
      const page = await lists.rows<CheckInRow>(spec(), Math.min(offset, Math.max(0, count - 1)), 100, (q) => q.select(columns));
      return toColumns(CHECKIN_LIST_FIELDS, FIELDS, page);
    };
    const offsets = benchOffsets(count);
    for (const offset of offsets) await query(offset); // warm the count and the seek samples, as an open list would
    const byOffset: Record<string, { p50: number; p95: number }> = {};
    for (const offset of offsets) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await query(Math.max(0, offset - (i % 5)));
        times.push(performance.now() - started);
      }
      byOffset[String(offset)] = { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
    }
    queryMs[`${sort.column} ${sort.direction}`] = byOffset;
  }
  return { rows, queryMs };
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
