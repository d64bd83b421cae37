// SOR/2005-313 s.13 — limits within a shift, a shift being the time between
// two periods of at least 8 consecutive hours of off-duty time.

import { HOUR } from "./hours";
import { firstDrivingAfter, firstDrivingPastLimit, isDriving, isOnDuty, timeSpent } from "./limits";
import { currentShift, splitIntoShifts } from "./shifts";
import type { Breach, FamilyResult, Timeline } from "./types";

// s.13(1)–(2): a shift ends with at least 8 consecutive hours of off-duty time.
const SHIFT_REST = 8 * HOUR;
// s.13(1): no driving after 13 hours of driving time without that rest.
const SHIFT_DRIVING_LIMIT = 13 * HOUR;
// s.13(2): no driving after 14 hours of on-duty time without that rest.
const SHIFT_ON_DUTY_LIMIT = 14 * HOUR;
// s.13(3): no driving after 16 hours have elapsed since the end of the most
// recent 8-hour rest (breaks shorter than 8 h do not stop this clock).
const SHIFT_ELAPSED_LIMIT = 16 * HOUR;

export function canadaShiftLimits(timeline: Timeline): FamilyResult {
  const shifts = splitIntoShifts(timeline.intervals, SHIFT_REST);
  const breaches: Breach[] = [];
  for (const shift of shifts) {
    const drivingAt = firstDrivingPastLimit(shift.intervals, SHIFT_DRIVING_LIMIT, isDriving);
    if (drivingAt !== undefined) breaches.push({ rule: "CA_SHIFT_DRIVING_13H", at: drivingAt });
    const onDutyAt = firstDrivingPastLimit(shift.intervals, SHIFT_ON_DUTY_LIMIT, isOnDuty);
    if (onDutyAt !== undefined) breaches.push({ rule: "CA_SHIFT_ON_DUTY_14H", at: onDutyAt });
    const elapsedAt = firstDrivingAfter(shift.intervals, shift.start + SHIFT_ELAPSED_LIMIT);
    if (elapsedAt !== undefined) breaches.push({ rule: "CA_SHIFT_ELAPSED_16H", at: elapsedAt });
  }
  const shift = currentShift(shifts);
  if (shift === undefined) {
    // Rested at least 8 h: a fresh shift is available in full.
    return { breaches, caps: { driving: SHIFT_DRIVING_LIMIT, onDuty: Math.min(SHIFT_ON_DUTY_LIMIT, SHIFT_ELAPSED_LIMIT) } };
  }
  return {
    breaches,
    caps: {
      driving: SHIFT_DRIVING_LIMIT - timeSpent(shift.intervals, isDriving),
      onDuty: Math.min(
        SHIFT_ON_DUTY_LIMIT - timeSpent(shift.intervals, isOnDuty),
        SHIFT_ELAPSED_LIMIT - (timeline.asOf - shift.start),
      ),
    },
  };
}
