// SOR/2005-313 s.14 — daily off-duty time, with the s.16 deferral.

import { HOUR, MINUTE } from "./hours";
import type { Breach, FamilyResult, Segment, Timeline } from "./types";

// s.14(1): at least 10 hours of off-duty time in a day.
const DAILY_OFF_DUTY = 10 * HOUR;
// s.14(2): off-duty time other than the mandatory 8 consecutive hours counts
// only in blocks of at least 30 minutes. The 8-hour block itself is longer
// than that, so "blocks under 30 min never count" states both.
const MIN_OFF_BLOCK = 30 * MINUTE;
// s.14(3) asks for 2 of the 10 hours outside the 8 consecutive hours of s.13.
// At most 8 h of a day's off time can be that mandatory rest, so any day with
// 10 h of qualifying off time has 2 h outside it (a single 10 h rest is
// 8 h + 2 h). The check therefore reduces to the 10 h total.
const MANDATORY_REST = 8 * HOUR;
// s.16: up to 2 h of the daily off-duty time may be deferred to the next day
// if (a) it is not part of the mandatory 8 consecutive hours, (b) the two days
// together have at least 20 h off, (c) the deferred time is added to the
// 8 consecutive hours taken in the second day, and (d) driving in the two days
// totals at most 26 h. (e) — the remark naming day 1 or day 2 in the log — is
// paperwork we cannot see and assume made.
const MAX_DEFERRAL = 2 * HOUR;
const TWO_DAY_OFF_DUTY = 20 * HOUR;
// (d) can only fail when s.12(1) (13 h a day) was already broken, but it is
// checked anyway so a day that broke s.12 cannot also defer its rest.
const TWO_DAY_DRIVING = 26 * HOUR;

interface DayTotals {
  qualifyingOff: number;
  longestOff: number; // longest consecutive off-duty time inside the day
  driving: number;
}

function totals(segments: readonly Segment[]): DayTotals {
  const result: DayTotals = { qualifyingOff: 0, longestOff: 0, driving: 0 };
  for (const s of segments) {
    const length = s.end - s.start;
    if (s.kind === "driving") result.driving += length;
    if (s.kind !== "off") continue;
    // The whole rest, not just the part inside this day, decides whether it is
    // a 30-minute block: a break from 23:50 to 00:20 is one 30-minute break.
    if (s.block.end - s.block.start >= MIN_OFF_BLOCK) result.qualifyingOff += length;
    result.longestOff = Math.max(result.longestOff, length);
  }
  return result;
}

/**
 * A day that ends with less than 10 h of qualifying off-duty time breaches
 * s.14 at its end, unless s.16 lets it defer the shortfall to the next day.
 * While that next day is still running the deferral may yet succeed, so the
 * day is only reported once the outcome is certain.
 */
export function canadaDailyOffDuty(timeline: Timeline): FamilyResult {
  const { dayStarts, byDay, asOf } = timeline;
  const breaches: Breach[] = [];
  const ended = (day: number): boolean => (dayStarts[day + 1] ?? Number.POSITIVE_INFINITY) <= asOf;
  for (let day = timeline.logStartDay; ended(day); day++) {
    const first = totals(byDay[day] ?? []);
    if (first.qualifyingOff >= DAILY_OFF_DUTY) continue;
    const dayEnd = dayStarts[day + 1]!;
    const shortfall = DAILY_OFF_DUTY - first.qualifyingOff;
    // s.16(a): only the 2 h beyond the mandatory 8 h may move to the next day.
    if (shortfall > MAX_DEFERRAL) {
      breaches.push({ rule: "CA_DAY_OFF_DUTY_10H", at: dayEnd });
      continue;
    }
    const second = totals(byDay[day + 1] ?? []);
    if (first.driving + second.driving > TWO_DAY_DRIVING) {
      // s.16(d) already fails; more time cannot undo driving.
      breaches.push({ rule: "CA_DAY_OFF_DUTY_10H", at: dayEnd });
      continue;
    }
    if (!ended(day + 1)) continue; // deferral still possible
    const deferralHolds =
      first.qualifyingOff + second.qualifyingOff >= TWO_DAY_OFF_DUTY && // s.16(b)
      second.longestOff >= MANDATORY_REST + shortfall; // s.16(c)
    if (!deferralHolds) breaches.push({ rule: "CA_DAY_OFF_DUTY_10H", at: dayEnd });
  }
  // Off-duty time limits no driving directly, so it caps nothing in `remaining`.
  return { breaches, caps: {} };
}
