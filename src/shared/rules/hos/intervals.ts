// Turns the raw event list into a validated timeline: merged activity
// intervals, the same intervals cut at day boundaries, and the day grid.

import { buildDayStarts, dayIndexAt, dayIndexOfLocalDate } from "./day-boundaries";
import {
  CANADIAN_CYCLES,
  type Activity,
  type CanadianCycle,
  type Declarations,
  type DutyStatus,
  type HosInput,
  type Interval,
  type Segment,
  type Timeline,
} from "./types";
import { validateInput, type ValidInput } from "./validate-input";

const ACTIVITY_OF: Record<DutyStatus, Activity> = {
  off: "off",
  sleeper: "off", // SOR/2005-313 s.2 and 49 CFR 395.2: sleeper berth time is not on-duty time
  driving: "driving",
  on: "on",
  personal: "off", // personal conveyance: SOR/2005-313 s.2(1)(e), 49 CFR 395.28(a)(1)
  yard: "on", // yard move: on duty not driving, 49 CFR 395.28(a)(2)
};

type OpenInterval = { kind: Activity; start: number; end: number; sleeper: number; sleeperRun: number };

/**
 * Builds the timeline. Time before the first event counts as off duty: the
 * log is all we know, and charging unknown history to the driver would invent
 * violations. Events at or after asOf are ignored — we judge the log as of asOf.
 */
export function buildTimeline(input: HosInput): Timeline {
  const valid = validateInput(input);
  const { events, asOf, dayStartHour } = valid;
  const logStart = events[0]!.start;
  const intervals: Interval[] = [];
  const close = ({ kind, start, end, sleeper }: OpenInterval): Interval => ({ kind, start, end, sleeper });
  let current: OpenInterval = {
    kind: "off",
    start: Number.NEGATIVE_INFINITY,
    end: logStart,
    sleeper: 0,
    sleeperRun: 0,
  };
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    if (event.start >= asOf) break;
    const next = events[i + 1];
    const end = next === undefined ? asOf : Math.min(next.start, asOf);
    const kind = ACTIVITY_OF[event.status];
    if (kind !== current.kind) {
      intervals.push(close(current));
      current = { kind, start: event.start, end, sleeper: 0, sleeperRun: 0 };
    }
    current.end = end; // consecutive off + sleeper is one continuous rest
    // Split-rest rules need the longest run of consecutive sleeper-berth time inside the rest.
    current.sleeperRun = event.status === "sleeper" ? current.sleeperRun + (end - event.start) : 0;
    current.sleeper = Math.max(current.sleeper, current.sleeperRun);
  }
  intervals.push(close(current));

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
    declarations: resolveDeclarations(input, valid, dayStarts),
  };
}

/** Deferral dates become day indices; dates off the grid cannot matter and are dropped. */
function resolveDeclarations(input: HosInput, valid: ValidInput, dayStarts: readonly number[]): Declarations {
  const deferralDays = new Set<number>();
  for (const date of valid.deferralDates) {
    const day = dayIndexOfLocalDate(dayStarts, date, valid.dayStartHour, input.timeZone);
    if (day !== undefined) deferralDays.add(day);
  }
  const isCanadian = (CANADIAN_CYCLES as readonly string[]).includes(input.ruleset);
  return {
    deferralDays,
    adverse: valid.adverse,
    cycleSwitches: valid.cycleSwitches,
    initialCycle: isCanadian ? (input.ruleset as CanadianCycle) : undefined,
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
