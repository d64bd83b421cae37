// Keeping a company's days current without a clock job (docs/hours.md "Which days exist"): before its timesheets are
// read, (1) every active driver has a row for each day of the last two weeks they were employed (a day nothing is
// known about reads Missing), and (2) rows computed while their day was open — whose status and totals depended on
// the clock — are recomputed now that the day has ended. Both are idempotent, so several server processes may run them
// at once. A company is rolled at most once per ROLL_EVERY_MS and whenever its local day has changed since.
import { sql, type Kysely } from "kysely";

import { LOOKBACK_DAYS, dayBounds, shiftDay } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import type { ChangeFeed } from "../../ws/change-feed";
import { companyClock } from "./company-clock";
import { timesheetFromRow, type TimesheetRow } from "./mappers";
import { recomputeTimesheets } from "./recompute";

const ROLL_EVERY_MS = 5 * 60_000;

interface Rolled {
  day: string;
  at: number;
  /** A roll under way, which concurrent callers wait for. */
  running?: Promise<void>;
}

// Per database (tests run several servers in one process) and company.
const rolledByDb = new WeakMap<object, Map<string, Rolled>>();

/** Rolls the company's days if due; concurrent callers share one roll. */
export async function rollCompanyDays(
  db: Kysely<Database>,
  changes: ChangeFeed,
  companyId: string,
  nowMs: number,
): Promise<void> {
  let rolled = rolledByDb.get(db);
  if (!rolled) rolledByDb.set(db, (rolled = new Map()));
  const clock = await companyClock(db, companyId);
  const today = clock.today(nowMs);
  const last = rolled.get(companyId);
  if (last?.running) return last.running;
  if (last && last.day === today && nowMs - last.at < ROLL_EVERY_MS) return;
  // The last roll filled its days through `last.day`; drivers added since then get theirs from that day on.
  const firstDay = last ? last.day : shiftDay(today, -(LOOKBACK_DAYS - 1));
  const entry: Rolled = { day: last?.day ?? today, at: last?.at ?? 0 };
  entry.running = rollDays(db, changes, companyId, clock, firstDay, today, nowMs).then(
    () => void rolled.set(companyId, { day: today, at: nowMs }),
    (error: unknown) => {
      rolled.delete(companyId);
      throw error;
    },
  );
  rolled.set(companyId, entry);
  return entry.running;
}

/** Forgets the rolls made (tests that move the clock or rewrite rows). */
export function forgetRolls(db: object): void {
  rolledByDb.delete(db);
}

async function rollDays(
  db: Kysely<Database>,
  changes: ChangeFeed,
  companyId: string,
  clock: Awaited<ReturnType<typeof companyClock>>,
  firstDay: string,
  today: string,
  nowMs: number,
): Promise<void> {
  const days: { day: string; start: number; end: number }[] = [];
  for (let day = firstDay; day <= today; day = shiftDay(day, 1))
    days.push(dayBounds(day, clock.timeZone, clock.dayStartHour));
  const inserted =
    days.length === 0 ? [] : await insertMissingDays(db, companyId, clock.defaultCycle, clock.dayStartHour, days);
  const ended = await db
    .selectFrom("timesheets")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("open", "=", true)
    .where("day_end", "<=", new Date(nowMs))
    .execute();
  const recomputed = await recomputeTimesheets(db, [...inserted, ...ended], nowMs);
  if (recomputed.length === 0) return;
  changes.announce(
    companyId,
    "TimesheetsChangedNotification",
    Object.fromEntries(recomputed.map((row) => [row.id, timesheetFromRow(row)])),
    inserted.length > 0,
  );
}

/**
 * A row for each (active driver, day) that has none, for the days the person was employed (from when they were
 * added and their start date, to their end date). The cycle continues the driver's latest day's.
 */
async function insertMissingDays(
  db: Kysely<Database>,
  companyId: string,
  defaultCycle: string,
  dayStartHour: number,
  days: { day: string; start: number; end: number }[],
): Promise<TimesheetRow[]> {
  const values = sql.join(
    days.map(
      (d) =>
        sql`(${d.day}::text, ${new Date(d.start).toISOString()}::timestamptz, ${new Date(d.end).toISOString()}::timestamptz)`,
    ),
  );
  const result = await sql<TimesheetRow>`
    insert into timesheets (company_id, employee_id, user_id, employee_name, day, day_start, day_end, day_start_hour, cycle, created_by, modified_by, time_zone)
    select e.company_id, e.id, e.user_id, trim(trim(e.first) || ' ' || trim(e.last)), d.day, d.day_start, d.day_end, ${dayStartHour}::smallint,
      coalesce((select t.cycle from timesheets t where t.employee_id = e.id order by t.day desc limit 1), ${defaultCycle}::text),
      'system', 'system', null
    from employees e cross join (values ${values}) as d(day, day_start, day_end)
    where e.company_id = ${companyId} and e.state = 'active' and 'driver' = any(e.roles)
      and d.day_end > e.created_date
      and (e.start_date is null or d.day_end > to_timestamp(e.start_date / 1000.0))
      and (e.end_date is null or d.day_start < to_timestamp(e.end_date / 1000.0))
    on conflict (employee_id, day) do nothing
    returning *`.execute(db);
  return result.rows;
}
