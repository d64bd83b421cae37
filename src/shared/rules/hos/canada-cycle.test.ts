// SOR/2005-313 s.25–28: 24 h off in every 14 days; cycle 1 (70 h / 7 days);
// cycle 2 (120 h / 14 days, and 70 h without 24 h off); cycle resets after
// 36 h (cycle 1) or 72 h (cycle 2) off. Toronto, EST (UTC−5), days at midnight.
import { describe, expect, test } from "vitest";

import { addDays, atsOf, evaluate, ev, iso } from "./test-support";
import type { HosEvent } from "./types";

/** One driving stretch per day for `days` days from `first`, 'HH:MM'–'HH:MM'. */
function dailyDrives(first: string, days: number, from: string, to: string): HosEvent[] {
  const events: HosEvent[] = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(first, d);
    events.push(ev("driving", iso(date, from)), ev("off", iso(date, to)));
  }
  return events;
}

describe("CA_CYCLE_1_70H_7D (s.26)", () => {
  // 8–13 January: 10 h driving a day (60 h); 14 January: 10 h more = 70 h.
  const week = (lastEnd: string) => [
    ...dailyDrives("2024-01-08", 6, "06:00", "16:00"),
    ev("driving", "2024-01-14T06:00-05:00"),
    ev("off", lastEnd),
  ];

  test("70 h on duty in 7 days just passes, leaving nothing in the cycle", () => {
    const result = evaluate("CA_CYCLE_1", week("2024-01-14T16:00-05:00"), "2024-01-14T20:00-05:00");
    expect(result.violations).toEqual([]);
    expect(result.remaining.cycleMinutes).toBe(0);
    expect(result.remaining.drivingMinutes).toBe(0);
  });

  test("one more minute fails at 16:00 EST on the 14th (21:00Z)", () => {
    const result = evaluate("CA_CYCLE_1", week("2024-01-14T16:01-05:00"), "2024-01-14T20:00-05:00");
    expect(result.violations).toEqual([{ rule: "CA_CYCLE_1_70H_7D", at: "2024-01-14T21:00:00.000Z" }]);
  });

  describe("s.28(1)(a): 36 h off starts a new cycle", () => {
    // 8–12 January: 13 h driving a day (65 h), rest from 12th 19:00, then 13 h
    // of driving on the 14th. Without a reset the window 8–14 January would hold
    // 65 + 13 = 78 h, crossing 70 h five hours into the 14th's drive.
    const withRest = (restEnd: string, driveEnd: string) => [
      ...dailyDrives("2024-01-08", 5, "06:00", "19:00"),
      ev("driving", restEnd),
      ev("off", driveEnd),
    ];

    test("a rest of exactly 36 h resets the count", () => {
      const result = evaluate(
        "CA_CYCLE_1",
        withRest("2024-01-14T07:00-05:00", "2024-01-14T20:00-05:00"),
        "2024-01-14T21:00-05:00",
      );
      expect(result.violations).toEqual([]);
      expect(result.remaining.cycleMinutes).toBe(57 * 60); // 70 h − 13 h since the reset
    });

    test("35 h 59 min does not: 65 h + 5 h reached at 11:59 EST (16:59Z)", () => {
      const result = evaluate(
        "CA_CYCLE_1",
        withRest("2024-01-14T06:59-05:00", "2024-01-14T19:59-05:00"),
        "2024-01-14T21:00-05:00",
      );
      expect(result.violations).toEqual([{ rule: "CA_CYCLE_1_70H_7D", at: "2024-01-14T16:59:00.000Z" }]);
    });
  });
});

describe("CA_CYCLE_2_120H_14D (s.27(a))", () => {
  // 1–5 January 12 h a day (60 h), 36 h off (a 24 h rest for s.27(b), not a
  // 72 h reset), 7–11 January 12 h a day: 120 h at 18:00 on the 11th.
  const fortnight = (lastEnd: string) => [
    ...dailyDrives("2024-01-01", 5, "06:00", "18:00"),
    ...dailyDrives("2024-01-07", 4, "06:00", "18:00"),
    ev("driving", "2024-01-11T06:00-05:00"),
    ev("off", lastEnd),
  ];

  test("120 h in 14 days just passes", () => {
    expect(evaluate("CA_CYCLE_2", fortnight("2024-01-11T18:00-05:00"), "2024-01-11T20:00-05:00").violations).toEqual(
      [],
    );
  });

  test("120 h 01 fails at 18:00 EST on the 11th (23:00Z)", () => {
    const result = evaluate("CA_CYCLE_2", fortnight("2024-01-11T18:01-05:00"), "2024-01-11T20:00-05:00");
    expect(result.violations).toEqual([{ rule: "CA_CYCLE_2_120H_14D", at: "2024-01-11T23:00:00.000Z" }]);
  });

  describe("s.28(1)(b): 72 h off starts a new cycle", () => {
    // 1–5 January 12 h a day (60 h, the 5th ending at `fifthEnd`), rest until
    // 8 January 18:00, five 12 h night drives 18:00–06:00 (60 h, the last
    // ending 13 January 06:00), then 1 h on the 13th from 18:00.
    const schedule = (fifthEnd: string) => {
      const nights: HosEvent[] = [];
      for (let d = 0; d < 5; d++) {
        nights.push(
          ev("driving", iso(addDays("2024-01-08", d), "18:00")),
          ev("off", iso(addDays("2024-01-09", d), "06:00")),
        );
      }
      return [
        ...dailyDrives("2024-01-01", 4, "06:00", "18:00"),
        ev("driving", "2024-01-05T06:00-05:00"),
        ev("off", fifthEnd),
        ...nights,
        ev("driving", "2024-01-13T18:00-05:00"),
        ev("off", "2024-01-13T19:00-05:00"),
      ];
    };

    test("exactly 72 h off resets: only 61 h count afterwards", () => {
      expect(evaluate("CA_CYCLE_2", schedule("2024-01-05T18:00-05:00"), "2024-01-13T20:00-05:00").violations).toEqual(
        [],
      );
    });

    test("71 h 59 does not: 60 h 01 + 60 h crosses 120 h at 05:59 EST on the 13th (10:59Z)", () => {
      const result = evaluate("CA_CYCLE_2", schedule("2024-01-05T18:01-05:00"), "2024-01-13T20:00-05:00");
      // Reported once for the 13th, though the 18:00 drive is also beyond it.
      expect(result.violations).toEqual([{ rule: "CA_CYCLE_2_120H_14D", at: "2024-01-13T10:59:00.000Z" }]);
    });
  });
});

describe("CA_CYCLE_2_70H_WITHOUT_24H_OFF (s.27(b))", () => {
  test("70 h without a 24 h rest just passes; 70 h 01 fails at 16:00 EST on the 6th (21:00Z)", () => {
    // 1–5 January 12 h a day (60 h), then 10 h on the 6th = 70 h.
    const days = (lastEnd: string) => [
      ...dailyDrives("2024-01-01", 5, "06:00", "18:00"),
      ev("driving", "2024-01-06T06:00-05:00"),
      ev("off", lastEnd),
    ];
    expect(evaluate("CA_CYCLE_2", days("2024-01-06T16:00-05:00"), "2024-01-06T20:00-05:00").violations).toEqual([]);
    expect(evaluate("CA_CYCLE_2", days("2024-01-06T16:01-05:00"), "2024-01-06T20:00-05:00").violations).toEqual([
      { rule: "CA_CYCLE_2_70H_WITHOUT_24H_OFF", at: "2024-01-06T21:00:00.000Z" },
    ]);
  });

  test("a 24 h rest restarts the count; 23 h 59 does not", () => {
    // 60 h by 5 January 18:00, a rest, then 12 h of driving from `restEnd`.
    const days = (restEnd: string, driveEnd: string) => [
      ...dailyDrives("2024-01-01", 5, "06:00", "18:00"),
      ev("driving", restEnd),
      ev("off", driveEnd),
    ];
    expect(
      evaluate("CA_CYCLE_2", days("2024-01-06T18:00-05:00", "2024-01-07T06:00-05:00"), "2024-01-07T08:00-05:00")
        .violations,
    ).toEqual([]);
    // 60 h + 10 h of the drive from 17:59 → 03:59 EST on the 7th (08:59Z).
    expect(
      evaluate("CA_CYCLE_2", days("2024-01-06T17:59-05:00", "2024-01-07T05:59-05:00"), "2024-01-07T08:00-05:00")
        .violations,
    ).toEqual([{ rule: "CA_CYCLE_2_70H_WITHOUT_24H_OFF", at: "2024-01-07T08:59:00.000Z" }]);
  });
});

describe("CA_24H_OFF_IN_14_DAYS (s.25)", () => {
  // Light days from 1 January: driving 06:00–10:00, then 20 h off — never 24 h.
  // On day d the window is days d−13 … d. The log starts 1 January 06:00 and
  // the time before it counts as rest, so the window for 13 January (from
  // 31 December 00:00) still holds 30 h of it; the window for 14 January
  // (from 1 January 00:00) holds only 6 h.
  test("without a 24 h rest, the first drive on the 14th day fails (14 Jan 06:00 EST = 11:00Z)", () => {
    const result = evaluate("CA_CYCLE_1", dailyDrives("2024-01-01", 14, "06:00", "10:00"), "2024-01-14T12:00-05:00");
    expect(result.violations).toEqual([{ rule: "CA_24H_OFF_IN_14_DAYS", at: "2024-01-14T11:00:00.000Z" }]);
    expect(result.remaining.drivingMinutes).toBe(0); // may not drive again until rested
  });

  // 1–6 January light days; rest 6 January 10:00 → `restEnd`; a 4 h drive;
  // light days again from the 8th.
  const withRest = (restEnd: string, driveEnd: string, lastDay: string) => [
    ...dailyDrives("2024-01-01", 6, "06:00", "10:00"),
    ev("driving", restEnd),
    ev("off", driveEnd),
    ...dailyDrives("2024-01-08", 1 + (Date.parse(lastDay) - Date.parse("2024-01-08")) / 86_400_000, "06:00", "10:00"),
  ];

  test("a 24 h rest covers every day whose window still contains all of it", () => {
    // The rest (6th 10:00 → 7th 10:00) lies inside the window of days up to
    // the 19th (window from the 6th); on the 20th the window starts on the 7th.
    const events = withRest("2024-01-07T10:00-05:00", "2024-01-07T14:00-05:00", "2024-01-20");
    expect(evaluate("CA_CYCLE_1", events, "2024-01-19T12:00-05:00").violations).toEqual([]);
    expect(atsOf(evaluate("CA_CYCLE_1", events, "2024-01-20T12:00-05:00"), "CA_24H_OFF_IN_14_DAYS")).toEqual([
      "2024-01-20T11:00:00.000Z",
    ]);
  });

  test("a 23 h 59 rest does not count", () => {
    const events = withRest("2024-01-07T09:59-05:00", "2024-01-07T13:59-05:00", "2024-01-14");
    expect(evaluate("CA_CYCLE_1", events, "2024-01-14T12:00-05:00").violations).toEqual([
      { rule: "CA_24H_OFF_IN_14_DAYS", at: "2024-01-14T11:00:00.000Z" },
    ]);
  });
});
