// 49 CFR 395.3(a) — property-carrying drivers: 14-hour window, 11 hours of
// driving, 30-minute break — with the 395.1(g)(1)(ii) sleeper-berth split
// and the 395.1(b)(1) adverse-conditions extension.

import { breachWithAdverse, extensionAt } from "./adverse";
import { HOUR } from "./hours";
import type { Breach, FamilyResult, Interval, Timeline } from "./types";
import { usBreak } from "./us-break";
import { buildWorkPeriods, drivingTime, elapsedTime, firstBreach, usedSoFar, type SplitRules } from "./work-periods";

// 395.3(a)(1): a duty period starts after 10 consecutive hours off duty
// (sleeper berth time counts as off duty).
const DUTY_PERIOD_REST = 10 * HOUR;
// 395.3(a)(2): driving only within the 14 consecutive hours after coming on
// duty following that rest; off-duty breaks do not extend the window.
const WINDOW = 14 * HOUR;
// 395.3(a)(3)(i): at most 11 hours of driving in that period.
const DRIVING_LIMIT = 11 * HOUR;

// 395.1(g)(1)(ii)(A): the equivalent of 10 consecutive hours off is a period
// of at least 7 consecutive hours in the sleeper berth and a separate period
// of at least 2 consecutive hours off duty, in the berth or both, together at
// least 10 hours (7/3, 8/2 …, either order). (C)–(D): the 11 hours and the
// 14-hour window are counted again from the end of the first of the two
// periods, and neither period counts toward the 14 hours.
const SPLIT_LONG = 7 * HOUR;
const SPLIT_SHORT = 2 * HOUR;

const US_SPLIT: SplitRules = {
  fullRest: DUTY_PERIOD_REST,
  isMember: (rest: Interval) => rest.end - rest.start >= SPLIT_SHORT,
  pairs: (a: Interval, b: Interval) =>
    (a.sleeper >= SPLIT_LONG || b.sleeper >= SPLIT_LONG) && a.end - a.start + (b.end - b.start) >= DUTY_PERIOD_REST,
  // FMCSA's 2020 guidance: a 10-hour rest resets the clocks and cannot be the
  // first of a pair (pairRests never makes it one). A 7-hour berth period
  // taken first pauses the window at once; a short period taken first counts
  // until the berth period that pairs with it is over.
  provisional: (rest: Interval) => rest.sleeper >= SPLIT_LONG,
  // The whole rest leaves the window, off-duty time beside the berth time included.
  excludedTime: (rest: Interval) => rest.end - rest.start,
};

export function usPropertyDailyLimits(timeline: Timeline): FamilyResult {
  const periods = buildWorkPeriods(timeline.intervals, timeline.asOf, US_SPLIT);
  const { adverse } = timeline.declarations;
  const breaches: Breach[] = [];
  periods.forEach((period, k) => {
    const until = periods[k + 1]?.activation ?? Number.POSITIVE_INFINITY;
    // 395.1(b)(1): adverse conditions extend the 11 hours and the 14-hour window by up to 2 h.
    const drivingAt = breachWithAdverse(
      (extra) => firstBreach(period, until, drivingTime, DRIVING_LIMIT + extra),
      adverse,
      period.calcStart,
    );
    if (drivingAt !== undefined) breaches.push({ rule: "US_DRIVING_11H", at: drivingAt });
    const windowAt = breachWithAdverse(
      (extra) => firstBreach(period, until, elapsedTime, WINDOW + extra),
      adverse,
      period.calcStart,
    );
    if (windowAt !== undefined) breaches.push({ rule: "US_WINDOW_14H", at: windowAt });
  });
  const rest = usBreak(timeline.intervals);
  breaches.push(...rest.breaches);

  const current = periods[periods.length - 1]!;
  const extra = extensionAt(adverse, current.calcStart, timeline.asOf);
  const drivingLeft = DRIVING_LIMIT + extra - usedSoFar(current, drivingTime);
  const windowLeft = WINDOW + extra - usedSoFar(current, elapsedTime);
  return { breaches, caps: { driving: Math.min(drivingLeft, rest.remaining), onDuty: windowLeft } };
}
