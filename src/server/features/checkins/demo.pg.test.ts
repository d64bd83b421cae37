// The demo's check-ins include this morning's once their time has come (docs/checkins.md "Demo data and scale"): a
// newcomer opening the check-ins on a working afternoon sees today's, and none dated after the first start; each
// driver of the shifts plan checked in just before going on duty.
import { describe, expect, test } from "vitest";

import { fixedClock } from "../../../shared/clock";
import { localPartOf } from "../../seed/demo-identity";
import { shiftOf } from "../../seed/demo-shifts";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer } from "../../testing/test-server";

describe.each(testDatabases())("demo check-ins on $name", (database) => {
  const today = async (nowMs: number, day: string) => {
    const server = await startTestServer(database, { clock: fixedClock(nowMs) });
    try {
      const rows = await server.database.db
        .selectFrom("checkins as c")
        .innerJoin("companies as co", "co.id", "c.company_id")
        .select(["c.day", "c.created_date"])
        .where("co.website", "=", "mapleleaf.localhost")
        .execute();
      expect(rows.every((r) => r.created_date.getTime() <= nowMs)).toBe(true);
      return rows.filter((r) => r.day === day).length;
    } finally {
      await server.close();
    }
  };

  test("a working afternoon has today's check-ins; before the drivers' mornings there are none yet", async () => {
    // Wednesday 10 February 2027 in Toronto: 15:00 EST, then 05:00 EST (the earliest shift begins at 05:30).
    expect(await today(Date.UTC(2027, 1, 10, 20, 0), "2027-02-10")).toBeGreaterThanOrEqual(5);
    expect(await today(Date.UTC(2027, 1, 10, 10, 0), "2027-02-10")).toBe(0);
  });

  test("every driver of the shifts plan checks in before going on duty, never after", async () => {
    const server = await startTestServer(database, { clock: fixedClock(Date.UTC(2027, 1, 10, 20, 0)) });
    try {
      const rows = await server.database.db
        .selectFrom("checkins as c")
        .innerJoin("users as u", "u.id", "c.user_id")
        .innerJoin("companies as co", "co.id", "c.company_id")
        .select(["u.email", "c.created_date"])
        .where("co.website", "=", "mapleleaf.localhost")
        .execute();
      let planned = 0;
      for (const row of rows) {
        const shift = shiftOf(localPartOf(row.email));
        if (!shift) continue;
        planned += 1;
        const local = new Intl.DateTimeFormat("en-CA", {
          timeZone: "America/Toronto",
          hourCycle: "h23",
          hour: "2-digit",
          minute: "2-digit",
        }).formatToParts(row.created_date);
        const minutes =
          Number(local.find((p) => p.type === "hour")!.value) * 60 +
          Number(local.find((p) => p.type === "minute")!.value);
        expect(minutes, row.email).toBeLessThan(shift.shiftStart);
        expect(minutes, row.email).toBeGreaterThanOrEqual(shift.shiftStart - 30);
      }
      expect(planned).toBeGreaterThan(20);
    } finally {
      await server.close();
    }
  });
});
