// The fleet map's positions over a real websocket: every pin is the vehicle's newest inspection that has
// coordinates (recounted by brute force over the stored rows), a newer inspection moves the pin and one without
// coordinates leaves it where it was, and another company's vehicles never appear — nor may a driver ask.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { MapPositions } from "../../../shared/generated/map";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { demoCompanyId, inspectionOf, scheduleFor, sendCommand, signedIn, vehicleId } from "../inspections/test-kit";

const RANK: Record<string, number> = { none: 0, minor: 1, major: 2 };

describe.each(testDatabases())("map positions on $name", (database) => {
  let server: TestServer;
  let other: OtherCompany;
  const sockets: TestSocket[] = [];
  const open = async (email: string, app?: "drive") => {
    const socket = await signedIn(server, email, app);
    sockets.push(socket);
    return socket;
  };
  const positionsOf = async (socket: TestSocket) => {
    const reply = await socket.request("MapPositionsRequestEvent", {});
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as MapPositions;
  };
  /** Brute force: each active vehicle's newest inspection (as the unit or a trailer on it) that has coordinates. */
  const recount = async (companyId: string) => {
    const db = server.database.db;
    const vehicles = await db
      .selectFrom("vehicles")
      .select(["id", "name", "defect_type"])
      .where("company_id", "=", companyId)
      .where("deleted", "=", false)
      .execute();
    const inspections = await db
      .selectFrom("vehicle_inspections")
      .select(["id", "vehicle_id", "trailer_ids", "latitude", "longitude", "inspected_at"])
      .where("company_id", "=", companyId)
      .execute();
    const expected = new Map<
      string,
      { latitude: number; longitude: number; at: number; status: number; name: string }
    >();
    for (const vehicle of vehicles) {
      // A trailer is placed by the newest inspection it was on, and only when that one has coordinates.
      const mine = inspections.filter(
        (i) => i.vehicle_id === vehicle.id || (i.trailer_ids as string[]).includes(vehicle.id),
      );
      const newestOverall = [...mine].sort(
        (a, b) => Number(b.inspected_at) - Number(a.inspected_at) || b.id.localeCompare(a.id),
      )[0];
      const candidates = mine.filter(
        (i) => i.latitude !== null && (i.vehicle_id === vehicle.id || i.id === newestOverall?.id),
      );
      const newest = candidates.sort((a, b) => Number(b.inspected_at) - Number(a.inspected_at))[0];
      if (newest)
        expected.set(vehicle.id, {
          latitude: Number(newest.latitude),
          longitude: Number(newest.longitude),
          at: Number(newest.inspected_at),
          status: RANK[vehicle.defect_type] ?? 0,
          name: vehicle.name,
        });
    }
    return { expected, active: vehicles.length };
  };
  const byId = (positions: MapPositions) =>
    new Map(
      positions.ids.map((id, i) => [
        id,
        {
          latitude: positions.latitudes[i]!,
          longitude: positions.longitudes[i]!,
          at: positions.at[i]!,
          status: positions.statuses[i]!,
          name: positions.names[i]!,
        },
      ]),
    );

  beforeAll(async () => {
    server = await startTestServer(database);
    other = await createOtherCompany(server.database.db, "maprival");
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "inspections", "map"] })
      .where("id", "=", other.companyId)
      .execute();
    // The demo keeps hours of service: its drivers would have to start their day first (timesheet-rule.ts), which is
    // not what these tests are about.
    await server.database.db
      .updateTable("companies")
      .set({ timesheet_started_before_inspection: false })
      .where("id", "=", await demoCompanyId(server))
      .execute();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  test("the demo fleet's pins are each vehicle's newest position, with its status", async () => {
    const owner = await open("owner@mapleleaf.localhost");
    const positions = await positionsOf(owner);
    const { expected, active } = await recount(await demoCompanyId(server));
    // The demo seed gives its inspections coordinates: most of the fleet is on the map.
    expect(positions.ids.length).toBeGreaterThanOrEqual(14);
    expect(positions.ids.length + positions.unplaced).toBe(active);
    const got = byId(positions);
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [id, want] of expected) {
      const pin = got.get(id)!;
      expect(pin.latitude).toBeCloseTo(want.latitude, 4);
      expect(pin.longitude).toBeCloseTo(want.longitude, 4);
      expect({ at: pin.at, status: pin.status, name: pin.name }).toEqual({
        at: want.at,
        status: want.status,
        name: want.name,
      });
    }
    // S-202 has an open major defect: out of service.
    const s202 = await vehicleId(server, "S-202");
    expect(got.get(s202)?.status).toBe(2);
  });

  test("a newer inspection moves the pin; one without coordinates leaves it", async () => {
    const owner = await open("owner@mapleleaf.localhost");
    const driver = await open("driver1@mapleleaf.localhost", "drive");
    const vehicle = await vehicleId(server, "T-101");
    const schedule = await scheduleFor(driver, vehicle);
    const moved = await sendCommand(
      driver,
      "InspectionSubmitRequestEvent",
      inspectionOf(
        vehicle,
        schedule,
        {},
        { location: "Sudbury ON", coordinates: { latitude: 46.49123, longitude: -80.99345 } },
      ),
    );
    expect(moved.reply.statusCode, JSON.stringify(moved.reply.error)).toBe(200);
    const afterMove = byId(await positionsOf(owner)).get(vehicle);
    expect(afterMove).toMatchObject({ latitude: 46.49123, longitude: -80.99345, status: 0 });
    const blind = await sendCommand(
      driver,
      "InspectionSubmitRequestEvent",
      inspectionOf(vehicle, schedule, { 1: "minor" }, { location: "No signal" }),
    );
    expect(blind.reply.statusCode, JSON.stringify(blind.reply.error)).toBe(200);
    const afterBlind = byId(await positionsOf(owner)).get(vehicle);
    // Still the last known position, now with the minor defect's colour.
    expect(afterBlind).toMatchObject({ latitude: 46.49123, longitude: -80.99345, at: afterMove!.at, status: 1 });
  });

  test("another company's vehicles never appear, and each company sees only its own", async () => {
    const rivalDriver = await open(other.ownerEmail.replace("owner@", "driver@"), "drive");
    const rivalTruck = other.vehicleIds[0]!;
    const schedule = await scheduleFor(rivalDriver, rivalTruck);
    const sent = await sendCommand(
      rivalDriver,
      "InspectionSubmitRequestEvent",
      inspectionOf(
        rivalTruck,
        schedule,
        {},
        { location: "Rival yard", coordinates: { latitude: 45.5, longitude: -73.6 } },
      ),
    );
    expect(sent.reply.statusCode, JSON.stringify(sent.reply.error)).toBe(200);

    const demo = await positionsOf(await open("owner@mapleleaf.localhost"));
    for (const id of other.allIds) expect(demo.ids).not.toContain(id);
    expect(JSON.stringify(demo)).not.toContain("Zqxvictim");

    const rival = await positionsOf(await open(other.ownerEmail));
    expect(rival.ids).toEqual([rivalTruck]);
    expect(rival.latitudes).toEqual([45.5]);
    const demoIds = new Set(demo.ids);
    expect(rival.ids.some((id) => demoIds.has(id))).toBe(false);
  });

  test("a driver may not ask, nor a company without the map feature", async () => {
    const driver = await open("driver1@mapleleaf.localhost", "drive");
    const refused = await driver.request("MapPositionsRequestEvent", {});
    expect(refused.statusCode).toBe(403);
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "inspections"] })
      .where("id", "=", other.companyId)
      .execute();
    const rival = await open(other.ownerEmail);
    const off = await rival.request("MapPositionsRequestEvent", {});
    expect(off.error?.messageId).toBe("FeatureDisabled");
  });
});
