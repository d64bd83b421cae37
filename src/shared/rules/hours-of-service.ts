// Public entry point for hours-of-service evaluation: Canada SOR/2005-313
// (south of 60°N) and US 49 CFR 395 (property and passenger carriers).

import { MINUTE } from "./hos/hours";
import { buildTimeline } from "./hos/intervals";
import { RULE_FAMILIES } from "./hos/rulesets";
import type { Breach, HosInput, HosResult } from "./hos/types";

export { HoursOfServiceInputError } from "./hos/input-error";
export { RULE_SECTIONS } from "./hos/rule-sections";
export { CANADIAN_CYCLES, DUTY_STATUSES, RULESETS } from "./hos/types";
export type {
  CanadianCycle,
  DutyStatus,
  HosEvent,
  HosInput,
  HosRemaining,
  HosResult,
  HosViolation,
  Ruleset,
  RuleId,
} from "./hos/types";

/** Whole minutes, rounded down so the driver is never told there is more time than there is. */
function toMinutes(ms: number): number {
  return Math.max(0, Math.floor(ms / MINUTE));
}

/**
 * Judges a duty-status log as of `input.asOf`. Each event lasts until the next
 * one starts (the last until asOf). Throws HoursOfServiceInputError on input
 * it cannot judge. Violations are sorted by instant; `remaining` is what the
 * current day, shift and cycle still allow at asOf — `drivingMinutes` being
 * how long the driver could drive from asOf before breaking any limit.
 * Beside the events, the driver's declarations count: s.16 deferrals (none is
 * ever assumed), adverse driving conditions and s.29 cycle switches. Worked
 * examples of every rule: docs/hours-of-service.md.
 */
export function evaluateHoursOfService(input: HosInput): HosResult {
  const timeline = buildTimeline(input);
  const breaches: Breach[] = [];
  let driving = Number.POSITIVE_INFINITY;
  let onDuty = Number.POSITIVE_INFINITY;
  let cycle = Number.POSITIVE_INFINITY;
  for (const family of RULE_FAMILIES[input.ruleset]) {
    const result = family(timeline);
    breaches.push(...result.breaches);
    if (result.caps.driving !== undefined) driving = Math.min(driving, result.caps.driving);
    if (result.caps.onDuty !== undefined) onDuty = Math.min(onDuty, result.caps.onDuty);
    if (result.caps.cycle !== undefined) cycle = Math.min(cycle, result.caps.cycle);
  }
  breaches.sort((a, b) => a.at - b.at || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
  return {
    violations: breaches.map((b) => ({ rule: b.rule, at: new Date(b.at).toISOString() })),
    remaining: {
      // Driving also uses up on-duty, elapsed and cycle time, so every limit caps it.
      drivingMinutes: toMinutes(Math.min(driving, onDuty, cycle)),
      onDutyMinutes: toMinutes(onDuty),
      cycleMinutes: toMinutes(cycle),
    },
  };
}
