// SOR/2005-313 s.29 — switching cycles. (1) No driver shall switch from one
// cycle to the other without first taking, before beginning to drive again,
// (a) at least 36 consecutive hours off duty to go from cycle 1 to cycle 2,
// or (b) at least 72 consecutive hours to go from cycle 2 to cycle 1.
// (2) After that off-duty time the driver begins the other cycle with the
// accumulated hours set back to zero.
//
// The input says which cycle is in force: `ruleset` before the first switch,
// then each `cycleSwitches` entry from its instant on.

import { HOUR } from "./hours";
import type { Breach, CanadianCycle, Interval, Timeline } from "./types";

const SWITCH_REST: Readonly<Record<CanadianCycle, number>> = {
  CA_CYCLE_1: 36 * HOUR, // leaving cycle 1: s.29(1)(a)
  CA_CYCLE_2: 72 * HOUR, // leaving cycle 2: s.29(1)(b)
};

export interface CycleSchedule {
  /** The cycle in force at an instant. */
  readonly cycleAt: (at: number) => CanadianCycle;
  /** Every cycle in force at some point of the log. */
  readonly cycles: ReadonlySet<CanadianCycle>;
  /** Ends of the rests that completed a switch: s.29(2) zeroes the hours there. */
  readonly resets: ReadonlySet<number>;
  readonly breaches: readonly Breach[];
  /** A switch is declared and its off-duty time not yet taken: no driving until it is. */
  readonly mustRest: boolean;
}

export function cycleSchedule(timeline: Timeline): CycleSchedule {
  const { initialCycle, cycleSwitches } = timeline.declarations;
  let current = initialCycle ?? "CA_CYCLE_1";
  const changes: { at: number; from: CanadianCycle; to: CanadianCycle }[] = [];
  for (const { at, to } of cycleSwitches) {
    // A switch to the cycle in force, or one declared after asOf, changes nothing yet.
    if (to === current || at > timeline.asOf) continue;
    changes.push({ at, from: current, to });
    current = to;
  }
  const resets = new Set<number>();
  const breaches: Breach[] = [];
  let mustRest = false;
  for (const change of changes) {
    const { rest, nextDriving } = restAroundSwitch(timeline.intervals, change.at, SWITCH_REST[change.from]);
    if (rest !== undefined) resets.add(rest.end);
    else if (nextDriving !== undefined) breaches.push({ rule: "CA_CYCLE_SWITCH_OFF_DUTY", at: nextDriving });
    else mustRest = true;
  }
  const cycleAt = (at: number): CanadianCycle => {
    let cycle = initialCycle ?? "CA_CYCLE_1";
    for (const change of changes) if (change.at <= at) cycle = change.to;
    return cycle;
  };
  const cycles = new Set<CanadianCycle>([initialCycle ?? "CA_CYCLE_1", ...changes.map((c) => c.to)]);
  return { cycleAt, cycles, resets, breaches, mustRest };
}

/**
 * The last rest of at least `required` between the driving before the switch
 * and the first driving at or after it, and that first driving instant.
 */
function restAroundSwitch(intervals: readonly Interval[], at: number, required: number) {
  let lastDrivingEnd = Number.NEGATIVE_INFINITY;
  let nextDriving: number | undefined;
  for (const interval of intervals) {
    if (interval.kind !== "driving") continue;
    if (interval.start < at) lastDrivingEnd = Math.min(interval.end, at);
    if (interval.end > at) {
      nextDriving = Math.max(interval.start, at);
      break;
    }
  }
  const until = nextDriving ?? Number.POSITIVE_INFINITY;
  let rest: Interval | undefined;
  for (const interval of intervals) {
    const inside = interval.kind === "off" && interval.start >= lastDrivingEnd && interval.end <= until;
    if (inside && interval.end - interval.start >= required) rest = interval;
  }
  return { rest, nextDriving };
}
