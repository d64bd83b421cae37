// Checks for what the driver declared beside the duty statuses: s.16
// deferrals, adverse driving conditions and s.29 cycle switches. Each is
// optional; a malformed one is refused, never skipped, since skipping a
// declared deferral would report a violation the driver did not commit.

import { rejectInput as fail } from "./input-error";
import { parseIsoInstant } from "./parse-instant";
import { CANADIAN_CYCLES, type CanadianCycle, type HosInput } from "./types";

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseLocalDate(text: unknown): LocalDate | undefined {
  if (typeof text !== "string") return undefined;
  const m = LOCAL_DATE.exec(text);
  if (m === null) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Round-trip through Date.UTC so "2024-02-30" is refused rather than rolled into March.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** An optional array field: absent means empty; anything else but an array is refused. */
function optionalList(value: unknown, name: string): readonly unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(`${name} must be an array when given`);
  return value;
}

/** The declarations beside the events: s.16 deferrals, adverse conditions, s.29 cycle switches. */
export function validateDeclarations(input: HosInput): {
  deferralDates: LocalDate[];
  adverse: number[];
  cycleSwitches: { at: number; to: CanadianCycle }[];
} {
  const deferralDates = optionalList(input.deferrals, "deferrals").map((entry, i) => {
    const date = parseLocalDate((entry as { day1?: unknown } | null)?.day1);
    if (date === undefined)
      fail(`deferrals[${i}].day1 is not a YYYY-MM-DD date: "${String((entry as { day1?: unknown } | null)?.day1)}"`);
    return date;
  });
  const adverse = optionalList(input.adverseConditions, "adverseConditions").map((entry, i) => {
    const at = parseIsoInstant((entry as { at?: unknown } | null)?.at);
    if (at === undefined) fail(`adverseConditions[${i}].at is not an ISO 8601 date-time with offset`);
    return at;
  });
  const switches = optionalList(input.cycleSwitches, "cycleSwitches");
  if (switches.length > 0 && !(CANADIAN_CYCLES as readonly string[]).includes(input.ruleset)) {
    fail(`cycleSwitches apply to the Canadian cycles only (SOR/2005-313 s.29); ruleset is ${input.ruleset}`);
  }
  const cycleSwitches = switches.map((entry, i) => {
    const { at: atText, to } = (entry ?? {}) as { at?: unknown; to?: unknown };
    const at = parseIsoInstant(atText);
    if (at === undefined) fail(`cycleSwitches[${i}].at is not an ISO 8601 date-time with offset`);
    if (!(CANADIAN_CYCLES as readonly unknown[]).includes(to))
      fail(`cycleSwitches[${i}].to must be CA_CYCLE_1 or CA_CYCLE_2, got "${String(to)}"`);
    return { at, to: to as CanadianCycle };
  });
  adverse.sort((a, b) => a - b);
  cycleSwitches.sort((a, b) => a.at - b.at);
  return { deferralDates, adverse, cycleSwitches };
}
