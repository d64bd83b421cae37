// Times of day on a timesheet's day, in the company's time zone (where the log is kept), for the correction form.
import { instantOfWallTime, wallClockAt } from "../../../shared/rules/time-zone";
import { shiftDay } from "../../../shared/rules/timesheets";

/** "HH:MM" on the carrier day `day` → the instant; before the day start hour it is the next calendar date's. */
export function instantOnDay(day: string, time: string, timeZone: string, dayStartHour: number): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const date = hour < dayStartHour ? shiftDay(day, 1) : day;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return instantOfWallTime(y, m, d, hour, minute, timeZone);
}

/** The instant as "HH:MM" for a time input. */
export function timeOfDay(ms: number, timeZone: string): string {
  const wall = wallClockAt(ms, timeZone);
  return `${String(wall.hour).padStart(2, "0")}:${String(wall.minute).padStart(2, "0")}`;
}
