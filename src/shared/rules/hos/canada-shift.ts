// SOR/2005-313 s.13 — limits within a shift, a shift being the time between
// two periods of at least 8 consecutive hours of off-duty time — with the
// s.18 sleeper-berth split for a single driver and the s.76 extension for
// adverse driving conditions.

import { breachWithAdverse, extensionAt } from "./adverse";
import { HOUR } from "./hours";
import type { Breach, FamilyResult, Interval, RuleId, Timeline } from "./types";
import {
  buildWorkPeriods,
  drivingTime,
  elapsedTime,
  firstBreach,
  onDutyTime,
  usedSoFar,
  type Measure,
  type SplitRules,
} from "./work-periods";

// s.13(1)–(2): a shift ends with at least 8 consecutive hours of off-duty time.
const SHIFT_REST = 8 * HOUR;
// s.18(1)(a)–(c): a single driver may instead take the off-duty time in two
// periods spent resting in the sleeper berth, neither shorter than 2 hours,
// together at least 10 hours. Only consecutive sleeper-berth time counts.
const SPLIT_MIN_PERIOD = 2 * HOUR;
const SPLIT_TOTAL = 10 * HOUR;

export const CANADA_SPLIT: SplitRules = {
  fullRest: SHIFT_REST,
  isMember: (rest: Interval) => rest.sleeper >= SPLIT_MIN_PERIOD,
  pairs: (a: Interval, b: Interval) =>
    a.sleeper >= SPLIT_MIN_PERIOD && b.sleeper >= SPLIT_MIN_PERIOD && a.sleeper + b.sleeper >= SPLIT_TOTAL,
  // A driver resting 2 h or more in the berth may be splitting; until the
  // second period shows whether the pair holds, the first does not count.
  provisional: (rest: Interval) => rest.sleeper >= SPLIT_MIN_PERIOD,
  // s.18(2): the 16th hour excludes the qualifying sleeper-berth periods but
  // includes off-duty time not spent in the berth.
  excludedTime: (rest: Interval) => rest.sleeper,
};

const LIMITS: readonly { rule: RuleId; measure: Measure; limit: number }[] = [
  // s.13(1), s.18(1)(d): no driving after 13 hours of driving time.
  { rule: "CA_SHIFT_DRIVING_13H", measure: drivingTime, limit: 13 * HOUR },
  // s.13(2), s.18(1)(g): no driving after 14 hours of on-duty time.
  { rule: "CA_SHIFT_ON_DUTY_14H", measure: onDutyTime, limit: 14 * HOUR },
  // s.13(3), s.18(1)(e): no driving after the 16th hour since the shift began
  // (breaks shorter than 8 h, and unpaired sleeper time, keep this clock running).
  { rule: "CA_SHIFT_ELAPSED_16H", measure: elapsedTime, limit: 16 * HOUR },
];

export function canadaShiftLimits(timeline: Timeline): FamilyResult {
  const periods = buildWorkPeriods(timeline.intervals, timeline.asOf, CANADA_SPLIT);
  const { adverse } = timeline.declarations;
  const breaches: Breach[] = [];
  periods.forEach((period, k) => {
    const until = periods[k + 1]?.activation ?? Number.POSITIVE_INFINITY;
    for (const { rule, measure, limit } of LIMITS) {
      // s.76(1): adverse conditions met in the shift extend each limit by up to 2 h.
      const at = breachWithAdverse(
        (extra) => firstBreach(period, until, measure, limit + extra),
        adverse,
        period.calcStart,
      );
      if (at !== undefined) breaches.push({ rule, at });
    }
  });
  const current = periods[periods.length - 1]!;
  const extra = extensionAt(adverse, current.calcStart, timeline.asOf);
  const left = (index: number): number => LIMITS[index]!.limit + extra - usedSoFar(current, LIMITS[index]!.measure);
  return { breaches, caps: { driving: left(0), onDuty: Math.min(left(1), left(2)) } };
}
