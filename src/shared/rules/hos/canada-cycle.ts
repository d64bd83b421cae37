// SOR/2005-313 s.25–29 — cycles, the 24-hour rest in every 14 days, cycle switches.

import { cycleSchedule } from "./canada-cycle-switch";
import { HOUR } from "./hours";
import { evaluateRollingCycle, type CycleContext, type RollingCycleRule } from "./rolling-cycle";
import type { Breach, CanadianCycle, FamilyResult, Interval, Timeline } from "./types";

// s.25: no driving unless the driver has taken at least 24 consecutive hours
// of off-duty time in the preceding 14 days.
const LONG_REST = 24 * HOUR;
const LONG_REST_WINDOW_DAYS = 14;

// s.26: cycle 1 — no driving after 70 h on duty in any period of 7 days;
// s.28(1)(a): 36 consecutive hours off ends the cycle and starts a new one.
const CYCLE_1: RollingCycleRule = { rule: "CA_CYCLE_1_70H_7D", days: 7, limit: 70 * HOUR, reset: 36 * HOUR };

// s.27(a): cycle 2 — no driving after 120 h on duty in any period of 14 days;
// s.28(1)(b): 72 consecutive hours off ends the cycle.
const CYCLE_2: RollingCycleRule = { rule: "CA_CYCLE_2_120H_14D", days: 14, limit: 120 * HOUR, reset: 72 * HOUR };
// s.27(b): cycle 2 — no driving after 70 h on duty without having taken at
// least 24 consecutive hours off: a count over all days since the last such rest.
const CYCLE_2_WITHOUT_REST: RollingCycleRule = {
  rule: "CA_CYCLE_2_70H_WITHOUT_24H_OFF",
  days: Number.POSITIVE_INFINITY,
  limit: 70 * HOUR,
  reset: LONG_REST,
};

/**
 * Whether a completed rest of 24 h lies in the 14 days ending at `t`, the
 * window being the day holding `t` and the 13 days before it. Only the part
 * of a rest inside the window counts.
 */
function hasLongRestBefore(rests: readonly Interval[], dayStarts: readonly number[], day: number, t: number): boolean {
  const windowStart = dayStarts[Math.max(0, day - LONG_REST_WINDOW_DAYS + 1)]!;
  return rests.some((rest) => rest.end <= t && rest.end - Math.max(rest.start, windowStart) >= LONG_REST);
}

/** s.25 for both cycles: each day, the first driving without a 24-hour rest in the window. */
export function canadaLongRest(timeline: Timeline): FamilyResult {
  const rests = timeline.intervals.filter((i) => i.kind === "off" && i.end - i.start >= LONG_REST);
  const breaches: Breach[] = [];
  let lastReportedDay = -1;
  for (const segment of timeline.segments) {
    if (segment.kind !== "driving" || segment.day === lastReportedDay) continue;
    if (!hasLongRestBefore(rests, timeline.dayStarts, segment.day, segment.start)) {
      breaches.push({ rule: "CA_24H_OFF_IN_14_DAYS", at: segment.start });
      lastReportedDay = segment.day;
    }
  }
  const mayDrive = hasLongRestBefore(rests, timeline.dayStarts, timeline.asOfDay, timeline.asOf);
  return { breaches, caps: mayDrive ? {} : { driving: 0 } };
}

/**
 * s.26–29: the cycle in force judges each drive (cycle 1 unless the input
 * says otherwise); a switch made with the s.29 rest zeroes the hours.
 */
export function canadaCycles(timeline: Timeline): FamilyResult {
  const schedule = cycleSchedule(timeline);
  const context = (cycle: CanadianCycle): CycleContext =>
    schedule.cycles.size === 1 ? {} : { extraResets: schedule.resets, judges: (at) => schedule.cycleAt(at) === cycle };
  const breaches: Breach[] = [...schedule.breaches];
  const remaining: Partial<Record<CanadianCycle, number>> = {};
  if (schedule.cycles.has("CA_CYCLE_1")) {
    const cycle1 = evaluateRollingCycle(timeline, CYCLE_1, context("CA_CYCLE_1"));
    breaches.push(...cycle1.breaches);
    remaining.CA_CYCLE_1 = cycle1.remaining;
  }
  if (schedule.cycles.has("CA_CYCLE_2")) {
    const fortnight = evaluateRollingCycle(timeline, CYCLE_2, context("CA_CYCLE_2"));
    const sinceRest = evaluateRollingCycle(timeline, CYCLE_2_WITHOUT_REST, context("CA_CYCLE_2"));
    breaches.push(...fortnight.breaches, ...sinceRest.breaches);
    remaining.CA_CYCLE_2 = Math.min(fortnight.remaining, sinceRest.remaining);
  }
  const cycle = remaining[schedule.cycleAt(timeline.asOf)]!;
  return { breaches, caps: schedule.mustRest ? { cycle, driving: 0 } : { cycle } };
}
