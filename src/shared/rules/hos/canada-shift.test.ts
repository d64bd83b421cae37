// SOR/2005-313 s.13: within a shift — the time between two rests of at least
// 8 consecutive hours off duty — no driving after 13 h of driving, 14 h on
// duty, or once 16 h have elapsed since the shift began. Toronto, EST (UTC−5).
import { describe, expect, test } from "vitest";

import { atsOf, evaluate, ev } from "./test-support";

describe("CA_SHIFT_DRIVING_13H (s.13(1))", () => {
  // One shift across midnight: 6 h of driving on the 8th (18:00–24:00) and
  // 7 h on the 9th, so neither day reaches s.12's 13 h.
  const overnight = (end: string) => [ev("driving", "2024-01-08T18:00-05:00"), ev("off", end)];

  test("13 h of driving in the shift just passes", () => {
    const result = evaluate("CA_CYCLE_1", overnight("2024-01-09T07:00-05:00"), "2024-01-09T12:00-05:00");
    expect(result.violations).toEqual([]);
    // Off only 5 h at 12:00, so the shift is still running and spent.
    expect(result.remaining.drivingMinutes).toBe(0);
  });

  test("13 h 01 min fails at 07:00 EST on the 9th (12:00Z)", () => {
    const result = evaluate("CA_CYCLE_1", overnight("2024-01-09T07:01-05:00"), "2024-01-09T12:00-05:00");
    expect(result.violations).toEqual([{ rule: "CA_SHIFT_DRIVING_13H", at: "2024-01-09T12:00:00.000Z" }]);
  });

  test("with days starting at noon the same drive also breaks the day limit", () => {
    // dayStartHour 12: the day 8th 12:00 → 9th 12:00 holds all 13 h 01 min.
    const result = evaluate("CA_CYCLE_1", overnight("2024-01-09T07:01-05:00"), "2024-01-09T12:00-05:00", {
      dayStartHour: 12,
    });
    expect(result.violations).toEqual([
      { rule: "CA_DAY_DRIVING_13H", at: "2024-01-09T12:00:00.000Z" },
      { rule: "CA_SHIFT_DRIVING_13H", at: "2024-01-09T12:00:00.000Z" },
    ]);
  });

  test("8 consecutive hours off (off then sleeper) start a new shift", () => {
    // 12 h driving, 4 h off + 4 h sleeper = 8 h rest, 12 h more: two shifts
    // of 12 h each, no shift breach. The days see 6 h + 12 h + 6 h.
    const events = [
      ev("driving", "2024-01-08T18:00-05:00"),
      ev("off", "2024-01-09T06:00-05:00"),
      ev("sleeper", "2024-01-09T10:00-05:00"),
      ev("driving", "2024-01-09T14:00-05:00"),
      ev("off", "2024-01-10T02:00-05:00"),
    ];
    const result = evaluate("CA_CYCLE_1", events, "2024-01-10T03:00-05:00");
    expect(atsOf(result, "CA_SHIFT_DRIVING_13H")).toEqual([]);
  });
});

describe("CA_SHIFT_ON_DUTY_14H (s.13(2))", () => {
  // 2 h on duty and 6 h driving on the 8th, 6 h driving on the 9th:
  // 14 h on duty, 12 h driving in the shift.
  const shift = (end: string) => [
    ev("on", "2024-01-08T16:00-05:00"),
    ev("driving", "2024-01-08T18:00-05:00"),
    ev("off", end),
  ];

  test("14 h on duty in the shift just passes", () => {
    const result = evaluate("CA_CYCLE_1", shift("2024-01-09T06:00-05:00"), "2024-01-09T12:00-05:00");
    expect(result.violations).toEqual([]);
  });

  test("driving into the 15th on-duty hour fails at 06:00 EST (11:00Z)", () => {
    const result = evaluate("CA_CYCLE_1", shift("2024-01-09T06:01-05:00"), "2024-01-09T12:00-05:00");
    expect(result.violations).toEqual([{ rule: "CA_SHIFT_ON_DUTY_14H", at: "2024-01-09T11:00:00.000Z" }]);
  });
});

describe("CA_SHIFT_ELAPSED_16H (s.13(3))", () => {
  // Shift from 06:00: 1 h on duty, 5 h driving, a 7 h break (too short to end
  // the shift), then driving from 19:00. 16 h have elapsed at 22:00.
  const shift = (breakEnd: string, end: string) => [
    ev("on", "2024-01-08T06:00-05:00"),
    ev("driving", "2024-01-08T07:00-05:00"),
    ev("off", "2024-01-08T12:00-05:00"),
    ev("driving", breakEnd),
    ev("off", end),
  ];

  test("driving that stops at the 16th hour just passes", () => {
    const result = evaluate(
      "CA_CYCLE_1",
      shift("2024-01-08T19:00-05:00", "2024-01-08T22:00-05:00"),
      "2024-01-08T23:00-05:00",
    );
    expect(result.violations).toEqual([]);
  });

  test("driving past it fails at 22:00 EST (03:00Z)", () => {
    const result = evaluate(
      "CA_CYCLE_1",
      shift("2024-01-08T19:00-05:00", "2024-01-08T22:01-05:00"),
      "2024-01-08T23:00-05:00",
    );
    expect(result.violations).toEqual([{ rule: "CA_SHIFT_ELAPSED_16H", at: "2024-01-09T03:00:00.000Z" }]);
  });

  test("an 8 h break instead of 7 h restarts the clock", () => {
    // Break 12:00–20:00 is a full rest; driving 20:00–23:00 is a new shift.
    const result = evaluate(
      "CA_CYCLE_1",
      shift("2024-01-08T20:00-05:00", "2024-01-08T23:00-05:00"),
      "2024-01-08T23:30-05:00",
    );
    expect(result.violations).toEqual([]);
    // New shift: 3 h driven of 13 (10 h left), 3.5 h elapsed of 16 (12.5 h
    // left) — but the day (s.12) has 8 h of driving and 9 h on duty, leaving
    // min(13 − 8, 14 − 9) = 5 h = 300 min.
    expect(result.remaining.drivingMinutes).toBe(300);
  });
});
