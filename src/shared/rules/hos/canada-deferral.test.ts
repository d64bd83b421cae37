// SOR/2005-313 s.16: a driver who declares it (s.16(e)) may defer up to 2 h
// of a day's off-duty time to the next day if (a) it is not part of the
// mandatory 8 consecutive hours, (b) the two days have ≥ 20 h off, (c) the
// deferred time is added to day 2's 8 consecutive hours, (d) driving in the
// two days is ≤ 26 h — and not while splitting off-duty time under s.18.
// Each failed condition has its own code, beside the s.14 shortfall it leaves
// unexcused. Toronto, EST (UTC−5): the 8th ends at 05:00Z on the 9th.
import { describe, expect, test } from "vitest";

import { evaluate, ev } from "./test-support";

const END_OF_8TH = "2024-01-09T05:00:00.000Z";
const END_OF_9TH = "2024-01-10T05:00:00.000Z";
const DEFER_8TH = { deferrals: ["2024-01-08"] };
const MIDNIGHT_10TH = "2024-01-10T00:00-05:00";

// Day 8: 7 h off, on 07:00, drive 08:00–20:00 (12 h), on 20:00–22:00, off
// 22:00–24:00 → 9 h off: 1 h short, the hour deferred. Day 9 must then have
// ≥ 11 h off (s.16(b)) including 9 consecutive hours (s.16(c)).
const day8 = [
  ev("off", "2024-01-08T00:00-05:00"),
  ev("on", "2024-01-08T07:00-05:00"),
  ev("driving", "2024-01-08T08:00-05:00"),
  ev("on", "2024-01-08T20:00-05:00"),
  ev("off", "2024-01-08T22:00-05:00"),
];

describe("declared deferral that holds", () => {
  test("9 h + 14 h off, 9 h consecutive on day 2, 22 h driving: nothing to report", () => {
    const day9 = [ev("driving", "2024-01-09T09:00-05:00"), ev("off", "2024-01-09T19:00-05:00")];
    expect(evaluate("CA_CYCLE_1", [...day8, ...day9], MIDNIGHT_10TH, DEFER_8TH).violations).toEqual([]);
  });

  test("the same log without the declaration is s.14's breach at the 8th's end", () => {
    const day9 = [ev("driving", "2024-01-09T09:00-05:00"), ev("off", "2024-01-09T19:00-05:00")];
    expect(evaluate("CA_CYCLE_1", [...day8, ...day9], MIDNIGHT_10TH).violations).toEqual([
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
    ]);
  });

  test("a declaration on a day that had its 10 h changes nothing", () => {
    const rested = [
      ev("off", "2024-01-08T00:00-05:00"),
      ev("driving", "2024-01-08T10:00-05:00"),
      ev("off", "2024-01-08T20:00-05:00"),
    ];
    expect(evaluate("CA_CYCLE_1", rested, MIDNIGHT_10TH, DEFER_8TH).violations).toEqual([]);
  });
});

describe("s.16(a) and the 2-hour maximum", () => {
  const shortDay = (offAgain: string) => [...day8.slice(0, 4), ev("off", offAgain)];

  test("8 h off (2 h deferred) is deferrable: mid-way through day 2 nothing is reported", () => {
    expect(
      evaluate("CA_CYCLE_1", shortDay("2024-01-08T23:00-05:00"), "2024-01-09T06:00-05:00", DEFER_8TH).violations,
    ).toEqual([]);
  });

  test("7 h 59 off would defer 2 h 01 — part of the mandatory 8 h: CA_DEFERRAL_MAX_2H at the 8th's end", () => {
    expect(
      evaluate("CA_CYCLE_1", shortDay("2024-01-08T23:01-05:00"), "2024-01-09T06:00-05:00", DEFER_8TH).violations,
    ).toEqual([
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
      { rule: "CA_DEFERRAL_MAX_2H", at: END_OF_8TH },
    ]);
  });
});

describe("s.16(a): the time deferred is not part of the mandatory 8 consecutive hours", () => {
  // Day 8: on 00:00–00:30, off 00:30–08:00 (7 h 30), drive 08:00–15:30 (done before the shift's 16th hour, the
  // 7 h 30 not being a rest that ends it: s.13(3)), on 15:30–22:30, off 22:30–24:00 (1 h 30):
  // 9 h off, 1 h to defer, but no rest of 8 consecutive hours — the hour would come out of the mandatory 8. Day 9:
  // on 00:00–01:00, then off: its own conditions hold (23 h off, more than 9 h consecutive, little driving).
  const never8 = [
    ev("on", "2024-01-08T00:00-05:00"),
    ev("off", "2024-01-08T00:30-05:00"),
    ev("driving", "2024-01-08T08:00-05:00"),
    ev("on", "2024-01-08T15:30-05:00"),
    ev("off", "2024-01-08T22:30-05:00"),
    ev("on", "2024-01-09T00:00-05:00"),
    ev("off", "2024-01-09T01:00-05:00"),
  ];

  test("7 h 30 + 1 h 30 off and never 8 consecutive hours may not defer: CA_DEFERRAL_MANDATORY_8H at the 8th's end", () => {
    expect(evaluate("CA_CYCLE_1", never8, MIDNIGHT_10TH, DEFER_8TH).violations).toEqual([
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
      { rule: "CA_DEFERRAL_MANDATORY_8H", at: END_OF_8TH },
    ]);
  });

  test("the rest that ends day 8 still running at the evaluation may yet reach 8 hours: nothing reported yet", () => {
    const running = never8.slice(0, 5);
    expect(evaluate("CA_CYCLE_1", running, "2024-01-09T05:00-05:00", DEFER_8TH).violations).toEqual([]);
  });

  test("a rest of 8 hours across midnight counts whole: day 8's 22:00 rest runs to 09:00", () => {
    const day9 = [ev("driving", "2024-01-09T09:00-05:00"), ev("off", "2024-01-09T19:00-05:00")];
    expect(evaluate("CA_CYCLE_1", [...day8, ...day9], MIDNIGHT_10TH, DEFER_8TH).violations).toEqual([]);
  });
});

describe("s.16(b): at least 20 h off over the two days", () => {
  // Day 9: off until 09:00 (9 h), drive 10 h, on duty 19:00–22:00 or 22:01, then off.
  const day9 = (offAgain: string) => [
    ev("driving", "2024-01-09T09:00-05:00"),
    ev("on", "2024-01-09T19:00-05:00"),
    ev("off", offAgain),
  ];

  test("9 h + 11 h = 20 h just holds", () => {
    expect(
      evaluate("CA_CYCLE_1", [...day8, ...day9("2024-01-09T22:00-05:00")], MIDNIGHT_10TH, DEFER_8TH).violations,
    ).toEqual([]);
  });

  test("9 h + 10 h 59 fails, known at the 9th's end", () => {
    const result = evaluate("CA_CYCLE_1", [...day8, ...day9("2024-01-09T22:01-05:00")], MIDNIGHT_10TH, DEFER_8TH);
    expect(result.violations).toEqual([
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
      { rule: "CA_DEFERRAL_TWO_DAY_OFF_20H", at: END_OF_9TH },
    ]);
  });

  test("while day 2 is running the 20 h may still be reached", () => {
    expect(
      evaluate("CA_CYCLE_1", [...day8, ...day9("2024-01-09T22:01-05:00")], "2024-01-09T23:00-05:00", DEFER_8TH)
        .violations,
    ).toEqual([]);
  });
});

describe("s.16(c): the deferred hour is added to day 2's 8 consecutive hours", () => {
  // Day 8 ends on duty (off 20:00–22:00, on 22:00–01:00), so day 2's rest
  // starts at 01:00 and lies wholly inside day 2. Day 8 still has 9 h off.
  const day8EndingOnDuty = [
    ...day8.slice(0, 3),
    ev("off", "2024-01-08T20:00-05:00"),
    ev("on", "2024-01-08T22:00-05:00"),
  ];

  test("9 consecutive hours (01:00–10:00) hold", () => {
    const day9 = [
      ev("off", "2024-01-09T01:00-05:00"),
      ev("driving", "2024-01-09T10:00-05:00"),
      ev("off", "2024-01-09T20:00-05:00"),
    ];
    expect(evaluate("CA_CYCLE_1", [...day8EndingOnDuty, ...day9], MIDNIGHT_10TH, DEFER_8TH).violations).toEqual([]);
  });

  test("8 h 30 consecutive fails though day 2 has 13 h off", () => {
    const day9 = [
      ev("off", "2024-01-09T01:00-05:00"),
      ev("driving", "2024-01-09T09:30-05:00"),
      ev("off", "2024-01-09T19:30-05:00"),
    ];
    expect(evaluate("CA_CYCLE_1", [...day8EndingOnDuty, ...day9], MIDNIGHT_10TH, DEFER_8TH).violations).toEqual([
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
      { rule: "CA_DEFERRAL_DAY_2_REST", at: END_OF_9TH },
    ]);
  });
});

describe("s.16(d) and the s.12 extension of day 1", () => {
  // A shift from 7 January 20:00 drives until 02:00 on the 8th; 8 h rest;
  // drive 10:00–22:00; off 22:00–23:00; on 23:00–24:00. Day 8: 14 h driving,
  // 15 h on duty, 9 h off — 1 h deferred, so s.12 allows 14 h and 15 h
  // ("despite section 12"). Day 9: rest to 09:00 (9 h), drive from 09:00.
  const twoDays = (driveEnd: string) => [
    ev("driving", "2024-01-07T20:00-05:00"),
    ev("off", "2024-01-08T02:00-05:00"),
    ev("driving", "2024-01-08T10:00-05:00"),
    ev("off", "2024-01-08T22:00-05:00"),
    ev("on", "2024-01-08T23:00-05:00"),
    ev("off", "2024-01-09T00:00-05:00"),
    ev("driving", "2024-01-09T09:00-05:00"),
    ev("off", driveEnd),
  ];

  test("14 h + 12 h = 26 h of driving holds, and day 1's 14 h of driving is lawful under the deferral", () => {
    expect(evaluate("CA_CYCLE_1", twoDays("2024-01-09T21:00-05:00"), MIDNIGHT_10TH, DEFER_8TH).violations).toEqual([]);
  });

  test("without the declaration day 8 breaks s.12(1) at 21:00 and s.14 at its end", () => {
    expect(evaluate("CA_CYCLE_1", twoDays("2024-01-09T21:00-05:00"), MIDNIGHT_10TH).violations).toEqual([
      { rule: "CA_DAY_DRIVING_13H", at: "2024-01-09T02:00:00.000Z" },
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
    ]);
  });

  test("26 h 01 fails at 21:00 on the 9th — and with the deferral gone, s.12 applies to day 8 in full", () => {
    expect(evaluate("CA_CYCLE_1", twoDays("2024-01-09T21:01-05:00"), MIDNIGHT_10TH, DEFER_8TH).violations).toEqual([
      { rule: "CA_DAY_DRIVING_13H", at: "2024-01-09T02:00:00.000Z" },
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
      { rule: "CA_DEFERRAL_TWO_DAY_DRIVING_26H", at: "2024-01-10T02:00:00.000Z" },
    ]);
  });

  test("on a declared day still running, s.12 leaves up to 2 h more driving", () => {
    // By 19:00 on the 8th: 2 h + 9 h = 11 h of driving in the day, 9 h in the shift since 10:00.
    const events = twoDays("2024-01-09T21:00-05:00").slice(0, 3);
    const undeclared = evaluate("CA_CYCLE_1", events, "2024-01-08T19:00-05:00");
    const declared = evaluate("CA_CYCLE_1", events, "2024-01-08T19:00-05:00", DEFER_8TH);
    expect(undeclared.remaining.drivingMinutes).toBe(120); // s.12(1): 13 − 11
    expect(declared.remaining.drivingMinutes).toBe(240); // s.12 now 15 − 11; s.13(1): 13 − 9
  });
});

describe("s.16 is not open to a driver splitting off-duty time under s.18", () => {
  // Day 8: on 00:00–01:00, drive 01:00–06:00, sleeper 06:00–10:00 (4 h), drive
  // 10:00–18:00, on 18:00–19:00, sleeper 19:00–01:00 (6 h): a 4 h + 6 h split.
  // Day 8 has 4 h + 5 h = 9 h off.
  const splitDay = [
    ev("on", "2024-01-08T00:00-05:00"),
    ev("driving", "2024-01-08T01:00-05:00"),
    ev("sleeper", "2024-01-08T06:00-05:00"),
    ev("driving", "2024-01-08T10:00-05:00"),
    ev("on", "2024-01-08T18:00-05:00"),
    ev("sleeper", "2024-01-08T19:00-05:00"),
    ev("on", "2024-01-09T01:00-05:00"),
  ];

  test("the split itself is lawful; the 9 h day is s.14's breach", () => {
    expect(evaluate("CA_CYCLE_1", splitDay, "2024-01-09T02:00-05:00").violations).toEqual([
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
    ]);
  });

  test("declaring a deferral as well is reported as CA_DEFERRAL_WHILE_SPLITTING (and, no rest being 8 h, s.16(a))", () => {
    expect(evaluate("CA_CYCLE_1", splitDay, "2024-01-09T02:00-05:00", DEFER_8TH).violations).toEqual([
      { rule: "CA_DAY_OFF_DUTY_10H", at: END_OF_8TH },
      { rule: "CA_DEFERRAL_MANDATORY_8H", at: END_OF_8TH },
      { rule: "CA_DEFERRAL_WHILE_SPLITTING", at: END_OF_8TH },
    ]);
  });
});

describe("declaration input", () => {
  test("a day1 that is not a real date is refused", () => {
    expect(() => evaluate("CA_CYCLE_1", day8, MIDNIGHT_10TH, { deferrals: ["2024-02-30"] })).toThrow(
      /deferrals\[0\]\.day1 is not a YYYY-MM-DD date/,
    );
  });
});
