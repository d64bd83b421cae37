// SOR/2005-313 s.14: at least 10 h off duty in a day; the off-duty time
// beyond the mandatory 8 consecutive hours counts only in blocks of 30 min or
// more. A failing day is reported at its end: no deferral is assumed unless
// the driver declared one (s.16(e); declared deferrals: canada-deferral.test.ts).
// Toronto; EST (UTC−5) in January, so the 8th ends at 2024-01-09T05:00Z.
import { describe, expect, test } from "vitest";

import { evaluate, ev } from "./test-support";

const END_OF_8TH = "2024-01-09T05:00:00.000Z";

describe("CA_DAY_OFF_DUTY_10H (s.14)", () => {
  // Day 8: 7 h off (the end of the night's rest), 14 h of work with a 1 h
  // break, off again from `offAgain`. 7 + 1 + (24:00 − offAgain).
  const day8 = (offAgain: string) => [
    ev("off", "2024-01-08T00:00-05:00"),
    ev("on", "2024-01-08T07:00-05:00"),
    ev("driving", "2024-01-08T07:30-05:00"),
    ev("off", "2024-01-08T12:30-05:00"),
    ev("driving", "2024-01-08T13:30-05:00"),
    ev("on", "2024-01-08T19:30-05:00"),
    ev("off", offAgain),
  ];

  test("exactly 10 h off in the day just passes", () => {
    // 7 h + 1 h + 2 h (22:00–24:00) = 10 h.
    const result = evaluate("CA_CYCLE_1", day8("2024-01-08T22:00-05:00"), "2024-01-09T00:00-05:00");
    expect(result.violations).toEqual([]);
  });

  // Day 9: exactly 10 h off (00:00–08:01 and 22:01–24:00).
  const day9 = [
    ev("driving", "2024-01-09T08:01-05:00"),
    ev("on", "2024-01-09T13:01-05:00"),
    ev("off", "2024-01-09T22:01-05:00"),
  ];

  test("9 h 59 min off fails at the end of the day", () => {
    // Day 8: 7 h + 1 h + 1 h 59 = 9 h 59, one minute short.
    const result = evaluate("CA_CYCLE_1", [...day8("2024-01-08T22:01-05:00"), ...day9], "2024-01-10T00:00-05:00");
    expect(result.violations).toEqual([{ rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH }]);
  });

  test("no implicit deferral: the shortfall is reported as soon as the day ends, while day 9 is still running", () => {
    // A deferral could still succeed here, but none was declared (s.16(e)).
    const result = evaluate("CA_CYCLE_1", [...day8("2024-01-08T22:01-05:00"), ...day9], "2024-01-09T12:00-05:00");
    expect(result.violations).toEqual([{ rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH }]);
  });

  // Breaks of 30 vs 29 minutes. Day 8: 8 h off, three 4 h drives split by
  // two short breaks, a break from 21:00, on duty from `onAgain` to midnight.
  // Day 9: 10 h off 00:00–10:00, drive 10 h, on duty 4 h (exactly 10 h off).
  const breaks = (b1: [string, string], b2: [string, string], onAgain: string) => [
    ev("off", "2024-01-08T00:00-05:00"),
    ev("driving", "2024-01-08T08:00-05:00"),
    ev("off", b1[0]),
    ev("driving", b1[1]),
    ev("off", b2[0]),
    ev("driving", b2[1]),
    ev("off", "2024-01-08T21:00-05:00"),
    ev("on", onAgain),
    ev("off", "2024-01-09T00:00-05:00"),
    ev("driving", "2024-01-09T10:00-05:00"),
    ev("on", "2024-01-09T20:00-05:00"),
  ];

  test("30-minute breaks count toward the 10 h", () => {
    // 8 h + 30 min + 30 min + 1 h (21:00–22:00) = 10 h.
    const events = breaks(
      ["2024-01-08T12:00-05:00", "2024-01-08T12:30-05:00"],
      ["2024-01-08T16:30-05:00", "2024-01-08T17:00-05:00"],
      "2024-01-08T22:00-05:00",
    );
    expect(evaluate("CA_CYCLE_1", events, "2024-01-10T00:00-05:00").violations).toEqual([]);
  });

  test("29-minute breaks do not count, even when the raw total is 10 h", () => {
    // Raw: 8 h + 29 + 29 + 62 min = 10 h. Counted: 8 h + 62 min = 9 h 02.
    const events = breaks(
      ["2024-01-08T12:00-05:00", "2024-01-08T12:29-05:00"],
      ["2024-01-08T16:30-05:00", "2024-01-08T16:59-05:00"],
      "2024-01-08T22:02-05:00",
    );
    expect(evaluate("CA_CYCLE_1", events, "2024-01-10T00:00-05:00").violations).toEqual([
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
    ]);
  });

  test("a single 10 h rest satisfies s.14: 8 h mandatory rest plus 2 h beyond it", () => {
    // Days start at 20:00. Day 8th 20:00 → 9th 20:00: off 20:00–06:00 in one
    // block, then 12 h driving and 2 h on duty.
    const events = [
      ev("off", "2024-01-08T20:00-05:00"),
      ev("driving", "2024-01-09T06:00-05:00"),
      ev("on", "2024-01-09T18:00-05:00"),
      ev("off", "2024-01-09T20:00-05:00"),
    ];
    expect(evaluate("CA_CYCLE_1", events, "2024-01-09T21:00-05:00", { dayStartHour: 20 }).violations).toEqual([]);
  });

  describe("daylight saving time", () => {
    // 10 March 2024 in Toronto runs 05:00Z → 04:00Z next day: 23 real hours.
    // Off until 06:00 EDT (5 real hours), 12 h driving + 1 h on duty, then off.
    // The 11th is a normal day with exactly 10 h off 00:00–10:00 EDT.
    const springDay = (offAgain: string) => [
      ev("off", "2024-03-09T20:00-05:00"),
      ev("driving", "2024-03-10T06:00-04:00"),
      ev("on", "2024-03-10T18:00-04:00"),
      ev("off", offAgain),
      ev("driving", "2024-03-11T10:00-04:00"),
      ev("on", "2024-03-11T20:00-04:00"),
    ];

    test("the 23-hour spring-forward day needs 10 real hours off: 5 h + 5 h passes", () => {
      const result = evaluate("CA_CYCLE_1", springDay("2024-03-10T19:00-04:00"), "2024-03-12T00:00-04:00");
      expect(result.violations).toEqual([]);
    });

    test("5 h + 4 h 59 fails at the day's end, 04:00Z, although the clock showed 10 h 59 of off time", () => {
      const result = evaluate("CA_CYCLE_1", springDay("2024-03-10T19:01-04:00"), "2024-03-12T00:00-04:00");
      expect(result.violations).toEqual([{ rule: "CA_DAY_OFF_DUTY_10H", at: "2024-03-11T04:00:00.000Z" }]);
    });

    test("the 25-hour fall-back day: off 00:00 EDT to 09:00 EST is 10 real hours", () => {
      // 3 Nov 2024: 04:00Z → 14:00Z off (the wall clock shows only 9 h).
      const events = [
        ev("off", "2024-11-03T00:00-04:00"),
        ev("driving", "2024-11-03T09:00-05:00"),
        ev("on", "2024-11-03T20:00-05:00"),
      ];
      const result = evaluate("CA_CYCLE_1", events, "2024-11-04T00:00-05:00");
      expect(result.violations).toEqual([]);
    });
  });
});
