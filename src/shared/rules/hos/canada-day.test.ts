// SOR/2005-313 s.12: no driving after 13 h of driving, or after 14 h of
// on-duty time, in a day. Toronto in January is EST (UTC−5); days start at
// midnight unless the test says otherwise.
import { describe, expect, test } from "vitest";

import { atsOf, evaluate, ev } from "./test-support";

describe("CA_DAY_DRIVING_13H (s.12(1))", () => {
  // Two shifts in one day, split by an 8 h rest so the shift limits (s.13)
  // stay untouched: 06:30 h + 06:30 h = 13 h of driving in the day.
  const twoShifts = (secondLegEnd: string) => [
    ev("driving", "2024-01-08T00:00-05:00"), // 00:00–06:30 = 6.5 h
    ev("off", "2024-01-08T06:30-05:00"), // 8 h rest
    ev("driving", "2024-01-08T14:30-05:00"), // 14:30 → secondLegEnd
    ev("off", secondLegEnd),
  ];

  test("13 h of driving in the day just passes", () => {
    const result = evaluate("CA_CYCLE_1", twoShifts("2024-01-08T21:00-05:00"), "2024-01-08T23:00-05:00");
    expect(result.violations).toEqual([]);
    expect(result.remaining.drivingMinutes).toBe(0); // the day's 13 h are used up
  });

  test("13 h 01 min fails at the instant the 13th hour is complete", () => {
    const result = evaluate("CA_CYCLE_1", twoShifts("2024-01-08T21:01-05:00"), "2024-01-08T23:00-05:00");
    // 6.5 h before 06:30, then 6.5 h more from 14:30 → 21:00 EST = 02:00Z on the 9th.
    expect(result.violations).toEqual([{ rule: "CA_DAY_DRIVING_13H", at: "2024-01-09T02:00:00.000Z" }]);
  });

  test("in Vancouver the day after DST starts still begins at the local hour (23 h day)", () => {
    // dayStartHour 6: the day from 9 March 06:00 PST (14:00Z) ends 10 March
    // 06:00 PDT (13:00Z) — 23 real hours, because clocks jumped at 02:00.
    // Shift A drives 08:00–20:00 PST (12 h); 8 real hours of rest until 05:00
    // PDT; shift B drives from 05:00 PDT (12:00Z). Day total: 12 h + 1 h
    // (12:00Z–13:00Z) = 13 h. A day wrongly taken as 24 h would end at 14:00Z
    // and count 14 h.
    const events = (shiftAStart: string) => [
      ev("driving", shiftAStart),
      ev("off", "2024-03-09T20:00-08:00"),
      ev("driving", "2024-03-10T05:00-07:00"),
      ev("off", "2024-03-10T12:00-07:00"),
    ];
    const options = { timeZone: "America/Vancouver", dayStartHour: 6 };
    const pass = evaluate("CA_CYCLE_1", events("2024-03-09T08:00-08:00"), "2024-03-10T13:00-07:00", options);
    expect(pass.violations).toEqual([]);
    // Starting one minute earlier makes 13 h 01 min; the 13th hour completes
    // at 05:59 PDT = 12:59Z, one minute before the day ends.
    const fail = evaluate("CA_CYCLE_1", events("2024-03-09T07:59-08:00"), "2024-03-10T13:00-07:00", options);
    // The same minute leaves the 23-hour day 9 h 59 off, and with no deferral
    // declared (s.16(e)) that is s.14's breach at the day's end, 13:00Z.
    expect(fail.violations).toEqual([
      { rule: "CA_DAY_DRIVING_13H", at: "2024-03-10T12:59:00.000Z" },
      { rule: "CA_DAY_OFF_DUTY_10H", at: "2024-03-10T13:00:00.000Z" },
    ]);
  });

  test("in Toronto the day DST ends has 25 h, and the extra hour is real driving time", () => {
    // 3 Nov 2024: 00:00 EDT (04:00Z) to 12:00 EST (17:00Z) is 13 real hours
    // though the clock only advanced 12. Driving to 12:01 EST breaks both the
    // day limit and the shift limit at 12:00 EST.
    const result = evaluate(
      "CA_CYCLE_1",
      [ev("driving", "2024-11-03T00:00-04:00"), ev("off", "2024-11-03T12:01-05:00")],
      "2024-11-03T20:00-05:00",
    );
    expect(atsOf(result, "CA_DAY_DRIVING_13H")).toEqual(["2024-11-03T17:00:00.000Z"]);
    expect(atsOf(result, "CA_SHIFT_DRIVING_13H")).toEqual(["2024-11-03T17:00:00.000Z"]);
  });
});

describe("CA_DAY_ON_DUTY_14H (s.12(2))", () => {
  // Shift A: 1 h on duty + 6 h driving; 8 h rest; shift B: 1 h on duty and
  // driving from 16:00. Day on-duty reaches 14 h at 22:00.
  const day = (lastDrivingEnd: string) => [
    ev("on", "2024-01-08T00:00-05:00"),
    ev("driving", "2024-01-08T01:00-05:00"),
    ev("off", "2024-01-08T07:00-05:00"),
    ev("on", "2024-01-08T15:00-05:00"),
    ev("driving", "2024-01-08T16:00-05:00"),
    ev("off", lastDrivingEnd),
  ];

  test("14 h on duty with driving ending at the 14th hour just passes", () => {
    const result = evaluate("CA_CYCLE_1", day("2024-01-08T22:00-05:00"), "2024-01-08T23:00-05:00");
    expect(result.violations).toEqual([]);
  });

  test("driving one minute longer fails at 22:00 EST (03:00Z)", () => {
    const result = evaluate("CA_CYCLE_1", day("2024-01-08T22:01-05:00"), "2024-01-08T23:00-05:00");
    expect(result.violations).toEqual([{ rule: "CA_DAY_ON_DUTY_14H", at: "2024-01-09T03:00:00.000Z" }]);
  });

  test("on-duty work past 14 h is lawful; driving after it is the breach", () => {
    // Shift B is on duty (not driving) 15:00–22:00, reaching 14 h for the day
    // at 22:00, then drives 22:00–22:30: the breach is at 22:00, when driving starts.
    const events = [
      ev("on", "2024-01-08T00:00-05:00"),
      ev("driving", "2024-01-08T01:00-05:00"),
      ev("off", "2024-01-08T07:00-05:00"),
      ev("on", "2024-01-08T15:00-05:00"),
      ev("driving", "2024-01-08T22:00-05:00"),
      ev("off", "2024-01-08T22:30-05:00"),
    ];
    const result = evaluate("CA_CYCLE_1", events, "2024-01-08T23:00-05:00");
    expect(result.violations).toEqual([{ rule: "CA_DAY_ON_DUTY_14H", at: "2024-01-09T03:00:00.000Z" }]);
  });
});
