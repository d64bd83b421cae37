// What a driver writes into their own log: a change of duty status, a deferral (SOR/2005-313 s.16(e)), adverse
// driving conditions (s.76, 49 CFR 395.1(b)(1)) and the certification of a day (49 CFR 395.30(b)). Each runs in one
// transaction with the recomputed totals of the days it affects (the command's, when it arrives as one).
import type {
  DeferralDeclareRequest,
  DutyStatusChangeRequest,
  AdverseConditionsDeclareRequest,
  MyHours,
} from "../../../shared/generated/hours";
import { carrierDayOf, shiftDay } from "../../../shared/rules/timesheets";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { companyClock, type CompanyClock } from "./company-clock";
import { dayRow, employeeOfSession, recordEdit, withdrawCertification, type Employee } from "./days";
import { myHours } from "./details";
import { timesheetFromRow, type TimesheetRow } from "./mappers";
import { affectedDays, recomputeTimesheets } from "./recompute";

/** A device's clock may run a little ahead of the server's: up to this much is taken as now. */
const CLOCK_SKEW_MS = 5 * 60_000;
/**
 * How late a change may arrive from a device's offline queue: the server keeps a command's reply for 7 days
 * (src/server/ws/commands.ts), so an older resend could no longer be told apart from a new change.
 */
export const MAX_CHANGE_AGE_MS = 7 * 24 * 3600_000;

export function refuse(problems: [path: string, problem: string][]): void {
  if (problems.length === 0) return;
  throw new EventError(
    "ValidationFailed",
    problems.map(([path, problem]) => `${path}: ${problem}`).join("; "),
    problems.map(([path, problem]) => ({ path, problem })),
  );
}

/** The device's time of a change, checked; a little ahead of the server's clock is taken as now. */
function deviceTime(at: number | undefined, nowMs: number, path: string): number {
  const time = at ?? nowMs;
  refuse(
    time > nowMs + CLOCK_SKEW_MS ? [[path, "future"]] : time < nowMs - MAX_CHANGE_AGE_MS ? [[path, "tooOld"]] : [],
  );
  return Math.min(time, nowMs);
}

/** Recomputes the days a change on `day` affects and tells the office; `created` when the change opened a new day. */
export async function settle(
  context: CompanyContext,
  employeeId: string,
  companyId: string,
  day: string,
  nowMs: number,
  created: boolean,
): Promise<TimesheetRow[]> {
  const rows = await recomputeTimesheets(context.db, await affectedDays(context.db, employeeId, day), nowMs);
  if (rows.length > 0)
    context.changes.announce(
      companyId,
      "TimesheetsChangedNotification",
      Object.fromEntries(rows.map((r) => [r.id, timesheetFromRow(r)])),
      created,
    );
  return rows;
}

interface Driver {
  companyId: string;
  userId: string;
  employee: Employee;
  clock: CompanyClock;
}

async function driverOf(context: CompanyContext): Promise<Driver> {
  const session = context.session;
  const [employee, clock] = await Promise.all([
    employeeOfSession(context.db, session.companyId, session.userId),
    companyClock(context.db, session.companyId),
  ]);
  return { companyId: session.companyId, userId: session.userId, employee, clock };
}

export async function changeDutyStatus(payload: DutyStatusChangeRequest, context: CompanyContext): Promise<MyHours> {
  const nowMs = context.clock.now();
  const driver = await driverOf(context);
  const at = deviceTime(payload.at, nowMs, "at");
  const location = payload.location.trim();
  refuse(location === "" ? [["location", "required"]] : []);
  return atomically(context, async (inner) => {
    const latest = await inner.db
      .selectFrom("timesheet_entries")
      .select(["status", "start_at"])
      .where("employee_id", "=", driver.employee.id)
      .where("live", "=", true)
      .orderBy("start_at", "desc")
      .limit(1)
      .executeTakeFirst();
    // An earlier time than the latest change would rewrite the log behind the driver's back: that is a correction.
    refuse(
      latest && at < latest.start_at.getTime()
        ? [["at", "beforeLatest"]]
        : latest && at === latest.start_at.getTime()
          ? [["at", "duplicate"]]
          : [],
    );
    // A change to the status already in force (a double tap, a resend from another device) changes nothing.
    if (latest?.status === payload.status) return myHours(inner.db, driver.employee, driver.clock, nowMs);
    const day = carrierDayOf(at, driver.clock.timeZone, driver.clock.dayStartHour);
    const { row, created } = await dayRow(
      inner.db,
      driver.companyId,
      driver.employee,
      day,
      driver.clock,
      driver.userId,
    );
    await withdrawCertification(
      inner.db,
      row,
      driver.userId,
      driver.employee.name,
      "A change of duty status after the day was certified.",
    );
    await inner.db
      .insertInto("timesheet_entries")
      .values({
        company_id: driver.companyId,
        timesheet_id: row.id,
        employee_id: driver.employee.id,
        status: payload.status,
        start_at: new Date(at),
        location,
        annotation: payload.note?.trim() || null,
        origin: "driver",
        created_by: driver.userId,
        modified_by: driver.userId,
        time_zone: driver.clock.timeZone,
      })
      .execute();
    await settle(inner, driver.employee.id, driver.companyId, day, nowMs, created);
    return myHours(inner.db, driver.employee, driver.clock, nowMs);
  });
}

export async function declareDeferral(payload: DeferralDeclareRequest, context: CompanyContext): Promise<MyHours> {
  const nowMs = context.clock.now();
  const driver = await driverOf(context);
  const today = driver.clock.today(nowMs);
  // s.16(e): declared in the record of duty status of day 1 — today's, or yesterday's before it is sent off.
  refuse(payload.day1 !== today && payload.day1 !== shiftDay(today, -1) ? [["day1", "notRecent"]] : []);
  return atomically(context, async (inner) => {
    const { row, created } = await dayRow(
      inner.db,
      driver.companyId,
      driver.employee,
      payload.day1,
      driver.clock,
      driver.userId,
    );
    const declared = await inner.db
      .insertInto("hos_declarations")
      .values({
        company_id: driver.companyId,
        employee_id: driver.employee.id,
        timesheet_id: row.id,
        kind: "deferral",
        day: payload.day1,
        at: new Date(nowMs),
        note: null,
        created_by: driver.userId,
        modified_by: driver.userId,
        time_zone: driver.clock.timeZone,
      })
      .onConflict((conflict) => conflict.columns(["employee_id", "day"]).where("kind", "=", "deferral").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (declared) {
      await withdrawCertification(
        inner.db,
        row,
        driver.userId,
        driver.employee.name,
        "A deferral declared after the day was certified.",
      );
      await recordEdit(inner.db, row, {
        kind: "deferralDeclared",
        byUserId: driver.userId,
        byName: driver.employee.name,
      });
      await settle(inner, driver.employee.id, driver.companyId, payload.day1, nowMs, created);
    }
    return myHours(inner.db, driver.employee, driver.clock, nowMs);
  });
}

export async function declareAdverseConditions(
  payload: AdverseConditionsDeclareRequest,
  context: CompanyContext,
): Promise<MyHours> {
  const nowMs = context.clock.now();
  const driver = await driverOf(context);
  const at = deviceTime(payload.at, nowMs, "at");
  const note = payload.note.trim();
  refuse(note === "" ? [["note", "required"]] : []);
  return atomically(context, async (inner) => {
    const day = carrierDayOf(at, driver.clock.timeZone, driver.clock.dayStartHour);
    const { row, created } = await dayRow(
      inner.db,
      driver.companyId,
      driver.employee,
      day,
      driver.clock,
      driver.userId,
    );
    await inner.db
      .insertInto("hos_declarations")
      .values({
        company_id: driver.companyId,
        employee_id: driver.employee.id,
        timesheet_id: row.id,
        kind: "adverse",
        day,
        at: new Date(at),
        note,
        created_by: driver.userId,
        modified_by: driver.userId,
        time_zone: driver.clock.timeZone,
      })
      .execute();
    await withdrawCertification(
      inner.db,
      row,
      driver.userId,
      driver.employee.name,
      "Adverse driving conditions declared after the day was certified.",
    );
    await recordEdit(inner.db, row, {
      kind: "adverseDeclared",
      byUserId: driver.userId,
      byName: driver.employee.name,
      reason: note,
    });
    await settle(inner, driver.employee.id, driver.companyId, day, nowMs, created);
    return myHours(inner.db, driver.employee, driver.clock, nowMs);
  });
}
