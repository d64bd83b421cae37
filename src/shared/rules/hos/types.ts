// Shapes shared by the hours-of-service rule families. Public types are
// re-exported from ../hours-of-service.ts; the rest are internal.

/**
 * Duty statuses as a record of duty status shows them. "personal" is
 * personal conveyance, off-duty time: SOR/2005-313 s.2(1)(e) takes a vehicle
 * driven for personal use out of the Regulations, and 49 CFR 395.28(a)(1)
 * records authorized personal use as off duty. "yard" is a yard move,
 * on-duty time not driving: 49 CFR 395.28(a)(2), and the same category in
 * Canada's ELD technical standard.
 */
export const DUTY_STATUSES = ["off", "sleeper", "driving", "on", "personal", "yard"] as const;
export type DutyStatus = (typeof DUTY_STATUSES)[number];

/** The two Canadian cycles, the only rulesets s.29 lets a driver switch between. */
export const CANADIAN_CYCLES = ["CA_CYCLE_1", "CA_CYCLE_2"] as const;
export type CanadianCycle = (typeof CANADIAN_CYCLES)[number];

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
  | "CA_DEFERRAL_MAX_2H"
  | "CA_DEFERRAL_MANDATORY_8H"
  | "CA_DEFERRAL_TWO_DAY_OFF_20H"
  | "CA_DEFERRAL_DAY_2_REST"
  | "CA_DEFERRAL_TWO_DAY_DRIVING_26H"
  | "CA_DEFERRAL_WHILE_SPLITTING"
  | "CA_CYCLE_SWITCH_OFF_DUTY"
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
  /** SOR/2005-313 s.16(e): the driver declared in the record of duty status that off-duty time of the day that
   *  begins on this local date is deferred to the next day. */
  deferrals?: { day1: string /* YYYY-MM-DD */ }[];
  /** SOR/2005-313 s.76, 49 CFR 395.1(b)(1): adverse driving conditions met at this instant. */
  adverseConditions?: { at: string }[];
  /**
   * SOR/2005-313 s.29: the driver switched to cycle `to` at instant `at`. `ruleset` is the cycle in force
   * before the first switch. Only between CA_CYCLE_1 and CA_CYCLE_2; a switch to the cycle already in force
   * changes nothing.
   */
  cycleSwitches?: { at: string; to: CanadianCycle }[];
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
  /** Longest run of consecutive sleeper-berth time inside an "off" interval (0 otherwise): the split-rest rules need it. */
  readonly sleeper: number;
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
  readonly declarations: Declarations;
}

/** What the driver declared besides the duty statuses, resolved to the timeline. */
export interface Declarations {
  /** Day indices declared as day 1 of an s.16 deferral. */
  readonly deferralDays: ReadonlySet<number>;
  /** Instants adverse driving conditions were met, ascending. */
  readonly adverse: readonly number[];
  /** Cycle switches, ascending by instant. */
  readonly cycleSwitches: readonly { readonly at: number; readonly to: CanadianCycle }[];
  /** The Canadian cycle in force at the start of the log (undefined for US rulesets). */
  readonly initialCycle: CanadianCycle | undefined;
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
