// Work periods with split rests: the Canadian shift (SOR/2005-313 s.13, and
// s.18 for a single driver splitting off-duty time in the sleeper berth) and
// the US property duty period (49 CFR 395.3(a), and 395.1(g)(1)(ii) for the
// 7/3 and 8/2 sleeper-berth splits). Both splits work the same way: two
// qualifying rests together stand for one full rest, the limits are counted
// again from the end of the first of the two once the second is over, and
// the qualifying rests do not count toward elapsed time. So a period is
// (calcStart, activation): its limits count from calcStart and it judges
// the driving from activation until the next period's activation.

import type { Interval } from "./types";

export interface SplitRules {
  /** Consecutive off-duty time that ends a work period by itself. */
  readonly fullRest: number;
  /** Whether a rest shorter than fullRest can be one of the two periods of a split. */
  isMember(rest: Interval): boolean;
  /** Whether `earlier` (a member) and `later` (the next member or full rest) form a split. */
  pairs(earlier: Interval, later: Interval): boolean;
  /** Whether a member still waiting for its partner at asOf is taken to be paired meanwhile. */
  provisional(rest: Interval): boolean;
  /** How much of a paired rest is left out of elapsed time. */
  excludedTime(rest: Interval): number;
}

export interface Span {
  readonly kind: Interval["kind"];
  readonly start: number;
  readonly end: number;
  /** Time this span adds to the elapsed-time count (less than its length for a paired rest). */
  readonly elapsed: number;
}

export interface WorkPeriod {
  /** The limits count from here: the end of a full rest or of the first rest of a split. */
  readonly calcStart: number;
  /** Driving at or after this instant (and before the next period's activation) is judged here. */
  readonly activation: number;
  /** Everything from calcStart to the next period's activation, or asOf for the last period. */
  readonly spans: readonly Span[];
}

const isFull = (rest: Interval, rules: SplitRules): boolean =>
  rest.kind === "off" && rest.end - rest.start >= rules.fullRest;

/**
 * Pairs consecutive qualifying rests (a full rest may be the second of a pair,
 * never the first: it already starts a new period) and returns the rests left
 * out of elapsed time and the period boundaries. A member whose partner has
 * not come by asOf — none yet, or a rest still running too short to pair — is
 * pending (only while that running rest is short of a full rest): `provisional` decides whether it counts as
 * paired meanwhile.
 * `splits` lists the pairs of two member rests — a split standing in for a
 * full rest, not a full rest that happens to pair with an earlier nap.
 */
export function pairRests(intervals: readonly Interval[], asOf: number, rules: SplitRules) {
  const excluded = new Set<Interval>();
  const splits: [Interval, Interval][] = []; // pairs of two member rests: a split standing in for a full rest
  const boundaries: { calcStart: number; activation: number; firstIndex: number }[] = [];
  let previous: Interval | undefined; // the last member rest, waiting to pair with the next one
  let previousIndex = -1;
  let pending: Interval | undefined; // a member whose running successor may still pair with it
  intervals.forEach((rest, index) => {
    if (rest.kind !== "off") return;
    const full = isFull(rest, rules);
    if (!full && !rules.isMember(rest)) return;
    if (previous !== undefined && rules.pairs(previous, rest)) {
      excluded.add(previous);
      if (!full) {
        excluded.add(rest);
        splits.push([previous, rest]);
        boundaries.push({ calcStart: previous.end, activation: rest.end, firstIndex: previousIndex + 1 });
      }
    } else if (previous !== undefined && rest.end === asOf && !full) {
      // Still running and still short of a full rest, it may yet become the partner. A running rest that is
      // already full ends the period by itself, whatever follows: it is judged by what it holds, as once it has
      // ended, so no verdict on the shift before it waits for the next event.
      pending = previous;
    }
    if (full) boundaries.push({ calcStart: rest.end, activation: rest.end, firstIndex: index + 1 });
    previous = full ? undefined : rest;
    previousIndex = index;
  });
  for (const rest of [previous, pending]) {
    if (rest !== undefined && !excluded.has(rest) && rules.provisional(rest)) excluded.add(rest);
  }
  return { excluded, boundaries, splits };
}

/** Splits the timeline into work periods under `rules`. The assumed rest before the log opens the first. */
export function buildWorkPeriods(intervals: readonly Interval[], asOf: number, rules: SplitRules): WorkPeriod[] {
  const { excluded, boundaries } = pairRests(intervals, asOf, rules);
  return boundaries.map((boundary, k) => {
    const until = boundaries[k + 1]?.activation ?? asOf;
    const spans: Span[] = [];
    for (let i = boundary.firstIndex; i < intervals.length && intervals[i]!.start < until; i++) {
      const { kind, start, end } = intervals[i]!;
      const left = excluded.has(intervals[i]!) ? rules.excludedTime(intervals[i]!) : 0;
      spans.push({ kind, start, end, elapsed: end - start - left });
    }
    return { calcStart: boundary.calcStart, activation: boundary.activation, spans };
  });
}

/** What a limit counts: driving time, on-duty time or elapsed time. */
export type Measure = (span: Span) => number;
export const drivingTime: Measure = (s) => (s.kind === "driving" ? s.end - s.start : 0);
export const onDutyTime: Measure = (s) => (s.kind === "off" ? 0 : s.end - s.start);
export const elapsedTime: Measure = (s) => s.elapsed;

/**
 * First instant of driving judged by `period` (from its activation to `until`)
 * at which `measure` has passed `limit`; undefined when none. Every measure
 * counts driving time in full, so inside a driving span the count grows
 * minute for minute and the breach is where it crosses the limit. Driving
 * that ends exactly at the limit is lawful.
 */
export function firstBreach(period: WorkPeriod, until: number, measure: Measure, limit: number): number | undefined {
  let used = 0;
  for (const span of period.spans) {
    if (span.kind === "driving" && span.end > period.activation && span.start < until) {
      const from = Math.max(span.start, period.activation);
      const usedAtFrom = used + (from - span.start);
      if (usedAtFrom >= limit) return from;
      if (usedAtFrom + (Math.min(span.end, until) - from) > limit) return from + (limit - usedAtFrom);
    }
    used += measure(span);
  }
  return undefined;
}

/** Total of `measure` over the period up to asOf. */
export function usedSoFar(period: WorkPeriod, measure: Measure): number {
  let used = 0;
  for (const span of period.spans) used += measure(span);
  return used;
}
