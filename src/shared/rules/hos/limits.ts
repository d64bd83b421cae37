// Finding the instant a limit is broken. Every driving, on-duty, elapsed or
// cycle limit in both countries is phrased "no driver shall drive after …",
// so the breach is the first instant of driving beyond the limit: on-duty
// work past 14 h is lawful, driving after it is not.

import type { Activity } from "./types";

interface Span {
  readonly kind: Activity;
  readonly start: number;
  readonly end: number;
}

export const isDriving = (kind: Activity): boolean => kind === "driving";
export const isOnDuty = (kind: Activity): boolean => kind !== "off";

/**
 * Walks spans in order adding the time of those `counts` accepts to `used`
 * (starting at `initiallyUsed`). Returns the first instant of driving once
 * `used` has reached `limit` — inside a span when driving itself crosses the
 * limit — or undefined when driving never goes past it. Driving that ends
 * exactly at the limit is lawful.
 */
export function firstDrivingPastLimit(
  spans: readonly Span[],
  limit: number,
  counts: (kind: Activity) => boolean,
  initiallyUsed = 0,
): number | undefined {
  let used = initiallyUsed;
  for (const span of spans) {
    if (span.kind === "driving" && span.end > span.start) {
      if (used >= limit) return span.start;
      if (used + (span.end - span.start) > limit) return span.start + (limit - used);
    }
    if (counts(span.kind)) used += span.end - span.start;
  }
  return undefined;
}

/** Total time of the spans `counts` accepts. */
export function timeSpent(spans: readonly Span[], counts: (kind: Activity) => boolean): number {
  let used = 0;
  for (const span of spans) if (counts(span.kind)) used += span.end - span.start;
  return used;
}
