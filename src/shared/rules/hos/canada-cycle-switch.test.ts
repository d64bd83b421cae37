// SOR/2005-313 s.29: switching from cycle 1 to cycle 2 needs 36 consecutive
// hours off before driving again, from cycle 2 to cycle 1 72 hours; after
// them the hours are set back to zero. The input declares a switch with
// `cycleSwitches: [{ at, to }]`, `ruleset` being the cycle before it.
// Toronto, EST (UTC−5).
import { describe, expect, test } from "vitest";

import { addDays, evaluate, ev, iso } from "./test-support";
import type { HosEvent } from "./types";

/** One drive a day, 06:00–18:00 (12 h), for `days` days from `first`. */
function dailyDrives(first: string, days: number): HosEvent[] {
  const events: HosEvent[] = [];
  for (let d = 0; d < days; d++)
    events.push(ev("driving", iso(addDays(first, d), "06:00")), ev("off", iso(addDays(first, d), "18:00")));
  return events;
}

describe("cycle 1 → cycle 2 (s.29(1)(a))", () => {
  // 1–5 January: 60 h. Off from the 5th 18:00 until `restEnd` (36 h at 06:00
  // on the 7th), switch declared on the 6th at noon, then 12 h a day 7–11
  // January (60 h), a 24 h rest, and 1 h more on the 12th from 18:00.
  const log = (restEnd: string) => [
    ...dailyDrives("2024-01-01", 5),
    ev("driving", restEnd),
    ev("off", iso("2024-01-07", "18:00")),
    ...dailyDrives("2024-01-08", 4),
    ev("driving", iso("2024-01-12", "18:00")),
    ev("off", iso("2024-01-12", "19:00")),
  ];
  const SWITCH = { cycleSwitches: [{ at: "2024-01-06T12:00-05:00", to: "CA_CYCLE_2" as const }] };
  const AS_OF = "2024-01-12T20:00-05:00";

  test("after 36 h off the hours start again from zero: 61 h in cycle 2's fortnight", () => {
    // Without s.29(2) the 14 days would hold 60 + 60 + 1 = 121 h.
    const result = evaluate("CA_CYCLE_1", log(iso("2024-01-07", "06:00")), AS_OF, SWITCH);
    expect(result.violations).toEqual([]);
    expect(result.remaining.cycleMinutes).toBe((120 - 61) * 60); // s.27(a); s.27(b) leaves 70 − 1 h
  });

  test("a driver on cycle 2 throughout gets no reset from the 36 h rest (s.28 asks 72 h)", () => {
    expect(evaluate("CA_CYCLE_2", log(iso("2024-01-07", "06:00")), AS_OF).violations).toEqual([
      { rule: "CA_CYCLE_2_120H_14D", at: "2024-01-12T23:00:00.000Z" },
    ]);
  });

  test("35 h 59 off is too short: the first drive after the switch breaks s.29", () => {
    const result = evaluate("CA_CYCLE_1", log(iso("2024-01-07", "05:59")), AS_OF, SWITCH);
    expect(result.violations[0]).toEqual({ rule: "CA_CYCLE_SWITCH_OFF_DUTY", at: "2024-01-07T10:59:00.000Z" });
  });

  test("a switch declared before the rest is complete stops driving until it is", () => {
    const events = [...dailyDrives("2024-01-01", 5)];
    const resting = evaluate("CA_CYCLE_1", events, "2024-01-06T12:00-05:00", SWITCH);
    expect(resting.violations).toEqual([]);
    expect(resting.remaining.drivingMinutes).toBe(0);
    const rested = evaluate("CA_CYCLE_1", events, "2024-01-07T06:00-05:00", SWITCH);
    expect(rested.remaining.drivingMinutes).toBe(13 * 60);
    expect(rested.remaining.cycleMinutes).toBe(70 * 60);
  });
});

describe("cycle 2 → cycle 1 (s.29(1)(b))", () => {
  // 1–5 January: 60 h on cycle 2, then off until `restEnd`, switch to cycle 1.
  const log = (restEnd: string) => [
    ...dailyDrives("2024-01-01", 5),
    ev("driving", restEnd),
    ev("off", "2024-01-09T06:00-05:00"),
  ];
  const SWITCH = { cycleSwitches: [{ at: "2024-01-07T00:00-05:00", to: "CA_CYCLE_1" as const }] };

  test("72 h off allows it", () => {
    expect(
      evaluate("CA_CYCLE_2", log(iso("2024-01-08", "18:00")), "2024-01-09T07:00-05:00", SWITCH).violations,
    ).toEqual([]);
  });

  test("71 h 59 does not", () => {
    expect(
      evaluate("CA_CYCLE_2", log(iso("2024-01-08", "17:59")), "2024-01-09T07:00-05:00", SWITCH).violations,
    ).toEqual([{ rule: "CA_CYCLE_SWITCH_OFF_DUTY", at: "2024-01-08T22:59:00.000Z" }]);
  });
});

describe("declaring switches", () => {
  const events = dailyDrives("2024-01-01", 2);

  test("a switch to the cycle already in force changes nothing", () => {
    const plain = evaluate("CA_CYCLE_1", events, "2024-01-03T00:00-05:00");
    expect(
      evaluate("CA_CYCLE_1", events, "2024-01-03T00:00-05:00", {
        cycleSwitches: [{ at: "2024-01-01T12:00-05:00", to: "CA_CYCLE_1" }],
      }),
    ).toEqual(plain);
  });

  test("switches are for the Canadian cycles only", () => {
    expect(() =>
      evaluate("US_PROPERTY_70_8", events, "2024-01-03T00:00-05:00", {
        cycleSwitches: [{ at: "2024-01-01T12:00-05:00", to: "CA_CYCLE_2" }],
      }),
    ).toThrow(/cycleSwitches apply to the Canadian cycles only/);
  });
});
