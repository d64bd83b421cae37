// Stats cover the last 15 days and the last 15 months, counted by local days of the company's time zone (a 22:30
// inspection in Toronto belongs to that evening's date, not to the next day in UTC; docs/home.md "Rules").
import { DEFAULT_DAY_START_HOUR, dayBounds, shiftDay } from "../../../shared/rules/timesheets";

export const STATS_DAYS = 15;
export const STATS_MONTHS = 15;

export interface StatsWindow {
  timeZone: string;
  dayStartHour: number;
  /** The last 15 local days, today last (YYYY-MM-DD). */
  days: string[];
  /** The last 15 months, this one last (YYYY-MM). */
  months: string[];
  /** First local day counted (the 1st of the oldest month) and the last (today). */
  firstDay: string;
  lastDay: string;
}

/** Local days firstDay…lastDay of one time zone: what a source is asked to count. */
export interface DayRange {
  firstDay: string;
  lastDay: string;
  /**
   * The instant each day begins, plus the end of lastDay: bucket bounds for records kept as instants (23- and
   * 25-hour days included). Day i runs from dayStarts[i] to dayStarts[i + 1].
   */
  dayStarts: number[];
}

function monthBefore(month: string, back: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function statsWindow(timeZone: string, today: string, dayStartHour = DEFAULT_DAY_START_HOUR): StatsWindow {
  const days = Array.from({ length: STATS_DAYS }, (_, i) => shiftDay(today, i - (STATS_DAYS - 1)));
  const thisMonth = today.slice(0, 7);
  const months = Array.from({ length: STATS_MONTHS }, (_, i) => monthBefore(thisMonth, STATS_MONTHS - 1 - i));
  return { timeZone, dayStartHour, days, months, firstDay: `${months[0]}-01`, lastDay: today };
}

export function dayRange(window: StatsWindow, firstDay: string, lastDay: string): DayRange {
  const dayStarts: number[] = [];
  for (let day = firstDay; day <= lastDay; day = shiftDay(day, 1))
    dayStarts.push(dayBounds(day, window.timeZone, window.dayStartHour).start);
  dayStarts.push(dayBounds(lastDay, window.timeZone, window.dayStartHour).end);
  return { firstDay, lastDay, dayStarts };
}

/** The local day of bucket `index` (0-based) of a range's dayStarts. */
export function dayOfBucket(range: DayRange, index: number): string {
  return shiftDay(range.firstDay, index);
}
