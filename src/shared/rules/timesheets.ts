// Timesheet rules shared by the server (totals and status stored on each change), the office's log grid and the
// driver app (docs/hours.md "A day's log"). A day's log is the status in force when the day began (carried from an
// earlier day's last change) followed by the day's own changes; each lasts until the next, the last one until the
// day ends — or, for a day that has not ended, until now.
import type { DutyStatus, TimesheetStatus } from "../generated/hours";
import { instantOfWallTime, wallClockAt } from "./time-zone";

export const DUTY_STATUS_ORDER: readonly DutyStatus[] = ["off", "sleeper", "driving", "on", "personal", "yard"];

/**
 * The four lines of the log grid. Personal conveyance is off-duty time (SOR/2005-313 s.2(1)(e), 49 CFR
 * 395.28(a)(1)); a yard move is on duty not driving (49 CFR 395.28(a)(2)): each is drawn on that line.
 */
export type GridLine = "off" | "sleeper" | "driving" | "on";
export const GRID_LINES: readonly GridLine[] = ["off", "sleeper", "driving", "on"];
export const GRID_LINE_OF: Record<DutyStatus, GridLine> = {
  off: "off",
  sleeper: "sleeper",
  driving: "driving",
  on: "on",
  personal: "off",
  yard: "on",
};

/** Off-duty time in both countries: off duty, sleeper berth (SOR/2005-313 s.2, 49 CFR 395.2) and personal conveyance. */
export function isOffDuty(status: DutyStatus): boolean {
  return GRID_LINE_OF[status] === "off" || status === "sleeper";
}

/** The carrier's day starts at midnight unless it designates another hour (SOR/2005-313 s.2 "day"; 49 CFR 395.2). */
export const DEFAULT_DAY_START_HOUR = 0;
export const DEFAULT_TIME_ZONE = "America/Toronto";
export const MINUTE_MS = 60_000;
/** How far back the engine looks (SOR/2005-313 s.25 and cycle 2 reach 14 days). */
export const LOOKBACK_DAYS = 14;

export interface DayBounds {
  day: string;
  start: number;
  end: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The local day (YYYY-MM-DD) whose carrier day holds instant `ms`: before the day start hour it is still yesterday's. */
export function carrierDayOf(ms: number, timeZone: string, dayStartHour = DEFAULT_DAY_START_HOUR): string {
  const wall = wallClockAt(ms, timeZone);
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - (wall.hour < dayStartHour ? 1 : 0)));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The day `offsetDays` after `day` (negative: before). */
export function shiftDay(day: string, offsetDays: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + offsetDays));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** When the carrier day `day` begins and ends in `timeZone` (23 or 25 hours on the days the clocks change). */
export function dayBounds(day: string, timeZone: string, dayStartHour = DEFAULT_DAY_START_HOUR): DayBounds {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const next = shiftDay(day, 1).split("-").map(Number) as [number, number, number];
  return {
    day,
    start: instantOfWallTime(y, m, d, dayStartHour, 0, timeZone),
    end: instantOfWallTime(next[0], next[1], next[2], dayStartHour, 0, timeZone),
  };
}

export interface LogChange {
  status: DutyStatus;
  start: number;
}

export interface LogSegment {
  status: DutyStatus;
  start: number;
  end: number;
}

/**
 * The day's log as segments from the day's start (or from its first change when nothing is carried in) to `until`:
 * the grid draws them, the totals add them up. Changes outside [dayStart, until) are ignored.
 */
export function daySegments(
  dayStart: number,
  until: number,
  carried: DutyStatus | undefined,
  changes: readonly LogChange[],
): LogSegment[] {
  const inDay = changes.filter((c) => c.start >= dayStart && c.start < until).sort((a, b) => a.start - b.start);
  const points: LogChange[] = carried !== undefined ? [{ status: carried, start: dayStart }, ...inDay] : inDay;
  const segments: LogSegment[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const end = i + 1 < points.length ? points[i + 1]!.start : until;
    if (end <= point.start) continue;
    const last = segments[segments.length - 1];
    // A change to the status already in force continues the same line.
    if (last && last.status === point.status && last.end === point.start) last.end = end;
    else segments.push({ status: point.status, start: point.start, end });
  }
  return segments;
}

export interface DayTotals {
  drivingMinutes: number;
  onDutyNotDrivingMinutes: number;
  offDutyMinutes: number;
  sleeperMinutes: number;
}

/** Whole minutes per total of the timesheet; off-duty includes the sleeper berth and personal conveyance. */
export function dayTotals(segments: readonly LogSegment[]): DayTotals {
  const ms = { driving: 0, on: 0, off: 0, sleeper: 0 };
  for (const s of segments) {
    const length = s.end - s.start;
    const line = GRID_LINE_OF[s.status];
    ms[line] += length;
  }
  const minutes = (value: number) => Math.round(value / MINUTE_MS);
  return {
    drivingMinutes: minutes(ms.driving),
    onDutyNotDrivingMinutes: minutes(ms.on),
    offDutyMinutes: minutes(ms.off + ms.sleeper),
    sleeperMinutes: minutes(ms.sleeper),
  };
}

export interface DaySummaryInput {
  dayStart: number;
  dayEnd: number;
  now: number;
  /** The status in force at the day's start (an earlier day's last change); undefined when nothing is known. */
  carried: DutyStatus | undefined;
  changes: readonly LogChange[];
  certified: boolean;
}

export interface DaySummary extends DayTotals {
  status: TimesheetStatus;
  /** The day has not ended: its status and totals change with the clock, so they are recomputed once it has. */
  open: boolean;
}

/**
 * The timesheet statuses, in the order they are decided (docs/hours.md "Statuses"):
 * - missing: nothing is known about the day — no change on it and none before it to carry in;
 * - offDay: the day's log (carried in or entered) holds only off-duty time;
 * - inProgress: the day has not ended and is not certified;
 * - complete: certified, and the log is known from the day's start;
 * - incomplete: an ended day with on-duty time that is not certified, or certified with a gap at its start.
 */
export function summarizeDay(input: DaySummaryInput): DaySummary {
  const open = input.now < input.dayEnd;
  const until = Math.min(input.dayEnd, Math.max(input.dayStart, input.now));
  const segments = daySegments(input.dayStart, until, input.carried, input.changes);
  const totals = dayTotals(segments);
  const hasChanges = input.changes.some((c) => c.start >= input.dayStart && c.start < input.dayEnd);
  const coveredFromStart = input.carried !== undefined || input.changes.some((c) => c.start === input.dayStart);
  let status: TimesheetStatus;
  if (!hasChanges && input.carried === undefined) status = "missing";
  else if (segments.every((s) => isOffDuty(s.status))) status = "offDay";
  else if (open && !input.certified) status = "inProgress";
  else if (input.certified && coveredFromStart) status = "complete";
  else status = "incomplete";
  return { ...totals, status, open };
}
