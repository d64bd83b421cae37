// Per-day totals the Canadian daily rules share (SOR/2005-313 s.12, s.14,
// s.16, s.76): qualifying off-duty time, the longest rest, driving and
// on-duty time of one day.

import { MINUTE } from "./hours";
import type { Segment, Timeline } from "./types";

// s.14(2): off-duty time other than the mandatory 8 consecutive hours counts
// only in blocks of at least 30 minutes. The 8-hour block itself is longer
// than that, so "blocks under 30 min never count" states both.
const MIN_OFF_BLOCK = 30 * MINUTE;

export interface DayTotals {
  readonly qualifyingOff: number;
  readonly longestOff: number; // longest consecutive off-duty time inside the day
  readonly driving: number;
  readonly onDuty: number; // driving included
}

export function dayTotals(segments: readonly Segment[]): DayTotals {
  let qualifyingOff = 0;
  let longestOff = 0;
  let driving = 0;
  let onDuty = 0;
  for (const s of segments) {
    const length = s.end - s.start;
    if (s.kind === "driving") driving += length;
    if (s.kind !== "off") {
      onDuty += length;
      continue;
    }
    // The whole rest, not just the part inside this day, decides whether it is
    // a 30-minute block: a break from 23:50 to 00:20 is one 30-minute break.
    if (s.block.end - s.block.start >= MIN_OFF_BLOCK) qualifyingOff += length;
    longestOff = Math.max(longestOff, length);
  }
  return { qualifyingOff, longestOff, driving, onDuty };
}

/** Whether day `day` is over at asOf. */
export function dayEnded(timeline: Timeline, day: number): boolean {
  return (timeline.dayStarts[day + 1] ?? Number.POSITIVE_INFINITY) <= timeline.asOf;
}
