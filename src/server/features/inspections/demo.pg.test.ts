// The demo company starts with a living fleet of inspections: two weeks of them, one unit out of service with its
// open major defect, one major defect repaired and acknowledged, and every vehicle's state agreeing with its defects.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { fixedClock } from "../../../shared/clock";
import type { FeatureName, RoleName } from "../../../shared/generated/common";
import { worstDefect } from "../../../shared/rules/defects";
import { dayBounds, DEFAULT_TIME_ZONE } from "../../../shared/rules/timesheets";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { inspectionReadiness } from "./timesheet-rule";

describe.each(testDatabases())("demo inspections on $name", (database) => {
  let server: TestServer;
  let companyId: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    companyId = (
      await server.database.db
        .selectFrom("companies")
        .select("id")
        .where("website", "=", "mapleleaf.localhost")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  test("two weeks of inspections by several drivers; S-202 out of service, T-103 minor, T-102's major repaired and acknowledged", async () => {
    const db = server.database.db;
    const inspections = await db
      .selectFrom("vehicle_inspections")
      .select(["driver_name", "inspected_at", "trip_type", "trailer_ids"])
      .where("company_id", "=", companyId)
      .execute();
    expect(inspections.length).toBeGreaterThan(60);
    expect(new Set(inspections.map((i) => i.driver_name)).size).toBeGreaterThanOrEqual(6);
    expect(inspections.some((i) => i.trip_type === "post-trip")).toBe(true);
    expect(inspections.some((i) => i.trailer_ids.length > 0)).toBe(true);
    const span =
      Math.max(...inspections.map((i) => Number(i.inspected_at))) -
      Math.min(...inspections.map((i) => Number(i.inspected_at)));
    // Two weeks of working days: weekends are off (seed/demo-shifts.ts), so the span is at least ten days.
    expect(span).toBeGreaterThan(10 * 24 * 3600_000);

    const vehicles = await db
      .selectFrom("vehicles")
      .select(["id", "name", "defect_type", "inspected_until"])
      .where("company_id", "=", companyId)
      .execute();
    const defects = await db
      .selectFrom("vehicle_inspection_defects")
      .selectAll()
      .where("company_id", "=", companyId)
      .execute();
    const byName = new Map(vehicles.map((v) => [v.name, v]));
    expect(byName.get("S-202")!.defect_type).toBe("major");
    expect(byName.get("T-103")!.defect_type).toBe("minor");
    for (const vehicle of vehicles) {
      expect(vehicle.defect_type, vehicle.name).toBe(
        worstDefect(
          defects
            .filter((d) => d.vehicle_id === vehicle.id)
            .map((d) => ({ severity: d.severity, fixed: d.defect_state !== "open" })),
        ),
      );
    }
    const t102 = defects.filter((d) => d.vehicle_id === byName.get("T-102")!.id && d.severity === "major");
    expect(t102).toEqual([
      expect.objectContaining({
        defect_state: "repaired",
        repaired_by_name: "Mei Chen",
        acknowledged_by_name: "Daniel Roy",
      }),
    ]);
    expect(defects.filter((d) => d.severity === "minor" && d.defect_state !== "open").length).toBeGreaterThan(0);
    // Most units were inspected this morning or yesterday: "inspected until" is set.
    expect(vehicles.filter((v) => v.inspected_until !== null).length).toBeGreaterThan(15);

    // Everyone who inspected has an account in use: a password of their own and a sign-in (not "Password not
    // chosen yet" beside two weeks of inspections).
    const inspectors = await db
      .selectFrom("users")
      .select(["email", "password_hash", "last_sign_in"])
      .where("id", "in", db.selectFrom("vehicle_inspections").select("driver_id").where("company_id", "=", companyId))
      .execute();
    expect(inspectors.length).toBeGreaterThanOrEqual(6);
    for (const user of inspectors) {
      expect(user.password_hash, user.email).not.toBeNull();
      expect(user.last_sign_in, user.email).not.toBeNull();
    }
  });

  // The company's own rule (SOR/2005-313 s.2; docs/inspections.md "Start the day before inspecting"): a driver or
  // mechanic has started the day's record of duty status before inspecting. The demo obeys it: every inspection of
  // someone who keeps a log comes after a change of duty status that day, on a day their log shows worked.
  test("every demo inspection comes after its driver started that day's log", async () => {
    const db = server.database.db;
    const company = await db
      .selectFrom("companies")
      .select("features")
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    const inspections = await db
      .selectFrom("vehicle_inspections as i")
      .innerJoin("employees as e", (join) =>
        join.onRef("e.user_id", "=", "i.driver_id").onRef("e.company_id", "=", "i.company_id"),
      )
      .select(["i.driver_id", "i.driver_name", "i.inspected_at", "e.roles"])
      .where("i.company_id", "=", companyId)
      .execute();
    const refused: string[] = [];
    let required = 0;
    for (const inspection of inspections) {
      const readiness = await inspectionReadiness(
        db,
        companyId,
        inspection.driver_id,
        inspection.roles as RoleName[],
        company.features as FeatureName[],
        Number(inspection.inspected_at),
      );
      if (readiness.timesheetRequired) required += 1;
      if (!readiness.timesheetStarted)
        refused.push(`${inspection.driver_name} ${new Date(Number(inspection.inspected_at)).toISOString()}`);
    }
    expect(inspections.length).toBeGreaterThan(60);
    // The rule applies to most of them (a non-commercial driver keeps no log).
    expect(required).toBeGreaterThan(inspections.length / 2);
    expect(refused).toEqual([]);
    // Whoever checked in "not able to work" neither drove nor inspected that day.
    const sick = await db
      .selectFrom("checkins")
      .select(["user_id", "day"])
      .where("company_id", "=", companyId)
      .where("result", "=", "NotAbleToWork")
      .execute();
    expect(sick).toHaveLength(1);
    const { user_id: sickUser, day: sickDay } = sick[0]!;
    const bounds = dayBounds(sickDay, DEFAULT_TIME_ZONE);
    const inspectedThatDay = await db
      .selectFrom("vehicle_inspections")
      .select("id")
      .where("driver_id", "=", sickUser)
      .where("inspected_at", ">=", bounds.start)
      .where("inspected_at", "<", bounds.end)
      .execute();
    expect(inspectedThatDay).toEqual([]);
    const log = await db
      .selectFrom("timesheets")
      .select(["driving_minutes", "on_duty_minutes"])
      .where("user_id", "=", sickUser)
      .where("day", "=", sickDay)
      .executeTakeFirst();
    expect((log?.driving_minutes ?? 0) + (log?.on_duty_minutes ?? 0)).toBe(0);
  });

  // A newcomer who starts the portal in the evening sees the same morning as one who started it at noon: the
  // history is drawn day by day (features/inspections/demo.ts), not from one stream that the afternoon's post-trips shift.
  test("the history does not change with the hour the demo is seeded", async () => {
    const noon = Date.UTC(2027, 1, 11, 12, 0); // a Thursday whose afternoon post-trips once shifted the morning
    const history = async (nowMs: number) => {
      const other = await startTestServer(database, { clock: fixedClock(nowMs) });
      try {
        const db = other.database.db;
        const rows = await db
          .selectFrom("vehicle_inspections as i")
          .innerJoin("vehicles as v", "v.id", "i.vehicle_id")
          .innerJoin("companies as c", "c.id", "i.company_id")
          .leftJoin("vehicle_inspection_defects as d", "d.inspection_id", "i.id")
          .select(["v.name", "i.inspected_at", "i.trip_type", "i.odometer", "i.location", "d.part", "d.severity"])
          .where("c.website", "=", "mapleleaf.localhost")
          .where("i.inspected_at", "<=", noon)
          .execute();
        return rows
          .map((r) =>
            [r.name, Number(r.inspected_at), r.trip_type, r.odometer, r.location, r.part, r.severity].join(" "),
          )
          .sort();
      } finally {
        await other.close();
      }
    };
    const atNoon = await history(noon);
    expect(atNoon.length).toBeGreaterThan(60);
    expect(await history(noon + 11 * 3600_000 + 45 * 60_000)).toEqual(atNoon);
  });
});
