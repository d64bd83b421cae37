// Test support for the limit properties: logs that run a chosen limit to
// exactly one minute inside it (margin −1) or one minute past it (margin +1),
// every other limit staying clear, with random clock times, zones, leg
// lengths and kinds of break. January dates, so no DST change intervenes
// (the DST days have their own worked examples).

import fc from "fast-check";

import type { DutyStatus, HosInput, RuleId, Ruleset } from "./types";

export type Margin = -1 | 1;

export interface LimitScenario {
  readonly name: string;
  /** The rule a log one minute past the limit must report. */
  readonly rule: RuleId;
  readonly input: (margin: Margin) => HosInput;
}

type Step = readonly [DutyStatus, number]; // status, minutes

const ZONES = [
  ["America/Toronto", "-05:00"],
  ["America/New_York", "-05:00"],
  ["America/Chicago", "-06:00"],
  ["America/Vancouver", "-08:00"],
  ["America/Halifax", "-04:00"],
] as const;

interface Start {
  zone: number;
  day: number; // days after 8 January 2024
  minute: number; // minutes after the scenario's start hour
}

const startArb: fc.Arbitrary<Start> = fc.record({
  zone: fc.integer({ min: 0, max: ZONES.length - 1 }),
  day: fc.integer({ min: 0, max: 10 }),
  minute: fc.integer({ min: 0, max: 59 }),
});

/** A log from local `hour`:`start.minute`, each step lasting its minutes; asOf is the end of the last. */
function logOf(ruleset: Ruleset, start: Start, hour: number, steps: readonly Step[]): HosInput {
  const [timeZone, offset] = ZONES[start.zone]!;
  const date = new Date(Date.UTC(2024, 0, 8 + start.day)).toISOString().slice(0, 10);
  let t = Date.parse(`${date}T${String(hour).padStart(2, "0")}:00:00${offset}`) + start.minute * 60_000;
  const events = [];
  for (const [status, minutes] of steps) {
    if (minutes <= 0) continue;
    events.push({ status, start: new Date(t).toISOString() });
    t += minutes * 60_000;
  }
  return { ruleset, timeZone, dayStartHour: 0, events, asOf: new Date(t).toISOString() };
}

/** Legs of driving split by breaks: [driving a][break][driving b]… */
function legs(drives: readonly number[], breaks: readonly Step[]): Step[] {
  return drives.flatMap((minutes, i): Step[] =>
    i < breaks.length ? [["driving", minutes], breaks[i]!] : [["driving", minutes]],
  );
}

/** `total` minutes cut into `weights.length` whole parts proportional to the weights. */
function cut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[parts.length - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

const REST_UNTIL_NEXT_MORNING = 10 * 60; // a tail of rest that closes the day without ending the next

const breakStatus = fc.constantFrom<DutyStatus>("off", "personal", "sleeper");
const onStatus = fc.constantFrom<DutyStatus>("on", "yard");
const anyPause = fc.constantFrom<DutyStatus>("off", "sleeper", "on", "yard", "personal");
const caRuleset = fc.constantFrom<Ruleset>("CA_CYCLE_1", "CA_CYCLE_2");
const usPropertyRuleset = fc.constantFrom<Ruleset>("US_PROPERTY_60_7", "US_PROPERTY_70_8");
const usPassengerRuleset = fc.constantFrom<Ruleset>("US_PASSENGER_60_7", "US_PASSENGER_70_8");
const weights = (n: number, min = 1) => fc.array(fc.integer({ min, max: 10 }), { minLength: n, maxLength: n });

/** SOR/2005-313 s.12(1)/s.13(1): 13 h of driving in legs split by short breaks. */
const caDriving = fc
  .record({
    start: startArb,
    ruleset: caRuleset,
    w: weights(3),
    breaks: fc.array(fc.tuple(breakStatus, fc.integer({ min: 15, max: 45 })), { minLength: 2, maxLength: 2 }),
  })
  .map(({ start, ruleset, w, breaks }): LimitScenario => ({
    name: "CA 13 h driving",
    rule: "CA_SHIFT_DRIVING_13H",
    input: (m) => logOf(ruleset, start, 6, [...legs(cut(780 + m, w), breaks), ["off", 18 * 60]]),
  }));

/** s.12(2)/s.13(2): 14 h on duty, the last of it driving; breaks of 30 min or more so s.14 holds. */
const caOnDuty = fc
  .record({
    start: startArb,
    ruleset: caRuleset,
    on: onStatus,
    driving: fc.integer({ min: 300, max: 720 }),
    w: weights(2),
    pause: fc.tuple(breakStatus, fc.integer({ min: 30, max: 45 })),
  })
  .map(({ start, ruleset, on, driving, w, pause }): LimitScenario => ({
    name: "CA 14 h on duty",
    rule: "CA_SHIFT_ON_DUTY_14H",
    input: (m) =>
      logOf(ruleset, start, 6, [[on, 840 + m - driving], ...legs(cut(driving, w), [pause]), ["off", 18 * 60]]),
  }));

/** s.13(3): driving until the 16th hour after a long break that is not a rest. */
const caElapsed = fc
  .record({
    start: startArb,
    ruleset: caRuleset,
    pause: fc.integer({ min: 240, max: 420 }),
    status: fc.constantFrom<DutyStatus>("off", "personal"),
    w: weights(2),
  })
  .map(({ start, ruleset, pause, status, w }): LimitScenario => {
    return {
      name: "CA 16 h elapsed",
      rule: "CA_SHIFT_ELAPSED_16H",
      input: (m) => {
        const [d1, d2] = cut(960 + m - 30 - pause, w);
        return logOf(ruleset, start, 6, [
          ["on", 30],
          ["driving", d1!],
          [status, pause],
          ["driving", d2!],
          ["off", 18 * 60],
        ]);
      },
    };
  });

/** s.14: 10 h off in the day — the work ends on duty, not driving, so only s.14 is at stake. */
const caDayOff = fc
  .record({
    start: startArb,
    ruleset: caRuleset,
    hour: fc.integer({ min: 2, max: 8 }),
    driving: fc.integer({ min: 300, max: 660 }),
    on: onStatus,
  })
  .map(({ start, ruleset, hour, driving, on }): LimitScenario => ({
    name: "CA 10 h off in the day",
    rule: "CA_DAY_OFF_DUTY_10H",
    // Under: 13 h 59 of work leaves 10 h 01 off; over: 14 h 01 leaves 9 h 59.
    input: (m) =>
      logOf(ruleset, start, hour, [
        [on, 60],
        ["driving", driving],
        [on, 840 + m - 60 - driving],
        ["off", 24 * 60],
      ]),
  }));

/** s.18: two sleeper-berth periods of 10 h together (one minute short: no split, so the 16th hour passes). */
const caSplit = fc
  .record({
    start: startArb,
    ruleset: caRuleset,
    first: fc.integer({ min: 190, max: 360 }),
    a: fc.integer({ min: 300, max: 475 }),
    c: fc.integer({ min: 60, max: 300 }),
  })
  .map(({ start, ruleset, first, a, c }): LimitScenario => ({
    name: "CA split sleeper 10 h",
    rule: "CA_SHIFT_ELAPSED_16H",
    // From 02:00: a + (775 − a) = 12 h 55 of driving around the first period,
    // so 16 h elapsed pass unless the first berth period leaves the count.
    input: (m) =>
      logOf(ruleset, start, 2, [
        ["driving", a],
        ["sleeper", first],
        ["driving", 775 - a],
        ["sleeper", 600 - m - first],
        ["driving", c],
        ["off", 30],
      ]),
  }));

/** On-duty days at a cycle's limit: each day 1 h on duty and two legs of driving split by 30 min off. */
const cycles = fc
  .record({
    start: startArb,
    ruleset: fc.constantFrom<Ruleset>(
      "CA_CYCLE_1",
      "CA_CYCLE_2",
      "US_PROPERTY_60_7",
      "US_PROPERTY_70_8",
      "US_PASSENGER_60_7",
      "US_PASSENGER_70_8",
    ),
    deltas: fc.array(fc.integer({ min: -60, max: 60 }), { minLength: 7, maxLength: 7 }),
    on: onStatus,
  })
  .map(({ start, ruleset, deltas, on }) => {
    const spec = {
      CA_CYCLE_1: { days: 7, limit: 70 * 60, rule: "CA_CYCLE_1_70H_7D" },
      CA_CYCLE_2: { days: 7, limit: 70 * 60, rule: "CA_CYCLE_2_70H_WITHOUT_24H_OFF" },
      US_PROPERTY_60_7: { days: 7, limit: 60 * 60, rule: "US_CYCLE_60H_7D" },
      US_PASSENGER_60_7: { days: 7, limit: 60 * 60, rule: "US_CYCLE_60H_7D" },
      US_PROPERTY_70_8: { days: 8, limit: 70 * 60, rule: "US_CYCLE_70H_8D" },
      US_PASSENGER_70_8: { days: 8, limit: 70 * 60, rule: "US_CYCLE_70H_8D" },
    }[ruleset] as { days: number; limit: number; rule: RuleId };
    const base = Math.floor(spec.limit / spec.days);
    const early = Array.from({ length: spec.days - 1 }, (_, i) => base + deltas[i]!);
    return { start, ruleset, on, spec, early, last: spec.limit - early.reduce((x, y) => x + y, 0) };
  })
  .filter(({ last }) => last >= 300 && last <= 640)
  .map(({ start, ruleset, on, spec, early, last }): LimitScenario => ({
    name: `${ruleset} cycle`,
    rule: spec.rule,
    input: (m) => {
      const day = (onDuty: number): Step[] => {
        const [d1, d2] = cut(onDuty - 60, [1, 1]);
        return [
          [on, 60],
          ["driving", d1!],
          ["off", 30],
          ["driving", d2!],
        ];
      };
      const rest = (onDuty: number, last: boolean): Step => ["off", last ? 60 : 24 * 60 - onDuty - 30];
      const steps = [...early, last + m].flatMap((onDuty, i, all) => [
        ...day(onDuty),
        rest(onDuty, i === all.length - 1),
      ]);
      return logOf(ruleset, start, 6, steps);
    },
  }));

/** 49 CFR 395.3(a)(3)(i): 11 h of driving in legs of at most 8 h (weights 3–10: no leg over 62.5 %). */
const usDriving = fc
  .record({
    start: startArb,
    ruleset: usPropertyRuleset,
    on: fc.integer({ min: 0, max: 30 }),
    w: weights(3, 3),
    breaks: fc.array(fc.tuple(anyPause, fc.integer({ min: 30, max: 45 })), { minLength: 2, maxLength: 2 }),
  })
  .map(({ start, ruleset, on, w, breaks }): LimitScenario => ({
    name: "US 11 h driving",
    rule: "US_DRIVING_11H",
    input: (m) =>
      logOf(ruleset, start, 6, [["on", on], ...legs(cut(660 + m, w), breaks), ["off", REST_UNTIL_NEXT_MORNING]]),
  }));

/** 395.3(a)(2): the last driving ends at the 14th hour after coming on duty. */
const usWindow = fc
  .record({
    start: startArb,
    ruleset: usPropertyRuleset,
    driving: fc.integer({ min: 360, max: 600 }),
    pause: fc.integer({ min: 31, max: 119 }),
    status: breakStatus,
  })
  .map(({ start, ruleset, driving, pause, status }): LimitScenario => ({
    name: "US 14 h window",
    rule: "US_WINDOW_14H",
    input: (m) => {
      const [d1, d2] = cut(driving, [1, 1]);
      const on = 840 - driving - pause;
      const steps: Step[] = [
        ["on", on],
        ["driving", d1!],
        [status, pause + m],
        ["driving", d2!],
        ["off", REST_UNTIL_NEXT_MORNING],
      ];
      return logOf(ruleset, start, 6, steps);
    },
  }));

/** 395.3(a)(3)(ii): 8 h of driving before a 30-minute interruption. */
const usBreak = fc
  .record({
    start: startArb,
    ruleset: usPropertyRuleset,
    on: fc.integer({ min: 30, max: 120 }),
    pause: anyPause,
    after: fc.integer({ min: 30, max: 120 }),
  })
  .map(({ start, ruleset, on, pause, after }): LimitScenario => ({
    name: "US 30-minute break",
    rule: "US_BREAK_30MIN",
    input: (m) =>
      logOf(ruleset, start, 6, [
        ["on", on],
        ["driving", 480 + m],
        [pause, 30],
        ["driving", after],
        ["off", REST_UNTIL_NEXT_MORNING],
      ]),
  }));

/** 395.1(g)(1)(ii): a 7/3 … 8/2 split of 10 h; one minute short, the berth period counts in the window. */
const usSplit = fc
  .record({
    start: startArb,
    ruleset: usPropertyRuleset,
    berth: fc.integer({ min: 420, max: 470 }),
    d1: fc.integer({ min: 180, max: 420 }),
    d3: fc.integer({ min: 30, max: 120 }),
  })
  .map(({ start, ruleset, berth, d1, d3 }): LimitScenario => ({
    name: "US split sleeper 10 h",
    rule: "US_WINDOW_14H",
    // 10 h of driving around the berth period: inside the window only while the berth period leaves it.
    input: (m) =>
      logOf(ruleset, start, 6, [
        ["on", 60],
        ["driving", d1],
        ["sleeper", berth],
        ["driving", 600 - d1],
        ["off", 600 - m - berth],
        ["driving", d3],
        ["off", 60],
      ]),
  }));

/** 395.5(a)(1): 10 h of driving for a passenger carrier; no break rule applies. */
const usPassengerDriving = fc
  .record({
    start: startArb,
    ruleset: usPassengerRuleset,
    on: fc.integer({ min: 0, max: 120 }),
    w: weights(2),
    pause: breakStatus,
  })
  .map(({ start, ruleset, on, w, pause }): LimitScenario => ({
    name: "US passenger 10 h driving",
    rule: "US_PASSENGER_DRIVING_10H",
    input: (m) =>
      logOf(ruleset, start, 6, [["on", on], ...legs(cut(600 + m, w), [[pause, 60]]), ["off", REST_UNTIL_NEXT_MORNING]]),
  }));

/** 395.5(a)(2): 15 h on duty, a break shorter than 8 h pausing the count. */
const usPassengerOnDuty = fc
  .record({
    start: startArb,
    ruleset: usPassengerRuleset,
    driving: fc.integer({ min: 420, max: 600 }),
    pause: fc.integer({ min: 60, max: 300 }),
    on: onStatus,
  })
  .map(({ start, ruleset, driving, pause, on }): LimitScenario => ({
    name: "US passenger 15 h on duty",
    rule: "US_PASSENGER_ON_DUTY_15H",
    input: (m) =>
      logOf(ruleset, start, 4, [
        [on, 900 + m - driving],
        ["off", pause],
        ["driving", driving],
        ["off", REST_UNTIL_NEXT_MORNING],
      ]),
  }));

export const limitScenarioArb: fc.Arbitrary<LimitScenario> = fc.oneof(
  caDriving,
  caOnDuty,
  caElapsed,
  caDayOff,
  caSplit,
  cycles,
  usDriving,
  usWindow,
  usBreak,
  usSplit,
  usPassengerDriving,
  usPassengerOnDuty,
);
