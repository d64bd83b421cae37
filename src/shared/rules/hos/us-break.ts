// 49 CFR 395.3(a)(3)(ii) — 30-minute break for property-carrying drivers.

import { HOUR, MINUTE } from "./hours";
import type { Breach, Interval } from "./types";

// Driving is not permitted once more than 8 hours of driving time have passed
// without at least a consecutive 30-minute interruption in driving status.
// Since the 2020 amendment (in force 29 September 2020) the interruption may be off duty,
// sleeper berth, on duty not driving, or any run of them.
const DRIVING_BEFORE_BREAK = 8 * HOUR;
const BREAK = 30 * MINUTE;

/** Breaches (once per stretch between breaks) and the driving left before a break is due at asOf. */
export function usBreak(intervals: readonly Interval[]): { breaches: Breach[]; remaining: number } {
  const breaches: Breach[] = [];
  let drivingSinceBreak = 0;
  let notDriving = 0;
  let reported = false;
  for (const interval of intervals) {
    const length = interval.end - interval.start;
    if (interval.kind !== "driving") {
      notDriving += length; // "on" then "off" is one continuous interruption
      if (notDriving >= BREAK) {
        drivingSinceBreak = 0;
        reported = false;
      }
      continue;
    }
    notDriving = 0;
    if (!reported && drivingSinceBreak + length > DRIVING_BEFORE_BREAK) {
      breaches.push({
        rule: "US_BREAK_30MIN",
        at: interval.start + Math.max(0, DRIVING_BEFORE_BREAK - drivingSinceBreak),
      });
      reported = true;
    }
    drivingSinceBreak += length;
  }
  return { breaches, remaining: DRIVING_BEFORE_BREAK - drivingSinceBreak };
}
