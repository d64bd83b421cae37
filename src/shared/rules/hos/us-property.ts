// 49 CFR 395.3(a) — property-carrying drivers: 14-hour window, 11 hours of
// driving, 30-minute break.

import { HOUR } from "./hours";
import { firstDrivingAfter, firstDrivingPastLimit, isDriving, timeSpent } from "./limits";
import { currentShift, splitIntoShifts } from "./shifts";
import type { Breach, FamilyResult, Timeline } from "./types";
import { usBreak } from "./us-break";

// 395.3(a)(1): a duty period starts after 10 consecutive hours off duty
// (sleeper berth time counts as off duty; the 395.1(g) split-sleeper
// pairings are not modelled).
const DUTY_PERIOD_REST = 10 * HOUR;
// 395.3(a)(2): driving only within the 14 consecutive hours after coming on
// duty following that rest; off-duty breaks do not extend the window.
const WINDOW = 14 * HOUR;
// 395.3(a)(3)(i): at most 11 hours of driving in that period.
const DRIVING_LIMIT = 11 * HOUR;

export function usPropertyDailyLimits(timeline: Timeline): FamilyResult {
  const shifts = splitIntoShifts(timeline.intervals, DUTY_PERIOD_REST);
  const breaches: Breach[] = [];
  for (const shift of shifts) {
    const drivingAt = firstDrivingPastLimit(shift.intervals, DRIVING_LIMIT, isDriving);
    if (drivingAt !== undefined) breaches.push({ rule: "US_DRIVING_11H", at: drivingAt });
    const windowAt = firstDrivingAfter(shift.intervals, shift.start + WINDOW);
    if (windowAt !== undefined) breaches.push({ rule: "US_WINDOW_14H", at: windowAt });
  }
  const rest = usBreak(timeline.intervals);
  breaches.push(...rest.breaches);

  const shift = currentShift(shifts);
  const drivingLeft = shift === undefined ? DRIVING_LIMIT : DRIVING_LIMIT - timeSpent(shift.intervals, isDriving);
  const windowLeft = shift === undefined ? WINDOW : WINDOW - (timeline.asOf - shift.start);
  return { breaches, caps: { driving: Math.min(drivingLeft, rest.remaining), onDuty: windowLeft } };
}
