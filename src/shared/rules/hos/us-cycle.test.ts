// 49 CFR 395.3(b)–(c) and 395.5(b): no driving after 60 h on duty in 7
// consecutive days or 70 h in 8; a property carrier's cycle restarts after
// 34 consecutive hours off, a passenger carrier's does not.
// New York, EST (UTC−5), days at midnight.
import { describe, expect, test } from "vitest";

import { addDays, evaluate, ev, iso } from "./test-support";
import type { HosEvent } from "./types";

const NY = { timeZone: "America/New_York" };

/**
 * `days` working days from 8 January: drive 06:00–10:00, 30 min off, drive
 * 10:30–16:30 — 10 h of driving a day, lawful under the 11 h, 14 h and break
 * rules. The last day's second drive ends at `lastEnd`.
 */
function workDays(days: number, lastEnd: string): HosEvent[] {
  const events: HosEvent[] = [];
  for (let d = 0; d < days; d++) {
    const date = addDays("2024-01-08", d);
    events.push(
      ev("driving", iso(date, "06:00")),
      ev("off", iso(date, "10:00")),
      ev("driving", iso(date, "10:30")),
      ev("off", d === days - 1 ? lastEnd : iso(date, "16:30")),
    );
  }
  return events;
}

describe("US_CYCLE_60H_7D (395.3(b)(1))", () => {
  test("60 h in 7 days just passes", () => {
    const result = evaluate("US_PROPERTY_60_7", workDays(6, "2024-01-13T16:30-05:00"), "2024-01-13T18:00-05:00", NY);
    expect(result.violations).toEqual([]);
    expect(result.remaining.cycleMinutes).toBe(0);
  });

  test("60 h 01 fails at 16:30 EST on the 6th day (21:30Z)", () => {
    const result = evaluate("US_PROPERTY_60_7", workDays(6, "2024-01-13T16:31-05:00"), "2024-01-13T18:00-05:00", NY);
    expect(result.violations).toEqual([{ rule: "US_CYCLE_60H_7D", at: "2024-01-13T21:30:00.000Z" }]);
  });
});

describe("US_CYCLE_70H_8D (395.3(b)(2))", () => {
  test("70 h in 8 days just passes; 70 h 01 fails at 16:30 EST on the 7th day", () => {
    expect(
      evaluate("US_PROPERTY_70_8", workDays(7, "2024-01-14T16:30-05:00"), "2024-01-14T18:00-05:00", NY).violations,
    ).toEqual([]);
    expect(
      evaluate("US_PROPERTY_70_8", workDays(7, "2024-01-14T16:31-05:00"), "2024-01-14T18:00-05:00", NY).violations,
    ).toEqual([{ rule: "US_CYCLE_70H_8D", at: "2024-01-14T21:30:00.000Z" }]);
  });

  test("on the 8th day the window still holds day 1, so any driving is beyond the limit", () => {
    // Days 1–7 hold 70 h; the window for day 8 is days 1–8, so the first
    // instant of driving on 15 January (06:00 EST = 11:00Z) is the breach.
    const result = evaluate("US_PROPERTY_70_8", workDays(8, "2024-01-15T16:30-05:00"), "2024-01-15T18:00-05:00", NY);
    expect(result.violations).toEqual([{ rule: "US_CYCLE_70H_8D", at: "2024-01-15T11:00:00.000Z" }]);
  });
});

describe("34-hour restart (395.3(c)) and its absence for passenger carriers (395.5)", () => {
  // Five days of 10 h (50 h), off from 12 January 16:30 until `restEnd`, then
  // on the 14th 1 h on duty and 10 h of driving (11 h). Without a restart the
  // 7-day window (8–14 January) reaches 60 h after 1 h + 9 h of the new day.
  const week = (restEnd: string, onEnd: string, end: string) => [
    ...workDays(5, "2024-01-12T16:30-05:00"),
    ev("on", restEnd),
    ev("driving", onEnd),
    ev("off", end),
  ];

  test("property carrier: 34 h off restarts the 60 h count", () => {
    const events = week("2024-01-14T02:30-05:00", "2024-01-14T03:30-05:00", "2024-01-14T13:30-05:00");
    // 10 h of driving without a break would break 395.3(a)(3)(ii); only the cycle matters here.
    const result = evaluate("US_PROPERTY_60_7", events, "2024-01-14T14:00-05:00", NY);
    expect(result.violations.filter((v) => v.rule === "US_CYCLE_60H_7D")).toEqual([]);
    expect(result.remaining.cycleMinutes).toBe(49 * 60); // 60 h − 11 h since the restart
  });

  test("property carrier: 33 h 59 does not restart — 60 h reached at 12:29 EST (17:29Z)", () => {
    const events = week("2024-01-14T02:29-05:00", "2024-01-14T03:29-05:00", "2024-01-14T13:29-05:00");
    const result = evaluate("US_PROPERTY_60_7", events, "2024-01-14T14:00-05:00", NY);
    expect(result.violations.filter((v) => v.rule === "US_CYCLE_60H_7D")).toEqual([
      { rule: "US_CYCLE_60H_7D", at: "2024-01-14T17:29:00.000Z" },
    ]);
  });

  test("passenger carrier: the same 34 h off is no restart — 60 h reached at 12:30 EST (17:30Z)", () => {
    const events = week("2024-01-14T02:30-05:00", "2024-01-14T03:30-05:00", "2024-01-14T13:30-05:00");
    const result = evaluate("US_PASSENGER_60_7", events, "2024-01-14T14:00-05:00", NY);
    expect(result.violations).toEqual([{ rule: "US_CYCLE_60H_7D", at: "2024-01-14T17:30:00.000Z" }]);
  });
});
