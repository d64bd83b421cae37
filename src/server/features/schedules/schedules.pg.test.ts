// Schedules over a real websocket: a company reads its copies and the templates, copies a template, edits its copy
// without changing past reports or the template, and assigns it to vehicles; another company's schedule is NotFound.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Inspection } from "../../../shared/generated/inspections";
import type { ScheduleFields, ScheduleList, VehicleSchedule } from "../../../shared/generated/schedules";
import type { Vehicle } from "../../../shared/generated/vehicles";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { inspectionOf, scheduleFor, sendCommand, signedIn, vehicleId } from "../inspections/test-kit";

const asFields = (schedule: VehicleSchedule): ScheduleFields => ({
  name: schedule.name,
  description: schedule.description,
  declaration: schedule.declaration,
  number: schedule.number,
  questions: schedule.questions.map((q) => ({
    id: q.id,
    part: q.part,
    value: q.value,
    type: q.type,
    options: q.options.map((o) => ({ ...o })),
  })),
});

describe.each(testDatabases())("schedules on $name", (database) => {
  let server: TestServer;
  let other: OtherCompany;
  let owner: TestSocket;
  let mechanic: TestSocket;
  let driver: TestSocket;
  beforeAll(async () => {
    server = await startTestServer(database);
    other = await createOtherCompany(server.database.db, "schedules");
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
  });
  afterAll(async () => {
    for (const socket of [owner, mechanic, driver]) socket?.close();
    await server?.close();
  });

  test("the company's copies and the templates are listed; a template is read-only", async () => {
    const list = (await owner.request("ScheduleListRequestEvent", { includeTemplates: true })).payload as ScheduleList;
    expect(
      Object.values(list.items)
        .map((s) => s.templateKey)
        .sort(),
    ).toEqual(["nsc13-schedule-1", "nsc13-schedule-2", "us-dvir-396-11"]);
    expect(Object.values(list.templates!).every((s) => s.isTemplate)).toBe(true);
    const templateId = Object.keys(list.templates!)[0]!;
    const template = (await driver.request("ScheduleGetRequestEvent", { id: templateId })).payload as VehicleSchedule;
    expect(template.isTemplate).toBe(true);
    expect(
      (await owner.request("ScheduleSaveRequestEvent", { id: templateId, schedule: asFields(template) })).error
        ?.messageId,
    ).toBe("NotFound");
    expect((await owner.request("ScheduleGetRequestEvent", { id: other.scheduleIds[0]! })).error?.messageId).toBe(
      "NotFound",
    );
    expect(
      (await owner.request("ScheduleSaveRequestEvent", { id: other.scheduleIds[0]!, schedule: asFields(template) }))
        .error?.messageId,
    ).toBe("NotFound");
    expect(
      (await mechanic.request("ScheduleSaveRequestEvent", { schedule: asFields(template) })).error?.messageId,
    ).toBe("UnauthorizedException");
  });

  test("every live vehicle counts on the schedule it is inspected with: its own, else the company's default copy", async () => {
    const db = server.database.db;
    const list = (await owner.request("ScheduleListRequestEvent", {})).payload as ScheduleList;
    const own = Object.values(list.items);
    const companyId = (
      await db
        .selectFrom("vehicle_schedules")
        .select("company_id")
        .where("id", "=", own[0]!.id)
        .executeTakeFirstOrThrow()
    ).company_id!;
    // docs/schedules.md "Which schedule a vehicle is inspected with", from the rows: the vehicle's own active
    // schedule, else the company's copy of NSC 13 Schedule 2 for a bus and of Schedule 1 for anything else.
    const schedules = await db
      .selectFrom("vehicle_schedules")
      .select(["id", "template_key"])
      .where("company_id", "=", companyId)
      .where("state", "=", "active")
      .orderBy("id")
      .execute();
    const vehicles = await db
      .selectFrom("vehicles")
      .select(["schedule_id", "category_id", "category_name"])
      .where("company_id", "=", companyId)
      .where("deleted", "=", false)
      .execute();
    const defaultCopy = (key: string) => schedules.find((s) => s.template_key === key)?.id;
    const expected = new Map<string, number>();
    for (const v of vehicles) {
      const bus = ["#23:6", "#23:15"].includes(v.category_id) || v.category_name.trim().toLowerCase() === "bus";
      const uses = schedules.some((s) => s.id === v.schedule_id)
        ? v.schedule_id!
        : defaultCopy(bus ? "nsc13-schedule-2" : "nsc13-schedule-1");
      if (uses) expected.set(uses, (expected.get(uses) ?? 0) + 1);
    }
    expect(vehicles.some((v) => v.schedule_id === null)).toBe(true);
    for (const schedule of own) expect(schedule.vehicleCount, schedule.name).toBe(expected.get(schedule.id) ?? 0);
    const defaultId = defaultCopy("nsc13-schedule-1")!;
    expect(own.find((s) => s.id === defaultId)!.vehicleCount).toBeGreaterThan(0);
    const details = (await owner.request("ScheduleGetRequestEvent", { id: defaultId })).payload as VehicleSchedule;
    expect(details.vehicleCount).toBe(expected.get(defaultId));
  });

  test("copy a template, edit it, assign it: past reports keep the text their driver answered", async () => {
    const list = (await owner.request("ScheduleListRequestEvent", { includeTemplates: true })).payload as ScheduleList;
    const templateId = Object.values(list.templates!).find((s) => s.templateKey === "nsc13-schedule-1")!.id;
    const copy = (
      await sendCommand(owner, "ScheduleCopyFromTemplateRequestEvent", { sourceId: templateId, name: "Yard schedule" })
    ).reply.payload as VehicleSchedule;
    expect(copy).toMatchObject({ name: "Yard schedule", isTemplate: false, templateId, vehicleCount: 0 });
    expect(copy.questions).toHaveLength(23);

    const vehicle = await vehicleId(server, "T-105");
    const assigned = await sendCommand(mechanic, "ScheduleAssignRequestEvent", {
      scheduleId: copy.id,
      vehicleIds: [vehicle],
    });
    expect(assigned.reply.payload).toEqual({ scheduleId: copy.id, assigned: 1 });
    expect(((await owner.request("VehicleGetRequestEvent", { id: vehicle })).payload as Vehicle).scheduleId).toBe(
      copy.id,
    );
    expect((await scheduleFor(driver, vehicle)).id).toBe(copy.id);

    const before = (
      await sendCommand(driver, "InspectionSubmitRequestEvent", inspectionOf(vehicle, copy, { 1: "minor" }))
    ).reply.payload as Inspection;
    const fields = asFields(copy);
    fields.questions[0] = { ...fields.questions[0]!, value: "Air brakes (renamed)" };
    fields.questions.pop();
    fields.questions.push({
      part: 24,
      value: "Load securement straps",
      options: [
        { name: "OK", position: 0, type: "ok" },
        { name: "Strap frayed", position: 1, type: "minor" },
      ],
    });
    const saved = await sendCommand(owner, "ScheduleSaveRequestEvent", { id: copy.id, schedule: fields });
    expect(saved.reply.statusCode, JSON.stringify(saved.reply.error)).toBe(200);
    const edited = saved.reply.payload as VehicleSchedule;
    expect(edited.questions.map((q) => q.part)).toEqual([...Array.from({ length: 22 }, (_, i) => i + 1), 24]);
    expect(edited.questions[0]!.value).toBe("Air brakes (renamed)");
    expect(edited.questions[0]!.id).not.toBe(copy.questions[0]!.id);
    expect(edited.questions[1]!.id).toBe(copy.questions[1]!.id);
    expect(edited.vehicleCount).toBe(1);
    const report = (await owner.request("InspectionGetRequestEvent", { id: before.id })).payload as Inspection;
    expect(report.answers[0]!.question).toBe(copy.questions[0]!.value);
    expect(report.answers).toHaveLength(23);
    // The template is untouched.
    expect(
      ((await owner.request("ScheduleGetRequestEvent", { id: templateId })).payload as VehicleSchedule).questions[0]!
        .value,
    ).toBe(copy.questions[0]!.value);
    // Answers to retired questions are no longer accepted.
    const stale = await driver.request("InspectionSubmitRequestEvent", inspectionOf(vehicle, copy));
    expect(stale.error?.messageId).toBe("ValidationFailed");
    expect((await driver.request("InspectionSubmitRequestEvent", inspectionOf(vehicle, edited))).statusCode).toBe(200);
  });

  test("a save with duplicate parts or foreign ids is refused whole", async () => {
    const list = (await owner.request("ScheduleListRequestEvent", {})).payload as ScheduleList;
    const id = Object.values(list.items).find((s) => s.templateKey === "us-dvir-396-11")!.id;
    const schedule = (await owner.request("ScheduleGetRequestEvent", { id })).payload as VehicleSchedule;
    const fields = asFields(schedule);
    fields.questions[1] = { ...fields.questions[1]!, part: fields.questions[0]!.part, id: other.scheduleIds[0]! };
    const reply = await owner.request("ScheduleSaveRequestEvent", { id, schedule: fields });
    expect(reply).toMatchObject({
      statusCode: 400,
      error: {
        messageId: "ValidationFailed",
        fields: [
          { path: "schedule.questions.1.part", problem: "duplicate" },
          { path: "schedule.questions.1.id", problem: "notInSchedule" },
        ],
      },
    });
    expect((await owner.request("ScheduleGetRequestEvent", { id })).payload).toEqual(schedule);
  });
});
