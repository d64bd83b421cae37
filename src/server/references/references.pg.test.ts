// Links between records (schema x-references) over a real websocket: a vehicle links only to its own company's schedule
// copies and files and to the fixed vehicle categories. Another company's ids, template schedules and ids that do not
// exist are refused with ReferenceNotFound naming the field, and nothing is written.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../shared/generated/accounts";
import type { Vehicle, VehicleFields } from "../../shared/generated/vehicles";
import { createOtherCompany, type OtherCompany } from "../testing/other-company";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket, type TestSocket } from "../testing/ws-client";

const TRAILER: VehicleFields = { name: "Linked 1", categoryId: "#23:5", brakingType: "abs" };

describe.each(testDatabases())("references on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let other: OtherCompany;
  let ownSchedule: string;
  let templateSchedule: string;
  let saved: Vehicle;

  const save = (vehicle: Partial<VehicleFields>, id?: string) =>
    owner.request("VehicleSaveRequestEvent", { ...(id ? { id } : {}), vehicle: { ...TRAILER, ...vehicle } });
  const expectRefused = async (vehicle: Partial<VehicleFields>, field: string, id?: string) => {
    const reply = await save(vehicle, id);
    expect(reply).toMatchObject({
      statusCode: 400,
      error: { messageId: "ReferenceNotFound", fields: [{ path: `vehicle.${field}`, problem: "notFound" }] },
    });
    expect(reply.error!.hint).toContain(`payload.vehicle.${field}`);
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    owner = await openTestSocket(server.wsUrl);
    const session = (
      await owner.request("UserSignInRequestEvent", { email: "owner@mapleleaf.localhost", password: TEST_PASSWORD })
    ).payload as SignedInSession;
    const db = server.database.db;
    other = await createOtherCompany(db);
    ownSchedule = (
      await db
        .selectFrom("vehicle_schedules")
        .select("id")
        .where("company_id", "=", session.company!.id)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
    templateSchedule = (
      await db
        .selectFrom("vehicle_schedules")
        .select("id")
        .where("company_id", "is", null)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
    saved = (await save({ scheduleId: ownSchedule })).payload as Vehicle;
  });
  afterAll(async () => {
    owner?.close();
    await server?.close();
  });

  test("a vehicle links to its company's own schedule copy", () => {
    expect(saved).toMatchObject({ name: "Linked 1", scheduleId: ownSchedule });
  });

  test("a template schedule, another company's schedule and a schedule that does not exist are refused", async () => {
    await expectRefused({ scheduleId: templateSchedule }, "scheduleId");
    await expectRefused({ scheduleId: other.scheduleIds[0]! }, "scheduleId");
    await expectRefused({ scheduleId: "#26:999999999" }, "scheduleId");
  });

  test("another company's file and an unknown category are refused; an empty image id is a BadRequest", async () => {
    await expectRefused({ imageId: other.fileId }, "imageId");
    await expectRefused({ categoryId: "#23:999" }, "categoryId");
    expect(await save({ imageId: "" })).toMatchObject({
      statusCode: 400,
      error: { messageId: "BadRequest", fields: [{ path: "vehicle.imageId" }] },
    });
  });

  test("an edit that links elsewhere is refused and changes nothing", async () => {
    await expectRefused({ name: "Changed", scheduleId: other.scheduleIds[1]! }, "scheduleId", saved.id);
    expect((await owner.request("VehicleGetRequestEvent", { id: saved.id })).payload).toEqual(saved);
  });
});
