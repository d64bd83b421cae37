// 49 CFR 395.5(a): a passenger-carrying driver may not drive more than 10 h,
// nor drive after 15 h on duty, following 8 consecutive hours off. On-duty
// time, not elapsed time: breaks shorter than 8 h pause the 15 h count.
// New York, EST (UTC−5).
import { describe, expect, test } from "vitest";

import { evaluate, ev } from "./test-support";
import type { HosEvent } from "./types";

const NY = { timeZone: "America/New_York" };
const run = (events: HosEvent[], asOf: string) => evaluate("US_PASSENGER_70_8", events, asOf, NY);

describe("US_PASSENGER_DRIVING_10H (395.5(a)(1))", () => {
  test("10 h of driving just passes (no 30-minute break rule for passenger carriers)", () => {
    const result = run(
      [ev("driving", "2024-01-08T06:00-05:00"), ev("off", "2024-01-08T16:00-05:00")],
      "2024-01-08T17:00-05:00",
    );
    expect(result.violations).toEqual([]);
  });

  test("10 h 01 fails at 16:00 EST (21:00Z)", () => {
    const result = run(
      [ev("driving", "2024-01-08T06:00-05:00"), ev("off", "2024-01-08T16:01-05:00")],
      "2024-01-08T17:00-05:00",
    );
    expect(result.violations).toEqual([{ rule: "US_PASSENGER_DRIVING_10H", at: "2024-01-08T21:00:00.000Z" }]);
  });
});

describe("US_PASSENGER_ON_DUTY_15H (395.5(a)(2))", () => {
  test("5 h on duty then 10 h driving = 15 h just passes", () => {
    const events = [
      ev("on", "2024-01-08T06:00-05:00"),
      ev("driving", "2024-01-08T11:00-05:00"),
      ev("off", "2024-01-08T21:00-05:00"),
    ];
    expect(run(events, "2024-01-08T22:00-05:00").violations).toEqual([]);
  });

  test("5 h 01 on duty then 10 h driving reaches 15 h at 20:59 EST (01:59Z)", () => {
    const events = [
      ev("on", "2024-01-08T05:59-05:00"),
      ev("driving", "2024-01-08T11:00-05:00"),
      ev("off", "2024-01-08T21:00-05:00"),
    ];
    expect(run(events, "2024-01-08T22:00-05:00").violations).toEqual([
      { rule: "US_PASSENGER_ON_DUTY_15H", at: "2024-01-09T01:59:00.000Z" },
    ]);
  });

  test("a 7 h 59 break pauses the count but does not restart it", () => {
    // 5 h on duty, 7 h 59 off, 10 h driving: 15 h on duty over 22 h 59 elapsed —
    // lawful, since 395.5 counts on-duty time, not a 14 h window.
    const events = [
      ev("on", "2024-01-08T06:00-05:00"),
      ev("off", "2024-01-08T11:00-05:00"),
      ev("driving", "2024-01-08T18:59-05:00"),
      ev("off", "2024-01-09T04:59-05:00"),
    ];
    const result = run(events, "2024-01-09T06:00-05:00");
    expect(result.violations).toEqual([]);
    // Off only 1 h 01 at asOf, so the period is still running and spent.
    expect(result.remaining.onDutyMinutes).toBe(0);
  });

  test("8 h off starts a fresh period", () => {
    const events = [
      ev("on", "2024-01-08T06:00-05:00"),
      ev("off", "2024-01-08T11:00-05:00"),
      ev("driving", "2024-01-08T19:00-05:00"),
      ev("off", "2024-01-09T05:00-05:00"),
    ];
    const result = run(events, "2024-01-09T13:00-05:00"); // 8 h off at asOf
    expect(result.violations).toEqual([]);
    // Fresh period: 10 h driving and 15 h on duty; cycle 70 h − 15 h = 55 h.
    expect(result.remaining).toEqual({ drivingMinutes: 600, onDutyMinutes: 900, cycleMinutes: 55 * 60 });
  });
});
