// Adverse driving conditions. SOR/2005-313 s.76(1): the driving, on-duty and
// elapsed time of the day and shift may be extended by up to 2 h, the 8
// consecutive hours off still taken. 49 CFR 395.1(b)(1): up to 2 more hours
// of driving and a 14-hour window 2 h longer (395.5(a): 10 h driving and 15 h
// on duty for passenger carriers). The extension counts from the declared
// instant, and only inside the day or duty period holding it.
import { describe, expect, test } from "vitest";

import { evaluate, ev } from "./test-support";
import type { HosEvent } from "./types";

describe("Canada, s.76(1)", () => {
  // Off until 06:00, drive 06:00–`end` in one stretch, then off.
  const longDay = (end: string): HosEvent[] => [
    ev("off", "2024-01-08T00:00-05:00"),
    ev("driving", "2024-01-08T06:00-05:00"),
    ev("off", end),
  ];
  const AS_OF = "2024-01-09T06:00-05:00";

  test("conditions met at 10:00 allow 15 h of driving; the day then needs only 9 h off", () => {
    // Day 8: 15 h driving and on duty, 6 h + 3 h = 9 h off: s.14's 10 h less
    // the extra hour on duty.
    expect(
      evaluate("CA_CYCLE_1", longDay("2024-01-08T21:00-05:00"), AS_OF, { adverse: ["2024-01-08T10:00-05:00"] })
        .violations,
    ).toEqual([]);
  });

  test("without the declaration the same day breaks s.12, s.13 and s.14", () => {
    expect(evaluate("CA_CYCLE_1", longDay("2024-01-08T21:00-05:00"), AS_OF).violations).toEqual([
      { rule: "CA_DAY_DRIVING_13H", at: "2024-01-09T00:00:00.000Z" },
      { rule: "CA_SHIFT_DRIVING_13H", at: "2024-01-09T00:00:00.000Z" },
      { rule: "CA_DAY_ON_DUTY_14H", at: "2024-01-09T01:00:00.000Z" },
      { rule: "CA_SHIFT_ON_DUTY_14H", at: "2024-01-09T01:00:00.000Z" },
      { rule: "CA_DAY_OFF_DUTY_10H", at: "2024-01-09T05:00:00.000Z" },
    ]);
  });

  test("15 h 01 of driving is past the extension at 21:00 (02:00Z)", () => {
    expect(
      evaluate("CA_CYCLE_1", longDay("2024-01-08T21:01-05:00"), AS_OF, { adverse: ["2024-01-08T10:00-05:00"] })
        .violations,
    ).toEqual([
      { rule: "CA_DAY_DRIVING_13H", at: "2024-01-09T02:00:00.000Z" },
      { rule: "CA_SHIFT_DRIVING_13H", at: "2024-01-09T02:00:00.000Z" },
    ]); // 15 h 01 on duty is still within the extended 16 h
  });

  test("conditions met after the 13th hour cannot excuse the driving before them", () => {
    const result = evaluate("CA_CYCLE_1", longDay("2024-01-08T21:00-05:00"), AS_OF, {
      adverse: ["2024-01-08T19:30-05:00"],
    });
    // The 13 h were reached at 19:00, before the conditions; the 14 h at 20:00, after them.
    expect(result.violations.map((v) => v.rule)).toEqual(["CA_DAY_DRIVING_13H", "CA_SHIFT_DRIVING_13H"]);
  });

  test("the 16th hour of the shift moves to the 18th", () => {
    // On duty 06:00–10:00, off 10:00–14:00 (no rest), drive 14:00–23:30:
    // 17.5 h elapsed; 13.5 h on duty and 9.5 h driving — within the extended limits.
    const events = [
      ev("on", "2024-01-08T06:00-05:00"),
      ev("off", "2024-01-08T10:00-05:00"),
      ev("driving", "2024-01-08T14:00-05:00"),
      ev("off", "2024-01-08T23:30-05:00"),
    ];
    expect(evaluate("CA_CYCLE_1", events, "2024-01-09T00:00-05:00").violations).toEqual([
      { rule: "CA_SHIFT_ELAPSED_16H", at: "2024-01-09T03:00:00.000Z" },
    ]);
    expect(
      evaluate("CA_CYCLE_1", events, "2024-01-09T00:00-05:00", { adverse: ["2024-01-08T21:00-05:00"] }).violations,
    ).toEqual([]);
  });

  test("remaining time includes the extension once conditions are met", () => {
    const events = [ev("driving", "2024-01-08T06:00-05:00")];
    expect(evaluate("CA_CYCLE_1", events, "2024-01-08T16:00-05:00").remaining.drivingMinutes).toBe(180);
    expect(
      evaluate("CA_CYCLE_1", events, "2024-01-08T16:00-05:00", { adverse: ["2024-01-08T15:00-05:00"] }).remaining
        .drivingMinutes,
    ).toBe(300);
  });
});

describe("United States, 395.1(b)(1)", () => {
  const NY = { timeZone: "America/New_York" };
  // On duty 06:00, drive 06:30–10:30, 30 min off, drive 11:00–15:00, 30 min
  // off, drive 15:30–`end`. 11 h of driving at 18:30, the window closes 20:00.
  const day = (end: string): HosEvent[] => [
    ev("on", "2024-01-08T06:00-05:00"),
    ev("driving", "2024-01-08T06:30-05:00"),
    ev("off", "2024-01-08T10:30-05:00"),
    ev("driving", "2024-01-08T11:00-05:00"),
    ev("off", "2024-01-08T15:00-05:00"),
    ev("driving", "2024-01-08T15:30-05:00"),
    ev("off", end),
  ];
  const AS_OF = "2024-01-08T23:00-05:00";

  test("property: conditions met at 16:00 allow 13 h of driving and a 16-hour window", () => {
    expect(
      evaluate("US_PROPERTY_70_8", day("2024-01-08T20:30-05:00"), AS_OF, { ...NY, adverse: ["2024-01-08T16:00-05:00"] })
        .violations,
    ).toEqual([]);
  });

  test("property: without them, the 11 h are past at 18:30 (23:30Z) and the window at 20:00 (01:00Z)", () => {
    expect(evaluate("US_PROPERTY_70_8", day("2024-01-08T20:30-05:00"), AS_OF, NY).violations).toEqual([
      { rule: "US_DRIVING_11H", at: "2024-01-08T23:30:00.000Z" },
      { rule: "US_WINDOW_14H", at: "2024-01-09T01:00:00.000Z" },
    ]);
  });

  test("property: 13 h 01 of driving is past the extension at 20:30 (01:30Z)", () => {
    expect(
      evaluate("US_PROPERTY_70_8", day("2024-01-08T20:31-05:00"), AS_OF, { ...NY, adverse: ["2024-01-08T16:00-05:00"] })
        .violations,
    ).toEqual([{ rule: "US_DRIVING_11H", at: "2024-01-09T01:30:00.000Z" }]);
  });

  test("property: conditions declared in the previous duty period do not carry over", () => {
    expect(
      evaluate("US_PROPERTY_70_8", day("2024-01-08T20:30-05:00"), AS_OF, { ...NY, adverse: ["2024-01-07T16:00-05:00"] })
        .violations,
    ).toHaveLength(2);
  });

  test("passenger: 12 h of driving pass with conditions met, 10 h 01 fails without", () => {
    const events = [ev("driving", "2024-01-08T06:00-05:00"), ev("off", "2024-01-08T18:00-05:00")];
    expect(
      evaluate("US_PASSENGER_70_8", events, AS_OF, { ...NY, adverse: ["2024-01-08T12:00-05:00"] }).violations,
    ).toEqual([]);
    expect(evaluate("US_PASSENGER_70_8", events, AS_OF, NY).violations).toEqual([
      { rule: "US_PASSENGER_DRIVING_10H", at: "2024-01-08T21:00:00.000Z" },
    ]);
  });
});
