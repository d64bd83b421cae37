// The windowed list must return exactly what a plain ORDER BY … OFFSET … LIMIT returns, for any filter, sort and
// position — including positions reached by seeking from a sample, and after rows are added and removed.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { VehicleListFilter, VehicleSort } from "../../shared/generated/vehicles";
import { insertGeneratedVehicles } from "../features/vehicles/generate";
import { vehicleListSpec } from "../features/vehicles/list-spec";
import { seededRandom } from "../seed/generators/random";
import { testDatabases } from "../testing/test-databases";
import { startTestServer, type TestServer } from "../testing/test-server";
import { ScopeVersions } from "./scope-versions";
import { WindowedList } from "./windowed-list";

const FLEET = 1200;

const filterArbitrary: fc.Arbitrary<VehicleListFilter> = fc.record(
  {
    status: fc.constantFrom("active", "removed", "all"),
    categoryId: fc.constantFrom("#23:5", "#23:9", "#23:11", "#23:6"),
    defect: fc.constantFrom("any", "none", "minor", "major"),
    compliance: fc.constantFrom("any", "expired", "expiring", "ok"),
    expiringWeeks: fc.integer({ min: 1, max: 52 }),
    search: fc.constantFrom("u-0001", "t-", "ken", "9", "abs", "x%_"),
    contains: fc.record(
      {
        name: fc.constantFrom("u-00", "T-0001"),
        make: fc.constantFrom("ken", "VOLVO V", "a"),
        categoryName: fc.constantFrom("trail", "Bus"),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const sortArbitrary: fc.Arbitrary<VehicleSort> = fc.record({
  column: fc.constantFrom(
    "name",
    "plate",
    "vin",
    "categoryName",
    "make",
    "year",
    "safetyExpiry",
    "plateExpiry",
    "modifiedDate",
  ),
  direction: fc.constantFrom("asc", "desc"),
});

describe.each(testDatabases())("windowed vehicle lists on $name", (database) => {
  let server: TestServer;
  let companyId: string;
  /** The present by the server's clock: the generated rows are dated from it and the lists read at it. */
  let NOW: number;
  beforeAll(async () => {
    server = await startTestServer(database);
    NOW = server.services.clock.now();
    const db = server.database.db;
    companyId = (
      await db.selectFrom("companies").select("id").where("name", "like", "%demo%").executeTakeFirstOrThrow()
    ).id;
    const other = (await db.selectFrom("companies").select("id").where("id", "!=", companyId).executeTakeFirstOrThrow())
      .id;
    const random = seededRandom(42);
    await insertGeneratedVehicles(db, random, FLEET, { companyId, createdBy: "test", nowMs: NOW });
    await insertGeneratedVehicles(db, random, 300, { companyId: other, createdBy: "test", nowMs: NOW });
  });
  afterAll(async () => {
    await server?.close();
  });

  test("every window equals the plain ORDER BY … OFFSET … LIMIT, and counts agree", async () => {
    const versions = new ScopeVersions();
    // A small sample step makes most positions go through the seek path.
    const list = new WindowedList(server.database.db, versions, 37);
    await fc.assert(
      fc.asyncProperty(
        filterArbitrary,
        sortArbitrary,
        fc.integer({ min: 0, max: FLEET + 20 }),
        fc.integer({ min: 0, max: 60 }),
        async (filter, sort, offset, limit) => {
          const spec = vehicleListSpec(server.database.db, companyId, filter, sort, NOW);
          const plain = await spec
            .filtered()
            .select("id")
            .orderBy(spec.sortColumn, sort.direction)
            .orderBy("id", sort.direction)
            .offset(offset)
            .limit(limit)
            .execute();
          const windowed = await list.rows<{ id: string }>(spec, offset, limit, (q) => q.select("id"));
          expect(windowed.map((r) => r.id)).toEqual(plain.map((r) => r.id));
          const count = await spec
            .filtered()
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow();
          expect(await list.count(spec)).toBe(Number(count.n));
        },
      ),
      { numRuns: 150, seed: 20261122 },
    );
    expect(list.stats.seeks).toBeGreaterThan(0);
  });

  test("after rows are added and removed, a membership change makes windows exact again at once", async () => {
    const versions = new ScopeVersions();
    const list = new WindowedList(server.database.db, versions, 37);
    const sort: VehicleSort = { column: "name", direction: "asc" };
    const spec = () => vehicleListSpec(server.database.db, companyId, {}, sort, NOW);
    await list.rows(spec(), 600, 20, (q) => q.select("id"));
    const db = server.database.db;
    await insertGeneratedVehicles(
      db,
      seededRandom(7),
      50,
      { companyId, createdBy: "test", nowMs: NOW },
      undefined,
      5000,
    );
    const victims = await db
      .selectFrom("vehicles")
      .select("id")
      .where("company_id", "=", companyId)
      .orderBy("name")
      .limit(40)
      .execute();
    await db
      .updateTable("vehicles")
      .set({ deleted: true })
      .where(
        "id",
        "in",
        victims.map((v) => v.id),
      )
      .execute();
    versions.membershipChanged(companyId);
    for (const offset of [0, 37, 600, 1100]) {
      const plain = await spec()
        .filtered()
        .select("id")
        .orderBy("name")
        .orderBy("id")
        .offset(offset)
        .limit(20)
        .execute();
      expect((await list.rows<{ id: string }>(spec(), offset, 20, (q) => q.select("id"))).map((r) => r.id)).toEqual(
        plain.map((r) => r.id),
      );
    }
  });

  test("column filters keep exactly the rows whose column contains the text, case-insensitively, all at once", async () => {
    const db = server.database.db;
    const all = await db
      .selectFrom("vehicles")
      .select(["id", "name", "plate", "vin", "make", "model", "category_name"])
      .where("company_id", "=", companyId)
      .where("deleted", "=", false)
      .execute();
    const has = (value: string, text: string) => value.toLowerCase().includes(text.toLowerCase());
    const columnArbitrary = fc.record(
      {
        name: fc.constantFrom("u-00", "T-0001", "0"),
        plate: fc.constantFrom("a", "-1"),
        vin: fc.constantFrom("1", "x%"),
        make: fc.constantFrom("ken", "Volvo V", "a"),
        model: fc.constantFrom("o", "VNL"),
        categoryName: fc.constantFrom("trail", "BUS", "e"),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(columnArbitrary, async (contains) => {
        const spec = vehicleListSpec(
          db,
          companyId,
          { status: "active", contains },
          { column: "name", direction: "asc" },
          NOW,
        );
        const got = (await spec.filtered().select("id").execute()).map((r) => r.id).sort();
        const want = all
          .filter(
            (v) =>
              (contains.name === undefined || has(v.name, contains.name)) &&
              (contains.plate === undefined || has(v.plate, contains.plate)) &&
              (contains.vin === undefined || has(v.vin, contains.vin)),
          )
          .filter(
            (v) =>
              (contains.make === undefined || has(`${v.make} ${v.model}`, contains.make)) &&
              (contains.model === undefined || has(v.model, contains.model)),
          )
          .filter((v) => contains.categoryName === undefined || has(v.category_name, contains.categoryName))
          .map((v) => v.id)
          .sort();
        expect(got).toEqual(want);
      }),
      { numRuns: 60, seed: 20261123 },
    );
  });

  test("every sort of one filter shares one count: a header click does not count again", async () => {
    const list = new WindowedList(server.database.db, new ScopeVersions(), 37);
    const filter: VehicleListFilter = { status: "active", search: "u-" };
    for (const column of ["name", "plate", "year", "make"] as const) {
      await list.count(vehicleListSpec(server.database.db, companyId, filter, { column, direction: "desc" }, NOW));
    }
    expect(list.stats.countQueries).toBe(1);
  });
});
