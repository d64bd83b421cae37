// Personal conveyance is off-duty time (SOR/2005-313 s.2(1)(e); 49 CFR
// 395.28(a)(1)); a yard move is on-duty time not driving (49 CFR
// 395.28(a)(2), and Canada's ELD standard). Toronto and New York, EST.
import { describe, expect, test } from "vitest";

import { evaluate, ev } from "./test-support";
import type { DutyStatus, HosEvent } from "./types";

describe("Canada", () => {
  // Drive 06:00–18:00, two hours of `between`, drive 20:00–20:01.
  const day = (between: DutyStatus): HosEvent[] => [
    ev("driving", "2024-01-08T06:00-05:00"),
    ev(between, "2024-01-08T18:00-05:00"),
    ev("driving", "2024-01-08T20:00-05:00"),
    ev("off", "2024-01-08T20:01-05:00"),
  ];

  test("a yard move is on duty: 12 h + 2 h reach 14 h on duty, so the drive at 20:00 breaks s.12(2) and s.13(2)", () => {
    expect(evaluate("CA_CYCLE_1", day("yard"), "2024-01-08T21:00-05:00").violations).toEqual([
      { rule: "CA_DAY_ON_DUTY_14H", at: "2024-01-09T01:00:00.000Z" },
      { rule: "CA_SHIFT_ON_DUTY_14H", at: "2024-01-09T01:00:00.000Z" },
    ]);
  });

  test("personal conveyance is off duty: the same two hours leave 12 h on duty", () => {
    expect(evaluate("CA_CYCLE_1", day("personal"), "2024-01-08T21:00-05:00").violations).toEqual([]);
  });

  test("personal conveyance inside a 36-hour rest does not break it (s.28 cycle reset)", () => {
    // 13 h a day 8–12 January (65 h), then off 19:00 on the 12th with 1 h of
    // personal conveyance, back on the 14th at 07:00 for 13 h: 36 h off.
    const events: HosEvent[] = [];
    for (let d = 8; d <= 12; d++) {
      const date = `2024-01-${String(d).padStart(2, "0")}`;
      events.push(ev("driving", `${date}T06:00-05:00`), ev("off", `${date}T19:00-05:00`));
    }
    events.push(
      ev("personal", "2024-01-13T12:00-05:00"),
      ev("off", "2024-01-13T13:00-05:00"),
      ev("driving", "2024-01-14T07:00-05:00"),
      ev("off", "2024-01-14T20:00-05:00"),
    );
    expect(evaluate("CA_CYCLE_1", events, "2024-01-14T21:00-05:00").violations).toEqual([]);
    // As a yard move the hour splits the rest in two: 65 h + 1 h + 4 h of the
    // drive reach 70 h at 11:00 (16:00Z).
    const yard = events.map((e) => (e.status === "personal" ? ev("yard", e.start) : e));
    expect(evaluate("CA_CYCLE_1", yard, "2024-01-14T21:00-05:00").violations).toEqual([
      { rule: "CA_CYCLE_1_70H_7D", at: "2024-01-14T16:00:00.000Z" },
    ]);
  });
});

describe("United States", () => {
  const NY = { timeZone: "America/New_York" };

  test("personal conveyance within a 10-hour rest keeps it whole", () => {
    // On duty 04:00, drive 06:00–12:00; off 12:00–16:00, personal conveyance
    // 16:00–17:00, off 17:00–22:00: 10 h off, so the drive at 22:00 opens a new window.
    const events = [
      ev("on", "2024-01-08T04:00-05:00"),
      ev("driving", "2024-01-08T06:00-05:00"),
      ev("off", "2024-01-08T12:00-05:00"),
      ev("personal", "2024-01-08T16:00-05:00"),
      ev("off", "2024-01-08T17:00-05:00"),
      ev("driving", "2024-01-08T22:00-05:00"),
      ev("off", "2024-01-09T03:00-05:00"),
    ];
    expect(evaluate("US_PROPERTY_70_8", events, "2024-01-09T04:00-05:00", NY).violations).toEqual([]);
    // As a yard move the hour splits the rest: the window from 04:00 closed at 18:00.
    const yard = events.map((e) => (e.status === "personal" ? ev("yard", e.start) : e));
    expect(evaluate("US_PROPERTY_70_8", yard, "2024-01-09T04:00-05:00", NY).violations).toEqual([
      { rule: "US_WINDOW_14H", at: "2024-01-09T03:00:00.000Z" },
    ]);
  });

  test("a yard move is an interruption of driving for the 30-minute break (395.3(a)(3)(ii))", () => {
    const events = [
      ev("driving", "2024-01-08T06:00-05:00"),
      ev("yard", "2024-01-08T14:00-05:00"),
      ev("driving", "2024-01-08T14:30-05:00"),
      ev("off", "2024-01-08T16:00-05:00"),
    ];
    expect(evaluate("US_PROPERTY_70_8", events, "2024-01-08T17:00-05:00", NY).violations).toEqual([]);
  });
});
