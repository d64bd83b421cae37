// Checklists and their results over a real websocket against a real database: building and editing a checklist (order,
// ids kept, retired items), who may edit, the windowed list, filling one from the driver app (graded answers, the most
// severe wins, the defect mail through the outbox), catalogued refusals that write nothing, exactly-once resends, and
// another company's checklists and results invisible and unwritable.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type {
  Checklist,
  ChecklistFields,
  ChecklistListResponse,
  ChecklistResult,
  ChecklistResultListResponse,
  ChecklistResultsChanged,
} from "../../../shared/generated/checklists";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { demoCompanyId, sendCommand, signedIn, vehicleId } from "../inspections/test-kit";

const REEFER: ChecklistFields = {
  name: "Reefer unit pre-trip",
  description: "Before loading a refrigerated trailer",
  items: [
    {
      name: "Fuel level",
      type: "list",
      options: [
        { name: "Full", category: "none" },
        { name: "Half", category: "none" },
        { name: "Below a quarter", category: "minor" },
        { name: "Empty", category: "major" },
      ],
    },
    { name: "Set point (°C)", type: "number", options: [] },
    {
      name: "Alarms showing",
      type: "bool",
      options: [
        { name: "Yes", category: "major" },
        { name: "No", category: "none" },
      ],
    },
    {
      name: "Door seals",
      type: "list",
      multiSelect: true,
      options: [
        { name: "Intact", category: "none" },
        { name: "Torn", category: "minor" },
        { name: "Missing", category: "major" },
      ],
    },
    { name: "Notes", type: "text", options: [] },
  ],
};

async function saved(socket: TestSocket, checklist: ChecklistFields, id?: string): Promise<Checklist> {
  const { reply } = await sendCommand(socket, "ChecklistSaveRequestEvent", { ...(id ? { id } : {}), checklist });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return reply.payload as Checklist;
}

/** An answer per item: the option named, or a value. */
function answers(checklist: Checklist, picks: Record<string, string | string[]>) {
  return checklist.items.map((item) => {
    const pick = picks[item.name];
    if (item.type === "text" || item.type === "number")
      return { itemId: item.id, value: String(pick ?? (item.type === "number" ? "2" : "ok")) };
    const names = Array.isArray(pick) ? pick : [pick ?? item.options[0]!.name];
    return { itemId: item.id, optionIds: names.map((name) => item.options.find((o) => o.name === name)!.id) };
  });
}

const editable = (checklist: Checklist): ChecklistFields => ({
  name: checklist.name,
  description: checklist.description,
  items: checklist.items.map((item) => ({
    id: item.id,
    name: item.name,
    type: item.type,
    multiSelect: item.multiSelect,
    options: item.options.map((o) => ({ id: o.id, name: o.name, category: o.category })),
  })),
});

describe.each(testDatabases())("checklists on $name", (database) => {
  let server: TestServer;
  let manager: TestSocket;
  let mechanic: TestSocket;
  let driver: TestSocket;
  let other: OtherCompany;
  let rival: TestSocket;
  let truck: string;
  let reefer: Checklist;
  const count = async (table: "checklist_results" | "checklists") =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(database);
    manager = await signedIn(server, "manager@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    other = await createOtherCompany(server.database.db, "checklists");
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "checklists"] })
      .where("id", "=", other.companyId)
      .execute();
    rival = await signedIn(server, other.ownerEmail);
    const companyId = await demoCompanyId(server);
    await server.database.db
      .updateTable("companies")
      .set({ email_defects: "safety@mapleleaf.localhost, yard@mapleleaf.localhost" })
      .where("id", "=", companyId)
      .execute();
    const first = await server.database.db
      .selectFrom("vehicles")
      .select("name")
      .where("company_id", "=", companyId)
      .where("deleted", "=", false)
      .orderBy("name")
      .executeTakeFirstOrThrow();
    truck = await vehicleId(server, first.name);
    reefer = await saved(manager, REEFER);
  });
  afterAll(async () => {
    for (const socket of [manager, mechanic, driver, rival]) socket?.close();
    await server?.close();
  });

  test("a checklist is saved with every item type, items and options in order, bool as a Yes/No list", () => {
    expect(reefer.id).toMatch(/^#70:\d+$/);
    expect(reefer.items.map((i) => [i.index, i.name, i.type])).toEqual([
      [0, "Fuel level", "list"],
      [1, "Set point (°C)", "number"],
      [2, "Alarms showing", "bool"],
      [3, "Door seals", "list"],
      [4, "Notes", "text"],
    ]);
    expect(reefer.items[0]!.options.map((o) => [o.index, o.name, o.category])).toEqual([
      [0, "Full", "none"],
      [1, "Half", "none"],
      [2, "Below a quarter", "minor"],
      [3, "Empty", "major"],
    ]);
    expect(reefer.items[3]!.multiSelect).toBe(true);
    expect(reefer.itemCount).toBe(5);
  });

  test("an edit reorders items and options, keeps their ids, and retires what it leaves out", async () => {
    const draft = await saved(mechanic, {
      name: "Liftgate",
      items: [
        {
          name: "Platform",
          type: "bool",
          options: [
            { name: "Yes", category: "none" },
            { name: "No", category: "major" },
          ],
        },
        { name: "Cycles", type: "number", options: [] },
        {
          name: "Chains",
          type: "list",
          options: [
            { name: "Good", category: "none" },
            { name: "Worn", category: "minor" },
          ],
        },
      ],
    });
    const fields = editable(draft);
    const [platform, cycles, chains] = fields.items;
    chains!.options.reverse();
    const edited = await saved(mechanic, { ...fields, name: "Liftgate daily", items: [chains!, platform!] }, draft.id);
    expect(edited.items.map((i) => [i.id, i.index])).toEqual([
      [draft.items[2]!.id, 0],
      [draft.items[0]!.id, 1],
    ]);
    expect(edited.items[0]!.options.map((o) => o.name)).toEqual(["Worn", "Good"]);
    expect(edited.itemCount).toBe(2);
    const retired = await server.database.db
      .selectFrom("checklist_items")
      .select("retired")
      .where("id", "=", cycles!.id!)
      .executeTakeFirstOrThrow();
    expect(retired.retired).toBe(true);
    // An id of another checklist's item is refused whole.
    const { reply } = await sendCommand(mechanic, "ChecklistSaveRequestEvent", {
      id: draft.id,
      checklist: { ...fields, items: [{ ...platform!, id: reefer.items[0]!.id }] },
    });
    expect(reply).toMatchObject({ statusCode: 400, error: { messageId: "ValidationFailed" } });
    expect(reply.error?.fields).toContainEqual({ path: "checklist.items.0.id", problem: "notInChecklist" });
  });

  test("a Yes/No item needs exactly two options, a list one; problems come back by field", async () => {
    const before = await count("checklists");
    const { reply } = await sendCommand(manager, "ChecklistSaveRequestEvent", {
      checklist: {
        name: "Bad",
        items: [
          { name: "Q", type: "bool", options: [{ name: "Yes", category: "none" }] },
          { name: "L", type: "list", options: [] },
          { name: "T", type: "text", options: [{ name: "x", category: "none" }] },
        ],
      },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.error?.messageId).toBe("ValidationFailed");
    expect(reply.error?.fields).toEqual(
      expect.arrayContaining([
        { path: "checklist.items.0.options", problem: "yesNoTwo" },
        { path: "checklist.items.1.options", problem: "required" },
        { path: "checklist.items.2.options", problem: "notAllowed" },
      ]),
    );
    expect(await count("checklists")).toBe(before);
  });

  test("a driver reads checklists but cannot edit, remove or list results", async () => {
    expect((await driver.request("ChecklistGetRequestEvent", { id: reefer.id })).statusCode).toBe(200);
    const save = await sendCommand(driver, "ChecklistSaveRequestEvent", { id: reefer.id, checklist: editable(reefer) });
    expect(save.reply).toMatchObject({ statusCode: 403, error: { messageId: "UnauthorizedException" } });
    expect((await sendCommand(driver, "ChecklistRemoveRequestEvent", { id: reefer.id })).reply.statusCode).toBe(403);
    expect(
      (
        await driver.request("ChecklistResultListRequestEvent", {
          filter: {},
          sort: { column: "filledAt", direction: "desc" },
          offset: 0,
          limit: 10,
        })
      ).statusCode,
    ).toBe(403);
  });

  test("the list is a window: count, sort, search, removed and restored", async () => {
    const page = async (filter: object) =>
      (
        await manager.request("ChecklistListRequestEvent", {
          filter,
          sort: { column: "name", direction: "asc" },
          offset: 0,
          limit: 100,
        })
      ).payload as ChecklistListResponse;
    const all = await page({});
    expect(all.columns.name).toEqual(
      [...all.columns.name!].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    // The demo company has its own "Reefer unit pre-trip" (features/checklists/demo.ts): the search finds both, nothing else.
    const found = await page({ search: "REEFER" });
    expect(found.ids).toContain(reefer.id);
    expect(found.columns.name!.every((name) => name.toLowerCase().includes("reefer"))).toBe(true);
    const temp = await saved(manager, { name: "Temporary", items: [{ name: "Anything", type: "text", options: [] }] });
    expect((await sendCommand(manager, "ChecklistRemoveRequestEvent", { id: temp.id })).reply.statusCode).toBe(200);
    expect((await page({})).ids).not.toContain(temp.id);
    expect((await page({ status: "removed" })).ids).toContain(temp.id);
    expect((await sendCommand(manager, "ChecklistRestoreRequestEvent", { id: temp.id })).reply.statusCode).toBe(200);
    expect((await page({})).ids).toContain(temp.id);
  });

  test("a filled checklist is graded, its defect type the most severe answer, mailed to emailDefects, pushed to the office", async () => {
    const seen = manager.received.length;
    const { reply } = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
      checklistId: reefer.id,
      vehicleId: truck,
      resultType: "initial",
      answers: answers(reefer, {
        "Fuel level": "Below a quarter",
        "Set point (°C)": "-18,5",
        "Alarms showing": "Yes",
        "Door seals": ["Intact", "Torn"],
        Notes: "Compressor noisy",
      }),
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const result = reply.payload as ChecklistResult;
    expect(result.defectType).toBe("major");
    expect(result.items.map((i) => i.grade)).toEqual(["minor", "none", "major", "minor", "none"]);
    expect(result.items[1]!.value).toBe("-18.5");
    expect(result.items[3]!.options.map((o) => o.name)).toEqual(["Intact", "Torn"]);
    expect(result.employeeName).toBe("Daniel Roy");
    const mail = await server.database.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "text_body"])
      .where("subject", "like", "%Reefer unit pre-trip%")
      .execute();
    expect(mail.map((m) => m.to_address).sort()).toEqual(["safety@mapleleaf.localhost", "yard@mapleleaf.localhost"]);
    expect(mail[0]!.subject).toMatch(/^Major checklist result/);
    expect(mail[0]!.text_body).toContain("MAJOR — Alarms showing: Yes");
    const deadline = performance.now() + 2000;
    const pushed = () =>
      manager.received.slice(seen).find((m) => m.eventName === "ChecklistResultsChangedNotification");
    while (!pushed() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(Object.keys((pushed()!.payload as ChecklistResultsChanged).items)).toEqual([result.id]);
    expect(driver.received.some((m) => m.eventName === "ChecklistResultsChangedNotification")).toBe(false);
    const got = await manager.request("ChecklistGetRequestEvent", { id: reefer.id });
    expect((got.payload as Checklist).resultCount).toBe(1);
  });

  test("a good result mails nobody; special answers grade as the employee says", async () => {
    const before = await server.database.db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const good = answers(reefer, { "Alarms showing": "No" });
    const { reply } = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
      checklistId: reefer.id,
      vehicleId: truck,
      resultType: "enroute",
      answers: good,
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    expect((reply.payload as ChecklistResult).defectType).toBe("none");
    const after = await server.database.db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const special = good.map((a, i) =>
      i === 4
        ? { itemId: a.itemId, special: "minor" as const, remarks: "Minor Notes: latch stiff" }
        : i === 1
          ? { itemId: a.itemId, special: "na" as const }
          : a,
    );
    const second = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
      checklistId: reefer.id,
      vehicleId: truck,
      resultType: "enroute",
      answers: special,
    });
    expect((second.reply.payload as ChecklistResult).defectType).toBe("minor");
  });

  test("bad answers are catalogued errors naming each field, and write nothing", async () => {
    const liftgate = await saved(manager, {
      name: "Other list",
      items: [{ name: "Gate", type: "list", options: [{ name: "Fine", category: "none" }] }],
    });
    const good = answers(reefer, {});
    const cases: [string, unknown[], string, string][] = [
      [
        "unknown item",
        [...good, { itemId: liftgate.items[0]!.id, optionIds: [liftgate.items[0]!.options[0]!.id] }],
        "answers.5.itemId",
        "notInChecklist",
      ],
      [
        "option of another checklist",
        good.map((a, i) => (i === 0 ? { ...a, optionIds: [liftgate.items[0]!.options[0]!.id] } : a)),
        "answers.0.optionIds.0",
        "notAnOption",
      ],
      [
        "option of another item",
        good.map((a, i) => (i === 0 ? { ...a, optionIds: [reefer.items[2]!.options[0]!.id] } : a)),
        "answers.0.optionIds.0",
        "notAnOption",
      ],
      [
        "a number that is not one",
        good.map((a, i) => (i === 1 ? { itemId: a.itemId, value: "cold" } : a)),
        "answers.1.value",
        "notNumber",
      ],
      [
        "two options of a single choice",
        good.map((a, i) => (i === 0 ? { ...a, optionIds: reefer.items[0]!.options.slice(0, 2).map((o) => o.id) } : a)),
        "answers.0.optionIds",
        "tooMany",
      ],
      ["an item left out", good.slice(1), `items.${reefer.items[0]!.id}`, "unanswered"],
      [
        "a major without remarks",
        good.map((a, i) => (i === 4 ? { itemId: a.itemId, special: "major" } : a)),
        "answers.4.remarks",
        "required",
      ],
    ];
    const before = await count("checklist_results");
    for (const [label, bad, path, problem] of cases) {
      const { reply } = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
        checklistId: reefer.id,
        vehicleId: truck,
        resultType: "initial",
        answers: bad,
      });
      expect(reply.statusCode, label).toBe(400);
      expect(reply.error?.messageId, label).toBe("ValidationFailed");
      expect(reply.error?.fields, label).toContainEqual({ path, problem });
    }
    expect(await count("checklist_results")).toBe(before);
  });

  test("a resent command applies once and answers the recorded reply", async () => {
    const before = await count("checklist_results");
    const payload = {
      checklistId: reefer.id,
      vehicleId: truck,
      resultType: "initial",
      answers: answers(reefer, { "Fuel level": "Empty" }),
    };
    const first = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", payload);
    const again = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", payload, first.stamp);
    expect((again.reply.payload as ChecklistResult).id).toBe((first.reply.payload as ChecklistResult).id);
    expect(await count("checklist_results")).toBe(before + 1);
  });

  test("results list per checklist and per vehicle, sorted and filtered by grade", async () => {
    const page = async (filter: object, column: "filledAt" | "defectType" = "filledAt") =>
      (
        await manager.request("ChecklistResultListRequestEvent", {
          filter,
          sort: { column, direction: "desc" },
          offset: 0,
          limit: 100,
        })
      ).payload as ChecklistResultListResponse;
    const ofChecklist = await page({ checklistId: reefer.id });
    expect(ofChecklist.count).toBeGreaterThanOrEqual(4);
    expect(new Set(ofChecklist.columns.checklistName)).toEqual(new Set(["Reefer unit pre-trip"]));
    expect((await page({ vehicleId: truck })).count).toBe(ofChecklist.count);
    const majors = await page({ checklistId: reefer.id, defect: "major" });
    expect(new Set(majors.columns.defectType)).toEqual(new Set(["major"]));
    expect((await page({ checklistId: reefer.id }, "defectType")).columns.defectType![0]).toBe("major");
    const one = await mechanic.request("ChecklistResultGetRequestEvent", { id: ofChecklist.ids[0]! });
    expect(one.statusCode).toBe(200);
  });

  test("another company's checklists and results are invisible and unwritable", async () => {
    const theirs = await saved(rival, {
      name: "Zqxvictim list",
      items: [
        {
          name: "Zqxvictim item",
          type: "bool",
          options: [
            { name: "Yes", category: "none" },
            { name: "No", category: "major" },
          ],
        },
      ],
    });
    const mine = (
      await manager.request("ChecklistListRequestEvent", {
        filter: { status: "all" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 500,
      })
    ).payload as ChecklistListResponse;
    expect(mine.ids).not.toContain(theirs.id);
    expect(await manager.request("ChecklistGetRequestEvent", { id: theirs.id })).toMatchObject({
      statusCode: 404,
      error: { messageId: "NotFound" },
    });
    expect(
      (await sendCommand(manager, "ChecklistSaveRequestEvent", { id: theirs.id, checklist: editable(theirs) })).reply,
    ).toMatchObject({ statusCode: 404 });
    expect((await sendCommand(manager, "ChecklistRemoveRequestEvent", { id: theirs.id })).reply).toMatchObject({
      statusCode: 404,
    });
    const submit = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
      checklistId: theirs.id,
      vehicleId: truck,
      resultType: "initial",
      answers: [{ itemId: theirs.items[0]!.id, optionIds: [theirs.items[0]!.options[0]!.id] }],
    });
    expect(submit.reply).toMatchObject({ statusCode: 400, error: { messageId: "ReferenceNotFound" } });
    // Their vehicle with our checklist: refused too.
    const onTheirs = await sendCommand(driver, "ChecklistResultSubmitRequestEvent", {
      checklistId: reefer.id,
      vehicleId: other.vehicleIds[0]!,
      resultType: "initial",
      answers: answers(reefer, {}),
    });
    expect(onTheirs.reply).toMatchObject({ statusCode: 400, error: { messageId: "ReferenceNotFound" } });
    const ours = (
      await manager.request("ChecklistResultListRequestEvent", {
        filter: {},
        sort: { column: "filledAt", direction: "desc" },
        offset: 0,
        limit: 1,
      })
    ).payload as ChecklistResultListResponse;
    expect(await rival.request("ChecklistResultGetRequestEvent", { id: ours.ids[0]! })).toMatchObject({
      statusCode: 404,
    });
    const theirResults = (
      await rival.request("ChecklistResultListRequestEvent", {
        filter: { checklistId: reefer.id },
        sort: { column: "filledAt", direction: "desc" },
        offset: 0,
        limit: 10,
      })
    ).payload as ChecklistResultListResponse;
    expect(theirResults.count).toBe(0);
    const stillTheirs = await server.database.db
      .selectFrom("checklists")
      .select(["name", "deleted"])
      .where("id", "=", theirs.id)
      .executeTakeFirstOrThrow();
    expect(stillTheirs).toEqual({ name: "Zqxvictim list", deleted: false });
  });
});
