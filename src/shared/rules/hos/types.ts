// Shapes shared by the hours-of-service rule families. Public types are
// re-exported from ../hours-of-service.ts; the rest are internal.

export const DUTY_STATUSES = ["off", "sleeper", "driving", "on"] as const;
export type DutyStatus = (typeof DUTY_STATUSES)[number];

export const RULESETS = [
  "CA_CYCLE_1",
  "CA_CYCLE_2",
  "US_PROPERTY_60_7",
  "US_PROPERTY_70_8",
  "US_PASSENGER_60_7",
  "US_PASSENGER_70_8",
] as const;
export type Ruleset = (typeof RULESETS)[number];

export type RuleId =
  | "CA_DAY_DRIVING_13H"
  | "CA_DAY_ON_DUTY_14H"
  | "CA_SHIFT_DRIVING_13H"
  | "CA_SHIFT_ON_DUTY_14H"
  | "CA_SHIFT_ELAPSED_16H"
  | "CA_DAY_OFF_DUTY_10H"
  | "CA_24H_OFF_IN_14_DAYS"
  | "CA_CYCLE_1_70H_7D"
  | "CA_CYCLE_2_120H_14D"
  | "CA_CYCLE_2_70H_WITHOUT_24H_OFF"
  | "US_DRIVING_11H"
  | "US_WINDOW_14H"
  | "US_BREAK_30MIN"
  | "US_CYCLE_60H_7D"
  | "US_CYCLE_70H_8D"
  | "US_PASSENGER_DRIVING_10H"
  | "US_PASSENGER_ON_DUTY_15H";

export interface HosEvent {
  status: DutyStatus;
  /** ISO 8601 date-time with a UTC offset or Z. */
  start: string;
}

export interface HosInput {
  ruleset: Ruleset;
  timeZone: string;
  /** Local hour (0–23) at which the carrier's 24-hour day begins. */
  dayStartHour?: number;
  events: readonly HosEvent[];
  asOf: string;
}

export interface HosViolation {
  rule: RuleId;
  /** ISO instant (UTC, toISOString form) at which the limit was first exceeded. */
  at: string;
}

export interface HosRemaining {
  drivingMinutes: number;
  onDutyMinutes: number;
  cycleMinutes: number;
}

export interface HosResult {
  violations: HosViolation[];
  remaining: HosRemaining;
}

/** Sleeper berth time is off-duty time in both countries, so it folds into "off". */
export type Activity = "off" | "on" | "driving";

/** A maximal stretch of one activity; the first one is the assumed rest before the log. */
export interface Interval {
  readonly kind: Activity;
  readonly start: number; // epoch ms; -Infinity for the assumed rest before the log
  readonly end: number; // epoch ms, exclusive
}

/** An interval cut at day boundaries, remembering the whole interval it came from. */
export interface Segment {
  readonly kind: Activity;
  readonly start: number;
  readonly end: number;
  readonly day: number; // index into Timeline.dayStarts
  readonly block: Interval;
}

export interface Timeline {
  readonly intervals: readonly Interval[];
  readonly segments: readonly Segment[];
  /** segments grouped by day index. */
  readonly byDay: readonly (readonly Segment[])[];
  /** dayStarts[i] is the first instant of day i; the last entry closes the last day. */
  readonly dayStarts: readonly number[];
  readonly logStart: number;
  readonly asOf: number;
  readonly logStartDay: number;
  readonly asOfDay: number;
}

/** A violation before formatting: the rule and the epoch-ms instant. */
export interface Breach {
  readonly rule: RuleId;
  readonly at: number;
}

/**
 * What a rule family reports. Caps are the time (ms) left before a limit of
 * that kind stops the driver, as of asOf: `driving` for driving-time limits
 * (and anything else that only driving can breach), `onDuty` for on-duty and
 * elapsed-time limits, `cycle` for multi-day limits.
 */
export interface FamilyResult {
  readonly breaches: Breach[];
  readonly caps: { driving?: number; onDuty?: number; cycle?: number };
}

export type RuleFamily = (timeline: Timeline) => FamilyResult;
