// Totals, status and locations of timesheets, recomputed from their entries in the transaction of every change
// (docs/hours.md "Judging the log"). A day's log begins with the status carried in from the employee's last change before
// it, so a change also recomputes the days after it up to the first that has changes of its own.
import { sql, type Kysely, type Transaction } from "kysely";

import type { DutyStatus } from "../../../shared/generated/hours";
import { summarizeDay } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import type { TimesheetRow } from "./mappers";

type Db = Kysely<Database> | Transaction<Database>;

const BATCH = 500;

export interface DayInputs {
  carried: DutyStatus | undefined;
  /** Live changes of the day, by start. */
  changes: { status: DutyStatus; start: number; location: string | null }[];
}

/** The carried status and the live changes of each timesheet, in two queries. */
export async function loadDayInputs(db: Db, rows: readonly TimesheetRow[]): Promise<Map<string, DayInputs>> {
  const out = new Map<string, DayInputs>();
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  const carried = await db
    .selectFrom("timesheets as t")
    .select([
      "t.id",
      (eb) =>
        eb
          .selectFrom("timesheet_entries as e")
          .select("e.status")
          .whereRef("e.employee_id", "=", "t.employee_id")
          .where("e.live", "=", true)
          .whereRef("e.start_at", "<", "t.day_start")
          .orderBy("e.start_at", "desc")
          .limit(1)
          .as("carried"),
    ])
    .where("t.id", "in", ids)
    .execute();
  for (const row of carried)
    out.set(row.id, { carried: (row.carried ?? undefined) as DutyStatus | undefined, changes: [] });
  const entries = await db
    .selectFrom("timesheet_entries")
    .select(["timesheet_id", "status", "start_at", "location"])
    .where("timesheet_id", "in", ids)
    .where("live", "=", true)
    .orderBy("start_at")
    .execute();
  for (const entry of entries)
    out
      .get(entry.timesheet_id)
      ?.changes.push({ status: entry.status as DutyStatus, start: entry.start_at.getTime(), location: entry.location });
  return out;
}

/** Recomputes the rows and writes what changed; returns the rows as stored afterwards (unchanged ones as given). */
export async function recomputeTimesheets(
  db: Db,
  rows: readonly TimesheetRow[],
  nowMs: number,
): Promise<TimesheetRow[]> {
  const result: TimesheetRow[] = [];
  for (let i = 0; i < rows.length; i += BATCH)
    result.push(...(await recomputeBatch(db, rows.slice(i, i + BATCH), nowMs)));
  return result;
}

async function recomputeBatch(db: Db, rows: readonly TimesheetRow[], nowMs: number): Promise<TimesheetRow[]> {
  const inputs = await loadDayInputs(db, rows);
  const changed: { id: string; values: ReturnType<typeof storedValues> }[] = [];
  const unchanged: TimesheetRow[] = [];
  for (const row of rows) {
    const input = inputs.get(row.id) ?? { carried: undefined, changes: [] };
    const summary = summarizeDay({
      dayStart: row.day_start.getTime(),
      dayEnd: row.day_end.getTime(),
      now: nowMs,
      carried: input.carried,
      changes: input.changes,
      certified: row.certified_at !== null,
    });
    const values = storedValues(summary, input);
    const same =
      row.status === values.status &&
      row.open === values.open &&
      row.driving_minutes === values.driving &&
      row.on_duty_minutes === values.on &&
      row.off_duty_minutes === values.off &&
      row.sleeper_minutes === values.sleeper &&
      row.start_location === values.startLocation &&
      row.end_location === values.endLocation;
    if (same) unchanged.push(row);
    else changed.push({ id: row.id, values });
  }
  if (changed.length === 0) return unchanged;
  const tuples = changed.map(
    ({ id, values: v }) =>
      sql`(${id}::text, ${v.status}::text, ${v.open}::boolean, ${v.driving}::int, ${v.on}::int, ${v.off}::int, ${v.sleeper}::int, ${v.startLocation}::text, ${v.endLocation}::text)`,
  );
  // One UPDATE for the whole batch: the nightly rollover recomputes a day of every driver at once.
  const updated = await sql<TimesheetRow>`
    update timesheets t set status = v.status, open = v.open, driving_minutes = v.driving, on_duty_minutes = v.on_duty,
      off_duty_minutes = v.off_duty, sleeper_minutes = v.sleeper, start_location = v.start_location, end_location = v.end_location,
      modified_date = ${new Date(nowMs)}::timestamptz
    from (values ${sql.join(tuples)}) as v(id, status, open, driving, on_duty, off_duty, sleeper, start_location, end_location)
    where t.id = v.id
    returning t.*`.execute(db);
  return [...unchanged, ...updated.rows];
}

function storedValues(summary: ReturnType<typeof summarizeDay>, input: DayInputs) {
  const first = input.changes[0];
  const last = input.changes[input.changes.length - 1];
  return {
    status: summary.status,
    open: summary.open,
    driving: summary.drivingMinutes,
    on: summary.onDutyNotDrivingMinutes,
    off: summary.offDutyMinutes,
    sleeper: summary.sleeperMinutes,
    startLocation: first?.location ?? null,
    endLocation: last?.location ?? null,
  };
}

/**
 * The employee's timesheets a change on `day` affects: that day, and each later one up to and including the first
 * that has changes of its own (the days between only continue the status carried in).
 */
export async function affectedDays(db: Db, employeeId: string, day: string): Promise<TimesheetRow[]> {
  const rows = await db
    .selectFrom("timesheets")
    .selectAll()
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("timesheet_entries as e")
            .select("e.id")
            .whereRef("e.timesheet_id", "=", "timesheets.id")
            .where("e.live", "=", true),
        )
        .as("has_changes"),
    )
    .where("employee_id", "=", employeeId)
    .where("day", ">=", day)
    .orderBy("day")
    .limit(400)
    .execute();
  const out: TimesheetRow[] = [];
  for (const [i, { has_changes, ...row }] of rows.entries()) {
    out.push(row);
    if (i > 0 && has_changes) break;
  }
  return out;
}
