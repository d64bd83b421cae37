// A refused save names each field it is about (Error.fields), and the VIN rule (49 CFR 565) holds on
// the server too, with the explicit non-standard override.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Vehicle, VehicleFields } from "../../../shared/generated/vehicles";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

const TRUCK: VehicleFields = { name: "Field Test 1", categoryId: "#23:11", brakingType: "abs" };

describe.each(testDatabases())("field errors on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  beforeAll(async () => {
    server = await startTestServer(database);
    owner = await openTestSocket(server.wsUrl);
    expect(
      (await owner.request("UserSignInRequestEvent", { email: "owner@mapleleaf.localhost", password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    owner?.close();
    await server?.close();
  });

  test("a negative weight and a 10,000-character name come back by field, with the limit broken", async () => {
    const reply = await owner.request("VehicleSaveRequestEvent", {
      vehicle: { ...TRUCK, name: "n".repeat(10_000), weight: -5 },
    });
    expect(reply).toMatchObject({ statusCode: 400, error: { messageId: "BadRequest" } });
    expect(reply.error?.fields).toEqual(
      expect.arrayContaining([
        { path: "vehicle.name", problem: "tooLong", limit: 100 },
        { path: "vehicle.weight", problem: "tooSmall", limit: 0 },
      ]),
    );
  });

  test("a VIN with a wrong check digit is refused under vin; the override saves it and reads back as non-standard", async () => {
    const refused = await owner.request("VehicleSaveRequestEvent", { vehicle: { ...TRUCK, vin: "1G4AH59H55G118341" } });
    expect(refused).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "vehicle.vin", problem: "vinCheckDigit" }] },
    });
    const saved = await owner.request("VehicleSaveRequestEvent", {
      vehicle: { ...TRUCK, vin: "1G4AH59H55G118341", vinNonStandard: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.payload as Vehicle).toMatchObject({ vin: "1G4AH59H55G118341", vinNonStandard: true });
    const valid = await owner.request("VehicleSaveRequestEvent", {
      vehicle: { ...TRUCK, name: "Field Test 2", vin: "1g4ah59h45g118341" },
    });
    expect(valid.statusCode).toBe(200);
    expect((valid.payload as Vehicle).vinNonStandard).toBeUndefined();
  });

  test("a VIN with an O is refused for its characters", async () => {
    const reply = await owner.request("VehicleSaveRequestEvent", { vehicle: { ...TRUCK, vin: "1G4AH59H45G1O8341" } });
    expect(reply.error?.fields).toEqual([{ path: "vehicle.vin", problem: "vinCharacters" }]);
  });
});
