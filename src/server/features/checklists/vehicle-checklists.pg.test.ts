// Checklists attached to vehicles (feature checklistsVehicles) over a real websocket against a real database: attach to
// many vehicles all or nothing, plans refused by field, the due day after a result and after an inspection, overdue
// ones on the compliance screen, who may attach, exactly-once resends, and another company can neither see nor touch
// ours.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type {
  Checklist,
  VehicleChecklist,
  VehicleChecklistAttachResponse,
  VehicleChecklistListResponse,
} from "../../../shared/generated/checklists";
import type { ComplianceListResponse, ComplianceSummary } from "../../../shared/generated/compliance";
import { localDay } from "../../../shared/rules/checkins";
import { shiftDay } from "../../../shared/rules/timesheets";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { expiringItems } from "../compliance/expiring-items";
import { demoCompanyId, inspectionOf, scheduleFor, sendCommand, signedIn, vehicleId } from "../inspections/test-kit";

const ZONE = "America/Toronto"; // the demo company's time zone

async function ok<T>(socket: TestSocket, eventName: string, payload: unknown): Promise<T> {
  const { reply } = await sendCommand(socket, eventName, payload);
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return reply.payload as T;
}

describe.each(testDatabases())("vehicle checklists on $name", (database) => {
  let server: TestServer;
  let manager: TestSocket;
  let mechanic: TestSocket;
  let driver: TestSocket;
  let other: OtherCompany;
  let rival: TestSocket;
  let checklist: Checklist;
  let units: string[];
  /** The demo company's day by the server's clock. */
  const today = () => localDay(server.services.clock.now(), ZONE);
  const list = async (socket: TestSocket, filter: object) => {
    const reply = await socket.request("VehicleChecklistListRequestEvent", filter);
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as VehicleChecklistListResponse;
  };
  const rows = async () =>
    Number(
      (
        await server.database.db
          .selectFrom("vehicle_checklists")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const fill = (vehicle: string) =>
    ok(driver, "ChecklistResultSubmitRequestEvent", {
      checklistId: checklist.id,
      vehicleId: vehicle,
      resultType: "initial",
      answers: [{ itemId: checklist.items[0]!.id, optionIds: [checklist.items[0]!.options[0]!.id] }],
    });

  beforeAll(async () => {
    server = await startTestServer(database);
    manager = await signedIn(server, "manager@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    other = await createOtherCompany(server.database.db, "vchecklists");
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "checklists", "checklistsVehicles"] })
      .where("id", "=", other.companyId)
      .execute();
    rival = await signedIn(server, other.ownerEmail);
    checklist = await ok<Checklist>(manager, "ChecklistSaveRequestEvent", {
      checklist: {
        name: "Tail lift weekly",
        items: [
          {
            name: "Lift works",
            type: "bool",
            options: [
              { name: "Yes", category: "none" },
              { name: "No", category: "major" },
            ],
          },
        ],
      },
    });
    units = await Promise.all(["T-105", "T-106", "S-201"].map((name) => vehicleId(server, name)));
  });
  afterAll(async () => {
    for (const socket of [manager, mechanic, driver, rival]) socket?.close();
    await server?.close();
  });

  test("the demo's daily liftgate check on S-203, never filled, is overdue on the vehicle, the compliance screen and the digest", async () => {
    const straight = await vehicleId(server, "S-203");
    const [liftgate] = (await list(manager, { vehicleId: straight })).items;
    expect(liftgate).toMatchObject({
      checklistName: "Liftgate daily check",
      schedule: "everyDays",
      everyDays: 1,
      status: "overdue",
    });
    const compliance = (
      await manager.request("ComplianceListRequestEvent", {
        filter: { kind: "checklist" },
        sort: { column: "expiresAt", direction: "asc" },
        offset: 0,
        limit: 50,
      })
    ).payload as ComplianceListResponse;
    expect(compliance.ids).toContain(`checklist:${liftgate!.id}`);
    expect(compliance.columns.label![compliance.ids.indexOf(`checklist:${liftgate!.id}`)]).toBe("S-203");
    const summary = (await manager.request("ComplianceSummaryRequestEvent", {})).payload as ComplianceSummary;
    expect(summary.overdueChecklistsCount).toBe(compliance.count);
    // The morning digest lists it too (compliance/reminders.ts).
    const now = server.services.clock.now();
    const digest = await expiringItems(
      server.database.db,
      await demoCompanyId(server),
      now + 30 * 24 * 3600_000,
      0,
      now,
    );
    expect(digest).toContainEqual(
      expect.objectContaining({ kind: "checklist", ownerId: straight, label: "S-203: Liftgate daily check" }),
    );
  });

  test("attached to many vehicles in one command, due N days on; a mechanic may look but not attach", async () => {
    const { items } = await ok<VehicleChecklistAttachResponse>(manager, "VehicleChecklistAttachRequestEvent", {
      checklistId: checklist.id,
      vehicleIds: units,
      schedule: "everyDays",
      everyDays: 3,
    });
    expect(items.map((i) => i.vehicleId).sort()).toEqual([...units].sort());
    for (const item of items)
      expect(item).toMatchObject({ status: "scheduled", nextDueOn: shiftDay(today(), 3), detached: false });
    // The office hears of all three in one notification (awaited here, so it cannot arrive during a later test).
    const announced = () =>
      manager.received.some(
        (m) =>
          m.eventName === "VehicleChecklistsChangedNotification" &&
          items.every((item) => Object.hasOwn((m.payload as { items: object }).items, item.id)),
      );
    const deadline = performance.now() + 5000;
    while (!announced() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(announced()).toBe(true);
    const ofChecklist = await list(mechanic, { checklistId: checklist.id });
    expect(ofChecklist.count).toBe(3);
    const refused = await sendCommand(mechanic, "VehicleChecklistAttachRequestEvent", {
      checklistId: checklist.id,
      vehicleIds: units,
      schedule: "none",
    });
    expect(refused.reply).toMatchObject({ statusCode: 403, error: { messageId: "UnauthorizedException" } });
  });

  test("attaching is all or nothing, and a bad plan is refused by field before anything is written", async () => {
    const before = await rows();
    const another = await vehicleId(server, "B-501");
    const foreign = await sendCommand(manager, "VehicleChecklistAttachRequestEvent", {
      checklistId: checklist.id,
      vehicleIds: [another, other.vehicleIds[0]!],
      schedule: "none",
    });
    expect(foreign.reply).toMatchObject({
      statusCode: 400,
      error: { messageId: "ReferenceNotFound", fields: [{ path: "vehicleIds.1", problem: "notFound" }] },
    });
    const tooMany = await sendCommand(manager, "VehicleChecklistAttachRequestEvent", {
      checklistId: checklist.id,
      vehicleIds: [another],
      schedule: "everyDays",
      everyDays: 366,
    });
    expect(tooMany.reply).toMatchObject({
      statusCode: 400,
      error: { messageId: "BadRequest", fields: [{ path: "everyDays", problem: "tooLarge", limit: 365 }] },
    });
    const mixed = await sendCommand(manager, "VehicleChecklistAttachRequestEvent", {
      checklistId: checklist.id,
      vehicleIds: [another],
      schedule: "eachInspection",
      everyDays: 3,
    });
    expect(mixed.reply).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "everyDays", problem: "notAllowed" }] },
    });
    const missing = await sendCommand(manager, "VehicleChecklistAttachRequestEvent", {
      checklistId: checklist.id,
      vehicleIds: [another],
      schedule: "everyDays",
    });
    expect(missing.reply.error?.fields).toEqual([{ path: "everyDays", problem: "required" }]);
    const far = await sendCommand(manager, "VehicleChecklistAttachRequestEvent", {
      checklistId: checklist.id,
      vehicleIds: [another],
      schedule: "everyDays",
      everyDays: 2,
      firstDueOn: shiftDay(today(), 400),
    });
    expect(far.reply.error?.fields).toEqual([{ path: "firstDueOn", problem: "outOfRange" }]);
    expect(await rows()).toBe(before);
  });

  test("overdue from a past first due day until filled; the result moves the due day on and clears it from compliance", async () => {
    const [unit] = units;
    const [item] = (await list(manager, { vehicleId: unit, checklistId: checklist.id })).items;
    const overdue = await ok<VehicleChecklist>(manager, "VehicleChecklistScheduleRequestEvent", {
      id: item!.id,
      schedule: "everyDays",
      everyDays: 7,
      firstDueOn: shiftDay(today(), -2),
    });
    expect(overdue).toMatchObject({ status: "overdue", nextDueOn: shiftDay(today(), -2) });
    const compliance = async () =>
      (
        (
          await manager.request("ComplianceListRequestEvent", {
            filter: { kind: "checklist" },
            sort: { column: "expiresAt", direction: "asc" },
            offset: 0,
            limit: 50,
          })
        ).payload as ComplianceListResponse
      ).ids;
    expect(await compliance()).toContain(`checklist:${item!.id}`);
    expect((await list(driver, { due: true })).items.map((i) => i.id)).toContain(item!.id);

    const seen = manager.received.length;
    await fill(unit!);
    const [after] = (await list(manager, { vehicleId: unit, checklistId: checklist.id })).items;
    expect(after).toMatchObject({ status: "scheduled", nextDueOn: shiftDay(today(), 7) });
    expect(after!.lastResultAt).toBeGreaterThan(server.services.clock.now() - 60_000);
    expect(await compliance()).not.toContain(`checklist:${item!.id}`);
    expect((await list(driver, { due: true })).items.map((i) => i.id)).not.toContain(item!.id);
    // Pushed to the office as it happens, naming only the filled item. Known by its content: under load an earlier
    // command's notification (reloaded when delivered) may still arrive after `seen`.
    const deadline = performance.now() + 2000;
    const pushed = () =>
      manager.received.slice(seen).find((m) => {
        const items =
          m.eventName === "VehicleChecklistsChangedNotification"
            ? (m.payload as { items: Record<string, VehicleChecklist | null> }).items
            : {};
        return items[item!.id]?.lastResultAt === after!.lastResultAt;
      });
    while (!pushed() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(Object.keys((pushed()!.payload as { items: object }).items)).toEqual([item!.id]);
  });

  test("at each inspection: waiting, due the day the vehicle is inspected, waiting again once filled", async () => {
    const unit = units[1]!;
    const [item] = (await list(manager, { vehicleId: unit, checklistId: checklist.id })).items;
    expect(
      await ok<VehicleChecklist>(manager, "VehicleChecklistScheduleRequestEvent", {
        id: item!.id,
        schedule: "eachInspection",
      }),
    ).toMatchObject({ status: "waiting" });
    const inspected = await sendCommand(
      driver,
      "InspectionSubmitRequestEvent",
      inspectionOf(unit, await scheduleFor(driver, unit)),
    );
    expect(inspected.reply.statusCode, JSON.stringify(inspected.reply.error)).toBe(200);
    expect((await list(manager, { vehicleId: unit, checklistId: checklist.id })).items[0]).toMatchObject({
      status: "due",
      nextDueOn: today(),
    });
    await fill(unit);
    expect((await list(manager, { vehicleId: unit, checklistId: checklist.id })).items[0]).toMatchObject({
      status: "waiting",
    });
  });

  test("detach, then attach again: the same row comes back, a resend applies once", async () => {
    const unit = units[2]!;
    const [item] = (await list(manager, { vehicleId: unit, checklistId: checklist.id })).items;
    expect(await ok<VehicleChecklist>(manager, "VehicleChecklistDetachRequestEvent", { id: item!.id })).toMatchObject({
      detached: true,
      status: "none",
    });
    expect((await list(manager, { vehicleId: unit, checklistId: checklist.id })).count).toBe(0);
    expect((await sendCommand(manager, "VehicleChecklistDetachRequestEvent", { id: item!.id })).reply).toMatchObject({
      statusCode: 404,
      error: { messageId: "NotFound" },
    });
    const payload = { checklistId: checklist.id, vehicleIds: [unit], schedule: "none" };
    const first = await sendCommand(manager, "VehicleChecklistAttachRequestEvent", payload);
    const again = await sendCommand(manager, "VehicleChecklistAttachRequestEvent", payload, first.stamp);
    expect(again.reply.payload).toEqual(first.reply.payload);
    expect((first.reply.payload as VehicleChecklistAttachResponse).items[0]).toMatchObject({
      id: item!.id,
      schedule: "none",
      status: "none",
    });
  });

  test("another company neither sees nor changes our attachments, nor attaches our checklist", async () => {
    const theirs = await ok<Checklist>(rival, "ChecklistSaveRequestEvent", {
      checklist: { name: "Zqxvictim check", items: [{ name: "Zqxvictim item", type: "text", options: [] }] },
    });
    const attached = await ok<VehicleChecklistAttachResponse>(rival, "VehicleChecklistAttachRequestEvent", {
      checklistId: theirs.id,
      vehicleIds: [other.vehicleIds[0]!],
      schedule: "everyDays",
      everyDays: 1,
      firstDueOn: shiftDay(today(), -1),
    });
    const ours = (await list(manager, { checklistId: checklist.id })).items[0]!;
    expect((await list(rival, { vehicleId: ours.vehicleId })).count).toBe(0);
    expect((await list(rival, { checklistId: checklist.id })).count).toBe(0);
    expect((await list(rival, {})).items.map((i) => i.companyId)).toEqual([other.companyId]);
    expect((await list(manager, { checklistId: theirs.id })).count).toBe(0);
    expect((await list(manager, { due: true })).items.map((i) => i.id)).not.toContain(attached.items[0]!.id);
    expect(
      (await sendCommand(rival, "VehicleChecklistScheduleRequestEvent", { id: ours.id, schedule: "none" })).reply,
    ).toMatchObject({ statusCode: 404 });
    expect((await sendCommand(rival, "VehicleChecklistDetachRequestEvent", { id: ours.id })).reply).toMatchObject({
      statusCode: 404,
    });
    const onOurs = await sendCommand(rival, "VehicleChecklistAttachRequestEvent", {
      checklistId: checklist.id,
      vehicleIds: [other.vehicleIds[0]!],
      schedule: "none",
    });
    expect(onOurs.reply).toMatchObject({ statusCode: 400, error: { messageId: "ReferenceNotFound" } });
    expect((await list(manager, { checklistId: checklist.id })).items.find((i) => i.id === ours.id)).toMatchObject({
      schedule: ours.schedule,
      detached: false,
    });
    // Their overdue one never reaches our compliance screen.
    const compliance = (
      await manager.request("ComplianceListRequestEvent", {
        filter: { kind: "checklist" },
        sort: { column: "expiresAt", direction: "asc" },
        offset: 0,
        limit: 100,
      })
    ).payload as ComplianceListResponse;
    expect(compliance.ids).not.toContain(`checklist:${attached.items[0]!.id}`);
  });
});
