import { describe, expect, test } from "vitest";

import { carrierDayOf, dayBounds, daySegments, shiftDay, summarizeDay } from "./timesheets";

const H = 3600_000;
const TZ = "America/Toronto";

describe("carrier days", () => {
  test("a day runs from local midnight to local midnight, 23 or 25 hours when the clocks change", () => {
    const day = dayBounds("2026-06-10", TZ);
    expect(new Date(day.start).toISOString()).toBe("2026-06-10T04:00:00.000Z");
    expect(day.end - day.start).toBe(24 * H);
    expect(dayBounds("2026-03-08", TZ).end - dayBounds("2026-03-08", TZ).start).toBe(23 * H);
    expect(dayBounds("2026-11-01", TZ).end - dayBounds("2026-11-01", TZ).start).toBe(25 * H);
  });

  test("before the carrier's day start hour an instant belongs to the previous day", () => {
    const at = Date.parse("2026-06-10T07:30:00Z"); // 03:30 in Toronto
    expect(carrierDayOf(at, TZ)).toBe("2026-06-10");
    expect(carrierDayOf(at, TZ, 6)).toBe("2026-06-09");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe('a day\'s log and status (docs/hours.md "Statuses")', () => {
  const { start, end } = dayBounds("2026-06-10", TZ);
  const after = end + 1;

  test("the status carried in fills the day until its first change; a repeated status continues the line", () => {
    const segments = daySegments(start, end, "off", [
      { status: "on", start: start + 6 * H },
      { status: "driving", start: start + 7 * H },
      { status: "driving", start: start + 9 * H },
      { status: "off", start: start + 12 * H },
    ]);
    expect(segments.map((s) => [s.status, (s.end - s.start) / H])).toEqual([
      ["off", 6],
      ["on", 1],
      ["driving", 5],
      ["off", 12],
    ]);
  });

  test("totals: off-duty counts sleeper berth and personal conveyance; a yard move is on duty not driving", () => {
    const day = summarizeDay({
      dayStart: start,
      dayEnd: end,
      now: after,
      carried: "sleeper",
      certified: true,
      changes: [
        { status: "yard", start: start + 8 * H },
        { status: "driving", start: start + 9 * H },
        { status: "personal", start: start + 20 * H },
      ],
    });
    expect(day).toMatchObject({
      drivingMinutes: 11 * 60,
      onDutyNotDrivingMinutes: 60,
      offDutyMinutes: 12 * 60,
      sleeperMinutes: 8 * 60,
      status: "complete",
      open: false,
    });
  });

  test("missing: nothing known; off day: only off-duty time, carried or entered", () => {
    expect(
      summarizeDay({ dayStart: start, dayEnd: end, now: after, carried: undefined, certified: false, changes: [] })
        .status,
    ).toBe("missing");
    expect(
      summarizeDay({ dayStart: start, dayEnd: end, now: after, carried: "off", certified: false, changes: [] }).status,
    ).toBe("offDay");
    expect(
      summarizeDay({
        dayStart: start,
        dayEnd: end,
        now: after,
        carried: "driving",
        certified: false,
        changes: [{ status: "sleeper", start }],
      }).status,
    ).toBe("offDay");
  });

  test("in progress: a day not over and not certified; complete once certified", () => {
    const changes = [{ status: "on" as const, start: start + 6 * H }];
    const open = summarizeDay({
      dayStart: start,
      dayEnd: end,
      now: start + 8 * H,
      carried: "off",
      certified: false,
      changes,
    });
    expect(open).toMatchObject({ status: "inProgress", open: true, onDutyNotDrivingMinutes: 120, offDutyMinutes: 360 });
    expect(
      summarizeDay({ dayStart: start, dayEnd: end, now: start + 8 * H, carried: "off", certified: true, changes })
        .status,
    ).toBe("complete");
  });

  test("incomplete: an ended day not certified, or certified with a gap at its start", () => {
    const changes = [{ status: "on" as const, start: start + 6 * H }];
    expect(
      summarizeDay({ dayStart: start, dayEnd: end, now: after, carried: "off", certified: false, changes }).status,
    ).toBe("incomplete");
    expect(
      summarizeDay({ dayStart: start, dayEnd: end, now: after, carried: undefined, certified: true, changes }).status,
    ).toBe("incomplete");
    expect(
      summarizeDay({
        dayStart: start,
        dayEnd: end,
        now: after,
        carried: undefined,
        certified: true,
        changes: [{ status: "on", start }],
      }).status,
    ).toBe("complete");
  });
});
