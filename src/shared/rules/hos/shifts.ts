// Work periods bounded by a long enough rest, without split rests: the US
// passenger carrier's period (49 CFR 395.5(a), 8 h off). The Canadian shift
// and the US property duty period, which split rests can end, are in
// work-periods.ts.

import type { Interval } from "./types";

export interface Shift {
  /** The end of the qualifying rest, i.e. the first on-duty instant. */
  readonly start: number;
  /** Everything from `start` until the next qualifying rest begins (short breaks included). */
  readonly intervals: Interval[];
  /** False while the shift is still running at asOf. */
  readonly closed: boolean;
}

/**
 * Splits the merged timeline into shifts. An off-duty stretch of at least
 * `restMs` (sleeper included) ends a shift; a shorter one is part of it and
 * keeps elapsed-time clocks running. The last rest may still be running at
 * asOf: once it has lasted `restMs` the shift is over.
 */
export function splitIntoShifts(intervals: readonly Interval[], restMs: number): Shift[] {
  const shifts: { start: number; intervals: Interval[]; closed: boolean }[] = [];
  let open: { start: number; intervals: Interval[]; closed: boolean } | undefined;
  for (const interval of intervals) {
    if (interval.kind === "off" && interval.end - interval.start >= restMs) {
      if (open !== undefined) open.closed = true;
      open = undefined;
      continue;
    }
    if (open === undefined) {
      // Intervals alternate with rests, so a shift always opens on duty.
      open = { start: interval.start, intervals: [], closed: false };
      shifts.push(open);
    }
    open.intervals.push(interval);
  }
  return shifts;
}

/** The shift running at asOf, if the driver has not yet completed a rest since it began. */
export function currentShift(shifts: readonly Shift[]): Shift | undefined {
  const last = shifts[shifts.length - 1];
  return last !== undefined && !last.closed ? last : undefined;
}
