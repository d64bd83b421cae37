// The operator's cross-company lists (docs/operator.md "Cross-company lists") over a real websocket: a window equals
// a plain SQL query over every company (or the chosen one) for any filter, sort and position; each list covers every
// company; a record reads as its company reads it; a new record anywhere shows at once; and only administrators get
// any of it.
import fc from "fast-check";
import { sql, type RawBuilder } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { clockFromEnv } from "../../shared/clock";
import { eventNames } from "../../shared/generated/events";
import type {
  AllCompaniesInspectionListResponse,
  AllCompaniesInspectionRecord,
  InspectionListFilter,
  InspectionSort,
} from "../../shared/generated/inspections";
import {
  demoCompanyId,
  inspectionOf,
  scheduleFor,
  sendCommand,
  signedIn,
  vehicleId,
} from "../features/inspections/test-kit";
import { seedManyCompanies } from "../seed/many-companies";
import { validRequest } from "../testing/event-schemas";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import type { TestSocket } from "../testing/ws-client";

const NO_SUCH_COMPANY = "#12:987654321";
const ADMIN_EVENTS = eventNames.filter((name) => name.startsWith("AllCompanies"));
const SORT_COLUMNS = {
  inspectedAt: "inspected_at",
  vehicleName: "vehicle_name",
  driverName: "driver_name",
  status: "status_rank",
} as const;
const RANK = { good: 0, minor: 1, major: 2 } as const;
const DAY = 24 * 3600_000;
// The present by the process's clock (FAKE_NOW when set), which the test server's and the seeded rows' clocks share.
const NOW = clockFromEnv(process.env).now();

const filterArbitrary: fc.Arbitrary<InspectionListFilter> = fc.record(
  {
    from: fc.integer({ min: NOW - 800 * DAY, max: NOW }),
    to: fc.integer({ min: NOW - 400 * DAY, max: NOW + DAY }),
    tripType: fc.constantFrom("pre-trip", "post-trip", "enroute"),
    status: fc.constantFrom("good", "minor", "major"),
    openDefectsOnly: fc.boolean(),
    search: fc.constantFrom("-00", "a", "on", "x%_", "1"),
    contains: fc.record(
      { vehicleName: fc.constantFrom("-0", "1", "T"), driverName: fc.constantFrom("a", "e", "Mc") },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const sortArbitrary: fc.Arbitrary<InspectionSort> = fc.record({
  column: fc.constantFrom("inspectedAt", "vehicleName", "driverName", "status"),
  direction: fc.constantFrom("asc", "desc"),
});

/** The filter as plain SQL, written apart from the list spec: strpos for "contains", no index tricks. */
function plainConditions(companyId: string | undefined, filter: InspectionListFilter): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [];
  const has = (text: RawBuilder<string>, term: string) =>
    sql<boolean>`strpos(${text}, ${term.trim().toLowerCase()}) > 0`;
  if (companyId !== undefined) where.push(sql`company_id = ${companyId}`);
  if (filter.from !== undefined) where.push(sql`inspected_at >= ${filter.from}`);
  if (filter.to !== undefined) where.push(sql`inspected_at < ${filter.to}`);
  if (filter.tripType) where.push(sql`trip_type = ${filter.tripType}`);
  if (filter.status) where.push(sql`status_rank = ${RANK[filter.status]}`);
  if (filter.openDefectsOnly) where.push(sql`open_defects > 0`);
  if (filter.search?.trim())
    where.push(
      has(
        sql`lower(vehicle_name || ' ' || trailer_names || ' ' || driver_name || ' ' || vehicle_plate || ' ' || location)`,
        filter.search,
      ),
    );
  if (filter.contains?.vehicleName?.trim()) where.push(has(sql`lower(vehicle_name)`, filter.contains.vehicleName));
  if (filter.contains?.driverName?.trim()) where.push(has(sql`lower(driver_name)`, filter.contains.driverName));
  return where;
}

describe.each(testDatabases())("the operator's cross-company lists on $name", (database) => {
  let server: TestServer;
  let admin: TestSocket;
  let companies: string[];
  let seeded: string[];
  let total: number;

  beforeAll(async () => {
    server = await startTestServer(database);
    seeded = await seedManyCompanies(server.database.db, {
      companies: 3,
      totals: {
        vehicles: 36,
        employees: 18,
        inspections: 1500,
        checkins: 90,
        timesheets: 60,
        invoices: 6,
        equipment: 12,
      },
      namePrefix: "Cross Company Carrier",
      password: TEST_PASSWORD,
      nowMs: server.services.clock.now(),
    });
    // The seeded carriers, the demo companies and the platform's own: every company there is.
    companies = (await server.database.db.selectFrom("companies").select("id").orderBy("id").execute()).map(
      (c) => c.id,
    );
    expect(companies).toEqual(expect.arrayContaining([...seeded, await demoCompanyId(server)]));
    total = Number(
      (await sql<{ n: number }>`select count(*)::int as n from vehicle_inspections`.execute(server.database.db))
        .rows[0]!.n,
    );
    // A checklist of a seeded carrier besides the demo company's, so that list too spans companies.
    const carrier = await server.database.db
      .selectFrom("employees")
      .select("user_id")
      .where("company_id", "=", seeded[0]!)
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto("checklists")
      .values({
        company_id: seeded[0]!,
        name: "Carrier yard walk",
        description: "",
        item_count: 0,
        created_by: carrier.user_id,
        modified_by: carrier.user_id,
        time_zone: null,
      })
      .execute();
    admin = await signedIn(server, "admin@fleetportal.localhost");
  }, 180_000);
  afterAll(async () => {
    admin?.close();
    await server?.close();
  });

  const listInspections = async (request: Record<string, unknown>) => {
    const reply = await admin.request("AllCompaniesInspectionListRequestEvent", {
      filter: {},
      sort: { column: "inspectedAt", direction: "desc" },
      offset: 0,
      limit: 50,
      ...request,
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as AllCompaniesInspectionListResponse;
  };

  test("a window equals the plain query over every company, or the chosen one, for any filter, sort and position", async () => {
    expect(total).toBeGreaterThan(1000);
    const names = new Map(
      (await server.database.db.selectFrom("companies").select(["id", "name"]).execute()).map((c) => [c.id, c.name]),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...companies, NO_SUCH_COMPANY), { nil: undefined }),
        filterArbitrary,
        sortArbitrary,
        fc.integer({ min: 0, max: total + 10 }),
        fc.integer({ min: 0, max: 60 }),
        async (companyId, filter, sort, offset, limit) => {
          const reply = await listInspections({
            ...(companyId ? { companyId } : {}),
            filter,
            sort,
            offset,
            limit,
            fields: ["inspectedAt", "vehicleName", "status"],
          });
          const where = plainConditions(companyId, filter);
          const clause = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
          const direction = sql.raw(sort.direction);
          const column = sql.ref(SORT_COLUMNS[sort.column]);
          const db = server.database.db;
          const plain = await sql<{
            id: string;
            company_id: string;
            status_rank: number;
          }>`select id, company_id, status_rank from vehicle_inspections ${clause} order by ${column} ${direction}, id ${direction} offset ${offset} limit ${limit}`.execute(
            db,
          );
          const count = await sql<{ n: number }>`select count(*)::int as n from vehicle_inspections ${clause}`.execute(
            db,
          );
          expect(reply.count).toBe(Number(count.rows[0]!.n));
          expect(reply.ids).toEqual(plain.rows.map((r) => r.id));
          expect(reply.companyIds).toEqual(plain.rows.map((r) => r.company_id));
          expect(reply.columns.status).toEqual(plain.rows.map((r) => ["good", "minor", "major"][r.status_rank]));
          for (const id of reply.companyIds) expect(reply.companyNames[id]).toBe(names.get(id));
        },
      ),
      { numRuns: 80 },
    );
  }, 180_000);

  test("every list covers every company: its count is the sum of the companies' own", async () => {
    const lists: [string, Record<string, unknown>][] = [
      ["AllCompaniesInspectionListRequestEvent", { filter: {}, sort: { column: "inspectedAt", direction: "desc" } }],
      ["AllCompaniesVehicleListRequestEvent", { filter: {}, sort: { column: "name", direction: "asc" } }],
      ["AllCompaniesEmployeeListRequestEvent", { filter: {}, sort: { column: "name", direction: "asc" } }],
      [
        "AllCompaniesTimesheetListRequestEvent",
        { filter: { period: "all" }, sort: { column: "date", direction: "desc" } },
      ],
      ["AllCompaniesCheckInListRequestEvent", { filter: {}, sort: { column: "time", direction: "desc" } }],
      ["AllCompaniesInvoiceListRequestEvent", { filter: {}, sort: { column: "issued", direction: "desc" } }],
      ["AllCompaniesEquipmentListRequestEvent", { filter: {}, sort: { column: "name", direction: "asc" } }],
      ["AllCompaniesChecklistListRequestEvent", { filter: {}, sort: { column: "name", direction: "asc" } }],
    ];
    for (const [event, request] of lists) {
      const window = async (companyId?: string) => {
        const reply = await admin.request(
          event as "AllCompaniesVehicleListRequestEvent",
          { ...request, offset: 0, limit: 500, ...(companyId ? { companyId } : {}) } as never,
        );
        expect(reply.statusCode, `${event} ${JSON.stringify(reply.error)}`).toBe(200);
        return reply.payload as {
          count: number;
          ids: string[];
          companyIds: string[];
          companyNames: Record<string, string>;
        };
      };
      const each = await Promise.all(companies.map((id) => window(id)));
      const all = await window();
      expect(all.count, event).toBe(each.reduce((sum, w) => sum + w.count, 0));
      expect(new Set(all.companyIds).size, event).toBeGreaterThan(1);
      expect(new Set(all.ids).size, `${event}: one row per record`).toBe(all.ids.length);
      each.forEach((w, i) => expect(new Set(w.companyIds), event).toEqual(new Set(w.count > 0 ? [companies[i]] : [])));
      // Each row opens: the record's read-only details name the row's company.
      const get = event.replace("ListRequestEvent", "GetRequestEvent") as "AllCompaniesVehicleGetRequestEvent";
      for (const index of [0, all.ids.length - 1]) {
        const record = await admin.request(get, { id: all.ids[index]! });
        expect(record.statusCode, `${get} ${JSON.stringify(record.error)}`).toBe(200);
        expect((record.payload as { company: { id: string } }).company.id, get).toBe(all.companyIds[index]);
      }
    }
  }, 120_000);

  test("a record reads as its own company reads it, with the company's name", async () => {
    const companyId = seeded[0]!;
    const window = await listInspections({ companyId, limit: 1 });
    const id = window.ids[0]!;
    const reply = await admin.request("AllCompaniesInspectionGetRequestEvent", { id });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const record = reply.payload as AllCompaniesInspectionRecord;
    const ownerEmail = (
      await server.database.db
        .selectFrom("users")
        .innerJoin("employees", "employees.user_id", "users.id")
        .select("users.email")
        .where("employees.company_id", "=", companyId)
        .where(sql<boolean>`'owner' = any(employees.roles)`)
        .executeTakeFirstOrThrow()
    ).email;
    const owner = await signedIn(server, ownerEmail);
    try {
      expect(record.inspection).toEqual((await owner.request("InspectionGetRequestEvent", { id })).payload);
      expect(record.company).toEqual({ id: companyId, name: window.companyNames[companyId] });
    } finally {
      owner.close();
    }
    const missing = await admin.request("AllCompaniesInspectionGetRequestEvent", { id: "#30:987654321" });
    expect(missing.error?.messageId).toBe("NotFound");
  });

  test("an inspection submitted in any company is in the operator's list at once", async () => {
    const before = (await listInspections({})).count;
    const driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    try {
      const vehicle = await vehicleId(server, "T-102");
      const submitted = await sendCommand(
        driver,
        "InspectionSubmitRequestEvent",
        inspectionOf(vehicle, await scheduleFor(driver, vehicle)),
      );
      expect(submitted.reply.statusCode, JSON.stringify(submitted.reply.error)).toBe(200);
      const after = await listInspections({});
      expect(after.count).toBe(before + 1);
      expect(after.ids[0]).toBe((submitted.reply.payload as { id: string }).id);
    } finally {
      driver.close();
    }
  });

  test.each(["owner@mapleleaf.localhost", "manager@mapleleaf.localhost", "mechanic@mapleleaf.localhost"])(
    "%s is refused every cross-company event",
    async (email) => {
      expect(ADMIN_EVENTS.length).toBeGreaterThanOrEqual(13);
      const socket = await signedIn(server, email, "portal", false);
      try {
        for (const name of ADMIN_EVENTS) {
          // Valid payloads drawn from the schema, so each reaches the access check rather than failing to decode.
          for (const payload of fc.sample(validRequest(name), { seed: 17, numRuns: 3 })) {
            const reply = await socket.request(name, payload as never);
            expect(reply.error?.messageId, `${email} ${name}`).toBe("UnauthorizedException");
          }
        }
      } finally {
        socket.close();
      }
    },
  );
});
