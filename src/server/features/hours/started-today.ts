// For the inspections domain (the preference timesheetStartedBeforeInspection, enforced when an inspection is
// submitted: docs/inspections.md "Rules"): whether an employee has started today's record of duty status — a change of
// duty status entered today in the company's time zone. A driver (and a mechanic) whose company uses hours of service
// must start a record before inspecting (docs/hours.md "Starting the day before an inspection"). The preference itself
// (company, or employee yes / no / global) is the caller's to read.
import type { Kysely, Transaction } from "kysely";

import { dayBounds } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import { companyClock } from "./company-clock";

export async function hasStartedTodaysLog(
  db: Kysely<Database> | Transaction<Database>,
  companyId: string,
  userId: string,
  nowMs: number,
): Promise<boolean> {
  const clock = await companyClock(db, companyId);
  const today = dayBounds(clock.today(nowMs), clock.timeZone, clock.dayStartHour);
  const entry = await db
    .selectFrom("timesheet_entries as e")
    .innerJoin("employees as m", "m.id", "e.employee_id")
    .select("e.id")
    .where("m.company_id", "=", companyId)
    .where("m.user_id", "=", userId)
    .where("e.live", "=", true)
    .where("e.start_at", ">=", new Date(today.start))
    .where("e.start_at", "<=", new Date(nowMs))
    .limit(1)
    .executeTakeFirst();
  return entry !== undefined;
}
