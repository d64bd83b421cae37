// Vehicles over a real websocket against a real database: saving, scoping to the company, validation, soft
// removal and live notifications.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Vehicle, VehicleFields, VehicleListResponse, VehiclesChanged } from "../../../shared/generated/vehicles";
import { hashPassword } from "../../passwords";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

const TRAILER: VehicleFields = {
  name: "Reefer 12",
  categoryId: "#23:5",
  brakingType: "abs",
  plate: "p12-345",
  cvorDate: String(Date.UTC(2026, 2, 15)),
};

async function signedIn(server: TestServer, email: string): Promise<TestSocket> {
  const socket = await openTestSocket(server.wsUrl);
  const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
  expect(reply.statusCode).toBe(200);
  return socket;
}

/** A second company with its own owner, to prove one company never sees another's vehicles. */
async function otherCompanyOwner(server: TestServer): Promise<string> {
  const db = server.database.db;
  const company = await db
    .insertInto("companies")
    .values({
      name: "Rival Freight",
      features: ["vehicles"],
      website: null,
      email: null,
      phone: null,
      postal: null,
      country: null,
      jurisdiction: null,
      cvor: null,
      address: null,
      hq: null,
      created_by: null,
      modified_by: null,
      time_zone: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto("users")
    .values({
      email: "owner@rival.localhost",
      first: "Rita",
      last: "Val",
      password_hash: await hashPassword(TEST_PASSWORD),
      phone: null,
      city: null,
      postal: null,
      jurisdiction: null,
      country: null,
      street: null,
      license_class: null,
      license_expiry: null,
      last_sign_in: null,
      created_by: null,
      modified_by: null,
      time_zone: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("employees")
    .values({
      user_id: user.id,
      company_id: company.id,
      roles: ["owner"],
      employment_id: null,
      start_date: null,
      end_date: null,
      created_by: null,
      modified_by: null,
      time_zone: null,
    })
    .execute();
  return "owner@rival.localhost";
}

describe.each(testDatabases())("vehicles on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let rival: TestSocket;
  beforeAll(async () => {
    server = await startTestServer(database);
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    rival = await signedIn(server, await otherCompanyOwner(server));
  });
  afterAll(async () => {
    owner?.close();
    rival?.close();
    await server?.close();
  });

  test("a trailer is saved with its plate upper-cased and its annual safety expiry computed", async () => {
    const reply = await owner.request("VehicleSaveRequestEvent", { vehicle: TRAILER });
    expect(reply.statusCode).toBe(200);
    const saved = reply.payload as Vehicle;
    expect(saved).toMatchObject({
      name: "Reefer 12",
      plate: "P12-345",
      categoryName: "Trailer",
      brakingType: "abs",
      odometer: "0",
      usageType: "commercial",
      deleted: false,
      defectType: "none",
    });
    expect(saved.id).toMatch(/^#30:\d+$/);
    // Recorded 15 March 2026 (Toronto) → valid to the end of March 2027, Toronto time (EDT, UTC−4).
    expect(saved.safetyExpiry).toBe(Date.UTC(2027, 3, 1, 4) - 1);
    const again = await owner.request("VehicleGetRequestEvent", { id: saved.id });
    expect(again.payload).toEqual(saved);
  });

  test("a bus's safety expires six months after the month recorded (semi-annual inspection)", async () => {
    const reply = await owner.request("VehicleSaveRequestEvent", {
      vehicle: {
        name: "Coach 1",
        categoryId: "#23:6",
        brakingType: "abs",
        cvorDate: String(Date.UTC(2026, 0, 10, 17)),
      },
    });
    expect((reply.payload as Vehicle).safetyExpiry).toBe(Date.UTC(2026, 7, 1, 4) - 1);
  });

  test("a trailer without a brake type is refused and nothing is saved", async () => {
    const before = (
      (
        await owner.request("VehicleListRequestEvent", {
          filter: {},
          sort: { column: "name", direction: "asc" },
          offset: 0,
          limit: 0,
        })
      ).payload as VehicleListResponse
    ).count;
    const { brakingType: _omitted, ...withoutBrakes } = TRAILER;
    const reply = await owner.request("VehicleSaveRequestEvent", { vehicle: withoutBrakes as VehicleFields });
    expect(reply).toMatchObject({ statusCode: 400, error: { messageId: "BadRequest" } });
    expect(reply.error?.hint).toContain("brakingType");
    const after = (
      (
        await owner.request("VehicleListRequestEvent", {
          filter: {},
          sort: { column: "name", direction: "asc" },
          offset: 0,
          limit: 0,
        })
      ).payload as VehicleListResponse
    ).count;
    expect(after).toBe(before);
  });

  test("a blank name and an end before the start are each named; an unknown category is a link to nothing", async () => {
    const reply = await owner.request("VehicleSaveRequestEvent", {
      vehicle: {
        name: "  ",
        categoryId: "#23:5",
        brakingType: "nbs",
        startOfOperation: "1700000000000",
        endOfOperation: "1600000000000",
      },
    });
    expect(reply).toMatchObject({ statusCode: 400, error: { messageId: "ValidationFailed" } });
    expect(reply.error?.hint).toContain("name: required");
    expect(reply.error?.hint).toContain("endOfOperation: endBeforeStart");
    // categoryId is a schema link (x-references): checked for every event before the handler (src/server/references/).
    const unknown = await owner.request("VehicleSaveRequestEvent", {
      vehicle: { name: "X", categoryId: "#23:99", brakingType: "nbs" },
    });
    expect(unknown).toMatchObject({
      statusCode: 400,
      error: { messageId: "ReferenceNotFound", fields: [{ path: "vehicle.categoryId", problem: "notFound" }] },
    });
  });

  test("remove is soft and restore brings the vehicle back; the list's active/removed filters follow", async () => {
    const saved = (await owner.request("VehicleSaveRequestEvent", { vehicle: { ...TRAILER, name: "To remove" } }))
      .payload as Vehicle;
    const removed = await owner.request("VehicleRemoveRequestEvent", { id: saved.id });
    expect((removed.payload as Vehicle).deleted).toBe(true);
    const list = async (status: "active" | "removed") =>
      (
        (
          await owner.request("VehicleListRequestEvent", {
            filter: { status, search: "to remove" },
            sort: { column: "name", direction: "asc" },
            offset: 0,
            limit: 10,
          })
        ).payload as VehicleListResponse
      ).ids;
    expect(await list("active")).not.toContain(saved.id);
    expect(await list("removed")).toContain(saved.id);
    const restored = await owner.request("VehicleRestoreRequestEvent", { id: saved.id });
    expect((restored.payload as Vehicle).deleted).toBe(false);
    expect(await list("active")).toContain(saved.id);
  });

  test("another company's vehicles are invisible and cannot be read, saved, removed or restored", async () => {
    const mine = (await owner.request("VehicleSaveRequestEvent", { vehicle: { ...TRAILER, name: "Private" } }))
      .payload as Vehicle;
    for (const reply of [
      await rival.request("VehicleGetRequestEvent", { id: mine.id }),
      await rival.request("VehicleSaveRequestEvent", { id: mine.id, vehicle: { ...TRAILER, name: "Hijacked" } }),
      await rival.request("VehicleRemoveRequestEvent", { id: mine.id }),
      await rival.request("VehicleRestoreRequestEvent", { id: mine.id }),
    ]) {
      expect(reply).toMatchObject({ statusCode: 404, error: { messageId: "NotFound" } });
    }
    const rivalList = (
      await rival.request("VehicleListRequestEvent", {
        filter: { status: "all" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 500,
      })
    ).payload as VehicleListResponse;
    expect(rivalList.count).toBe(0);
    expect((await owner.request("VehicleGetRequestEvent", { id: mine.id })).payload).toMatchObject({
      name: "Private",
      deleted: false,
    });
  });

  test("a save reaches every open socket of the company, batched, and never another company's", async () => {
    const secondTab = await signedIn(server, "manager@mapleleaf.localhost");
    const rivalSeen = rival.received.length;
    const saved = (await owner.request("VehicleSaveRequestEvent", { vehicle: { ...TRAILER, name: "Live one" } }))
      .payload as Vehicle;
    const deadline = performance.now() + 2000;
    const notification = () =>
      secondTab.received.find(
        (m) => m.eventName === "VehiclesChangedNotification" && (m.payload as VehiclesChanged).items[saved.id],
      );
    while (!notification() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((notification()!.payload as VehiclesChanged).items[saved.id]).toEqual(saved);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rival.received.slice(rivalSeen).some((m) => m.eventName === "VehiclesChangedNotification")).toBe(false);
    secondTab.close();
  });

  test("a mechanic may save vehicles; a company without the vehicles or inspections feature may not list them", async () => {
    const mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    expect(
      (await mechanic.request("VehicleSaveRequestEvent", { vehicle: { ...TRAILER, name: "By mechanic" } })).statusCode,
    ).toBe(200);
    mechanic.close();
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home"] })
      .where("name", "=", "Rival Freight")
      .execute();
    const rivalAgain = await signedIn(server, "owner@rival.localhost");
    expect(
      await rivalAgain.request("VehicleListRequestEvent", {
        filter: {},
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 10,
      }),
    ).toMatchObject({ statusCode: 403, error: { messageId: "FeatureDisabled" } });
    rivalAgain.close();
  });

  test("reference data lists the vehicle categories with their fixed ids", async () => {
    const reply = await owner.request("VehicleReferenceDataRequestEvent", {});
    const categories = (reply.payload as { categories: Record<string, { name: string }> }).categories;
    expect(categories["#23:5"]?.name).toBe("Trailer");
    expect(categories["#23:22"]?.name).toBe("Equipment");
    expect(Object.values(categories).map((c) => c.name)).toEqual(
      expect.arrayContaining(["Truck", "Bus", "Bus (Motor Coach)", "Bus (School)", "Highway Tractor", "Unknown"]),
    );
  });
});
