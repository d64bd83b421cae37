// 49 CFR 395.5(a) — passenger-carrying drivers: 10 hours of driving and
// 15 hours on duty after 8 consecutive hours off. No 14-hour window and no
// 30-minute break apply to them (395.3 covers property carriers only).

import { breachWithAdverse, extensionAt } from "./adverse";
import { HOUR } from "./hours";
import { firstDrivingPastLimit, isDriving, isOnDuty, timeSpent } from "./limits";
import { currentShift, splitIntoShifts } from "./shifts";
import type { Breach, FamilyResult, Timeline } from "./types";

// 395.5(a): the limits run from the end of 8 consecutive hours off duty
// (sleeper berth counts; the 395.1(g)(3) passenger sleeper pairings are not
// modelled: a split rest is judged as the breaks it is made of).
const DUTY_PERIOD_REST = 8 * HOUR;
// 395.5(a)(1): no more than 10 hours of driving following that rest.
const DRIVING_LIMIT = 10 * HOUR;
// 395.5(a)(2): no driving after having been on duty 15 hours following that
// rest; this counts on-duty time, not elapsed time, so breaks pause it.
const ON_DUTY_LIMIT = 15 * HOUR;

export function usPassengerDailyLimits(timeline: Timeline): FamilyResult {
  const shifts = splitIntoShifts(timeline.intervals, DUTY_PERIOD_REST);
  const { adverse } = timeline.declarations;
  const breaches: Breach[] = [];
  for (const shift of shifts) {
    // 395.1(b)(1): adverse conditions met in the period allow up to 2 h beyond either limit of 395.5(a).
    const drivingAt = breachWithAdverse(
      (extra) => firstDrivingPastLimit(shift.intervals, DRIVING_LIMIT + extra, isDriving),
      adverse,
      shift.start,
    );
    if (drivingAt !== undefined) breaches.push({ rule: "US_PASSENGER_DRIVING_10H", at: drivingAt });
    const onDutyAt = breachWithAdverse(
      (extra) => firstDrivingPastLimit(shift.intervals, ON_DUTY_LIMIT + extra, isOnDuty),
      adverse,
      shift.start,
    );
    if (onDutyAt !== undefined) breaches.push({ rule: "US_PASSENGER_ON_DUTY_15H", at: onDutyAt });
  }
  const shift = currentShift(shifts);
  const spans = shift?.intervals ?? [];
  const extra = shift === undefined ? 0 : extensionAt(adverse, shift.start, timeline.asOf);
  return {
    breaches,
    caps: {
      driving: DRIVING_LIMIT + extra - timeSpent(spans, isDriving),
      onDuty: ON_DUTY_LIMIT + extra - timeSpent(spans, isOnDuty),
    },
  };
}
