// Turns the raw event list into a validated timeline: merged activity
// intervals, the same intervals cut at day boundaries, and the day grid.

import { buildDayStarts, dayIndexAt } from "./day-boundaries";
import type { Activity, DutyStatus, HosInput, Interval, Segment, Timeline } from "./types";
import { validateInput } from "./validate-input";

const ACTIVITY_OF: Record<DutyStatus, Activity> = {
  off: "off",
  sleeper: "off", // SOR/2005-313 s.2 and 49 CFR 395.2: sleeper berth time is not on-duty time
  driving: "driving",
  on: "on",
};

/**
 * Builds the timeline. Time before the first event counts as off duty: the
 * log is all we know, and charging unknown history to the driver would invent
 * violations. Events at or after asOf are ignored — we judge the log as of asOf.
 */
export function buildTimeline(input: HosInput): Timeline {
  const { events, asOf, dayStartHour } = validateInput(input);
  const logStart = events[0]!.start;
  const intervals: Interval[] = [];
  let current: { kind: Activity; start: number; end: number } = { kind: "off", start: Number.NEGATIVE_INFINITY, end: logStart };
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    if (event.start >= asOf) break;
    const next = events[i + 1];
    const end = next === undefined ? asOf : Math.min(next.start, asOf);
    const kind = ACTIVITY_OF[event.status];
    if (kind === current.kind) {
      current.end = end; // consecutive off + sleeper is one continuous rest
    } else {
      intervals.push(current);
      current = { kind, start: event.start, end };
    }
  }
  intervals.push(current);

  const dayStarts = buildDayStarts(logStart, asOf, dayStartHour, input.timeZone);
  const segments = cutAtDayBoundaries(intervals, dayStarts);
  const byDay: Segment[][] = dayStarts.map(() => []);
  for (const segment of segments) byDay[segment.day]!.push(segment);
  return {
    intervals,
    segments,
    byDay,
    dayStarts,
    logStart,
    asOf,
    logStartDay: dayIndexAt(dayStarts, logStart),
    asOfDay: dayIndexAt(dayStarts, asOf),
  };
}

/** Cuts each interval at day starts; the assumed rest is kept from day 0 only. */
function cutAtDayBoundaries(intervals: readonly Interval[], dayStarts: readonly number[]): Segment[] {
  const segments: Segment[] = [];
  let day = 0;
  for (const block of intervals) {
    let start = Math.max(block.start, dayStarts[0]!);
    while (start < block.end) {
      while (day + 1 < dayStarts.length && dayStarts[day + 1]! <= start) day++;
      const dayEnd = dayStarts[day + 1] ?? Number.POSITIVE_INFINITY;
      const end = Math.min(block.end, dayEnd);
      segments.push({ kind: block.kind, start, end, day, block });
      start = end;
    }
  }
  return segments;
}
