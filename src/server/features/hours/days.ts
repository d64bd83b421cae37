// Reading and writing days: the session's employee, a day's row (created on its first change), the edit history.
import type { Kysely, Transaction } from "kysely";

import type { TimesheetEditKind, TimesheetEntryValues } from "../../../shared/generated/hours";
import { dayBounds } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import type { CompanyClock } from "./company-clock";
import type { TimesheetRow } from "./mappers";

type Db = Kysely<Database> | Transaction<Database>;

export interface Employee {
  id: string;
  userId: string;
  name: string;
}

/** The session's employee in its company; someone removed from it keeps no log there. */
export async function employeeOfSession(db: Db, companyId: string, userId: string): Promise<Employee> {
  const row = await db
    .selectFrom("employees")
    .select(["id", "user_id", "first", "last"])
    .where("user_id", "=", userId)
    .where("company_id", "=", companyId)
    .where("state", "in", ["active", "invited"])
    .executeTakeFirst();
  if (!row) throw new EventError("UnauthorizedException", "You are not an employee of this company.");
  return { id: row.id, userId: row.user_id, name: `${row.first.trim()} ${row.last.trim()}`.trim() };
}

/** The employee's row for `day`, created (status missing until recomputed) when the day has none. */
export async function dayRow(
  db: Db,
  companyId: string,
  employee: Employee,
  day: string,
  clock: CompanyClock,
  byUserId: string,
): Promise<{ row: TimesheetRow; created: boolean }> {
  const existing = await db
    .selectFrom("timesheets")
    .selectAll()
    .where("employee_id", "=", employee.id)
    .where("day", "=", day)
    .executeTakeFirst();
  if (existing) return { row: existing, created: false };
  const previous = await db
    .selectFrom("timesheets")
    .select("cycle")
    .where("employee_id", "=", employee.id)
    .where("day", "<", day)
    .orderBy("day", "desc")
    .limit(1)
    .executeTakeFirst();
  const bounds = dayBounds(day, clock.timeZone, clock.dayStartHour);
  const row = await db
    .insertInto("timesheets")
    .values({
      company_id: companyId,
      employee_id: employee.id,
      user_id: employee.userId,
      employee_name: employee.name,
      day,
      day_start: new Date(bounds.start),
      day_end: new Date(bounds.end),
      day_start_hour: clock.dayStartHour,
      cycle: previous?.cycle ?? clock.defaultCycle,
      created_by: byUserId,
      modified_by: byUserId,
      time_zone: clock.timeZone,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, created: true };
}

/**
 * The employee's rows for consecutive `days` (an ELD import's period), those missing created — with one read and one
 * multi-row INSERT instead of dayRow's three statements a day. A created day takes the cycle of the employee's latest
 * day before it, as dayRow gives it.
 */
export async function dayRows(
  db: Db,
  companyId: string,
  employee: Employee,
  days: readonly string[],
  clock: CompanyClock,
  byUserId: string,
): Promise<{ rows: Map<string, TimesheetRow>; created: boolean }> {
  const rows = new Map<string, TimesheetRow>();
  if (days.length === 0) return { rows, created: false };
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const existing = await db
    .selectFrom("timesheets")
    .selectAll()
    .where("employee_id", "=", employee.id)
    .where("day", ">=", first)
    .where("day", "<=", last)
    .execute();
  for (const row of existing) rows.set(row.day, row);
  const before = await db
    .selectFrom("timesheets")
    .select("cycle")
    .where("employee_id", "=", employee.id)
    .where("day", "<", first)
    .orderBy("day", "desc")
    .limit(1)
    .executeTakeFirst();
  let cycle = before?.cycle ?? clock.defaultCycle;
  const missing = [];
  for (const day of days) {
    const found = rows.get(day);
    if (found) {
      cycle = found.cycle;
      continue;
    }
    const bounds = dayBounds(day, clock.timeZone, clock.dayStartHour);
    missing.push({
      company_id: companyId,
      employee_id: employee.id,
      user_id: employee.userId,
      employee_name: employee.name,
      day,
      day_start: new Date(bounds.start),
      day_end: new Date(bounds.end),
      day_start_hour: clock.dayStartHour,
      cycle,
      created_by: byUserId,
      modified_by: byUserId,
      time_zone: clock.timeZone,
    });
  }
  if (missing.length > 0)
    for (const row of await db.insertInto("timesheets").values(missing).returningAll().execute())
      rows.set(row.day, row);
  return { rows, created: missing.length > 0 };
}

/** A person's name as the history shows it (the system for rows the product made itself). */
export async function nameOfUser(db: Db, userId: string): Promise<string> {
  const user = await db.selectFrom("users").select(["first", "last"]).where("id", "=", userId).executeTakeFirst();
  return user ? `${user.first.trim()} ${user.last.trim()}`.trim() : "Fleet Portal";
}

export async function recordEdit(
  db: Db,
  row: Pick<TimesheetRow, "id" | "company_id">,
  edit: {
    kind: TimesheetEditKind;
    byUserId: string;
    byName: string;
    reason?: string;
    before?: TimesheetEntryValues;
    after?: TimesheetEntryValues;
  },
): Promise<void> {
  await db
    .insertInto("timesheet_edits")
    .values({
      company_id: row.company_id,
      timesheet_id: row.id,
      kind: edit.kind,
      by_name: edit.byName,
      reason: edit.reason ?? null,
      before: edit.before ? JSON.stringify(edit.before) : null,
      after: edit.after ? JSON.stringify(edit.after) : null,
      created_by: edit.byUserId,
      modified_by: edit.byUserId,
      time_zone: null,
    })
    .execute();
}

/** One history line on each of several days, in one INSERT (an ELD import writes one per day it filled). */
export async function recordEdits(
  db: Db,
  edits: readonly {
    row: Pick<TimesheetRow, "id" | "company_id">;
    kind: TimesheetEditKind;
    byUserId: string;
    byName: string;
    reason?: string;
  }[],
): Promise<void> {
  if (edits.length === 0) return;
  await db
    .insertInto("timesheet_edits")
    .values(
      edits.map((edit) => ({
        company_id: edit.row.company_id,
        timesheet_id: edit.row.id,
        kind: edit.kind,
        by_name: edit.byName,
        reason: edit.reason ?? null,
        before: null,
        after: null,
        created_by: edit.byUserId,
        modified_by: edit.byUserId,
        time_zone: null,
      })),
    )
    .execute();
}

/**
 * A change to a certified day withdraws the certification: the driver certifies again what the day now says
 * (49 CFR 395.30(c)(2)). The earlier signature is kept (not shown) until the driver signs again.
 */
export async function withdrawCertification(
  db: Db,
  row: TimesheetRow,
  byUserId: string,
  byName: string,
  reason: string,
): Promise<TimesheetRow> {
  if (row.certified_at === null) return row;
  await recordEdit(db, row, { kind: "certificationWithdrawn", byUserId, byName, reason });
  return db
    .updateTable("timesheets")
    .set({ certified_at: null, certified_by: null })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
