// Helpers for the hours-of-service tests only: build logs and pick results.

import { evaluateHoursOfService } from "../hours-of-service";
import type { DutyStatus, HosEvent, HosInput, HosResult, RuleId, Ruleset } from "./types";

export const ev = (status: DutyStatus, start: string): HosEvent => ({ status, start });

export interface EvaluateOptions {
  timeZone?: string;
  dayStartHour?: number;
  /** Day-1 dates of declared s.16 deferrals. */
  deferrals?: string[];
  /** Instants adverse driving conditions were met. */
  adverse?: string[];
  cycleSwitches?: HosInput["cycleSwitches"];
}

export function evaluate(
  ruleset: Ruleset,
  events: readonly HosEvent[],
  asOf: string,
  options: EvaluateOptions = {},
): HosResult {
  return evaluateHoursOfService({
    ruleset,
    timeZone: options.timeZone ?? "America/Toronto",
    dayStartHour: options.dayStartHour ?? 0,
    events,
    asOf,
    ...(options.deferrals === undefined ? {} : { deferrals: options.deferrals.map((day1) => ({ day1 })) }),
    ...(options.adverse === undefined ? {} : { adverseConditions: options.adverse.map((at) => ({ at })) }),
    ...(options.cycleSwitches === undefined ? {} : { cycleSwitches: options.cycleSwitches }),
  });
}

/** The rule ids reported, in order. */
export const rulesOf = (result: HosResult): RuleId[] => result.violations.map((v) => v.rule);

/** The `at` instants reported for one rule. */
export function atsOf(result: HosResult, rule: RuleId): string[] {
  return result.violations.filter((v) => v.rule === rule).map((v) => v.at);
}

/** ISO date-time for day `date` (YYYY-MM-DD) at `time` (HH:MM) with `offset`. */
export const iso = (date: string, time: string, offset = "-05:00"): string => `${date}T${time}${offset}`;

/** "2024-01-08" plus n days, as YYYY-MM-DD. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
