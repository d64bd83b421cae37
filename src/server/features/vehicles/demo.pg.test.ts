// The first start's demo company shows a living fleet (docs/design/seed-and-bench.md "The first-start seed"): several
// body types, real makes, valid VINs, compliance dates that have expired or expire soon, and a picture per unit stored
// like an uploaded photo.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { isBusCategory, isTrailerCategory } from "../../../shared/rules/vehicles";
import { isValidVin } from "../../../shared/rules/vin";
import { DEMO_COMPANY_NAME } from "../../seed/demo";
import { vehiclePicture } from "../../seed/generators/vehicle-picture";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { sniffImageType } from "../files/image-types";
import { DEMO_FLEET_UNITS } from "./demo";

describe.each(testDatabases())("the demo fleet on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  const demoVehicles = async () => {
    const company = await server.database.db
      .selectFrom("companies")
      .select("id")
      .where("name", "=", DEMO_COMPANY_NAME)
      .executeTakeFirstOrThrow();
    return server.database.db.selectFrom("vehicles").selectAll().where("company_id", "=", company.id).execute();
  };

  test("every unit is there, of several body types, with a valid VIN", async () => {
    const rows = await demoVehicles();
    expect(rows.map((r) => r.name).sort()).toEqual([...DEMO_FLEET_UNITS].sort());
    const categories = rows.map((r) => ({ id: r.category_id, name: r.category_name }));
    expect(categories.filter(isTrailerCategory).length).toBeGreaterThanOrEqual(3);
    expect(categories.filter(isBusCategory).length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.category_name)).size).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(isValidVin(row.vin), `${row.name} ${row.vin}`).toBe(true);
  });

  test("some plates and safeties have expired and some expire within four weeks", async () => {
    const rows = await demoVehicles();
    const now = server.services.clock.now();
    const soon = now + 28 * 24 * 3600_000;
    const dates = rows.flatMap((r) => [r.safety_expiry, r.plate_expiry]).filter((d) => d < 9e15);
    expect(rows.filter((r) => r.plate_expiry < now).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.safety_expiry < now).length).toBeGreaterThanOrEqual(2);
    expect(dates.filter((d) => d >= now && d <= soon).length).toBeGreaterThanOrEqual(3);
  });

  test("each unit has a PNG picture in the company's files", async () => {
    const rows = await demoVehicles();
    for (const row of rows) {
      const file = await server.database.db
        .selectFrom("files")
        .selectAll()
        .where("id", "=", row.image_id!)
        .executeTakeFirstOrThrow();
      expect(file.company_id).toBe(row.company_id);
      expect(sniffImageType(file.bytes)).toBe("image/png");
      expect(file.size).toBe(file.bytes.length);
    }
  });
});

test("a picture is a PNG of its declared size", () => {
  const png = vehiclePicture("T-101", "tractor", "Red");
  expect(sniffImageType(png)).toBe("image/png");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 150]);
  expect(png.length).toBeLessThan(20_000);
});
