// Properties of the vehicle checklist due rule (docs/checklists.md "Rules"): whatever the time zone, schedule, results
// and inspections — a checklist every N days is due N local days after it was last done (or after it was planned), the
// chosen first due day counts until the first result after it was chosen, "at each inspection" is due exactly when an
// inspection came after the last result, and overdue means the due day has ended locally.
import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { localDay } from "./checkins";
import { shiftDay } from "./timesheets";
import { dueStatus, endOfDay, EVERY_DAYS_MAX, nextDueOn, planProblems, type DueFacts } from "./vehicle-checklists";

const DAY = 24 * 3600_000;
const zone = fc.constantFrom(
  "America/Toronto",
  "America/Vancouver",
  "America/St_Johns",
  "America/Halifax",
  "UTC",
  "Pacific/Chatham",
  "Asia/Kolkata",
);
/** 2020–2030, where every zone above has had DST transitions. */
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
const everyDays = fc.integer({ min: 1, max: EVERY_DAYS_MAX });
const day = instant.map((ms) => localDay(ms, "UTC"));

describe("vehicle checklist due rule", () => {
  test("every N days: due N local days after the last result, or after the plan was set when never done", () => {
    fc.assert(
      fc.property(
        zone,
        instant,
        everyDays,
        fc.option(fc.integer({ min: -400 * DAY, max: 400 * DAY }), { nil: undefined }),
        (tz, scheduledAt, n, resultOffset) => {
          const lastResultAt = resultOffset === undefined ? undefined : scheduledAt + resultOffset;
          const due = nextDueOn(
            {
              schedule: "everyDays",
              everyDays: n,
              scheduledAt,
              ...(lastResultAt !== undefined ? { lastResultAt } : {}),
            },
            tz,
          )!;
          expect(due).toBe(shiftDay(localDay(lastResultAt ?? scheduledAt, tz), n));
          // Done at some moment: not due again that local day, and due on the day N days later.
          expect(dueStatus("everyDays", due, lastResultAt ?? scheduledAt, tz)).toBe("scheduled");
          expect(dueStatus("everyDays", due, endOfDay(due, tz), tz)).toBe("due");
          expect(dueStatus("everyDays", due, endOfDay(due, tz) + 1, tz)).toBe("overdue");
        },
      ),
      { numRuns: 400 },
    );
  });

  test("the chosen first due day counts until a result after it was chosen, never after", () => {
    fc.assert(
      fc.property(
        zone,
        instant,
        everyDays,
        day,
        fc.integer({ min: -30 * DAY, max: 30 * DAY }),
        (tz, scheduledAt, n, firstDueOn, resultOffset) => {
          const facts: DueFacts = { schedule: "everyDays", everyDays: n, firstDueOn, scheduledAt };
          expect(nextDueOn(facts, tz)).toBe(firstDueOn);
          const lastResultAt = scheduledAt + resultOffset;
          const after = nextDueOn({ ...facts, lastResultAt }, tz);
          expect(after).toBe(lastResultAt >= scheduledAt ? shiftDay(localDay(lastResultAt, tz), n) : firstDueOn);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("a later result never brings the due day earlier", () => {
    fc.assert(
      fc.property(zone, instant, everyDays, fc.nat(400 * DAY), fc.nat(30 * DAY), (tz, scheduledAt, n, first, more) => {
        const base: DueFacts = { schedule: "everyDays", everyDays: n, scheduledAt };
        const earlier = nextDueOn({ ...base, lastResultAt: scheduledAt + first }, tz)!;
        const later = nextDueOn({ ...base, lastResultAt: scheduledAt + first + more }, tz)!;
        expect(later >= earlier).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test("at each inspection: due on the day of the first inspection after the last result, and only then", () => {
    fc.assert(
      fc.property(
        zone,
        instant,
        fc.option(fc.integer({ min: -20 * DAY, max: 20 * DAY }), { nil: undefined }),
        fc.array(fc.integer({ min: -20 * DAY, max: 20 * DAY }), { maxLength: 8 }),
        (tz, scheduledAt, resultOffset, offsets) => {
          const lastResultAt = resultOffset === undefined ? undefined : scheduledAt + resultOffset;
          const inspectedAt = offsets.map((o) => scheduledAt + o);
          const due = nextDueOn(
            {
              schedule: "eachInspection",
              scheduledAt,
              inspectedAt,
              ...(lastResultAt !== undefined ? { lastResultAt } : {}),
            },
            tz,
          );
          const since = Math.max(lastResultAt ?? -Infinity, scheduledAt);
          const since_ = inspectedAt.filter((at) => at > since);
          expect(due).toBe(since_.length === 0 ? undefined : localDay(Math.min(...since_), tz));
          // Waiting until an inspection comes; due the day it comes.
          if (due === undefined) expect(dueStatus("eachInspection", due, since, tz)).toBe("waiting");
          else expect(dueStatus("eachInspection", due, Math.min(...since_), tz)).toBe("due");
          // Filled after every inspection: nothing is due until the next one.
          const filled = Math.max(since, ...inspectedAt) + 1;
          expect(
            nextDueOn({ schedule: "eachInspection", scheduledAt, inspectedAt, lastResultAt: filled }, tz),
          ).toBeUndefined();
        },
      ),
      { numRuns: 400 },
    );
  });

  test("overdue exactly when the due day has ended in the company's time zone", () => {
    fc.assert(
      fc.property(zone, day, instant, (tz, dueOn, now) => {
        const status = dueStatus("everyDays", dueOn, now, tz);
        expect(status === "overdue").toBe(now > endOfDay(dueOn, tz));
        expect(status === "due").toBe(localDay(now, tz) === dueOn);
        expect(localDay(endOfDay(dueOn, tz), tz)).toBe(dueOn);
      }),
      { numRuns: 400 },
    );
  });

  test("no schedule is never due; a plan's problems name their field", () => {
    fc.assert(
      fc.property(zone, instant, instant, (tz, scheduledAt, now) => {
        expect(dueStatus("none", nextDueOn({ schedule: "none", scheduledAt }, tz), now, tz)).toBe("none");
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        const problems = planProblems({ schedule: "everyDays", everyDays: n }, "2025-06-01");
        expect(problems.everyDays === "outOfRange").toBe(n < 1 || n > EVERY_DAYS_MAX);
      }),
    );
    expect(planProblems({ schedule: "everyDays" }, "2025-06-01")).toEqual({ everyDays: "required" });
    expect(planProblems({ schedule: "eachInspection", everyDays: 3, firstDueOn: "2025-06-02" }, "2025-06-01")).toEqual({
      everyDays: "notAllowed",
      firstDueOn: "notAllowed",
    });
    expect(planProblems({ schedule: "everyDays", everyDays: 7, firstDueOn: "2025-02-30" }, "2025-06-01")).toEqual({
      firstDueOn: "format",
    });
    expect(planProblems({ schedule: "everyDays", everyDays: 7, firstDueOn: "2027-06-01" }, "2025-06-01")).toEqual({
      firstDueOn: "outOfRange",
    });
    expect(planProblems({ schedule: "everyDays", everyDays: 7, firstDueOn: "2025-05-20" }, "2025-06-01")).toEqual({});
  });
});
