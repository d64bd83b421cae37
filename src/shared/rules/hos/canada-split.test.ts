// SOR/2005-313 s.18: a single driver with a sleeper berth may take the
// off-duty time of s.13 and s.14 in two sleeper-berth periods, (a) neither
// under 2 h, (b) together at least 10 h; (d) driving in the periods before and
// after each period ≤ 13 h, (g) on duty ≤ 14 h, (e) no driving after the 16th
// hour, which (2) counts without the qualifying berth periods but with any
// other off-duty time. Toronto, EST (UTC−5).
import { describe, expect, test } from "vitest";

import { atsOf, evaluate, ev } from "./test-support";
import type { DutyStatus } from "./types";

// From 06:00 on the 8th: drive 6 h, rest 12:00–16:00 (4 h), drive 16:00–23:00
// (7 h), rest 23:00–`secondEnd` (6 h), drive 6 h more. With both rests in the
// berth: 6 + 7 = 13 h and 7 + 6 = 13 h around each period.
const split = (firstRest: DutyStatus, secondEnd: string, lastEnd: string) => [
  ev("driving", "2024-01-08T06:00-05:00"),
  ev(firstRest, "2024-01-08T12:00-05:00"),
  ev("driving", "2024-01-08T16:00-05:00"),
  ev("sleeper", "2024-01-08T23:00-05:00"),
  ev("driving", secondEnd),
  ev("off", lastEnd),
];
const AS_OF = "2024-01-09T12:00-05:00";

describe("s.18 split: 4 h + 6 h in the sleeper berth", () => {
  test("stands in for the 8-hour rest: no shift limit is broken", () => {
    expect(
      evaluate("CA_CYCLE_1", split("sleeper", "2024-01-09T05:00-05:00", "2024-01-09T11:00-05:00"), AS_OF).violations,
    ).toEqual([]);
  });

  test("the same first rest off duty instead of in the berth is one 29-hour shift", () => {
    // 16 h after 06:00 is 22:00 (03:00Z); 13 h of driving and 14 h on duty
    // are reached by 23:00 and 06:00, so driving from 05:00 (10:00Z) and
    // after 06:00 (11:00Z) breaks s.13(1) and s.13(2).
    expect(
      evaluate("CA_CYCLE_1", split("off", "2024-01-09T05:00-05:00", "2024-01-09T11:00-05:00"), AS_OF).violations,
    ).toEqual([
      { rule: "CA_SHIFT_ELAPSED_16H", at: "2024-01-09T03:00:00.000Z" },
      { rule: "CA_SHIFT_DRIVING_13H", at: "2024-01-09T10:00:00.000Z" },
      { rule: "CA_SHIFT_ON_DUTY_14H", at: "2024-01-09T11:00:00.000Z" },
    ]);
  });

  test("s.18(1)(b): 4 h + 5 h 59 is no split", () => {
    // The second period ends 04:59: the shift runs on, 16 h reached at 22:00,
    // 13 h of driving at 23:00 (so 04:59 = 09:59Z), 14 h on duty at 05:59 (10:59Z).
    expect(
      evaluate("CA_CYCLE_1", split("sleeper", "2024-01-09T04:59-05:00", "2024-01-09T10:59-05:00"), AS_OF).violations,
    ).toEqual([
      { rule: "CA_SHIFT_ELAPSED_16H", at: "2024-01-09T03:00:00.000Z" },
      { rule: "CA_SHIFT_DRIVING_13H", at: "2024-01-09T09:59:00.000Z" },
      { rule: "CA_SHIFT_ON_DUTY_14H", at: "2024-01-09T10:59:00.000Z" },
    ]);
  });

  test("s.18(1)(d) applies around each period: 13 h 01 before and after both fail", () => {
    // Drive 16:00–23:01: 6 h + 7 h 01 around the first period (13 h at 23:00
    // = 04:00Z); second period 23:01–05:01; 7 h 01 + 6 h around the second
    // (13 h at 11:00 = 16:00Z). The day limit of s.12 falls at 23:00 too.
    const events = [
      ev("driving", "2024-01-08T06:00-05:00"),
      ev("sleeper", "2024-01-08T12:00-05:00"),
      ev("driving", "2024-01-08T16:00-05:00"),
      ev("sleeper", "2024-01-08T23:01-05:00"),
      ev("driving", "2024-01-09T05:01-05:00"),
      ev("off", "2024-01-09T11:01-05:00"),
    ];
    const result = evaluate("CA_CYCLE_1", events, AS_OF);
    expect(atsOf(result, "CA_SHIFT_DRIVING_13H")).toEqual(["2024-01-09T04:00:00.000Z", "2024-01-09T16:00:00.000Z"]);
    expect(atsOf(result, "CA_DAY_DRIVING_13H")).toEqual(["2024-01-09T04:00:00.000Z"]);
  });

  test("before the second period is taken the first already leaves the 16-hour count", () => {
    // At 20:00: 6 h + 4 h driving, 10 h elapsed without the berth period.
    const events = split("sleeper", "2024-01-09T05:00-05:00", "2024-01-09T11:00-05:00").slice(0, 3);
    expect(evaluate("CA_CYCLE_1", events, "2024-01-08T20:00-05:00").remaining).toEqual({
      drivingMinutes: 180, // 13 − 10
      onDutyMinutes: 240, // 14 − 10 (16 − 10 elapsed would leave 6 h)
      cycleMinutes: 60 * 60,
    });
    const offInstead = split("off", "2024-01-09T05:00-05:00", "2024-01-09T11:00-05:00").slice(0, 3);
    // Off duty, the 4 h count: 14 h elapsed leaves 2 h.
    expect(evaluate("CA_CYCLE_1", offInstead, "2024-01-08T20:00-05:00").remaining.onDutyMinutes).toBe(120);
  });
});

describe("s.18(2): the 16th hour counts off-duty time outside the berth", () => {
  // Drive 06:00–12:00, berth 12:00–16:00, drive 16:00–19:00, off (not in the
  // berth) 19:00–22:00, on duty 22:00–23:00, drive 23:00–`end`, berth 6 h.
  // Elapsed without the 4 h berth period: 6 + 3 + 3 + 1 + 3 = 16 h at 02:00.
  const events = (end: string, berthEnd: string) => [
    ev("driving", "2024-01-08T06:00-05:00"),
    ev("sleeper", "2024-01-08T12:00-05:00"),
    ev("driving", "2024-01-08T16:00-05:00"),
    ev("off", "2024-01-08T19:00-05:00"),
    ev("on", "2024-01-08T22:00-05:00"),
    ev("driving", "2024-01-08T23:00-05:00"),
    ev("sleeper", end),
    ev("on", berthEnd),
  ];

  test("driving until the 16th hour passes", () => {
    expect(
      evaluate("CA_CYCLE_1", events("2024-01-09T02:00-05:00", "2024-01-09T08:00-05:00"), "2024-01-09T09:00-05:00")
        .violations,
    ).toEqual([]);
  });

  test("one minute more fails at 02:00 (07:00Z)", () => {
    expect(
      evaluate("CA_CYCLE_1", events("2024-01-09T02:01-05:00", "2024-01-09T08:01-05:00"), "2024-01-09T09:00-05:00")
        .violations,
    ).toEqual([{ rule: "CA_SHIFT_ELAPSED_16H", at: "2024-01-09T07:00:00.000Z" }]);
  });
});

describe("a verdict on a finished shift does not wait for the next event (s.18(2), s.13(3))", () => {
  // From 09:00 on the 8th: drive 4 h, 3 h in the berth (13:00–16:00: a period that could start a split), drive
  // 16:00–20:00, 2 h off outside the berth, drive 22:00–02:00. No second berth period ever comes: the 3 h is no
  // split's, so the 16th hour counts it and falls at 01:00 (s.13(3)). The log then ends in 25 h off duty, none of it
  // in the berth, still running when the log is read.
  const shift = [
    ev("driving", "2024-01-08T09:00-05:00"),
    ev("sleeper", "2024-01-08T13:00-05:00"),
    ev("driving", "2024-01-08T16:00-05:00"),
    ev("off", "2024-01-08T20:00-05:00"),
    ev("driving", "2024-01-08T22:00-05:00"),
    ev("off", "2024-01-09T02:00-05:00"),
  ];
  const SIXTEENTH_HOUR = "2024-01-09T06:00:00.000Z"; // 01:00 EST on the 9th

  test("with the long rest still running, the breach is at 01:00", () => {
    expect(atsOf(evaluate("CA_CYCLE_1", shift, "2024-01-10T03:00-05:00"), "CA_SHIFT_ELAPSED_16H")).toEqual([
      SIXTEENTH_HOUR,
    ]);
  });

  test("and the same once the driver is back on duty: the next event changes nothing about the 8th", () => {
    const back = [...shift, ev("on", "2024-01-10T03:00-05:00")];
    expect(atsOf(evaluate("CA_CYCLE_1", back, "2024-01-10T04:00-05:00"), "CA_SHIFT_ELAPSED_16H")).toEqual([
      SIXTEENTH_HOUR,
    ]);
  });
});
