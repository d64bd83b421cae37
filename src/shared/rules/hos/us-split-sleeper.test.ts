// 49 CFR 395.1(g)(1)(ii): a property-carrying driver may take the 10 hours
// off as one period of at least 7 consecutive hours in the sleeper berth and
// a separate one of at least 2 hours (berth, off duty or both), together at
// least 10 h, in either order. Neither period counts toward the 14-hour
// window; after the second, the 11 and 14 hours are counted again from the
// end of the first. New York, EST (UTC−5).
import { describe, expect, test } from "vitest";

import { evaluate, ev } from "./test-support";
import type { DutyStatus, HosEvent } from "./types";

const NY = { timeZone: "America/New_York" };
const run = (events: HosEvent[], asOf: string) => evaluate("US_PROPERTY_70_8", events, asOf, NY);

// 8/2: on duty 06:00, drive 07:00–12:00, berth 12:00–20:00 (8 h), drive
// 20:00–02:00 (6 h: 11 h in all), off 02:00–`shortEnd`, drive 5 h more.
const eightTwo = (longRest: DutyStatus, shortEnd: string, lastEnd: string) => [
  ev("on", "2024-01-08T06:00-05:00"),
  ev("driving", "2024-01-08T07:00-05:00"),
  ev(longRest, "2024-01-08T12:00-05:00"),
  ev("driving", "2024-01-08T20:00-05:00"),
  ev("off", "2024-01-09T02:00-05:00"),
  ev("driving", shortEnd),
  ev("off", lastEnd),
];
const AS_OF = "2024-01-09T12:00-05:00";

describe("8/2 split", () => {
  test("lawful: the window pauses in the berth, and after the 2 h period the count restarts at 20:00", () => {
    // Before the pair: 1 + 5 + 6 = 12 h of window, 11 h of driving. From
    // 20:00 without the 2 h period: 6 + 5 = 11 h of driving, 11 h of window.
    expect(run(eightTwo("sleeper", "2024-01-09T04:00-05:00", "2024-01-09T09:00-05:00"), AS_OF).violations).toEqual([]);
  });

  test("the same 8 h off duty, not in the berth, pairs with nothing", () => {
    // The window from 06:00 closes at 20:00 (01:00Z); the 11 h are spent by
    // 02:00, so the drive from 04:00 (09:00Z) breaks 395.3(a)(3)(i).
    expect(run(eightTwo("off", "2024-01-09T04:00-05:00", "2024-01-09T09:00-05:00"), AS_OF).violations).toEqual([
      { rule: "US_WINDOW_14H", at: "2024-01-09T01:00:00.000Z" },
      { rule: "US_DRIVING_11H", at: "2024-01-09T09:00:00.000Z" },
    ]);
  });

  test("a 1 h 59 second period is too short: the drive from 03:59 is past 11 h and the 14 h window", () => {
    // The 8 h berth period still waits for its partner, so it stays out of the
    // window: 1 + 5 + 6 + 1:59 = 13 h 59 at 03:59, 14 h at 04:00 (09:00Z).
    expect(run(eightTwo("sleeper", "2024-01-09T03:59-05:00", "2024-01-09T08:59-05:00"), AS_OF).violations).toEqual([
      { rule: "US_DRIVING_11H", at: "2024-01-09T08:59:00.000Z" },
      { rule: "US_WINDOW_14H", at: "2024-01-09T09:00:00.000Z" },
    ]);
  });

  test("remaining after the pair: counted from the end of the berth period", () => {
    // At 04:00, from 20:00: 6 h driven (5 h left), 6 h of window (8 h left).
    expect(
      run(eightTwo("sleeper", "2024-01-09T04:00-05:00", "2024-01-09T09:00-05:00").slice(0, 5), "2024-01-09T04:00-05:00")
        .remaining,
    ).toEqual({
      drivingMinutes: 300,
      onDutyMinutes: 480,
      cycleMinutes: (70 - 12) * 60,
    });
  });
});

describe("7/3 split taken short period first", () => {
  // On duty 06:00, drive 07:00–12:00, off 12:00–15:00 (3 h), drive 15:00–21:00
  // (6 h), berth from 21:00. The window from 06:00 closes at 20:00.
  const threeSeven = [
    ev("on", "2024-01-08T06:00-05:00"),
    ev("driving", "2024-01-08T07:00-05:00"),
    ev("off", "2024-01-08T12:00-05:00"),
    ev("driving", "2024-01-08T15:00-05:00"),
    ev("sleeper", "2024-01-08T21:00-05:00"),
  ];

  test("until 7 h in the berth are done, the drive past 20:00 stands as a breach", () => {
    expect(run(threeSeven, "2024-01-09T03:59-05:00").violations).toEqual([
      { rule: "US_WINDOW_14H", at: "2024-01-09T01:00:00.000Z" },
    ]);
  });

  test("once they are, the 3 h period leaves the window and the breach is gone", () => {
    expect(run(threeSeven, "2024-01-09T04:00-05:00").violations).toEqual([]);
  });
});

describe("a 10-hour rest is no first period (FMCSA guidance on 395.1(g))", () => {
  test("after 10 h in the berth, a later 3 h break still counts in the window", () => {
    // Berth 20:00–06:00 (10 h), on duty 06:00–08:00, drive 08:00–12:00, off
    // 12:00–15:00, drive 15:00–20:01: the window from 06:00 closes at 20:00 (01:00Z).
    const events = [
      ev("sleeper", "2024-01-07T20:00-05:00"),
      ev("on", "2024-01-08T06:00-05:00"),
      ev("driving", "2024-01-08T08:00-05:00"),
      ev("off", "2024-01-08T12:00-05:00"),
      ev("driving", "2024-01-08T15:00-05:00"),
      ev("off", "2024-01-08T20:01-05:00"),
    ];
    expect(run(events, "2024-01-08T21:00-05:00").violations).toEqual([
      { rule: "US_WINDOW_14H", at: "2024-01-09T01:00:00.000Z" },
    ]);
  });
});
