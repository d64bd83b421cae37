// The hours section of `npm run bench` (docs/hours.md "Demo data and scale"): a company with BENCH_HOURS_ROWS
// timesheets (10⁶ by default, with their entries), the timesheet list's window query (the handler's own path: count +
// rows + columns) at the first, middle and last window — offsets 0 / 500,000 / 999,900 at 10⁶ — sorted by date and by
// driver, and hosEvaluateMs: the rules engine over a driver's 14-day look-back as the details screen runs it (engine
// only, and the whole details read); and the list in the browser on both protocols (list-browser.ts): the list opens on
// today (empty in the seeded data, whose days end yesterday), so first rows time its first view and `openMs` the "All"
// period → row 0 of the 10⁶; then a jump to row 900,000, the Driver / Status sorts, the Status filter, and as typed a
// search by driver's name and the Driver column filter, each leaving ~1 % of the rows. `BENCH_ONLY=hours` runs this
// section alone (`BENCH_HOURS_ROWS=5000` for a quick check).
import { companyClock } from "../../src/server/features/hours/company-clock";
import { timesheetDetails } from "../../src/server/features/hours/details";
import { TIMESHEET_LIST_FIELDS } from "../../src/server/features/hours/list-fields";
import { timesheetListSpec } from "../../src/server/features/hours/list-spec";
import type { TimesheetRow } from "../../src/server/features/hours/mappers";
import { rollCompanyDays } from "../../src/server/features/hours/rollover";
import { selectedColumns, toColumns } from "../../src/server/lists/columnar";
import { ensureFleetCompany, seedFleet } from "../../src/server/seed/fleet";
import type { RunningServer } from "../../src/server/start-server";
import type { TimesheetListField, TimesheetListFilter, TimesheetSort } from "../../src/shared/generated/hours";
import { encodeIdForUrl } from "../../src/shared/ids";
import { jumpTarget, measureSectionBrowser, termNearOnePercent, type SectionContext } from "./list-browser";
import { median, percentile, round } from "./stats";

export const HOURS_ROWS = Number(process.env.BENCH_HOURS_ROWS ?? 1_000_000);
const COMPANY = "Bench Hours";
const FIELDS: TimesheetListField[] = [
  "day",
  "driverName",
  "status",
  "drivingMinutes",
  "onDutyNotDrivingMinutes",
  "onDutyTotalMinutes",
  "offDutyMinutes",
  "endLocation",
];
const log = (message: string) => process.stderr.write(`bench hours: ${message}\n`);

async function windowQueries(server: RunningServer, companyId: string, sort: TimesheetSort, runs: number) {
  const { db, lists } = server.services;
  const today = (await companyClock(db, companyId)).today(Date.now());
  const spec = () => timesheetListSpec(db, companyId, { period: "all" }, sort, undefined, today);
  const columns = selectedColumns(TIMESHEET_LIST_FIELDS, FIELDS);
  const count = await lists.count(spec());
  const offsets = [0, Math.floor(count / 2), Math.max(0, count - 100)];
  const query = async (offset: number) => {
    await lists.count(spec());
    const rows = await lists.rows<TimesheetRow>(spec(), Math.min(offset, count - 1), 100, (q) => q.select(columns));
    return toColumns(TIMESHEET_LIST_FIELDS, FIELDS, rows);
  };
  for (const offset of offsets) await query(offset); // warm caches and samples, as a live screen would have
  const result: Record<string, { p50: number; p95: number }> = {};
  for (const offset of offsets) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await query(offset + (i % 5));
      times.push(performance.now() - started);
    }
    result[String(offset)] = { p50: round(median(times)), p95: round(percentile(times, 95)) };
  }
  return { count, result };
}

/** The details read of recent days of several drivers: the engine's own time and the whole read's. */
async function detailsReads(server: RunningServer, companyId: string, runs: number) {
  const { db } = server.services;
  const clock = await companyClock(db, companyId);
  const days = await db
    .selectFrom("timesheets")
    .selectAll()
    .where("company_id", "=", companyId)
    .where(
      "day",
      "=",
      (
        await db
          .selectFrom("timesheets")
          .select("day")
          .where("company_id", "=", companyId)
          .orderBy("day", "desc")
          .limit(1)
          .executeTakeFirstOrThrow()
      ).day,
    )
    .limit(runs)
    .execute();
  const session = {
    sessionId: "bench",
    userId: "bench",
    companyId,
    roles: ["manager" as const],
    features: ["timesheets" as const],
  };
  const engine: number[] = [];
  const whole: number[] = [];
  for (const day of days) {
    const started = performance.now();
    const { hosEvaluateMs } = await timesheetDetails(db, session, day, clock, Date.now());
    whole.push(performance.now() - started);
    engine.push(hosEvaluateMs);
  }
  return {
    hosEvaluateMs: round(median(engine), 2),
    hosEvaluateP95Ms: round(percentile(engine, 95), 2),
    detailsReadMs: round(median(whole)),
  };
}

/** Seeds the hours company in the server's database (kept between runs; a second run adds nothing). */
export async function seedHoursCompany(server: RunningServer, password: string) {
  const company = await ensureFleetCompany(server.services.db, COMPANY, password);
  const started = performance.now();
  const added = await seedFleet(
    server.services.db,
    { ...company, nowMs: server.services.clock.now() },
    { timesheets: HOURS_ROWS },
    (_domain, done, total) => {
      if (total > 0 && (done === total || done % 100_000 === 0)) log(`seeded ${done}/${total}`);
    },
  );
  if (added.timesheets) log(`seeded ${added.timesheets} timesheets in ${Math.round(performance.now() - started)} ms`);
  return company;
}

/** Seeds the hours company (seedHoursCompany) and measures its queries and details. */
export async function measureHours(server: RunningServer, password: string, runs = 30) {
  const company = await seedHoursCompany(server, password);
  const byDate = await windowQueries(server, company.companyId, { column: "date", direction: "desc" }, runs);
  const byDriver = await windowQueries(server, company.companyId, { column: "driver", direction: "asc" }, runs);
  return {
    rows: byDate.count,
    queryMsByDate: byDate.result,
    queryMsByDriver: byDriver.result,
    ...(await detailsReads(server, company.companyId, runs)),
  };
}

/** Parts of the generated drivers' names (features/users/generate.ts): the bench types the one nearest 1 % of the rows. */
const NAME_TERMS = ["a Smith", "o Roy", "a Lee", "Gill", "Liam ", "n Patel", "Mei "];

/** The whole section: the hours company's queries and details, and its list in the browser (both protocols). */
export async function measureHoursSection(ctx: SectionContext) {
  const figures = await measureHours(ctx.server, ctx.password);
  const { db, lists } = ctx.server.services;
  const company = await ensureFleetCompany(db, COMPANY, ctx.password);
  const today = (await companyClock(db, company.companyId)).today(Date.now());
  // The company's days as the list will first read them: a day that began since the seed gets its drivers' rows on
  // the first read (rollover.ts), which would change the count the browser is waited for.
  await rollCompanyDays(db, ctx.server.services.changes, company.companyId, Date.now());
  const count = (filter: TimesheetListFilter) =>
    lists.count(
      timesheetListSpec(db, company.companyId, filter, { column: "date", direction: "desc" }, undefined, today),
    );
  const rows = await count({ period: "all" });
  // A small run's few drivers may match none of the usual parts of names: their own names are candidates too.
  const names = (
    await db
      .selectFrom("timesheets")
      .select("employee_name")
      .distinct()
      .where("company_id", "=", company.companyId)
      .limit(20)
      .execute()
  ).map((r) => r.employee_name);
  const search = {
    label: "Search timesheets",
    ...(await termNearOnePercent([...NAME_TERMS, ...names], (term) => count({ period: "all", search: term }), rows)),
  };
  const columnFilter = {
    label: "Filter Driver",
    ...(await termNearOnePercent(
      [...NAME_TERMS, ...names],
      (driver) => count({ period: "all", contains: { driver } }),
      rows,
    )),
  };
  ctx.log(
    `search "${search.term}" leaves ${search.count} of ${rows}, driver filter "${columnFilter.term}" leaves ${columnFilter.count}`,
  );
  const browser = await measureSectionBrowser(
    ctx,
    {
      path: `/portal/operator/${encodeIdForUrl(company.companyId)}/hours`,
      countTestId: "timesheet-count",
      rows,
      jumpTo: jumpTarget(rows),
      sortHeaders: ["Driver", "Status"],
      selectFilter: { label: "Status", values: ["offDay", "complete"] },
      search,
      columnFilter,
      opening: {
        firstShown: '[data-testid="no-results"], [role=row][data-index="0"]',
        script: `[...document.querySelectorAll('[role=radio]')].find((b) => b.textContent.trim() === "All").click()`,
      },
    },
    company.ownerEmail,
  );
  const queryP95Ms = Object.fromEntries(Object.entries(figures.queryMsByDate).map(([offset, q]) => [offset, q.p95]));
  return { ...figures, ...browser, queryP95Ms, peer: { ...browser.peer, queryP95MsAtOffset0: queryP95Ms["0"] } };
}
