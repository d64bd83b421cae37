// The work orders screen's list over the real websocket (WorkOrderListRequestEvent): the company's work orders only
// (another company's never, either way round), the defects summarized on each row by migration 0024's trigger, the
// status / unit / search / column filters and every sort matching the rows read straight from the table — checked
// for random filters too —, drivers refused, and a live row to the office after each change.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Inspection } from "../../../shared/generated/inspections";
import type {
  WorkOrder,
  WorkOrderListFilter,
  WorkOrderListResponse,
  WorkOrderSort,
  WorkOrdersChanged,
} from "../../../shared/generated/work-orders";
import { OTHER_COMPANY_MARKER, createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { demoCompanyId, inspectionOf, scheduleFor, sendCommand, signedIn, vehicleId } from "../inspections/test-kit";

const NEWEST: WorkOrderSort = { column: "number", direction: "desc" };

interface Stored {
  id: string;
  number: number;
  vehicle_id: string;
  vehicle_name: string;
  status: string;
  assigned_to_name: string | null;
  defects_text: string;
  opened_at: number | string;
}

/** What the list must answer, computed in JavaScript from the rows themselves. */
function expected(rows: readonly Stored[], filter: WorkOrderListFilter): string[] {
  const has = (text: string, part: string | undefined) =>
    !part?.trim() || text.toLowerCase().includes(part.trim().toLowerCase());
  return rows
    .filter((r) =>
      filter.status === "active" ? r.status !== "completed" : !filter.status || r.status === filter.status,
    )
    .filter((r) => !filter.vehicleId || r.vehicle_id === filter.vehicleId)
    .filter((r) => has(`#${r.number} ${r.vehicle_name} ${r.assigned_to_name ?? ""} ${r.defects_text}`, filter.search))
    .filter(
      (r) =>
        has(r.vehicle_name, filter.contains?.vehicleName) &&
        has(r.defects_text, filter.contains?.defects) &&
        has(r.assigned_to_name ?? "", filter.contains?.assignee),
    )
    .sort((a, b) => b.number - a.number)
    .map((r) => r.id);
}

describe.each(testDatabases())("the work order list on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let mechanic: TestSocket;
  let driver: TestSocket;
  let rival: TestSocket;
  let other: OtherCompany;
  let companyId: string;
  let vehicle: string;
  let rivalOrder: string;
  let braked: WorkOrder;
  let lamps: WorkOrder;

  const ok = <T>(reply: { statusCode: number; payload?: unknown; error?: unknown }): T => {
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as T;
  };
  const list = async (
    socket: TestSocket,
    filter: WorkOrderListFilter = {},
    sort: WorkOrderSort = NEWEST,
    offset = 0,
    limit = 500,
  ) => ok<WorkOrderListResponse>(await socket.request("WorkOrderListRequestEvent", { filter, sort, offset, limit }));
  const stored = () =>
    server.database.db
      .selectFrom("vehicle_work_orders")
      .select(["id", "number", "vehicle_id", "vehicle_name", "status", "assigned_to_name", "defects_text", "opened_at"])
      .where("company_id", "=", companyId)
      .execute() as Promise<Stored[]>;

  beforeAll(async () => {
    server = await startTestServer(database);
    companyId = await demoCompanyId(server);
    other = await createOtherCompany(server.database.db, "orders");
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    rival = await signedIn(server, other.ownerEmail);
    // The other company's own work order, written as its office would have (its text carries the marker).
    const db = server.database.db;
    rivalOrder = (
      await db
        .insertInto("vehicle_work_orders")
        .values({
          company_id: other.companyId,
          number: 1,
          vehicle_id: other.vehicleIds[0]!,
          vehicle_name: `${OTHER_COMPANY_MARKER} Truck`,
          assigned_to: null,
          assigned_to_name: null,
          notes: OTHER_COMPANY_MARKER,
          opened_at: server.services.clock.now(),
          opened_by_name: OTHER_COMPANY_MARKER,
          due_at: null,
          started_at: null,
          completed_at: null,
          completed_by: null,
          completed_by_name: null,
          created_by: null,
          modified_by: null,
          time_zone: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    // Two of our own on T-106: the brakes (a major and a minor defect) for the mechanic, the lamps unassigned.
    vehicle = await vehicleId(server, "T-106");
    const mechanicId = (
      await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "mechanic@mapleleaf.localhost")
        .executeTakeFirstOrThrow()
    ).id;
    const inspection = ok<Inspection>(
      (
        await sendCommand(
          driver,
          "InspectionSubmitRequestEvent",
          inspectionOf(vehicle, await scheduleFor(driver, vehicle), { 1: "major", 5: "minor", 9: "minor" }),
        )
      ).reply,
    );
    const [major, minor, third] = inspection.defects;
    braked = ok<WorkOrder>(
      (
        await sendCommand(owner, "WorkOrderOpenRequestEvent", {
          vehicleId: vehicle,
          defectIds: [major!.id, minor!.id],
          assignedToId: mechanicId,
        })
      ).reply,
    );
    lamps = ok<WorkOrder>(
      (await sendCommand(mechanic, "WorkOrderOpenRequestEvent", { vehicleId: vehicle, defectIds: [third!.id] })).reply,
    );
    ok<WorkOrder>(
      (await sendCommand(mechanic, "WorkOrderUpdateRequestEvent", { id: lamps.id, status: "in-progress", notes: "" }))
        .reply,
    );
  });
  afterAll(async () => {
    for (const socket of [owner, mechanic, driver, rival]) socket?.close();
    await server?.close();
  });

  test("each row names its unit, status, assignee and defects, newest first; the count is the company's", async () => {
    const page = await list(owner);
    expect(page.count).toBe((await stored()).length);
    expect(page.ids.slice(0, 2)).toEqual([lamps.id, braked.id]);
    expect(page.columns.number?.slice(0, 2)).toEqual([lamps.number, braked.number]);
    expect(page.columns.status?.slice(0, 2)).toEqual(["in-progress", "open"]);
    expect(page.columns.assignedToName?.slice(0, 2)).toEqual([null, braked.assignedToName]);
    expect(page.columns.defectCount?.slice(0, 2)).toEqual([1, 2]);
    expect(page.columns.majorDefects?.slice(0, 2)).toEqual([0, 1]);
    // The trigger's summary: each defect's question and what was picked, in the order reported.
    const named = (d: WorkOrder["defects"][number]) => (d.description ? `${d.question}: ${d.description}` : d.question);
    expect(page.columns.defectSummary?.[1]).toBe(braked.defects.map(named).join("; "));
    // The demo's own two, summarized by the migration's backfill or the trigger alike.
    const demo = (await stored()).filter((r) => r.number <= 2);
    expect(demo.map((r) => r.defects_text)).not.toContain("");
    // Only the fields asked for travel.
    const narrow = ok<WorkOrderListResponse>(
      await owner.request("WorkOrderListRequestEvent", {
        filter: {},
        sort: NEWEST,
        offset: 0,
        limit: 5,
        fields: ["number"],
      }),
    );
    expect(Object.keys(narrow.columns)).toEqual(["number"]);
  });

  test("another company's work orders are never listed, and ours never reach it", async () => {
    const ours = await list(owner);
    expect(ours.ids).not.toContain(rivalOrder);
    expect(JSON.stringify(ours)).not.toContain(OTHER_COMPANY_MARKER);
    const theirs = await list(rival, {});
    expect(theirs).toMatchObject({ count: 1, ids: [rivalOrder] });
    // Not by their unit's id either way round, nor by searching our text.
    expect((await list(owner, { vehicleId: other.vehicleIds[0]! })).count).toBe(0);
    expect((await list(rival, { vehicleId: vehicle })).count).toBe(0);
    expect((await list(rival, { search: "T-106" })).count).toBe(0);
  });

  test("drivers may not read the shop's list; mechanics may", async () => {
    const refused = await driver.request("WorkOrderListRequestEvent", {
      filter: {},
      sort: NEWEST,
      offset: 0,
      limit: 10,
    });
    expect(refused.error?.messageId).toBe("UnauthorizedException");
    expect((await list(mechanic)).count).toBeGreaterThanOrEqual(4);
  });

  test("status, unit, search and column filters, and every sort, answer what the rows say", async () => {
    const rows = await stored();
    const check = async (filter: WorkOrderListFilter) =>
      expect((await list(owner, filter)).ids, JSON.stringify(filter)).toEqual(expected(rows, filter));
    for (const status of ["active", "open", "in-progress", "completed"] as const) await check({ status });
    await check({ vehicleId: vehicle });
    await check({ search: `#${braked.number}` });
    await check({ search: braked.defects[0]!.question.slice(0, 6) });
    await check({ contains: { assignee: "mei" } });
    await check({ contains: { vehicleName: "t-10", defects: lamps.defects[0]!.question.slice(2, 8) } });
    expect((await list(owner, { search: "nothing like this" })).count).toBe(0);
    // Each sort reads its column in order, ties broken by id, and a window deep in it is the same rows.
    for (const column of ["number", "vehicleName", "status", "assignee", "openedAt"] as const) {
      for (const direction of ["asc", "desc"] as const) {
        const whole = await list(owner, {}, { column, direction });
        const window = await list(owner, {}, { column, direction }, 1, 2);
        expect(window.ids).toEqual(whole.ids.slice(1, 3));
      }
    }
    const byStatus = await list(owner, {}, { column: "status", direction: "asc" });
    const rank = { open: 0, "in-progress": 1, completed: 2 } as const;
    const ranks = (byStatus.columns.status ?? []).map((s) => rank[s]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  test("random filters, LIKE's own characters included, list exactly the matching rows and never fail", async () => {
    const rows = await stored();
    const fragments = [
      ...rows.flatMap((r) => [r.vehicle_name, r.assigned_to_name ?? "", r.defects_text.slice(0, 12), `#${r.number}`]),
      "%",
      "_",
      "\\",
      "; ",
      "o",
    ].filter((f) => f !== "");
    const text = fc.oneof(
      fc.constantFrom(...fragments),
      fc.string({ maxLength: 6 }),
      fc.constantFrom(...fragments).chain((f) => fc.nat(Math.max(0, f.length - 1)).map((i) => f.slice(i, i + 3))),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            status: fc.constantFrom("active" as const, "open" as const, "in-progress" as const, "completed" as const),
            search: text,
            contains: fc.record({ vehicleName: text, defects: text, assignee: text }, { requiredKeys: [] }),
          },
          { requiredKeys: [] },
        ),
        async (filter) => {
          const reply = await owner.request("WorkOrderListRequestEvent", {
            filter,
            sort: NEWEST,
            offset: 0,
            limit: 500,
          });
          expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
          expect((reply.payload as WorkOrderListResponse).ids).toEqual(expected(rows, filter));
        },
      ),
      { numRuns: 40 },
    );
  });

  test("a change reaches the office's open lists as a row, and never a driver's socket", async () => {
    const seenByOwner = owner.received.length;
    const seenByDriver = driver.received.length;
    ok<WorkOrder>(
      (
        await sendCommand(mechanic, "WorkOrderUpdateRequestEvent", {
          id: braked.id,
          status: "in-progress",
          notes: "On the hoist",
        })
      ).reply,
    );
    const deadline = performance.now() + 2000;
    const pushed = () => owner.received.slice(seenByOwner).find((m) => m.eventName === "WorkOrdersChangedNotification");
    while (!pushed() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    const row = (pushed()?.payload as WorkOrdersChanged | undefined)?.items[braked.id];
    expect(row).toMatchObject({
      number: braked.number,
      status: "in-progress",
      defectCount: 2,
      majorDefects: 1,
      vehicleName: "T-106",
    });
    expect(driver.received.slice(seenByDriver).some((m) => m.eventName === "WorkOrdersChangedNotification")).toBe(
      false,
    );
    // The status filter's count follows at once (the change invalidated it).
    expect((await list(owner, { status: "open" })).ids).not.toContain(braked.id);
  });
});
