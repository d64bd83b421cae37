// The public entry: input checking, result shape and ordering. Rule-by-rule
// worked examples live beside each rule family in hos/*.test.ts.
import { describe, expect, test } from "vitest";

import { evaluateHoursOfService, HoursOfServiceInputError, type HosInput } from "./hours-of-service";

const valid: HosInput = {
  ruleset: "CA_CYCLE_1",
  timeZone: "America/Toronto",
  events: [
    { status: "on", start: "2024-01-08T06:00-05:00" },
    { status: "driving", start: "2024-01-08T06:30-05:00" },
  ],
  asOf: "2024-01-08T10:30-05:00",
};

function errorOf(input: unknown): HoursOfServiceInputError {
  try {
    evaluateHoursOfService(input as HosInput);
  } catch (error) {
    expect(error).toBeInstanceOf(HoursOfServiceInputError);
    return error as HoursOfServiceInputError;
  }
  throw new Error("expected evaluateHoursOfService to throw");
}

describe("bad input throws HoursOfServiceInputError naming the problem", () => {
  test("unknown duty status", () => {
    const error = errorOf({ ...valid, events: [valid.events[0], { status: "nap", start: "2024-01-08T07:00-05:00" }] });
    expect(error.message).toMatch(/events\[1\]\.status.*"nap"/);
    expect(error.name).toBe("HoursOfServiceInputError");
  });

  test("unknown ruleset", () => {
    expect(errorOf({ ...valid, ruleset: "CA_CYCLE_3" }).message).toMatch(/unknown ruleset "CA_CYCLE_3"/);
  });

  test.each([
    ["a date without a time zone offset", "2024-01-08T07:00"],
    ["a space instead of T", "2024-01-08 07:00-05:00"],
    ["a day that does not exist", "2024-02-30T07:00-05:00"],
    ["an hour that does not exist", "2024-01-08T24:00-05:00"],
    ["free text", "yesterday"],
    ["an empty string", ""],
  ])("unparsable start: %s", (_label, start) => {
    const error = errorOf({ ...valid, events: [valid.events[0], { status: "off", start }] });
    expect(error.message).toMatch(/events\[1\]\.start is not an ISO 8601 date-time with offset/);
  });

  test("unparsable asOf", () => {
    expect(errorOf({ ...valid, asOf: "soon" }).message).toMatch(/asOf is not an ISO 8601/);
  });

  test("asOf before the first event", () => {
    expect(errorOf({ ...valid, asOf: "2024-01-08T05:59-05:00" }).message).toMatch(/asOf .* is before the first event/);
  });

  test("two events at the same instant, even written with different offsets", () => {
    const events = [...valid.events, { status: "off", start: "2024-01-08T11:30Z" }]; // = 06:30 EST
    expect(errorOf({ ...valid, events }).message).toMatch(/events\[1\] and events\[2\] start at the same instant/);
  });

  test("malformed declarations are refused, never skipped", () => {
    expect(errorOf({ ...valid, deferrals: "2024-01-08" }).message).toMatch(/deferrals must be an array/);
    expect(errorOf({ ...valid, deferrals: [{ day1: "8 Jan" }] }).message).toMatch(
      /deferrals\[0\]\.day1 is not a YYYY-MM-DD date/,
    );
    expect(errorOf({ ...valid, adverseConditions: [{ at: "2024-01-08T07:00" }] }).message).toMatch(
      /adverseConditions\[0\]\.at is not an ISO 8601/,
    );
    expect(errorOf({ ...valid, cycleSwitches: [{ at: "2024-01-08T07:00Z", to: "CA_CYCLE_3" }] }).message).toMatch(
      /cycleSwitches\[0\]\.to must be/,
    );
  });

  test("unknown time zone, bad dayStartHour, empty log", () => {
    expect(errorOf({ ...valid, timeZone: "Mars/Olympus" }).message).toMatch(/unknown time zone "Mars\/Olympus"/);
    expect(errorOf({ ...valid, dayStartHour: 24 }).message).toMatch(/dayStartHour/);
    expect(errorOf({ ...valid, dayStartHour: 1.5 }).message).toMatch(/dayStartHour/);
    expect(errorOf({ ...valid, events: [] }).message).toMatch(/events is empty/);
  });
});

describe("evaluation", () => {
  test("a lawful morning: remaining time from each limit", () => {
    // 30 min on duty + 4 h driving since 06:00, asOf 10:30. Day and shift:
    // driving 13 − 4 = 9 h; on duty 14 − 4.5 = 9.5 h; elapsed 16 − 4.5 = 11.5 h.
    // Cycle 1: 70 − 4.5 = 65.5 h.
    expect(evaluateHoursOfService(valid)).toEqual({
      violations: [],
      remaining: { drivingMinutes: 540, onDutyMinutes: 570, cycleMinutes: 3930 },
    });
  });

  test("asOf equal to the first event judges an empty log", () => {
    const result = evaluateHoursOfService({ ...valid, asOf: "2024-01-08T06:00-05:00" });
    expect(result).toEqual({
      violations: [],
      remaining: { drivingMinutes: 780, onDutyMinutes: 840, cycleMinutes: 4200 },
    });
  });

  test("events after asOf are ignored: the log is judged as of asOf", () => {
    const later = {
      ...valid,
      events: [...valid.events, { status: "driving" as const, start: "2024-01-09T06:00-05:00" }],
    };
    expect(evaluateHoursOfService(later)).toEqual(evaluateHoursOfService(valid));
  });

  test("personal conveyance and yard moves are accepted statuses", () => {
    const events = [
      ...valid.events,
      { status: "yard" as const, start: "2024-01-08T09:00-05:00" },
      { status: "personal" as const, start: "2024-01-08T09:30-05:00" },
    ];
    // By 10:30: 2.5 h driving, 1 h on duty (30 min before, the 30 min yard move), then
    // personal conveyance — off duty, so 3.5 h count toward 14 h and the cycle's 70 h.
    expect(evaluateHoursOfService({ ...valid, events }).remaining).toEqual({
      drivingMinutes: 630,
      onDutyMinutes: 630,
      cycleMinutes: 3990,
    });
  });

  test("violations are listed in time order", () => {
    // US property: 12 h of straight driving breaks the 30-min break rule at 8 h
    // (14:00 EST) and the 11 h rule at 17:00 EST.
    const result = evaluateHoursOfService({
      ruleset: "US_PROPERTY_60_7",
      timeZone: "America/New_York",
      events: [
        { status: "driving", start: "2024-01-08T06:00-05:00" },
        { status: "off", start: "2024-01-08T18:00-05:00" },
      ],
      asOf: "2024-01-08T19:00-05:00",
    });
    expect(result.violations).toEqual([
      { rule: "US_BREAK_30MIN", at: "2024-01-08T19:00:00.000Z" },
      { rule: "US_DRIVING_11H", at: "2024-01-08T22:00:00.000Z" },
    ]);
  });
});
