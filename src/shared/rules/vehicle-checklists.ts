import { localDay } from "./checkins";
// When a checklist attached to a vehicle is due (docs/checklists.md "Rules"). The server stores the result of nextDueOn
// with each attachment and re-runs it whenever one of its inputs changes (attach, schedule change, a result for that
// vehicle, an inspection of that vehicle); the status is read against the clock at the time of asking, so a checklist
// turns due and overdue without any write.
//
// Due days are local dates (YYYY-MM-DD) in the company's time zone, like expiry dates: a checklist due on a day is
// overdue once that day has ended there, whatever the reader's own clock says.
import type { Problems } from "./checklists";
import { instantOfWallTime } from "./time-zone";
import { shiftDay } from "./timesheets";

export type VehicleChecklistSchedule = "none" | "everyDays" | "eachInspection";
export type VehicleChecklistDueStatus = "none" | "waiting" | "scheduled" | "due" | "overdue";

/** "Every N days": from daily to yearly. */
export const EVERY_DAYS_MIN = 1;
export const EVERY_DAYS_MAX = 365;
/** How far from today a chosen first due date may be (either way: a past one makes the checklist overdue at once). */
export const FIRST_DUE_MAX_DAYS = 365;

export interface VehicleChecklistPlan {
  schedule: VehicleChecklistSchedule;
  /** Every N days (only with everyDays). */
  everyDays?: number;
  /** The first due day chosen on attaching (only with everyDays); absent: the attached day + N. */
  firstDueOn?: string;
}

export interface DueFacts extends VehicleChecklistPlan {
  /** When this plan was set: the attachment, or the last schedule change. */
  scheduledAt: number;
  /** The newest result of this checklist for this vehicle, ever (a result filled before attaching counts). */
  lastResultAt?: number;
  /** Inspections of the vehicle (as unit or trailer), any order; only those after the baseline matter. */
  inspectedAt?: readonly number[];
}

const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What is wrong with a plan as a user would save it (field → problem code); empty when it may be saved. */
export function planProblems(plan: VehicleChecklistPlan, today: string): Problems {
  const problems: Problems = {};
  if (plan.schedule !== "everyDays") {
    if (plan.everyDays !== undefined) problems.everyDays = "notAllowed";
    if (plan.firstDueOn !== undefined) problems.firstDueOn = "notAllowed";
    return problems;
  }
  if (plan.everyDays === undefined) problems.everyDays = "required";
  else if (!Number.isInteger(plan.everyDays) || plan.everyDays < EVERY_DAYS_MIN || plan.everyDays > EVERY_DAYS_MAX)
    problems.everyDays = "outOfRange";
  if (plan.firstDueOn !== undefined) {
    if (!DAY_PATTERN.test(plan.firstDueOn) || shiftDay(plan.firstDueOn, 0) !== plan.firstDueOn)
      problems.firstDueOn = "format";
    else if (
      plan.firstDueOn < shiftDay(today, -FIRST_DUE_MAX_DAYS) ||
      plan.firstDueOn > shiftDay(today, FIRST_DUE_MAX_DAYS)
    )
      problems.firstDueOn = "outOfRange";
  }
  return problems;
}

/**
 * The day the checklist is next due, or undefined when nothing is due (no schedule, or "at each inspection" with no
 * inspection since it was last done).
 * - every N days: the day of the last result + N days; before any result since the plan was set, the first due
 *   day chosen then, else the day the plan was set + N days;
 * - at each inspection: the day of the first inspection after the last result (or after the plan was set, when
 *   that is later): the checklist is to be filled that day.
 */
export function nextDueOn(facts: DueFacts, timeZone: string): string | undefined {
  switch (facts.schedule) {
    case "none":
      return undefined;
    case "everyDays": {
      const doneSincePlan = facts.lastResultAt !== undefined && facts.lastResultAt >= facts.scheduledAt;
      if (facts.firstDueOn !== undefined && !doneSincePlan) return facts.firstDueOn;
      return shiftDay(localDay(facts.lastResultAt ?? facts.scheduledAt, timeZone), facts.everyDays ?? EVERY_DAYS_MIN);
    }
    case "eachInspection": {
      const since = Math.max(facts.lastResultAt ?? Number.NEGATIVE_INFINITY, facts.scheduledAt);
      const after = (facts.inspectedAt ?? []).filter((at) => at > since);
      return after.length === 0 ? undefined : localDay(Math.min(...after), timeZone);
    }
  }
}

/** The last millisecond of a local day: a checklist due that day is overdue after it (as with expiry dates). */
export function endOfDay(day: string, timeZone: string): number {
  const [y, m, d] = shiftDay(day, 1).split("-").map(Number) as [number, number, number];
  return instantOfWallTime(y, m, d, 0, 0, timeZone) - 1;
}

/** Where the checklist stands at `nowMs`: overdue once its due day has ended in the company's time zone. */
export function dueStatus(
  schedule: VehicleChecklistSchedule,
  dueOn: string | undefined,
  nowMs: number,
  timeZone: string,
): VehicleChecklistDueStatus {
  if (dueOn === undefined) return schedule === "none" ? "none" : "waiting";
  const today = localDay(nowMs, timeZone);
  return today > dueOn ? "overdue" : today === dueOn ? "due" : "scheduled";
}
