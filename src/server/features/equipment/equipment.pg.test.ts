// Equipment over a real websocket against a real database: saving with its own fields and the Equipment vehicle
// category, the windowed list with search and sort, soft removal, who may edit, exactly-once resends, live
// notifications, another company's equipment invisible and unwritable; equipment inspections (a checklist filled for
// an equipment from the driver app): the mail lists, a major result → out of service → marked repaired.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Checklist, ChecklistResult, ChecklistResultListResponse } from "../../../shared/generated/checklists";
import type {
  Equipment,
  EquipmentChanged,
  EquipmentFields,
  EquipmentListResponse,
} from "../../../shared/generated/equipment";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { demoCompanyId, sendCommand, signedIn } from "../inspections/test-kit";

const FORKLIFT: EquipmentFields = {
  name: "Forklift 3",
  make: "Toyota",
  model: "8FGU25",
  serial: "8fgu25-41877",
  year: 2019,
  hoursMeter: 6120.5,
  notes: "Propane, side shift",
};

async function saved(socket: TestSocket, equipment: EquipmentFields, id?: string): Promise<Equipment> {
  const { reply } = await sendCommand(socket, "EquipmentSaveRequestEvent", { ...(id ? { id } : {}), equipment });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return reply.payload as Equipment;
}

/** A forklift pre-shift check: one Yes/No item whose "No" is major, one list item with a minor option. */
const FORKLIFT_CHECK = {
  name: "Forklift pre-shift",
  items: [
    {
      name: "Brakes hold on the ramp",
      type: "bool",
      options: [
        { name: "Yes", category: "none" },
        { name: "No", category: "major" },
      ],
    },
    {
      name: "Forks and chains",
      type: "list",
      options: [
        { name: "Good", category: "none" },
        { name: "Worn", category: "minor" },
      ],
    },
  ],
};

const list = async (socket: TestSocket, filter: object = {}, sort = { column: "name", direction: "asc" }) =>
  (await socket.request("EquipmentListRequestEvent", { filter, sort, offset: 0, limit: 50 } as never))
    .payload as EquipmentListResponse;

describe.each(testDatabases())("equipment on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let mechanic: TestSocket;
  let driver: TestSocket;
  let other: OtherCompany;
  let rival: TestSocket;
  let forklift: Equipment;
  const count = async () =>
    Number(
      (
        await server.database.db
          .selectFrom("equipment")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(database);
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    other = await createOtherCompany(server.database.db, "equipment");
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users", "equipment"] })
      .where("id", "=", other.companyId)
      .execute();
    rival = await signedIn(server, other.ownerEmail);
    forklift = await saved(owner, FORKLIFT);
  });
  afterAll(async () => {
    for (const socket of [owner, mechanic, driver, rival]) socket?.close();
    await server?.close();
  });

  test("an equipment is saved with its own fields, the Equipment category #23:22 and in service", async () => {
    expect(forklift.id).toMatch(/^#75:\d+$/);
    expect(forklift).toMatchObject({
      name: "Forklift 3",
      make: "Toyota",
      model: "8FGU25",
      serial: "8FGU25-41877",
      year: 2019,
      hoursMeter: 6120.5,
      categoryId: "#23:22",
      defectType: "none",
      outOfService: false,
      deleted: false,
      modelClass: "Equipment",
    });
    expect((await owner.request("EquipmentGetRequestEvent", { id: forklift.id })).payload).toEqual(forklift);
    // Equipment never shows among the vehicles.
    const vehicles = (
      await owner.request("VehicleListRequestEvent", {
        filter: { search: "Forklift 3" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 10,
      })
    ).payload as { count: number };
    expect(vehicles.count).toBe(0);
  });

  test("a blank name, a year out of range and hundredths of an hour are each named, and nothing is saved", async () => {
    const before = await count();
    const { reply } = await sendCommand(owner, "EquipmentSaveRequestEvent", {
      equipment: { name: " ", year: 1700, hoursMeter: 12.25 },
    });
    expect(reply).toMatchObject({ statusCode: 400, error: { messageId: "ValidationFailed" } });
    expect(reply.error?.fields).toEqual(
      expect.arrayContaining([
        { path: "equipment.name", problem: "required" },
        { path: "equipment.year", problem: "invalidYear" },
        { path: "equipment.hoursMeter", problem: "invalidHours" },
      ]),
    );
    expect(await count()).toBe(before);
  });

  test("the list is a window: search over name, make, model and serial; sort by hours; only the fields asked for", async () => {
    await saved(mechanic, { name: "Light tower L2", make: "Generac", model: "MLT6", hoursMeter: 812 });
    await saved(mechanic, { name: "Scissor lift S1", make: "Crown", serial: "SL-2211" });
    const bySerial = await list(owner, { search: "sl-22" });
    expect(bySerial.count).toBe(1);
    expect(bySerial.columns.name).toEqual(["Scissor lift S1"]);
    const byHours = (await list(owner, {}, { column: "hoursMeter", direction: "desc" })).columns.name!;
    const mine = byHours.filter((name) => ["Forklift 3", "Light tower L2", "Scissor lift S1"].includes(name));
    // No reading (the scissor lift) sorts after every reading.
    expect(mine).toEqual(["Forklift 3", "Light tower L2", "Scissor lift S1"]);
    const narrow = (
      await owner.request("EquipmentListRequestEvent", {
        filter: {},
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 10,
        fields: ["name", "outOfService"],
      })
    ).payload as EquipmentListResponse;
    expect(Object.keys(narrow.columns).sort()).toEqual(["name", "outOfService"]);
    expect(narrow.columns.outOfService![narrow.columns.name!.indexOf("Forklift 3")]).toBe(false);
  });

  test("remove is soft and restore brings it back; each change is pushed to the company's sockets", async () => {
    const pallet = (await list(owner, { search: "Scissor lift S1" })).ids[0]!;
    const pushed = new Promise<EquipmentChanged>((resolve) =>
      owner.raw.on("message", (data) => {
        const message = JSON.parse(data.toString()) as { eventName?: string; payload?: EquipmentChanged };
        if (message.eventName === "EquipmentChangedNotification" && message.payload?.items[pallet]?.deleted)
          resolve(message.payload);
      }),
    );
    const { reply } = await sendCommand(mechanic, "EquipmentRemoveRequestEvent", { id: pallet });
    expect(reply.payload).toMatchObject({ id: pallet, deleted: true });
    expect((await pushed).items[pallet]!.name).toBe("Scissor lift S1");
    expect((await list(owner, { search: "Scissor lift" })).count).toBe(0);
    expect((await list(owner, { search: "Scissor lift", status: "removed" })).count).toBe(1);
    const restored = await sendCommand(owner, "EquipmentRestoreRequestEvent", { id: pallet });
    expect(restored.reply.payload).toMatchObject({ deleted: false });
    expect((await list(owner, { search: "Scissor lift" })).count).toBe(1);
  });

  test("a driver can read equipment (to inspect it) but cannot add, edit or remove any", async () => {
    expect((await driver.request("EquipmentGetRequestEvent", { id: forklift.id })).statusCode).toBe(200);
    const before = await count();
    for (const [event, payload] of [
      ["EquipmentSaveRequestEvent", { equipment: { name: "Driver's" } }],
      ["EquipmentSaveRequestEvent", { id: forklift.id, equipment: { name: "Renamed" } }],
      ["EquipmentRemoveRequestEvent", { id: forklift.id }],
      ["EquipmentRepairRequestEvent", { id: forklift.id, note: "fixed" }],
    ] as const) {
      const { reply } = await sendCommand(driver, event, payload);
      expect(reply.statusCode, event).toBe(403);
    }
    expect(await count()).toBe(before);
    expect((await owner.request("EquipmentGetRequestEvent", { id: forklift.id })).payload).toMatchObject({
      name: "Forklift 3",
      deleted: false,
    });
  });

  test("a resent add (same command stamp) saves one equipment and answers the same", async () => {
    const before = await count();
    const first = await sendCommand(owner, "EquipmentSaveRequestEvent", { equipment: { name: "Pressure washer" } });
    const again = await sendCommand(
      owner,
      "EquipmentSaveRequestEvent",
      { equipment: { name: "Pressure washer" } },
      first.stamp,
    );
    expect(again.reply.payload).toEqual(first.reply.payload);
    expect(await count()).toBe(before + 1);
  });

  test("another company's equipment is invisible and unwritable; its own list never shows ours", async () => {
    for (const [event, payload] of [
      ["EquipmentGetRequestEvent", { id: forklift.id }],
      ["EquipmentSaveRequestEvent", { id: forklift.id, equipment: { name: "Stolen" } }],
      ["EquipmentRemoveRequestEvent", { id: forklift.id }],
      ["EquipmentRestoreRequestEvent", { id: forklift.id }],
      ["EquipmentRepairRequestEvent", { id: forklift.id, note: "x" }],
    ] as const) {
      const { reply } = await sendCommand(rival, event, payload);
      expect(reply, event).toMatchObject({ statusCode: 404, error: { messageId: "NotFound" } });
    }
    expect((await list(rival)).count).toBe(0);
    expect((await owner.request("EquipmentGetRequestEvent", { id: forklift.id })).payload).toMatchObject({
      name: "Forklift 3",
      deleted: false,
    });
  });

  test("a repair with nothing open is refused and changes nothing", async () => {
    const { reply } = await sendCommand(mechanic, "EquipmentRepairRequestEvent", { id: forklift.id, note: "Checked" });
    expect(reply).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "id", problem: "nothingToRepair" }] },
    });
  });

  describe("equipment inspections", () => {
    let check: Checklist;
    const answers = (brakes: "Yes" | "No", forks: "Good" | "Worn") => [
      { itemId: check.items[0]!.id, optionIds: [check.items[0]!.options.find((o) => o.name === brakes)!.id] },
      { itemId: check.items[1]!.id, optionIds: [check.items[1]!.options.find((o) => o.name === forks)!.id] },
    ];
    const mailTo = async (subjectPart: string) =>
      (
        await server.database.db
          .selectFrom("mail_outbox")
          .select(["to_address", "subject", "text_body"])
          .where("subject", "like", `%${subjectPart}%`)
          .execute()
      )
        .map((m) => m.to_address)
        .sort();

    beforeAll(async () => {
      const { reply } = await sendCommand(owner, "ChecklistSaveRequestEvent", { checklist: FORKLIFT_CHECK });
      expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
      check = reply.payload as Checklist;
      await server.database.db
        .updateTable("companies")
        .set({
          email_equipment: "yard@mapleleaf.localhost, shop@mapleleaf.localhost",
          email_equipment_defects: "shop@mapleleaf.localhost",
        })
        .where("id", "=", await demoCompanyId(server))
        .execute();
    });

    test("a good result mails the equipment list, keeps it in service and records when it was inspected", async () => {
      const { reply } = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
        checklistId: check.id,
        equipmentId: forklift.id,
        resultType: "initial",
        answers: answers("Yes", "Good"),
      });
      expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
      const result = reply.payload as ChecklistResult;
      expect(result).toMatchObject({ equipmentId: forklift.id, vehicleName: "Forklift 3", defectType: "none" });
      expect(result.vehicleId).toBeUndefined();
      const now = (await owner.request("EquipmentGetRequestEvent", { id: forklift.id })).payload as Equipment;
      expect(now).toMatchObject({
        defectType: "none",
        outOfService: false,
        lastInspectedAt: result.filledAt,
        lastResultId: result.id,
      });
      expect(await mailTo("Equipment inspection: Forklift 3")).toEqual([
        "shop@mapleleaf.localhost",
        "yard@mapleleaf.localhost",
      ]);
      const ofForklift = (
        await owner.request("ChecklistResultListRequestEvent", {
          filter: { equipmentId: forklift.id },
          sort: { column: "filledAt", direction: "desc" },
          offset: 0,
          limit: 10,
          fields: ["equipmentId", "vehicleId", "vehicleName"],
        })
      ).payload as ChecklistResultListResponse;
      expect(ofForklift).toMatchObject({
        count: 1,
        ids: [result.id],
        columns: { equipmentId: [forklift.id], vehicleId: [null], vehicleName: ["Forklift 3"] },
      });
    });

    test("a major result, resent after a lost reply, is recorded once: out of service, one defect mail; repaired → back in service", async () => {
      const results = async () =>
        Number(
          (
            await server.database.db
              .selectFrom("checklist_results")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("equipment_id", "=", forklift.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await results();
      const payload = {
        checklistId: check.id,
        equipmentId: forklift.id,
        resultType: "initial",
        answers: answers("No", "Worn"),
      };
      const first = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", payload);
      const again = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", payload, first.stamp);
      expect(again.reply.payload).toEqual(first.reply.payload);
      expect(await results()).toBe(before + 1);
      expect((first.reply.payload as ChecklistResult).defectType).toBe("major");
      expect(await mailTo("Major checklist result: Forklift pre-shift — Forklift 3")).toEqual([
        "shop@mapleleaf.localhost",
      ]);
      // The shop address is on both lists: it gets the defect mail only; the yard gets the equipment summary.
      expect(
        (await mailTo("Equipment inspection: Forklift 3")).filter((a) => a === "yard@mapleleaf.localhost"),
      ).toHaveLength(2);
      expect((await owner.request("EquipmentGetRequestEvent", { id: forklift.id })).payload).toMatchObject({
        defectType: "major",
        outOfService: true,
      });
      const outOfService = await list(owner, { defect: "major" });
      expect(outOfService.ids).toContain(forklift.id);

      // A later good result does not put it back in service: only a repair does (docs/equipment.md "Rules").
      await sendCommand(driver, "ChecklistResultSubmitRequestEvent", { ...payload, answers: answers("Yes", "Good") });
      expect((await owner.request("EquipmentGetRequestEvent", { id: forklift.id })).payload).toMatchObject({
        outOfService: true,
      });

      const repair = await sendCommand(mechanic, "EquipmentRepairRequestEvent", {
        id: forklift.id,
        note: "Brake shoes replaced, tested on the ramp",
      });
      expect(repair.reply.statusCode, JSON.stringify(repair.reply.error)).toBe(200);
      const repaired = repair.reply.payload as Equipment;
      expect(repaired).toMatchObject({
        defectType: "none",
        outOfService: false,
        repairNote: "Brake shoes replaced, tested on the ramp",
        repairedByName: expect.any(String),
      });
      expect(repaired.repairedAt).toBeGreaterThan(server.services.clock.now() - 60_000);
      expect((await list(owner, { defect: "major" })).ids).not.toContain(forklift.id);
    });

    test("neither or both units, or a removed equipment, are refused and write nothing", async () => {
      const before = Number(
        (
          await server.database.db
            .selectFrom("checklist_results")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const none = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
        checklistId: check.id,
        resultType: "initial",
        answers: answers("Yes", "Good"),
      });
      expect(none.reply).toMatchObject({
        statusCode: 400,
        error: { messageId: "ValidationFailed", fields: [{ path: "vehicleId", problem: "required" }] },
      });
      const truck = await server.database.db
        .selectFrom("vehicles")
        .select("id")
        .where("company_id", "=", await demoCompanyId(server))
        .where("deleted", "=", false)
        .executeTakeFirstOrThrow();
      const both = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
        checklistId: check.id,
        vehicleId: truck.id,
        equipmentId: forklift.id,
        resultType: "initial",
        answers: answers("Yes", "Good"),
      });
      expect(both.reply).toMatchObject({
        statusCode: 400,
        error: { messageId: "ValidationFailed", fields: [{ path: "equipmentId", problem: "vehicleOrEquipment" }] },
      });
      const gone = await saved(owner, { name: "Old compressor" });
      await sendCommand(owner, "EquipmentRemoveRequestEvent", { id: gone.id });
      const removed = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
        checklistId: check.id,
        equipmentId: gone.id,
        resultType: "initial",
        answers: answers("Yes", "Good"),
      });
      expect(removed.reply).toMatchObject({ statusCode: 400, error: { messageId: "ReferenceNotFound" } });
      const rivalTry = await sendCommand(rival, "ChecklistResultSubmitRequestEvent", {
        checklistId: check.id,
        equipmentId: forklift.id,
        resultType: "initial",
        answers: answers("Yes", "Good"),
      });
      expect(rivalTry.reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(
        Number(
          (
            await server.database.db
              .selectFrom("checklist_results")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(before);
    });
  });
});
