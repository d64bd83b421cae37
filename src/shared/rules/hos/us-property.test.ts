// 49 CFR 395.3(a): property-carrying drivers may drive only within 14 hours
// of coming on duty after 10 consecutive hours off, for at most 11 hours, and
// not after 8 hours of driving without a 30-minute interruption.
// New York, EST (UTC−5) in January.
import { describe, expect, test } from "vitest";

import { evaluate, ev } from "./test-support";
import type { HosEvent } from "./types";

const NY = { timeZone: "America/New_York" };
const run = (events: HosEvent[], asOf: string) => evaluate("US_PROPERTY_70_8", events, asOf, NY);

describe("US_DRIVING_11H (395.3(a)(3)(i))", () => {
  // On duty 06:00, drive 4 h, 30 min off, drive 7 h from 11:00 = 11 h.
  const day = (end: string) => [
    ev("on", "2024-01-08T06:00-05:00"),
    ev("driving", "2024-01-08T06:30-05:00"),
    ev("off", "2024-01-08T10:30-05:00"),
    ev("driving", "2024-01-08T11:00-05:00"),
    ev("off", end),
  ];

  test("11 h of driving just passes", () => {
    const result = run(day("2024-01-08T18:00-05:00"), "2024-01-08T19:00-05:00");
    expect(result.violations).toEqual([]);
    expect(result.remaining.drivingMinutes).toBe(0);
    expect(result.remaining.onDutyMinutes).toBe(60); // window 06:00–20:00, asOf 19:00
  });

  test("11 h 01 fails at 18:00 EST (23:00Z)", () => {
    expect(run(day("2024-01-08T18:01-05:00"), "2024-01-08T19:00-05:00").violations).toEqual([
      { rule: "US_DRIVING_11H", at: "2024-01-08T23:00:00.000Z" },
    ]);
  });
});

describe("US_WINDOW_14H (395.3(a)(2))", () => {
  // On duty 06:00–08:00, 4 h off (does not stop the window), drive 12:00–16:00,
  // 30 min on duty, drive from 16:30. The window closes at 20:00.
  const day = (restEnd: string, end: string) => [
    ev("on", "2024-01-08T06:00-05:00"),
    ev("off", "2024-01-08T08:00-05:00"),
    ev("driving", restEnd),
    ev("on", "2024-01-08T16:00-05:00"),
    ev("driving", "2024-01-08T16:30-05:00"),
    ev("off", end),
  ];

  test("driving until the 14th hour just passes", () => {
    expect(run(day("2024-01-08T12:00-05:00", "2024-01-08T20:00-05:00"), "2024-01-08T21:00-05:00").violations).toEqual(
      [],
    );
  });

  test("driving past it fails at 20:00 EST (01:00Z next day)", () => {
    expect(run(day("2024-01-08T12:00-05:00", "2024-01-08T20:01-05:00"), "2024-01-08T21:00-05:00").violations).toEqual([
      { rule: "US_WINDOW_14H", at: "2024-01-09T01:00:00.000Z" },
    ]);
  });

  test("10 consecutive hours off (off + sleeper) open a new window", () => {
    // On 06:00–08:00, off 08:00–12:00 + sleeper 12:00–18:00 = 10 h, drive 18:00–21:00.
    const events = [
      ev("on", "2024-01-08T06:00-05:00"),
      ev("off", "2024-01-08T08:00-05:00"),
      ev("sleeper", "2024-01-08T12:00-05:00"),
      ev("driving", "2024-01-08T18:00-05:00"),
      ev("off", "2024-01-08T21:00-05:00"),
    ];
    expect(run(events, "2024-01-08T22:00-05:00").violations).toEqual([]);
  });

  test("9 h 59 off does not: driving from 17:59 breaks the 06:00 window at 20:00", () => {
    const events = [
      ev("on", "2024-01-08T06:00-05:00"),
      ev("off", "2024-01-08T08:00-05:00"),
      ev("driving", "2024-01-08T17:59-05:00"),
      ev("off", "2024-01-08T21:00-05:00"),
    ];
    expect(run(events, "2024-01-08T22:00-05:00").violations).toEqual([
      { rule: "US_WINDOW_14H", at: "2024-01-09T01:00:00.000Z" },
    ]);
  });
});

describe("US_BREAK_30MIN (395.3(a)(3)(ii))", () => {
  test("8 h of driving then 30 min on duty (not driving) is a valid break", () => {
    const events = [
      ev("driving", "2024-01-08T06:00-05:00"),
      ev("on", "2024-01-08T14:00-05:00"),
      ev("driving", "2024-01-08T14:30-05:00"),
      ev("off", "2024-01-08T17:00-05:00"),
    ];
    expect(run(events, "2024-01-08T18:00-05:00").violations).toEqual([]);
  });

  test("8 h 01 of driving without a break fails at 14:00 EST (19:00Z)", () => {
    const events = [ev("driving", "2024-01-08T06:00-05:00"), ev("off", "2024-01-08T14:01-05:00")];
    expect(run(events, "2024-01-08T18:00-05:00").violations).toEqual([
      { rule: "US_BREAK_30MIN", at: "2024-01-08T19:00:00.000Z" },
    ]);
  });

  test("a 29-minute break does not interrupt: 4 h + 4 h reached at 14:29 EST (19:29Z)", () => {
    const events = [
      ev("driving", "2024-01-08T06:00-05:00"),
      ev("off", "2024-01-08T10:00-05:00"),
      ev("driving", "2024-01-08T10:29-05:00"),
      ev("off", "2024-01-08T14:30-05:00"),
    ];
    expect(run(events, "2024-01-08T18:00-05:00").violations).toEqual([
      { rule: "US_BREAK_30MIN", at: "2024-01-08T19:29:00.000Z" },
    ]);
  });

  test("15 min on duty followed by 15 min off is one 30-minute interruption", () => {
    // 4 h, then the combined break, then 7 h: 11 h in all, at most 7 h since a break.
    const events = [
      ev("driving", "2024-01-08T06:00-05:00"),
      ev("on", "2024-01-08T10:00-05:00"),
      ev("off", "2024-01-08T10:15-05:00"),
      ev("driving", "2024-01-08T10:30-05:00"),
      ev("off", "2024-01-08T17:30-05:00"),
    ];
    expect(run(events, "2024-01-08T18:00-05:00").violations).toEqual([]);
  });

  test("remaining driving is capped by the break due", () => {
    // 5 h driving since 06:00: 11 h limit leaves 6 h, the break leaves 3 h.
    const result = run([ev("driving", "2024-01-08T06:00-05:00")], "2024-01-08T11:00-05:00");
    expect(result.remaining).toEqual({ drivingMinutes: 180, onDutyMinutes: 9 * 60, cycleMinutes: 65 * 60 });
  });
});
