// SOR/2005-313 s.12 — daily driving and on-duty limits (south of 60°N), as
// s.16 (a declared deferral) and s.76 (adverse driving conditions) extend them.

import { breachWithAdverse, extensionAt } from "./adverse";
import { evaluateDeferrals } from "./canada-deferral";
import { HOUR } from "./hours";
import { firstDrivingPastLimit, isDriving, isOnDuty, timeSpent } from "./limits";
import type { Activity, Breach, FamilyResult, RuleId, Timeline } from "./types";

const LIMITS: readonly { rule: RuleId; counts: (kind: Activity) => boolean; limit: number }[] = [
  // s.12(1): no driving after 13 hours of driving time in a day.
  { rule: "CA_DAY_DRIVING_13H", counts: isDriving, limit: 13 * HOUR },
  // s.12(2): no driving after 14 hours of on-duty time in a day.
  { rule: "CA_DAY_ON_DUTY_14H", counts: isOnDuty, limit: 14 * HOUR },
];

export function canadaDailyLimits(timeline: Timeline): FamilyResult {
  const { byDay, dayStarts } = timeline;
  const { adverse } = timeline.declarations;
  const deferrals = evaluateDeferrals(timeline);
  const breaches: Breach[] = [];
  for (let day = timeline.logStartDay; day <= timeline.asOfDay; day++) {
    const segments = byDay[day] ?? [];
    // s.16 ("despite section 12"): a deferral that holds, or may still hold,
    // lets day 1 run longer by the time deferred. s.76 extensions do not stack on it.
    const deferred = deferrals.get(day)?.extension ?? 0;
    for (const { rule, counts, limit } of LIMITS) {
      const find = (extra: number) => firstDrivingPastLimit(segments, limit + Math.max(deferred, extra), counts);
      const at = breachWithAdverse(find, adverse, dayStarts[day]!);
      if (at !== undefined) breaches.push({ rule, at });
    }
  }
  const today = byDay[timeline.asOfDay] ?? [];
  const extra = Math.max(
    deferrals.get(timeline.asOfDay)?.extension ?? 0,
    extensionAt(adverse, dayStarts[timeline.asOfDay]!, timeline.asOf),
  );
  const left = (index: number): number => LIMITS[index]!.limit + extra - timeSpent(today, LIMITS[index]!.counts);
  return { breaches, caps: { driving: left(0), onDuty: left(1) } };
}
