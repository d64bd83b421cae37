// SOR/2005-313 s.16 — deferral of daily off-duty time. "Despite sections 12
// and 14, a driver who is not splitting off-duty time in accordance with
// section 18 or 19 may defer a maximum of 2 hours of the daily off-duty time
// to the following day if
//  (a) the off-duty time deferred is not part of the mandatory 8 consecutive hours;
//  (b) the total off-duty time taken in the 2 days is at least 20 hours;
//  (c) the off-duty time deferred is added to the 8 consecutive hours of
//      off-duty time taken in the second day;
//  (d) the total driving time in the 2 days does not exceed 26 hours; and
//  (e) the driver declares the deferral in the record of duty status."
// (e) is the input's `deferrals`: nothing is deferred without it. Each of the
// other conditions is checked and, when it fails, reported with its own code
// beside the s.14 shortfall it no longer excuses.

import { adverseBetween, ADVERSE_EXTENSION } from "./adverse";
import { dayEnded, dayTotals, type DayTotals } from "./canada-day-totals";
import { CANADA_SPLIT } from "./canada-shift";
import { HOUR } from "./hours";
import { firstDrivingPastLimit, isDriving } from "./limits";
import type { Breach, Timeline } from "./types";
import { pairRests } from "./work-periods";

// s.14(1): at least 10 hours of off-duty time in a day.
const DAILY_OFF_DUTY = 10 * HOUR;
// s.12(2): 14 hours of on-duty time in a day, which s.76 lets adverse conditions exceed.
const DAY_ON_DUTY = 14 * HOUR;
// s.16 opening words and (a): at most the 2 hours beyond the mandatory 8 may be deferred.
const MAX_DEFERRAL = 2 * HOUR;
const MANDATORY_REST = 8 * HOUR;
const TWO_DAY_OFF_DUTY = 20 * HOUR; // s.16(b)
const TWO_DAY_DRIVING = 26 * HOUR; // s.16(d)

/**
 * Off-duty time day `day` must have under s.14. s.76(1) lets a driver who met
 * adverse conditions extend on-duty time by up to 2 hours, which can only come
 * out of the day's off-duty time; the mandatory 8 consecutive hours (s.13)
 * stay required, so the reduction is the extra on-duty time, at most 2 hours.
 */
export function dailyOffRequirement(timeline: Timeline, day: number, totals: DayTotals): number {
  const start = timeline.dayStarts[day]!;
  const end = timeline.dayStarts[day + 1] ?? Number.POSITIVE_INFINITY;
  if (adverseBetween(timeline.declarations.adverse, start, end - 1) === undefined) return DAILY_OFF_DUTY;
  return DAILY_OFF_DUTY - Math.min(ADVERSE_EXTENSION, Math.max(0, totals.onDuty - DAY_ON_DUTY));
}

export interface DeferralOutcome {
  /** "unused": the day had its 10 h; "pending": day 1 or day 2 still running and nothing failed yet. */
  readonly status: "holds" | "pending" | "fails" | "unused";
  /** How far s.16 lets day 1 exceed s.12's limits (the time deferred, up to 2 h). */
  readonly extension: number;
  /** Failed conditions, each with its code, and the s.14 shortfall they leave unexcused. */
  readonly breaches: readonly Breach[];
}

const cache = new WeakMap<Timeline, ReadonlyMap<number, DeferralOutcome>>();

/** The outcome of every declared deferral on the log's days, by day-1 index. */
export function evaluateDeferrals(timeline: Timeline): ReadonlyMap<number, DeferralOutcome> {
  let outcomes = cache.get(timeline);
  if (outcomes === undefined) {
    const map = new Map<number, DeferralOutcome>();
    for (const day of timeline.declarations.deferralDays) {
      if (day >= timeline.logStartDay && day <= timeline.asOfDay) map.set(day, judgeDeferral(timeline, day));
    }
    outcomes = map;
    cache.set(timeline, outcomes);
  }
  return outcomes;
}

function judgeDeferral(timeline: Timeline, day: number): DeferralOutcome {
  // Until day 1 is over the driver may still defer up to the full 2 hours.
  if (!dayEnded(timeline, day)) return { status: "pending", extension: MAX_DEFERRAL, breaches: [] };
  const { dayStarts, byDay } = timeline;
  const first = dayTotals(byDay[day] ?? []);
  const deferred = Math.max(0, dailyOffRequirement(timeline, day, first) - first.qualifyingOff);
  if (deferred === 0) return { status: "unused", extension: 0, breaches: [] };

  const day1End = dayStarts[day + 1]!;
  const day2End = dayStarts[day + 2] ?? Number.POSITIVE_INFINITY;
  const secondEnded = dayEnded(timeline, day + 1);
  const second = dayTotals(byDay[day + 1] ?? []);
  const failures: Breach[] = [];
  if (splitsDuring(timeline, dayStarts[day]!, day2End))
    failures.push({ rule: "CA_DEFERRAL_WHILE_SPLITTING", at: day1End });
  if (deferred > MAX_DEFERRAL) failures.push({ rule: "CA_DEFERRAL_MAX_2H", at: day1End });
  // (a): the time deferred may not come out of the mandatory 8 consecutive hours, so day 1 must have had them — one
  // off-duty rest of 8 hours touching the day (a rest across midnight counts whole). A rest still running may yet.
  const rests = (byDay[day] ?? []).filter((s) => s.kind === "off").map((s) => s.block);
  let open = false;
  if (!rests.some((rest) => rest.end - rest.start >= MANDATORY_REST)) {
    if (rests.some((rest) => rest.end >= timeline.asOf)) open = true;
    else failures.push({ rule: "CA_DEFERRAL_MANDATORY_8H", at: day1End });
  }
  const twoDays = [...(byDay[day] ?? []), ...(byDay[day + 1] ?? [])];
  const drivingAt = firstDrivingPastLimit(twoDays, TWO_DAY_DRIVING, isDriving);
  if (drivingAt !== undefined) failures.push({ rule: "CA_DEFERRAL_TWO_DAY_DRIVING_26H", at: drivingAt });
  // (b) and (c) can still be met while day 2 runs: off-duty time only grows.
  if (first.qualifyingOff + second.qualifyingOff < TWO_DAY_OFF_DUTY) {
    if (secondEnded) failures.push({ rule: "CA_DEFERRAL_TWO_DAY_OFF_20H", at: day2End });
    else open = true;
  }
  if (second.longestOff < MANDATORY_REST + deferred) {
    if (secondEnded) failures.push({ rule: "CA_DEFERRAL_DAY_2_REST", at: day2End });
    else open = true;
  }
  if (failures.length > 0) {
    return { status: "fails", extension: 0, breaches: [...failures, { rule: "CA_DAY_OFF_DUTY_10H", at: day1End }] };
  }
  return { status: open ? "pending" : "holds", extension: Math.min(deferred, MAX_DEFERRAL), breaches: [] };
}

/** Whether an s.18 split (two sleeper-berth periods standing in for the 8-hour rest) touches [from, to). */
function splitsDuring(timeline: Timeline, from: number, to: number): boolean {
  const { splits } = pairRests(timeline.intervals, timeline.asOf, CANADA_SPLIT);
  return splits.some((pair) => pair.some((rest) => rest.end > from && rest.start < to));
}
