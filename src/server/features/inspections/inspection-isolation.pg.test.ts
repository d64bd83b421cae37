// What an inspection may not do: use another company's vehicles, schedules or inspections (read, inspect, repair,
// remark, email, download), or carry answers its schedule does not have. Every refusal is a catalogued error, and
// nothing is written — in either company.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Inspection, InspectionListResponse } from "../../../shared/generated/inspections";
import type { VehicleSchedule } from "../../../shared/generated/schedules";
import { createOtherCompany, dumpCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { SIGNATURE, inspectionOf, scheduleFor, sendCommand, signedIn, vehicleId, writeCounts } from "./test-kit";

describe.each(testDatabases())("inspection rules and isolation on $name", (database) => {
  let server: TestServer;
  let other: OtherCompany;
  let owner: TestSocket;
  let driver: TestSocket;
  let rival: TestSocket;
  let rivalDriver: TestSocket;
  let vehicle: string;
  let schedule: VehicleSchedule;
  let inspection: Inspection;
  beforeAll(async () => {
    server = await startTestServer(database);
    other = await createOtherCompany(server.database.db, "inspections");
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    rival = await signedIn(server, other.ownerEmail);
    rivalDriver = await signedIn(server, other.ownerEmail.replace("owner@", "driver@"), "drive");
    vehicle = await vehicleId(server, "T-102");
    schedule = await scheduleFor(driver, vehicle);
    inspection = (
      await sendCommand(driver, "InspectionSubmitRequestEvent", inspectionOf(vehicle, schedule, { 1: "major" }))
    ).reply.payload as Inspection;
  });
  afterAll(async () => {
    for (const socket of [owner, driver, rival, rivalDriver]) socket?.close();
    await server?.close();
  });

  async function refusedWithoutWrites(
    send: () => Promise<{ statusCode: number; error?: { messageId: string; fields?: unknown } }>,
    messageId: string,
    fields?: unknown,
  ) {
    const before = await writeCounts(server);
    const reply = await send();
    expect(reply.statusCode, JSON.stringify(reply.error)).toBeGreaterThanOrEqual(400);
    expect(reply.error?.messageId).toBe(messageId);
    if (fields !== undefined) expect(reply.error?.fields).toEqual(fields);
    expect(await writeCounts(server)).toEqual(before);
  }

  test("another company cannot read, repair, remark, email or download an inspection", async () => {
    const theirsBefore = await dumpCompany(server.database.db, other);
    const defectId = inspection.defects[0]!.id;
    for (const send of [
      () => rival.request("InspectionGetRequestEvent", { id: inspection.id }),
      () => rival.request("InspectionReportRequestEvent", { id: inspection.id }),
      () =>
        rival.request("DefectRepairRequestEvent", {
          inspectionId: inspection.id,
          repairs: [{ defectId, outcome: "repaired", note: "x" }],
          signature: SIGNATURE,
        }),
      () => rival.request("InspectionRemarkAddRequestEvent", { inspectionId: inspection.id, text: "mine now" }),
      () => rival.request("InspectionEmailRequestEvent", { inspectionId: inspection.id, addresses: "spy@example.ca" }),
    ]) {
      await refusedWithoutWrites(send, "NotFound");
    }
    const list = (
      await rival.request("InspectionListRequestEvent", {
        filter: {},
        sort: { column: "inspectedAt", direction: "desc" },
        offset: 0,
        limit: 500,
      })
    ).payload as InspectionListResponse;
    expect(list.ids).not.toContain(inspection.id);
    const byVehicle = (
      await rival.request("InspectionListRequestEvent", {
        filter: { vehicleId: vehicle },
        sort: { column: "inspectedAt", direction: "desc" },
        offset: 0,
        limit: 10,
      })
    ).payload as InspectionListResponse;
    expect(byVehicle.count).toBe(0);
    expect(
      (await owner.request("InspectionGetRequestEvent", { id: inspection.id })).payload as Inspection,
    ).toMatchObject({ openDefects: 1, remarks: [] });
    expect(await dumpCompany(server.database.db, other)).toBe(theirsBefore);
  });

  test("another company's vehicles, trailers, schedules and photos cannot be inspected or used", async () => {
    const [theirTruck] = other.vehicleIds;
    const base = inspectionOf(vehicle, schedule);
    await refusedWithoutWrites(
      () => rivalDriver.request("InspectionSubmitRequestEvent", inspectionOf(vehicle, schedule)),
      "ReferenceNotFound",
      [{ path: "vehicleId", problem: "notFound" }],
    );
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, vehicleId: theirTruck! }),
      "ReferenceNotFound",
      [{ path: "vehicleId", problem: "notFound" }],
    );
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, trailers: [{ vehicleId: theirTruck! }] }),
      "ReferenceNotFound",
      [{ path: "trailers.0.vehicleId", problem: "notFound" }],
    );
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, scheduleId: other.scheduleIds[0]! }),
      "ReferenceNotFound",
      [{ path: "scheduleId", problem: "notFound" }],
    );
    const answers = base.answers.map((a, i) => (i === 0 ? { ...a, photoIds: [other.fileId] } : a));
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, answers }),
      "ReferenceNotFound",
      [{ path: "answers.0.photoIds.0", problem: "notFound" }],
    );
    await refusedWithoutWrites(
      () => driver.request("VehicleOpenDefectsRequestEvent", { vehicleId: theirTruck! }),
      "ReferenceNotFound",
    );
    await refusedWithoutWrites(
      () => owner.request("ScheduleGetRequestEvent", { id: other.scheduleIds[0]! }),
      "NotFound",
    );
    await refusedWithoutWrites(
      () => owner.request("ScheduleAssignRequestEvent", { scheduleId: other.scheduleIds[0]!, vehicleIds: [vehicle] }),
      "ReferenceNotFound",
    );
    await refusedWithoutWrites(
      () => rival.request("ScheduleAssignRequestEvent", { scheduleId: other.scheduleIds[0]!, vehicleIds: [vehicle] }),
      "ReferenceNotFound",
    );
  });

  test("bad answers are catalogued errors that write nothing", async () => {
    const base = inspectionOf(vehicle, schedule);
    // A question of another schedule of the same company (the bus schedule), and an option of another question.
    const busSchedule = (await owner.request("ScheduleListRequestEvent", {})).payload as {
      items: Record<string, { id: string; templateKey?: string }>;
    };
    const busId = Object.values(busSchedule.items).find((s) => s.templateKey === "nsc13-schedule-2")!.id;
    const bus = (await owner.request("ScheduleGetRequestEvent", { id: busId })).payload as VehicleSchedule;
    const foreignQuestion = base.answers.map((a, i) => (i === 0 ? { ...a, questionId: bus.questions[0]!.id } : a));
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, answers: foreignQuestion }),
      "ValidationFailed",
      [
        { path: "answers.0.questionId", problem: "unknownQuestion" },
        { path: "answers", problem: "unanswered", limit: 1 },
      ],
    );
    const busMajor = bus.questions[0]!.options.find((o) => o.type === "major")!;
    const otherQuestionsMajor = schedule.questions[1]!.options.find((o) => o.type === "major")!;
    const wrongOption = base.answers.map((a, i) =>
      i === 0 ? { ...a, option: "major" as const, defectOptionIds: [busMajor.id, otherQuestionsMajor.id] } : a,
    );
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, answers: wrongOption }),
      "ValidationFailed",
      [
        { path: "answers.0.defectOptionIds.0", problem: "optionOfAnotherQuestion" },
        { path: "answers.0.defectOptionIds.1", problem: "optionOfAnotherQuestion" },
      ],
    );
    const ownMajor = schedule.questions[0]!.options.find((o) => o.type === "major")!;
    const tooSevere = base.answers.map((a, i) =>
      i === 0
        ? { ...a, option: "minor" as const, defectOptionIds: [ownMajor.id] }
        : i === 1
          ? { ...a, option: "major" as const }
          : a,
    );
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, answers: tooSevere }),
      "ValidationFailed",
      [
        { path: "answers.0.defectOptionIds.0", problem: "severity" },
        { path: "answers.1.remark", problem: "defectNeedsDetail" },
      ],
    );
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, answers: base.answers.slice(0, -1) }),
      "ValidationFailed",
      [{ path: "answers", problem: "unanswered", limit: schedule.questions.at(-1)!.part }],
    );
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, answers: [...base.answers, base.answers[0]!] }),
      "ValidationFailed",
      [{ path: `answers.${base.answers.length}`, problem: "duplicate" }],
    );
    const trailer = await vehicleId(server, "TR-401");
    await refusedWithoutWrites(
      () =>
        driver.request("InspectionSubmitRequestEvent", {
          ...base,
          answers: base.answers.map((a, i) => (i === 0 ? { ...a, unitId: trailer } : a)),
        }),
      "ValidationFailed",
      [{ path: "answers.0.unitId", problem: "notAUnit" }],
    );
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, declarationAccepted: false }),
      "ValidationFailed",
      [{ path: "declarationAccepted", problem: "required" }],
    );
    await refusedWithoutWrites(
      () =>
        driver.request("InspectionSubmitRequestEvent", {
          ...base,
          inspectedAt: server.services.clock.now() + 3600_000,
        }),
      "ValidationFailed",
      [{ path: "inspectedAt", problem: "future" }],
    );
    await refusedWithoutWrites(
      () =>
        driver.request("InspectionSubmitRequestEvent", {
          ...base,
          signature: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB",
        }),
      "ValidationFailed",
      [{ path: "signature", problem: "notImage" }],
    );
    await refusedWithoutWrites(
      () => driver.request("InspectionSubmitRequestEvent", { ...base, trailers: [{ vehicleId: vehicle }] }),
      "ValidationFailed",
      [{ path: "trailers.0.vehicleId", problem: "sameAsVehicle" }],
    );
    // A defect on a trailer of the inspection is fine, and lands on the trailer.
    const onTrailer = await driver.request("InspectionSubmitRequestEvent", {
      ...base,
      trailers: [{ vehicleId: trailer, attachedAt: server.services.clock.now() - 3600_000 }],
      answers: [
        ...base.answers,
        { questionId: schedule.questions[2]!.id, unitId: trailer, option: "minor", remark: "Marker lamp out" },
      ],
    });
    expect(onTrailer.statusCode, JSON.stringify(onTrailer.error)).toBe(200);
    expect((onTrailer.payload as Inspection).defects).toEqual([
      expect.objectContaining({
        vehicleId: trailer,
        vehicleName: "TR-401",
        severity: "minor",
        remark: "Marker lamp out",
      }),
    ]);
  });

  test("a repair names only open defects of that inspection", async () => {
    const other = (
      await sendCommand(driver, "InspectionSubmitRequestEvent", inspectionOf(vehicle, schedule, { 6: "minor" }))
    ).reply.payload as Inspection;
    const mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    await refusedWithoutWrites(
      () =>
        mechanic.request("DefectRepairRequestEvent", {
          inspectionId: inspection.id,
          repairs: [{ defectId: other.defects[0]!.id, outcome: "repaired", note: "n" }],
          signature: SIGNATURE,
        }),
      "ValidationFailed",
      [{ path: "repairs.0.defectId", problem: "notInInspection" }],
    );
    const ok = await mechanic.request("DefectRepairRequestEvent", {
      inspectionId: other.id,
      repairs: [{ defectId: other.defects[0]!.id, outcome: "repaired", note: "n" }],
      signature: SIGNATURE,
    });
    expect(ok.statusCode).toBe(200);
    await refusedWithoutWrites(
      () =>
        mechanic.request("DefectRepairRequestEvent", {
          inspectionId: other.id,
          repairs: [{ defectId: other.defects[0]!.id, outcome: "repaired", note: "again" }],
          signature: SIGNATURE,
        }),
      "ValidationFailed",
      [{ path: "repairs.0.defectId", problem: "notOpen" }],
    );
    mechanic.close();
  });
});
