// SOR/2005-313 s.14 — daily off-duty time, with the s.16 deferral and the
// s.76 adverse-conditions reduction.

import { dayEnded, dayTotals } from "./canada-day-totals";
import { dailyOffRequirement, evaluateDeferrals } from "./canada-deferral";
import type { Breach, FamilyResult, Timeline } from "./types";

// s.14(1): at least 10 hours of off-duty time in a day; s.14(2): the time
// beyond the mandatory 8 consecutive hours counts only in blocks of at least
// 30 minutes (dayTotals' qualifyingOff). s.14(3) asks for 2 of the 10 hours
// outside the 8 consecutive hours of s.13. At most 8 h of a day's off time
// can be that mandatory rest, so any day with 10 h of qualifying off time has
// 2 h outside it (a single 10 h rest is 8 h + 2 h): the check reduces to the
// 10 h total.

/**
 * A day that ends with less qualifying off-duty time than s.14 asks is a
 * breach at its end. Only a deferral the driver declared (s.16(e)) can excuse
 * it — no deferral is ever assumed — and a declared one is judged condition
 * by condition in canada-deferral.ts, its failures reported from there.
 */
export function canadaDailyOffDuty(timeline: Timeline): FamilyResult {
  const { dayStarts, byDay, declarations } = timeline;
  const deferrals = evaluateDeferrals(timeline);
  const breaches: Breach[] = [];
  for (let day = timeline.logStartDay; dayEnded(timeline, day); day++) {
    if (declarations.deferralDays.has(day)) continue; // judged with its deferral below
    const totals = dayTotals(byDay[day] ?? []);
    if (totals.qualifyingOff < dailyOffRequirement(timeline, day, totals)) {
      breaches.push({ rule: "CA_DAY_OFF_DUTY_10H", at: dayStarts[day + 1]! });
    }
  }
  for (const outcome of deferrals.values()) breaches.push(...outcome.breaches);
  // Off-duty time limits no driving directly, so it caps nothing in `remaining`.
  return { breaches, caps: {} };
}
