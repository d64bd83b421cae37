// Input checks for the hours-of-service engine: anything the rules would
// otherwise have to guess about is rejected with a message naming it.

import { isKnownTimeZone } from "../time-zone";
import { rejectInput as fail } from "./input-error";
import { parseIsoInstant } from "./parse-instant";
import { DUTY_STATUSES, RULESETS, type CanadianCycle, type DutyStatus, type HosInput } from "./types";
import { validateDeclarations, type LocalDate } from "./validate-declarations";

export interface ValidEvent {
  index: number; // position in the caller's array, for error messages
  status: DutyStatus;
  start: number;
}

export interface ValidInput {
  events: ValidEvent[];
  asOf: number;
  dayStartHour: number;
  deferralDates: LocalDate[];
  adverse: number[]; // ascending
  cycleSwitches: { at: number; to: CanadianCycle }[]; // ascending
}

/** Events sorted by start, with asOf, dayStartHour and the declarations resolved. */
export function validateInput(input: HosInput): ValidInput {
  if (typeof input !== "object" || input === null) fail("input must be an object");
  if (!(RULESETS as readonly string[]).includes(input.ruleset)) {
    fail(`unknown ruleset "${String(input.ruleset)}" (expected one of ${RULESETS.join(", ")})`);
  }
  if (!isKnownTimeZone(input.timeZone)) fail(`unknown time zone "${String(input.timeZone)}"`);
  const dayStartHour = input.dayStartHour ?? 0;
  if (!Number.isInteger(dayStartHour) || dayStartHour < 0 || dayStartHour > 23) {
    fail(`dayStartHour must be a whole hour from 0 to 23, got ${String(dayStartHour)}`);
  }
  if (!Array.isArray(input.events)) fail("events must be an array");
  if (input.events.length === 0) fail("events is empty: a log needs at least one duty status event");
  const asOf = parseIsoInstant(input.asOf);
  if (asOf === undefined) fail(`asOf is not an ISO 8601 date-time with offset: "${String(input.asOf)}"`);

  const events = input.events.map((event, index): ValidEvent => {
    if (typeof event !== "object" || event === null) fail(`events[${index}] must be an object`);
    if (!(DUTY_STATUSES as readonly string[]).includes(event.status)) {
      fail(
        `events[${index}].status is unknown: "${String(event.status)}" (expected one of ${DUTY_STATUSES.join(", ")})`,
      );
    }
    const start = parseIsoInstant(event.start);
    if (start === undefined)
      fail(`events[${index}].start is not an ISO 8601 date-time with offset: "${String(event.start)}"`);
    return { index, status: event.status, start };
  });
  events.sort((a, b) => a.start - b.start);
  for (let i = 1; i < events.length; i++) {
    const prev = events[i - 1]!;
    const cur = events[i]!;
    if (prev.start === cur.start) {
      fail(
        `events[${prev.index}] and events[${cur.index}] start at the same instant (${new Date(cur.start).toISOString()}); each event must start at a distinct time`,
      );
    }
  }
  const first = events[0]!;
  if (asOf < first.start) {
    fail(`asOf (${new Date(asOf).toISOString()}) is before the first event (${new Date(first.start).toISOString()})`);
  }
  return { events, asOf, dayStartHour, ...validateDeclarations(input) };
}
