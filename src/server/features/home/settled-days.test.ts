import type { Kysely } from "kysely";
import { expect, test } from "vitest";

import type { Database } from "../../db/tables";
import { SETTLE_DAYS, SettledDays } from "./settled-days";
import type { DayFigures, HomeStatsSource } from "./stats-source";
import { statsWindow, type DayRange } from "./stats-window";

/** A source over an in-memory list of days, recording the ranges it was asked for. */
function fakeSource(records: string[]) {
  const asked: DayRange[] = [];
  const source: HomeStatsSource = {
    domain: "checkins",
    series: ["checkins"],
    features: ["checkins"],
    roles: ["owner"],
    async daily(_db, _companyId, range) {
      asked.push(range);
      const days = records.filter((day) => day >= range.firstDay && day <= range.lastDay);
      return [...new Set(days)].map((day): DayFigures => ({ day, checkins: days.filter((d) => d === day).length }));
    },
  };
  return { source, asked };
}
const db = {} as Kysely<Database>;

test("the settled days are counted once per company and day, the recent days every time", async () => {
  const records = ["2026-03-02", "2026-11-20", "2026-11-23"];
  const { source, asked } = fakeSource(records);
  const cache = new SettledDays();
  const window = statsWindow("America/Toronto", "2026-11-23");
  const first = await cache.daily(source, db, "#12:1", window);
  expect(first).toEqual([
    { day: "2026-03-02", checkins: 1 },
    { day: "2026-11-20", checkins: 1 },
    { day: "2026-11-23", checkins: 1 },
  ]);
  expect(asked.map((r) => [r.firstDay, r.lastDay])).toEqual([
    ["2025-09-01", "2026-11-15"],
    ["2026-11-16", "2026-11-23"],
  ]);
  // A day's range has its start instants, plus the end of its last day.
  expect(asked[1]!.dayStarts).toHaveLength(SETTLE_DAYS + 1);

  // A new record of today shows at once; one on a settled day waits until the settled part is counted again.
  records.push("2026-11-23", "2026-05-05");
  const again = await cache.daily(source, db, "#12:1", window);
  expect(again.find((d) => d.day === "2026-11-23")?.checkins).toBe(2);
  expect(again.find((d) => d.day === "2026-05-05")).toBeUndefined();
  expect(asked).toHaveLength(3);
  // Another company has its own entry; the next day counts the settled part again.
  await cache.daily(source, db, "#12:2", window);
  const tomorrow = await cache.daily(source, db, "#12:1", statsWindow("America/Toronto", "2026-11-24"));
  expect(tomorrow.find((d) => d.day === "2026-05-05")?.checkins).toBe(1);
});
