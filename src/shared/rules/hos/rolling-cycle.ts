// On-duty totals over a rolling run of days, shared by the Canadian cycles
// (SOR/2005-313 s.26–28) and the US 60/70-hour rules (49 CFR 395.3(b)–(c),
// 395.5(b)). "Any period of N days" is counted in the carrier's days, so on a
// day d the window is days d−N+1 … d.

import { isOnDuty } from "./limits";
import type { Breach, RuleId, Timeline } from "./types";

export interface RollingCycleRule {
  readonly rule: RuleId;
  readonly days: number;
  readonly limit: number;
  /** Consecutive off-duty time that ends the cycle and zeroes the count; null when the rules have none. */
  readonly reset: number | null;
}

export interface CycleContext {
  /** Ends of rests after which the count is zeroed whatever their length (SOR/2005-313 s.29(2)). */
  readonly extraResets?: ReadonlySet<number>;
  /** Whether driving starting at an instant is judged by this rule (the cycle in force then). */
  readonly judges?: (at: number) => boolean;
}

/**
 * Walks the day segments keeping on-duty time per day since the last reset.
 * Driving that takes the window total past the limit is a breach, reported
 * once per day (each day is judged against its own window). Returns the
 * breaches and the time left in the window that holds asOf.
 */
export function evaluateRollingCycle(
  timeline: Timeline,
  spec: RollingCycleRule,
  context: CycleContext = {},
): { breaches: Breach[]; remaining: number } {
  const { extraResets, judges } = context;
  const perDay = new Float64Array(timeline.dayStarts.length);
  const breaches: Breach[] = [];
  let lastReportedDay = -1;
  const windowTotal = (day: number): number => {
    let total = 0;
    for (let d = Math.max(0, day - spec.days + 1); d <= day; d++) total += perDay[d]!;
    return total;
  };
  for (const segment of timeline.segments) {
    if (segment.kind === "off") {
      const { block } = segment;
      const endsQualifyingRest =
        segment.end === block.end &&
        ((spec.reset !== null && block.end - block.start >= spec.reset) || extraResets?.has(block.end) === true);
      // No on-duty time happens during the rest, so zeroing at its end is the
      // same as zeroing when it reached the reset length.
      if (endsQualifyingRest) perDay.fill(0);
      continue;
    }
    const length = segment.end - segment.start;
    if (
      segment.kind === "driving" &&
      segment.day !== lastReportedDay &&
      (judges === undefined || judges(segment.start))
    ) {
      const used = windowTotal(segment.day);
      if (used >= spec.limit) {
        breaches.push({ rule: spec.rule, at: segment.start });
        lastReportedDay = segment.day;
      } else if (used + length > spec.limit) {
        breaches.push({ rule: spec.rule, at: segment.start + (spec.limit - used) });
        lastReportedDay = segment.day;
      }
    }
    if (isOnDuty(segment.kind)) perDay[segment.day]! += length;
  }
  return { breaches, remaining: spec.limit - windowTotal(timeline.asOfDay) };
}
