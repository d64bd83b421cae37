// SOR/2005-313 s.12 — daily driving and on-duty limits (south of 60°N).

import { HOUR } from "./hours";
import { firstDrivingPastLimit, isDriving, isOnDuty, timeSpent } from "./limits";
import type { Breach, FamilyResult, Timeline } from "./types";

// s.12(1): no driving after 13 hours of driving time in a day.
const DAY_DRIVING_LIMIT = 13 * HOUR;
// s.12(2): no driving after 14 hours of on-duty time in a day.
const DAY_ON_DUTY_LIMIT = 14 * HOUR;

export function canadaDailyLimits(timeline: Timeline): FamilyResult {
  const { byDay } = timeline;
  const breaches: Breach[] = [];
  for (let day = timeline.logStartDay; day <= timeline.asOfDay; day++) {
    const segments = byDay[day] ?? [];
    const drivingAt = firstDrivingPastLimit(segments, DAY_DRIVING_LIMIT, isDriving);
    if (drivingAt !== undefined) breaches.push({ rule: "CA_DAY_DRIVING_13H", at: drivingAt });
    const onDutyAt = firstDrivingPastLimit(segments, DAY_ON_DUTY_LIMIT, isOnDuty);
    if (onDutyAt !== undefined) breaches.push({ rule: "CA_DAY_ON_DUTY_14H", at: onDutyAt });
  }
  const today = byDay[timeline.asOfDay] ?? [];
  return {
    breaches,
    caps: {
      driving: DAY_DRIVING_LIMIT - timeSpent(today, isDriving),
      onDuty: DAY_ON_DUTY_LIMIT - timeSpent(today, isOnDuty),
    },
  };
}
