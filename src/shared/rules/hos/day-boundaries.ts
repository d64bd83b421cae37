// The carrier's "day": SOR/2005-313 s.2 and 49 CFR 395.2 both define it as the
// 24-hour period beginning at the hour the carrier designates, counted in the
// home terminal's time zone. We start each day at that local hour, so the day
// on which DST begins is 23 h long and the day it ends 25 h long — the clock
// the driver's log grid uses. (Regulators have not published a DST rule; see
// the report for this interpretation.)

import { instantOfWallTime, wallClockAt } from "../time-zone";

/** Days of history kept before the first event so 14-day windows can look back. */
export const LOOKBACK_DAYS = 14;

// Day starts never change for a zone, so they are shared across evaluations:
// a screen of timesheet rows re-uses the same few dozen days.
const dayStartCache = new Map<string, number>();
const CACHE_LIMIT = 20_000;

function localDayStart(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const key = `${timeZone}|${hour}|${year}-${month}-${day}`;
  let start = dayStartCache.get(key);
  if (start === undefined) {
    start = instantOfWallTime(year, month, day, hour, 0, timeZone);
    if (dayStartCache.size >= CACHE_LIMIT) dayStartCache.clear();
    dayStartCache.set(key, start);
  }
  return start;
}

/** Start instant of the local calendar date `offsetDays` after (y, m, d). */
function startOfShiftedDate(
  y: number,
  m: number,
  d: number,
  offsetDays: number,
  hour: number,
  timeZone: string,
): number {
  const date = new Date(Date.UTC(y, m - 1, d + offsetDays));
  return localDayStart(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, timeZone);
}

/**
 * Start instants of consecutive days from LOOKBACK_DAYS before the day holding
 * `from` through the day holding `to`, plus the start of the following day so
 * every day has an end.
 */
export function buildDayStarts(from: number, to: number, dayStartHour: number, timeZone: string): number[] {
  const wall = wallClockAt(from, timeZone);
  let dateOffset = 0;
  // Before the designated hour the instant still belongs to yesterday's day.
  if (startOfShiftedDate(wall.year, wall.month, wall.day, 0, dayStartHour, timeZone) > from) dateOffset = -1;
  const starts: number[] = [];
  for (let k = dateOffset - LOOKBACK_DAYS; ; k++) {
    const start = startOfShiftedDate(wall.year, wall.month, wall.day, k, dayStartHour, timeZone);
    starts.push(start);
    if (start > to) break;
  }
  return starts;
}

/** Index of the day containing `t` (the last start ≤ t). */
export function dayIndexAt(dayStarts: readonly number[], t: number): number {
  let lo = 0;
  let hi = dayStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((dayStarts[mid] as number) <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Index of the day that begins on local date (y, m, d) at `dayStartHour`, or
 * undefined when that day is not on the grid (outside the log's days).
 */
export function dayIndexOfLocalDate(
  dayStarts: readonly number[],
  date: { year: number; month: number; day: number },
  dayStartHour: number,
  timeZone: string,
): number | undefined {
  const start = localDayStart(date.year, date.month, date.day, dayStartHour, timeZone);
  const index = dayIndexAt(dayStarts, start);
  // The last entry only closes the last day, so it names no day of its own.
  return dayStarts[index] === start && index < dayStarts.length - 1 ? index : undefined;
}
