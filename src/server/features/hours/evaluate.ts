// The rules engine over a driver's look-back: the 14 days before a day and the day itself, as of the day's end (or
// now, for a day not yet over). The engine judges; this module only gathers the log and the declarations, and cites
// each violation's section.
import type { Kysely, Transaction } from "kysely";

import type { HosEvaluation, HosRuleset, HosViolationView } from "../../../shared/generated/hours";
import {
  HoursOfServiceInputError,
  evaluateHoursOfService,
  type HosEvent,
} from "../../../shared/rules/hours-of-service";
import { LOOKBACK_DAYS, carrierDayOf, dayBounds, shiftDay } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import { sectionOf } from "./rule-sections";

type Db = Kysely<Database> | Transaction<Database>;

export interface LookBackDay {
  employeeId: string;
  day: string;
  dayStart: number;
  dayEnd: number;
  ruleset: HosRuleset;
  timeZone: string;
  dayStartHour: number;
  /** The first day judged, when more than one (an ELD import's period): the look-back starts 14 days before it. */
  firstDay?: string;
}

const MAX_VIOLATIONS = 500;

/** The engine's judgement of the look-back ending with `target`, and how long the engine itself took (hosEvaluateMs). */
export async function evaluateLookBack(
  db: Db,
  target: LookBackDay,
  nowMs: number,
): Promise<{ evaluation: HosEvaluation; ms: number }> {
  const asOf = Math.max(target.dayStart, Math.min(nowMs, target.dayEnd));
  const firstLookedAt = shiftDay(target.firstDay ?? target.day, -LOOKBACK_DAYS);
  const from = dayBounds(firstLookedAt, target.timeZone, target.dayStartHour).start;
  const base: HosEvaluation = { ruleset: target.ruleset, from, asOf, violations: [] };
  const [carried, entries, declarations] = await Promise.all([
    db
      .selectFrom("timesheet_entries")
      .select("status")
      .where("employee_id", "=", target.employeeId)
      .where("live", "=", true)
      .where("start_at", "<", new Date(from))
      .orderBy("start_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("timesheet_entries")
      .select(["status", "start_at"])
      .where("employee_id", "=", target.employeeId)
      .where("live", "=", true)
      .where("start_at", ">=", new Date(from))
      .where("start_at", "<", new Date(asOf))
      .orderBy("start_at")
      .execute(),
    db
      .selectFrom("hos_declarations")
      .select(["kind", "day", "at"])
      .where("employee_id", "=", target.employeeId)
      .where((eb) =>
        eb.or([
          eb.and([eb("kind", "=", "adverse"), eb("at", ">=", new Date(from)), eb("at", "<", new Date(asOf))]),
          eb.and([eb("kind", "=", "deferral"), eb("day", ">=", firstLookedAt), eb("day", "<=", target.day)]),
        ]),
      )
      .execute(),
  ]);
  const events: HosEvent[] = entries.map((e) => ({
    status: e.status as HosEvent["status"],
    start: e.start_at.toISOString(),
  }));
  // The status in force when the look-back begins (the engine counts unknown time before the first event as off).
  if (carried && entries[0]?.start_at.getTime() !== from)
    events.unshift({ status: carried.status as HosEvent["status"], start: new Date(from).toISOString() });
  if (events.length === 0) return { evaluation: base, ms: 0 };
  const started = performance.now();
  try {
    const result = evaluateHoursOfService({
      ruleset: target.ruleset,
      timeZone: target.timeZone,
      dayStartHour: target.dayStartHour,
      events,
      asOf: new Date(asOf).toISOString(),
      deferrals: declarations.filter((d) => d.kind === "deferral").map((d) => ({ day1: d.day })),
      adverseConditions: declarations.filter((d) => d.kind === "adverse").map((d) => ({ at: d.at.toISOString() })),
    });
    const ms = performance.now() - started;
    const violations = result.violations.slice(0, MAX_VIOLATIONS).map((v): HosViolationView => {
      const at = Date.parse(v.at);
      // A limit judged at a day's end (the daily off-duty time) belongs to the day it closes.
      const day = carrierDayOf(at - 1, target.timeZone, target.dayStartHour);
      return { rule: v.rule, section: sectionOf(v.rule), at, day, onThisDay: day === target.day };
    });
    return { evaluation: { ...base, violations, remaining: result.remaining }, ms };
  } catch (error) {
    // A log the engine cannot judge (it names why) shows without a judgement rather than failing the screen.
    if (error instanceof HoursOfServiceInputError) return { evaluation: base, ms: performance.now() - started };
    throw error;
  }
}
