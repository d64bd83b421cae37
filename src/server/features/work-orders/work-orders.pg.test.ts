// Work orders over the real websocket: opened from an inspection's open defects (numbered per company), updated,
// completed through the repair sign-off (the unit back in service in the same transaction), shown on the inspection;
// bad ids, another company's ids and drivers are refused without writing; a resent command is applied once.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Inspection } from "../../../shared/generated/inspections";
import type { Vehicle } from "../../../shared/generated/vehicles";
import type { WorkOrder, WorkOrderAssignees, WorkOrders } from "../../../shared/generated/work-orders";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { SIGNATURE, inspectionOf, scheduleFor, sendCommand, signedIn, vehicleId } from "../inspections/test-kit";

describe.each(testDatabases())("work orders on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let mechanic: TestSocket;
  let driver: TestSocket;
  let rival: TestSocket;
  let other: OtherCompany;
  let vehicle: string;
  let inspection: Inspection;
  let mechanicId: string;
  /** The demo seed's work orders: the company's numbers continue after them. */
  let base: number;

  const ok = <T>(reply: { statusCode: number; payload?: unknown; error?: unknown }): T => {
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as T;
  };
  const counts = async () => {
    const db = server.database.db;
    const n = async (table: "vehicle_work_orders" | "files") =>
      Number((await db.selectFrom(table).select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const onOrders = Number(
      (
        await db
          .selectFrom("vehicle_inspection_defects")
          .select(db.fn.countAll<number>().as("n"))
          .where("work_order_id", "is not", null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const open = Number(
      (
        await db
          .selectFrom("vehicle_inspection_defects")
          .select(db.fn.countAll<number>().as("n"))
          .where("defect_state", "=", "open")
          .executeTakeFirstOrThrow()
      ).n,
    );
    return { orders: await n("vehicle_work_orders"), files: await n("files"), onOrders, open };
  };
  const refusedWithoutWrites = async (
    send: () => Promise<{ statusCode: number; error?: { messageId: string; fields?: unknown } }>,
    messageId: string,
    fields?: unknown,
  ) => {
    const before = await counts();
    const reply = await send();
    expect(reply.error?.messageId, JSON.stringify(reply)).toBe(messageId);
    if (fields) expect(reply.error?.fields).toEqual(fields);
    expect(await counts()).toEqual(before);
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    other = await createOtherCompany(server.database.db, "shop");
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    rival = await signedIn(server, other.ownerEmail);
    mechanicId = (
      await server.database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "mechanic@mapleleaf.localhost")
        .executeTakeFirstOrThrow()
    ).id;
    vehicle = await vehicleId(server, "T-106");
    base =
      (await server.database.db.selectFrom("work_order_counters").select("last_number").executeTakeFirst())
        ?.last_number ?? 0;
    expect(base).toBe(2);
    const schedule = await scheduleFor(driver, vehicle);
    inspection = ok<Inspection>(
      (
        await sendCommand(
          driver,
          "InspectionSubmitRequestEvent",
          inspectionOf(vehicle, schedule, { 1: "major", 5: "minor", 9: "minor" }),
        )
      ).reply,
    );
    expect(inspection.defects).toHaveLength(3);
  });
  afterAll(async () => {
    for (const socket of [owner, mechanic, driver, rival]) socket?.close();
    await server?.close();
  });

  test("the office opens a numbered work order over open defects; the inspection and the unit show it", async () => {
    const [major, minor] = inspection.defects;
    const assignees = ok<WorkOrderAssignees>(await owner.request("WorkOrderAssigneesRequestEvent", {}));
    expect(assignees.people.map((p) => p.id)).toContain(mechanicId);
    const { reply, stamp } = await sendCommand(owner, "WorkOrderOpenRequestEvent", {
      vehicleId: vehicle,
      defectIds: [major!.id, minor!.id],
      assignedToId: mechanicId,
      notes: "Brakes first",
      dueAt: server.services.clock.now() + 86_400_000,
    });
    const order = ok<WorkOrder>(reply);
    expect(order).toMatchObject({
      number: base + 1,
      vehicleName: "T-106",
      status: "open",
      assignedToId: mechanicId,
      assignedToName: expect.any(String),
      notes: "Brakes first",
      openedByName: "Olivia Tremblay",
      inspectionIds: [inspection.id],
    });
    expect(order.defects.map((d) => d.id)).toEqual([major!.id, minor!.id]);
    // Resent after a lost reply: the recorded reply, no second work order.
    const again = await sendCommand(
      owner,
      "WorkOrderOpenRequestEvent",
      { vehicleId: vehicle, defectIds: [major!.id, minor!.id] },
      stamp,
    );
    expect(ok<WorkOrder>(again.reply).id).toBe(order.id);
    expect((await counts()).orders).toBe(base + 1);
    // The mechanic it is assigned to is mailed, once (the resend wrote nothing), with the unit and the defects.
    const assigned = await server.database.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", "mechanic@mapleleaf.localhost")
      .where("subject", "like", `Work order #${base + 1}:%`)
      .execute();
    expect(assigned).toHaveLength(1);
    expect(assigned[0]!.subject).toContain("T-106");
    expect(assigned[0]!.text_body).toContain(`part ${major!.part}`);
    // The next one gets the next number of the company.
    const second = ok<WorkOrder>(
      (
        await sendCommand(mechanic, "WorkOrderOpenRequestEvent", {
          vehicleId: vehicle,
          defectIds: [inspection.defects[2]!.id],
        })
      ).reply,
    );
    expect(second.number).toBe(base + 2);
    const shown = ok<Inspection>(await owner.request("InspectionGetRequestEvent", { id: inspection.id }));
    expect(shown.defects.map((d) => d.workOrderNumber)).toEqual([base + 1, base + 1, base + 2]);
    const ofInspection = ok<WorkOrders>(await owner.request("WorkOrdersRequestEvent", { inspectionId: inspection.id }));
    expect(ofInspection.items.map((w) => w.number)).toEqual([base + 2, base + 1]);
    const ofVehicle = ok<WorkOrders>(
      await mechanic.request("WorkOrdersRequestEvent", { vehicleId: vehicle, activeOnly: true }),
    );
    expect(ofVehicle).toMatchObject({
      items: [expect.objectContaining({ number: base + 2 }), expect.objectContaining({ number: base + 1 })],
      more: false,
    });
  });

  test("bad defects, a non-mechanic assignee and drivers are refused and write nothing", async () => {
    const fresh = ok<Inspection>(
      (
        await sendCommand(
          driver,
          "InspectionSubmitRequestEvent",
          inspectionOf(vehicle, await scheduleFor(driver, vehicle), { 3: "minor" }),
        )
      ).reply,
    );
    const defect = fresh.defects[0]!.id;
    const onOrder = inspection.defects[0]!.id;
    const driverId = fresh.driverId;
    await refusedWithoutWrites(
      () =>
        owner.request("WorkOrderOpenRequestEvent", {
          vehicleId: vehicle,
          defectIds: [defect, defect, onOrder, "#41:999999"],
          assignedToId: driverId,
        }),
      "ValidationFailed",
      [
        { path: "defectIds.1", problem: "duplicate" },
        { path: "defectIds.2", problem: "onAnotherWorkOrder" },
        { path: "defectIds.3", problem: "notFound" },
        { path: "assignedToId", problem: "notAMechanic" },
      ],
    );
    const otherUnit = await vehicleId(server, "T-101");
    await refusedWithoutWrites(
      () => owner.request("WorkOrderOpenRequestEvent", { vehicleId: otherUnit, defectIds: [defect] }),
      "ValidationFailed",
      [{ path: "defectIds.0", problem: "otherUnit" }],
    );
    await refusedWithoutWrites(
      () => driver.request("WorkOrderOpenRequestEvent", { vehicleId: vehicle, defectIds: [defect] }),
      "UnauthorizedException",
    );
    await refusedWithoutWrites(
      () => driver.request("WorkOrdersRequestEvent", { vehicleId: vehicle }),
      "UnauthorizedException",
    );
  });

  test("the demo's own: T-102's brake job completed through a work order, T-103's defect on an open one", async () => {
    const all = ok<WorkOrders>(await owner.request("WorkOrdersRequestEvent", {})).items;
    expect(
      all.filter((w) => w.number <= base).map((w) => [w.number, w.vehicleName, w.status, w.defects[0]?.state]),
    ).toEqual([
      [2, "T-103", "open", "open"],
      [1, "T-102", "completed", "repaired"],
    ]);
  });

  test("another company's ids read as absent: its work orders, vehicles, defects and people", async () => {
    const order = ok<WorkOrders>(await owner.request("WorkOrdersRequestEvent", {})).items[0]!;
    await refusedWithoutWrites(() => rival.request("WorkOrderGetRequestEvent", { id: order.id }), "NotFound");
    await refusedWithoutWrites(
      () => rival.request("WorkOrderUpdateRequestEvent", { id: order.id, status: "in-progress", notes: "x" }),
      "NotFound",
    );
    await refusedWithoutWrites(
      () => rival.request("WorkOrderCompleteRequestEvent", { id: order.id, repairs: [], signature: SIGNATURE }),
      "NotFound",
    );
    await refusedWithoutWrites(
      () => rival.request("WorkOrderOpenRequestEvent", { vehicleId: vehicle, defectIds: [inspection.defects[0]!.id] }),
      "ReferenceNotFound",
    );
    expect(ok<WorkOrders>(await rival.request("WorkOrdersRequestEvent", { vehicleId: vehicle })).items).toEqual([]);
    expect(
      ok<WorkOrders>(await rival.request("WorkOrdersRequestEvent", { inspectionId: inspection.id })).items,
    ).toEqual([]);
    expect(
      ok<WorkOrderAssignees>(await rival.request("WorkOrderAssigneesRequestEvent", {})).people.map((p) => p.id),
    ).not.toContain(mechanicId);
    // The other company's unit and people cannot be put on our work orders either.
    const fresh = ok<Inspection>(
      (
        await sendCommand(
          driver,
          "InspectionSubmitRequestEvent",
          inspectionOf(vehicle, await scheduleFor(driver, vehicle), { 4: "minor" }),
        )
      ).reply,
    );
    await refusedWithoutWrites(
      () =>
        owner.request("WorkOrderOpenRequestEvent", {
          vehicleId: other.vehicleIds[0]!,
          defectIds: [fresh.defects[0]!.id],
        }),
      "ReferenceNotFound",
    );
    await refusedWithoutWrites(
      () =>
        owner.request("WorkOrderOpenRequestEvent", {
          vehicleId: vehicle,
          defectIds: [fresh.defects[0]!.id],
          assignedToId: other.userIds[0],
        }),
      "ValidationFailed",
      [{ path: "assignedToId", problem: "notAMechanic" }],
    );
  });

  test("in progress, then completed: every open defect signed off in one transaction and the unit back in service", async () => {
    const order = ok<WorkOrders>(await owner.request("WorkOrdersRequestEvent", { vehicleId: vehicle })).items.find(
      (w) => w.number === base + 1,
    )!;
    const started = ok<WorkOrder>(
      (
        await sendCommand(mechanic, "WorkOrderUpdateRequestEvent", {
          id: order.id,
          status: "in-progress",
          assignedToId: mechanicId,
          notes: "Parts ordered",
        })
      ).reply,
    );
    expect(started).toMatchObject({ status: "in-progress", notes: "Parts ordered", startedAt: expect.any(Number) });
    expect(started.dueAt).toBeUndefined();
    const before = ok<Vehicle>(await owner.request("VehicleGetRequestEvent", { id: vehicle }));
    expect(before.defectType).toBe("major");
    // A defect left out, or one not on the order: refused, nothing signed off.
    await refusedWithoutWrites(
      () =>
        mechanic.request("WorkOrderCompleteRequestEvent", {
          id: order.id,
          repairs: [{ defectId: order.defects[0]!.id, outcome: "repaired", note: "Adjusted" }],
          signature: SIGNATURE,
        }),
      "ValidationFailed",
      [{ path: "repairs", problem: "defectLeftOpen" }],
    );
    await refusedWithoutWrites(
      () =>
        mechanic.request("WorkOrderCompleteRequestEvent", {
          id: order.id,
          repairs: [
            ...order.defects.map((d) => ({ defectId: d.id, outcome: "repaired" as const, note: "n" })),
            { defectId: inspection.defects[2]!.id, outcome: "repaired", note: "n" },
          ],
          signature: SIGNATURE,
        }),
      "ValidationFailed",
      [{ path: "repairs.2.defectId", problem: "notOnWorkOrder" }],
    );
    const seen = owner.received.length;
    const { reply, stamp } = await sendCommand(mechanic, "WorkOrderCompleteRequestEvent", {
      id: order.id,
      repairs: [
        { defectId: order.defects[0]!.id, outcome: "repaired", note: "Brake chamber replaced" },
        { defectId: order.defects[1]!.id, outcome: "no-correction-needed", note: "Within limits" },
      ],
      signature: SIGNATURE,
      notes: "Road tested",
    });
    const done = ok<WorkOrder>(reply);
    expect(done).toMatchObject({
      status: "completed",
      completedByName: expect.any(String),
      notes: "Road tested",
      completedAt: expect.any(Number),
    });
    expect(done.defects.map((d) => d.state)).toEqual(["repaired", "no-correction-needed"]);
    expect(done.defects[0]).toMatchObject({ repairNote: "Brake chamber replaced", repairSignature: SIGNATURE });
    // Only the minor defect of work order 2 is left open: the unit is back in service.
    const after = ok<Vehicle>(await owner.request("VehicleGetRequestEvent", { id: vehicle }));
    expect(after.defectType).toBe("minor");
    const deadline = performance.now() + 2000;
    while (
      !owner.received.slice(seen).some((m) => m.eventName === "VehiclesChangedNotification") &&
      performance.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 10));
    expect(owner.received.slice(seen).some((m) => m.eventName === "VehiclesChangedNotification")).toBe(true);
    // Resent: the recorded reply; a completed order changes no more.
    expect(
      ok<WorkOrder>(
        (
          await sendCommand(
            mechanic,
            "WorkOrderCompleteRequestEvent",
            { id: order.id, repairs: [], signature: SIGNATURE },
            stamp,
          )
        ).reply,
      ).status,
    ).toBe("completed");
    await refusedWithoutWrites(
      () => mechanic.request("WorkOrderUpdateRequestEvent", { id: order.id, status: "open", notes: "" }),
      "ValidationFailed",
      [{ path: "id", problem: "completed" }],
    );
    expect(
      ok<WorkOrders>(await owner.request("WorkOrdersRequestEvent", { vehicleId: vehicle, activeOnly: true })).items.map(
        (w) => w.number,
      ),
    ).toEqual([base + 2]);
  });

  test("signing an order's last open defect off from the inspection completes the order, live; the inspection keeps the grade found", async () => {
    const schedule = await scheduleFor(driver, vehicle);
    const found = ok<Inspection>(
      (
        await sendCommand(
          driver,
          "InspectionSubmitRequestEvent",
          inspectionOf(vehicle, schedule, { 2: "minor", 3: "minor" }),
        )
      ).reply,
    );
    const [first, second] = found.defects;
    const order = ok<WorkOrder>(
      (
        await sendCommand(owner, "WorkOrderOpenRequestEvent", {
          vehicleId: vehicle,
          defectIds: [first!.id, second!.id],
          notes: "Lights and mirror",
        })
      ).reply,
    );
    const signOff = (defectId: string) =>
      sendCommand(mechanic, "DefectRepairRequestEvent", {
        inspectionId: found.id,
        repairs: [{ defectId, outcome: "repaired", note: "Replaced" }],
        signature: SIGNATURE,
      });
    // One of two signed off: the order still has work to do.
    ok<Inspection>((await signOff(first!.id)).reply);
    expect(ok<WorkOrder>(await owner.request("WorkOrderGetRequestEvent", { id: order.id })).status).toBe("open");
    const seen = owner.received.length;
    ok<Inspection>((await signOff(second!.id)).reply);
    const done = ok<WorkOrder>(await owner.request("WorkOrderGetRequestEvent", { id: order.id }));
    expect(done).toMatchObject({
      status: "completed",
      completedAt: expect.any(Number),
      completedByName: expect.any(String),
      startedAt: expect.any(Number),
      notes: "Lights and mirror",
    });
    expect(done.completedByName).not.toBe("");
    expect(done.defects.map((d) => d.state)).toEqual(["repaired", "repaired"]);
    const announced = () =>
      owner.received
        .slice(seen)
        .some(
          (m) =>
            m.eventName === "WorkOrdersChangedNotification" &&
            (m.payload as { items: Record<string, { status?: string }> }).items[order.id]?.status === "completed",
        );
    const deadline = performance.now() + 2000;
    while (!announced() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(announced()).toBe(true);
    // The inspection's row is good now and still shows what the driver found. (The first sign-off's own row, still
    // minor, may arrive after `seen`: wait for the good one.)
    const goodRow = () =>
      owner.received
        .slice(seen)
        .filter((m) => m.eventName === "InspectionsChangedNotification")
        .map((m) => (m.payload as { items: Record<string, { status: string; foundStatus: string }> }).items[found.id])
        .find((row) => row?.status === "good");
    const rowDeadline = performance.now() + 2000;
    while (!goodRow() && performance.now() < rowDeadline) await new Promise((r) => setTimeout(r, 10));
    expect(goodRow()).toMatchObject({ status: "good", foundStatus: "minor" });
    const window = ok<{ ids: string[]; columns: { status: string[]; foundStatus: string[] } }>(
      await owner.request("InspectionListRequestEvent", {
        filter: {},
        sort: { column: "inspectedAt", direction: "desc" },
        offset: 0,
        limit: 50,
        fields: ["status", "foundStatus"],
      }),
    );
    const at = window.ids.indexOf(found.id);
    expect([window.columns.status[at], window.columns.foundStatus[at]]).toEqual(["good", "minor"]);
  });
});
