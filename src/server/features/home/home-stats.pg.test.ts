// Home stats over a real websocket: the series equal a recount of random seeded records by local day of the
// company's time zone (property-based), another company's records are never counted, and who sees what follows the
// roles and the company's features (docs/home.md "Who may do what").
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { HomeSeriesName, HomeStats } from "../../../shared/generated/home";
import { carrierDayOf, dayBounds, shiftDay } from "../../../shared/rules/timesheets";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { statsWindow } from "./stats-window";

const DAY = 24 * 3600_000;
// A zone with a daylight-saving change inside any 15 months, away from the servers' UTC.
const ZONE = "America/Vancouver";
const ALL_FEATURES = ["home", "users", "vehicles", "inspections", "checkins", "timesheets", "compliance"];

interface RandomRecord {
  /** Days before now (negative: the future, never counted), and the local hour. */
  daysAgo: number;
  hour: number;
  rank: 0 | 1 | 2;
  fit: boolean;
  missing: boolean;
  drivingMinutes: number;
}

const recordArb = fc.record({
  daysAgo: fc.integer({ min: -2, max: 520 }),
  hour: fc.integer({ min: 0, max: 23 }),
  rank: fc.constantFrom(0 as const, 1 as const, 2 as const),
  fit: fc.boolean(),
  missing: fc.boolean(),
  drivingMinutes: fc.integer({ min: 0, max: 780 }),
});

const series = (stats: HomeStats, name: HomeSeriesName) => stats.series.find((s) => s.name === name);

describe.each(testDatabases())("home stats on $name", (database) => {
  let server: TestServer;
  let rival: OtherCompany;
  let runs = 0;
  const sockets: TestSocket[] = [];

  const signIn = async (email: string, app?: "drive") => {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", {
      email,
      password: TEST_PASSWORD,
      ...(app ? { app } : {}),
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    sockets.push(socket);
    return socket;
  };
  const statsOf = async (socket: TestSocket) => {
    const reply = await socket.request("HomeStatsRequestEvent", {});
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as HomeStats;
  };
  /** A new company in ZONE with every feature (hours-of-service rows cannot be deleted, so each run starts afresh). */
  const freshCompany = async (features = ALL_FEATURES) => {
    const db = server.services.db;
    const company = await createOtherCompany(db, `home${++runs}`);
    await db.updateTable("companies").set({ features, time_zone: ZONE }).where("id", "=", company.companyId).execute();
    return { company, owner: await signIn(company.ownerEmail) };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    rival = await createOtherCompany(server.services.db, "homerival");
    await server.services.db
      .updateTable("companies")
      .set({ features: ALL_FEATURES, time_zone: ZONE })
      .where("id", "=", rival.companyId)
      .execute();
    // The rival's records fall on the same days as everyone's: none may show in another company's figures.
    await seed(
      rival,
      Array.from({ length: 30 }, (_, i) => ({
        daysAgo: i,
        hour: 12,
        rank: 2 as const,
        fit: false,
        missing: false,
        drivingMinutes: 600,
      })),
      server.services.clock.now(),
    );
    await server.services.db
      .updateTable("vehicles")
      .set({ defect_type: "major" })
      .where("company_id", "=", rival.companyId)
      .execute();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  /** The local day a record falls on. */
  const dayOf = (r: RandomRecord, now: number) => carrierDayOf(now - r.daysAgo * DAY, ZONE);
  /** One timesheet per driver and day: only the first record of a day has one. */
  const firstOfDay = (records: readonly RandomRecord[], i: number, now: number) =>
    records.findIndex((o) => dayOf(o, now) === dayOf(records[i]!, now)) === i;

  /** One inspection, one check-in and (first of its day) one timesheet per record, by the company's driver. */
  async function seed(target: OtherCompany, records: readonly RandomRecord[], now: number) {
    const db = server.services.db;
    const [userId, employeeId] = [target.userIds[2]!, target.employeeIds[2]!];
    const none = { created_by: null, modified_by: null, time_zone: null };
    for (const [i, r] of records.entries()) {
      const day = dayOf(r, now);
      const bounds = dayBounds(day, ZONE);
      // At most 22:01 after the day's start: a spring-forward day has 23 hours.
      const at = bounds.start + Math.min(r.hour, 22) * 3600_000 + 60_000;
      await db
        .insertInto("vehicle_inspections")
        .values({
          ...none,
          company_id: target.companyId,
          vehicle_id: target.vehicleIds[0]!,
          vehicle_name: "Unit",
          driver_id: userId,
          driver_name: "Driver",
          schedule_id: target.scheduleIds[0]!,
          schedule_name: "Schedule 1",
          declaration_id: null,
          trip_type: "pre-trip",
          inspected_at: at,
          odometer: null,
          odometer_type: null,
          hubometer: null,
          plate: null,
          latitude: null,
          longitude: null,
          accuracy_m: null,
          answers: "[]",
          declaration_accepted: true,
          signature_file_id: null,
          found_rank: r.rank,
          status_rank: 0,
        })
        .execute();
      await db
        .insertInto("checkins")
        .values({
          ...none,
          company_id: target.companyId,
          employee_id: employeeId,
          user_id: userId,
          employee_name: "Driver",
          result: r.fit ? "None" : "NotAbleToWork",
          reason: null,
          latitude: null,
          longitude: null,
          accuracy: null,
          day,
        })
        .execute();
      if (!firstOfDay(records, i, now)) continue;
      await db
        .insertInto("timesheets")
        .values({
          ...none,
          company_id: target.companyId,
          employee_id: employeeId,
          user_id: userId,
          employee_name: "Driver",
          day,
          day_start: new Date(bounds.start),
          day_end: new Date(bounds.end),
          cycle: "CA_CYCLE_1",
          status: r.missing ? "missing" : "complete",
          driving_minutes: r.drivingMinutes,
        })
        .execute();
    }
  }

  /** The brute-force recount: every record's local day, then the window's days and months. */
  function recount(records: readonly RandomRecord[], now: number) {
    const window = statsWindow(ZONE, carrierDayOf(now, ZONE));
    const per = (pick: (r: RandomRecord, i: number) => number) => ({
      daily: window.days.map((d) => records.reduce((sum, r, i) => sum + (dayOf(r, now) === d ? pick(r, i) : 0), 0)),
      monthly: window.months.map((m) =>
        records.reduce(
          (sum, r, i) => sum + (dayOf(r, now).startsWith(m) && dayOf(r, now) <= window.lastDay ? pick(r, i) : 0),
          0,
        ),
      ),
    });
    const first = (i: number) => firstOfDay(records, i, now);
    return {
      window,
      inspections: per(() => 1),
      inspectionsMinor: per((r) => (r.rank === 1 ? 1 : 0)),
      inspectionsMajor: per((r) => (r.rank === 2 ? 1 : 0)),
      checkins: per(() => 1),
      checkinsNotFit: per((r) => (r.fit ? 0 : 1)),
      timesheetDays: per((r, i) => (first(i) && !r.missing ? 1 : 0)),
      drivingMinutes: per((r, i) => (first(i) ? r.drivingMinutes : 0)),
    };
  }

  test("every series equals a recount of the seeded records by local day and month; another company's never count", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(recordArb, { maxLength: 25 }), async (records) => {
        const { company, owner } = await freshCompany();
        const now = server.services.clock.now();
        await seed(company, records, now);
        const stats = await statsOf(owner);
        const want = recount(records, now);
        expect(stats.days).toEqual(want.window.days);
        expect(stats.months).toEqual(want.window.months);
        expect(stats.timeZone).toBe(ZONE);
        for (const name of [
          "inspections",
          "inspectionsMinor",
          "inspectionsMajor",
          "checkins",
          "checkinsNotFit",
          "timesheetDays",
          "drivingMinutes",
        ] as const) {
          const got = series(stats, name);
          expect({ name, daily: got?.daily, monthly: got?.monthly }).toEqual({ name, ...want[name] });
        }
        // Its own vehicle has no open defect; the rival's are all out of service.
        expect(stats.outOfService).toBe(0);
      }),
      { numRuns: 6 },
    );
  });

  test("an inspection at 23:30 local time counts on that local day, not on the UTC date", async () => {
    const { company, owner } = await freshCompany();
    const now = server.services.clock.now();
    await seed(company, [{ daysAgo: 1, hour: 3, rank: 0, fit: true, missing: false, drivingMinutes: 0 }], now);
    const yesterday = shiftDay(carrierDayOf(now, ZONE), -1);
    // Half an hour before the day ends: 23:30 whether the day had 23, 24 or 25 hours.
    const late = dayBounds(yesterday, ZONE).end - 0.5 * 3600_000;
    // 23:30 in Vancouver is the next day in UTC.
    expect(new Date(late).toISOString().slice(0, 10)).not.toBe(yesterday);
    await server.services.db
      .updateTable("vehicle_inspections")
      .set({ inspected_at: late })
      .where("company_id", "=", company.companyId)
      .execute();
    const stats = await statsOf(owner);
    expect(series(stats, "inspections")!.daily.slice(-2)).toEqual([1, 0]);
  });

  test("vehicles out of service: the active ones with an open major defect, of this company only", async () => {
    const { company } = await freshCompany();
    await server.services.db
      .updateTable("vehicles")
      .set({ defect_type: "major" })
      .where("id", "in", company.vehicleIds)
      .execute();
    const owner = await signIn(company.ownerEmail);
    // vehicleIds[1] is removed: no longer in the fleet, so not out of service either.
    expect((await statsOf(owner)).outOfService).toBe(1);
  });

  test("a mechanic sees the inspections and the vehicles, a driver nothing; each series follows its feature", async () => {
    const mechanic = await signIn("mechanic@mapleleaf.localhost");
    const mine = await statsOf(mechanic);
    expect(mine.series.map((s) => s.name)).toEqual(["inspections", "inspectionsMinor", "inspectionsMajor"]);
    expect(mine.outOfService).toBe(1);
    const driver = await signIn("driver1@mapleleaf.localhost", "drive");
    expect(await driver.request("HomeStatsRequestEvent", {})).toMatchObject({
      statusCode: 403,
      error: { messageId: "UnauthorizedException" },
    });

    const { owner } = await freshCompany(["home", "users", "checkins"]);
    const stats = await statsOf(owner);
    expect(stats.series.map((s) => s.name)).toEqual(["checkins", "checkinsNotFit"]);
    expect(stats.outOfService).toBeUndefined();
  });

  test("the demo company: two weeks of inspections, check-ins and hours, one unit out of service", async () => {
    const manager = await signIn("manager@mapleleaf.localhost");
    const stats = await statsOf(manager);
    const total = (name: HomeSeriesName) => series(stats, name)!.daily.reduce((a, b) => a + b, 0);
    expect(total("inspections")).toBeGreaterThan(0);
    expect(total("inspectionsMajor")).toBeGreaterThan(0);
    expect(total("checkins")).toBeGreaterThan(0);
    expect(total("checkinsNotFit")).toBe(1);
    expect(total("timesheetDays")).toBeGreaterThan(0);
    expect(total("drivingMinutes")).toBeGreaterThan(0);
    expect(stats.outOfService).toBe(1);
    // The months hold the days: the last 15 days fall within the last two months.
    expect(
      series(stats, "inspections")!
        .monthly.slice(-2)
        .reduce((a, b) => a + b, 0),
    ).toBeGreaterThanOrEqual(total("inspections"));
  });
});
