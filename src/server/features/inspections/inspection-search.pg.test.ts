// The inspections list's search and column filters over the real websocket, answered through the term dictionary
// (src/server/lists/list-terms.ts, migration 0026): the rows listed are exactly those with a vehicle, trailer,
// driver, plate or location containing the text (the search) or whose one column contains it (a column filter) —
// checked against the table for random texts, LIKE's own characters included. The dictionary follows every write:
// a bulk insert's new values and a submit's are found at once; another company's values never match.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { InspectionListFilter, InspectionListResponse } from "../../../shared/generated/inspections";
import { OTHER_COMPANY_MARKER, createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { insertGeneratedInspections } from "./generate";

interface Stored {
  id: string;
  vehicle_name: string;
  trailer_names: string;
  driver_name: string;
  vehicle_plate: string;
  location: string;
}

const SEARCHED = ["vehicle_name", "trailer_names", "driver_name", "vehicle_plate", "location"] as const;
const has = (text: string, part: string | undefined) =>
  !part?.trim() || text.toLowerCase().includes(part.trim().toLowerCase());

/** The ids the list must hold, from the rows themselves: the search matches within one column. */
function expected(rows: readonly Stored[], filter: InspectionListFilter): string[] {
  const c = filter.contains ?? {};
  return rows
    .filter((r) => !filter.search?.trim() || SEARCHED.some((column) => has(r[column], filter.search)))
    .filter(
      (r) =>
        has(r.vehicle_name, c.vehicleName) &&
        has(r.trailer_names, c.trailerNames) &&
        has(r.driver_name, c.driverName) &&
        has(r.location, c.location),
    )
    .map((r) => r.id)
    .sort();
}

describe.each(testDatabases())("inspection search on $name", (database) => {
  let server: TestServer;
  let manager: TestSocket;
  let rival: TestSocket;
  let other: OtherCompany;
  let companyId: string;

  const list = async (socket: TestSocket, filter: InspectionListFilter) => {
    const reply = await socket.request("InspectionListRequestEvent", {
      filter,
      sort: { column: "inspectedAt", direction: "desc" },
      offset: 0,
      limit: 500,
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as InspectionListResponse;
  };
  const ids = async (socket: TestSocket, filter: InspectionListFilter) => {
    const page = await list(socket, filter);
    expect(page.count).toBe(page.ids.length);
    return [...page.ids].sort();
  };
  const stored = (company = companyId) =>
    server.database.db
      .selectFrom("vehicle_inspections")
      .select(["id", ...SEARCHED])
      .where("company_id", "=", company)
      .execute() as Promise<Stored[]>;

  beforeAll(async () => {
    server = await startTestServer(database);
    const db = server.database.db;
    companyId = (
      await db
        .selectFrom("companies")
        .select("id")
        .where("website", "=", "mapleleaf.localhost")
        .executeTakeFirstOrThrow()
    ).id;
    const owner = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "manager@mapleleaf.localhost")
      .executeTakeFirstOrThrow();
    let seed = 11;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    await insertGeneratedInspections(db, random, 250, {
      companyId,
      createdBy: owner.id,
      nowMs: server.services.clock.now(),
    });
    other = await createOtherCompany(db, "inspectionsearch");
    manager = await openTestSocket(server.wsUrl);
    expect(
      (
        await manager.request("UserSignInRequestEvent", {
          email: "manager@mapleleaf.localhost",
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    rival = await openTestSocket(server.wsUrl);
    expect(
      (await rival.request("UserSignInRequestEvent", { email: other.ownerEmail, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    for (const socket of [manager, rival]) socket?.close();
    await server?.close();
  });

  test("the dictionary holds every company's searched values, and only values some row holds", async () => {
    const rows = await stored();
    const terms = await server.database.db
      .selectFrom("list_terms")
      .select(["field", "term"])
      .where("company_id", "=", companyId)
      .where("list", "=", "inspections")
      .execute();
    const kept = new Set(terms.map((t) => `${t.field}\u0000${t.term}`));
    const held = new Set(
      rows.flatMap((r) => SEARCHED.filter((column) => r[column] !== "").map((column) => `${column}\u0000${r[column]}`)),
    );
    expect(kept).toEqual(held);
  });

  test("a text every vehicle name contains leaves every row; a text nothing contains leaves none", async () => {
    const rows = await stored();
    expect((await list(manager, { search: "-" })).count).toBe(
      rows.filter((r) => SEARCHED.some((column) => has(r[column], "-"))).length,
    );
    expect((await list(manager, { contains: { vehicleName: "-" } })).count).toBe(rows.length);
    expect(await ids(manager, { search: "no such text anywhere" })).toEqual([]);
    expect(await ids(manager, { search: OTHER_COMPANY_MARKER })).toEqual([]);
  });

  test("every single character of the values lists exactly its rows (most match: counted by the rows that do not)", async () => {
    const rows = await stored();
    const characters = [...new Set(rows.flatMap((r) => [...`${r.vehicle_name}${r.driver_name}`.toLowerCase()]))];
    for (const character of characters) {
      for (const filter of [
        { search: character },
        { contains: { vehicleName: character } },
        { contains: { driverName: character } },
      ]) {
        expect(await ids(manager, filter), JSON.stringify(filter)).toEqual(expected(rows, filter));
      }
    }
  });

  test("each status and trip type lists its rows (the most common one counted as every row less the others)", async () => {
    const rows = await server.database.db
      .selectFrom("vehicle_inspections")
      .select(["id", "status_rank", "trip_type"])
      .where("company_id", "=", companyId)
      .execute();
    // The planner's statistics, as autovacuum keeps them on a live database.
    await sql`analyze vehicle_inspections`.execute(server.database.db);
    await list(manager, {});
    for (const [status, rank] of [
      ["good", 0],
      ["minor", 1],
      ["major", 2],
    ] as const) {
      expect((await list(manager, { status })).count, status).toBe(rows.filter((r) => r.status_rank === rank).length);
    }
    for (const tripType of ["pre-trip", "post-trip", "enroute"] as const) {
      expect((await list(manager, { tripType })).count, tripType).toBe(
        rows.filter((r) => r.trip_type === tripType).length,
      );
      expect((await list(manager, { tripType, status: "good" })).count, tripType).toBe(
        rows.filter((r) => r.trip_type === tripType && r.status_rank === 0).length,
      );
    }
  });

  test("random texts, LIKE's own characters included, list exactly the matching rows", async () => {
    const rows = await stored();
    const fragments = [...new Set(rows.flatMap((r) => SEARCHED.map((column) => r[column])))].filter((f) => f !== "");
    const text = fc.oneof(
      fc.constantFrom(...fragments, "%", "_", "\\", "-0", "u-", "a_"),
      fc.string({ maxLength: 4 }),
      fc.constantFrom(...fragments).chain((f) => fc.nat(Math.max(0, f.length - 1)).map((i) => f.slice(i, i + 3))),
    );
    const contains = fc.record(
      { vehicleName: text, trailerNames: text, driverName: text, location: text },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ search: text, contains }, { requiredKeys: [] }), async (filter) => {
        expect(await ids(manager, filter)).toEqual(expected(rows, filter));
      }),
      { numRuns: 50 },
    );
  });

  test("new values are found as soon as their rows are written, in their company only", async () => {
    const db = server.database.db;
    const row = (await stored())[0]!;
    await db.updateTable("vehicle_inspections").set({ location: "Zanzibar Yard 7" }).where("id", "=", row.id).execute();
    expect(await ids(manager, { search: "zanzibar" })).toEqual([row.id]);
    expect(await ids(manager, { contains: { location: "Yard 7" } })).toEqual(
      expected(await stored(), { contains: { location: "Yard 7" } }),
    );
    expect(await ids(rival, { search: "zanzibar" })).toEqual([]);
  });
});
