// The demo's check-ins include this morning's once their time has come (docs/checkins.md "Demo data and scale"): a
// newcomer opening the check-ins on a working afternoon sees today's, and none dated after the first start.
import { describe, expect, test } from "vitest";

import { fixedClock } from "../../../shared/clock";
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
    // Wednesday 10 February 2027 in Toronto: 15:00 EST, then 05:00 EST.
    expect(await today(Date.UTC(2027, 1, 10, 20, 0), "2027-02-10")).toBeGreaterThanOrEqual(5);
    expect(await today(Date.UTC(2027, 1, 10, 10, 0), "2027-02-10")).toBe(0);
  });
});
