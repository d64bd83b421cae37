// Inspections over a real websocket against a real database: a driver's submit, the defect → out of service →
// repair → acknowledgement cycle, mail through the outbox, the report PDF, and a resent command applied once.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type {
  Inspection,
  InspectionListResponse,
  InspectionReportLink,
  InspectionsChanged,
  VehicleInspectionState,
} from "../../../shared/generated/inspections";
import type { Vehicle } from "../../../shared/generated/vehicles";
import { pdfPageCount, pdfText } from "../../testing/pdf-text";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { loadInspection } from "./load-inspection";
import { renderInspectionReport } from "./report-pdf";
import {
  SIGNATURE,
  demoCompanyId,
  inspectionOf,
  scheduleFor,
  sendCommand,
  signedIn,
  vehicleId,
  writeCounts,
} from "./test-kit";

const DAY = 24 * 3600_000;

describe.each(testDatabases())("inspections on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let mechanic: TestSocket;
  let driver: TestSocket;
  let driver2: TestSocket;
  let companyId: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    companyId = await demoCompanyId(server);
    await server.database.db
      .updateTable("companies")
      .set({ email_defects: "safety@mapleleaf.localhost, shop@mapleleaf.localhost" })
      .where("id", "=", companyId)
      .execute();
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    driver2 = await signedIn(server, "driver2@mapleleaf.localhost", "drive");
  });
  afterAll(async () => {
    for (const socket of [owner, mechanic, driver, driver2]) socket?.close();
    await server?.close();
  });

  test("a good pre-trip: status good, the unit inspected for 24 h, in the office list and pushed to the office", async () => {
    const vehicle = await vehicleId(server, "T-101");
    const schedule = await scheduleFor(driver, vehicle);
    expect(schedule.questions.length).toBeGreaterThan(20);
    const inspectedAt = server.services.clock.now() - 60_000;
    const seenBefore = owner.received.length;
    const { reply } = await sendCommand(
      driver,
      "InspectionSubmitRequestEvent",
      inspectionOf(vehicle, schedule, {}, { inspectedAt }),
    );
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const inspection = reply.payload as Inspection;
    expect(inspection).toMatchObject({
      vehicleName: "T-101",
      driverName: "Daniel Roy",
      status: "good",
      foundStatus: "good",
      openDefects: 0,
      tripType: "pre-trip",
      validUntil: inspectedAt + DAY,
    });
    expect(inspection.answers).toHaveLength(schedule.questions.length);
    expect(inspection.signature).toBe(SIGNATURE);
    const saved = (await owner.request("VehicleGetRequestEvent", { id: vehicle })).payload as Vehicle;
    expect(saved.inspectedUntil).toBe(inspectedAt + DAY);
    const list = (
      await owner.request("InspectionListRequestEvent", {
        filter: { vehicleId: vehicle },
        sort: { column: "inspectedAt", direction: "desc" },
        offset: 0,
        limit: 5,
        fields: ["vehicleName", "driverName", "status", "openDefects"],
      })
    ).payload as InspectionListResponse;
    expect(list.ids[0]).toBe(inspection.id);
    expect(list.columns).toMatchObject({
      vehicleName: ["T-101"].concat(list.columns.vehicleName!.slice(1)),
      status: expect.arrayContaining(["good"]),
    });
    const deadline = performance.now() + 2000;
    const pushed = () =>
      owner.received
        .slice(seenBefore)
        .find(
          (m) =>
            m.eventName === "InspectionsChangedNotification" && (m.payload as InspectionsChanged).items[inspection.id],
        );
    while (!pushed() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((pushed()!.payload as InspectionsChanged).items[inspection.id]).toMatchObject({
      vehicleName: "T-101",
      status: "good",
    });
    // Drivers' sockets get no inspections list rows (they see only their own, by asking).
    expect(driver2.received.some((m) => m.eventName === "InspectionsChangedNotification")).toBe(false);
  });

  test("major defect → out of service and mail to emailDefects and the driver; repair → back in service; the next driver acknowledges", async () => {
    const vehicle = await vehicleId(server, "T-104");
    const schedule = await scheduleFor(driver, vehicle);
    const mailBefore = await writeCounts(server);
    const submitted = await sendCommand(
      driver,
      "InspectionSubmitRequestEvent",
      inspectionOf(vehicle, schedule, { 1: "major", 4: "minor" }),
    );
    expect(submitted.reply.statusCode, JSON.stringify(submitted.reply.error)).toBe(200);
    const inspection = submitted.reply.payload as Inspection;
    expect(inspection).toMatchObject({ status: "major", foundStatus: "major", openDefects: 2 });
    expect(inspection.defects.map((d) => [d.part, d.severity, d.state])).toEqual([
      [1, "major", "open"],
      [4, "minor", "open"],
    ]);
    expect(((await owner.request("VehicleGetRequestEvent", { id: vehicle })).payload as Vehicle).defectType).toBe(
      "major",
    );

    const mail = await server.database.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "attachments"])
      .orderBy("id", "desc")
      .limit(3)
      .execute();
    expect((await writeCounts(server)).mail - mailBefore.mail).toBe(3);
    expect(mail.map((m) => m.to_address).sort()).toEqual([
      "driver1@mapleleaf.localhost",
      "safety@mapleleaf.localhost",
      "shop@mapleleaf.localhost",
    ]);
    expect(mail.find((m) => m.to_address === "safety@mapleleaf.localhost")!.subject).toContain("Out of service: T-104");
    const copy = mail.find((m) => m.to_address === "driver1@mapleleaf.localhost")!;
    expect((copy.attachments as { contentType: string }[])[0]!.contentType).toBe("application/pdf");

    const state = (await driver2.request("VehicleOpenDefectsRequestEvent", { vehicleId: vehicle }))
      .payload as VehicleInspectionState;
    expect(state).toMatchObject({ defectType: "major", outOfService: true });
    expect(state.openDefects).toHaveLength(2);

    // The major defect alone: still minor afterwards, as the minor one stays open.
    const major = inspection.defects.find((d) => d.severity === "major")!;
    const minor = inspection.defects.find((d) => d.severity === "minor")!;
    const repaired = await sendCommand(mechanic, "DefectRepairRequestEvent", {
      inspectionId: inspection.id,
      repairs: [{ defectId: major.id, outcome: "repaired", note: "Adjusted slack adjusters" }],
      signature: SIGNATURE,
    });
    expect(repaired.reply.statusCode, JSON.stringify(repaired.reply.error)).toBe(200);
    expect(repaired.reply.payload as Inspection).toMatchObject({ status: "minor", openDefects: 1 });
    expect(((await owner.request("VehicleGetRequestEvent", { id: vehicle })).payload as Vehicle).defectType).toBe(
      "minor",
    );
    await sendCommand(mechanic, "DefectRepairRequestEvent", {
      inspectionId: inspection.id,
      repairs: [{ defectId: minor.id, outcome: "no-correction-needed", note: "Within limits" }],
      signature: SIGNATURE,
    });
    expect(((await owner.request("VehicleGetRequestEvent", { id: vehicle })).payload as Vehicle).defectType).toBe(
      "none",
    );

    const before = (await driver2.request("VehicleOpenDefectsRequestEvent", { vehicleId: vehicle }))
      .payload as VehicleInspectionState;
    expect(before.openDefects).toEqual([]);
    // The demo's own repairs of this unit may be waiting too; the driver acknowledges everything listed.
    const waiting = before.repairsToAcknowledge.map((d) => d.id);
    expect(waiting).toEqual(expect.arrayContaining([major.id, minor.id]));
    expect(before.repairsToAcknowledge.find((d) => d.id === major.id)).toMatchObject({
      state: "repaired",
      repairedByName: "Mei Chen",
      repairNote: "Adjusted slack adjusters",
    });
    const next = await sendCommand(
      driver2,
      "InspectionSubmitRequestEvent",
      inspectionOf(vehicle, schedule, {}, { acknowledgedDefectIds: waiting }),
    );
    expect(next.reply.statusCode, JSON.stringify(next.reply.error)).toBe(200);
    expect(new Set((next.reply.payload as Inspection).acknowledged.map((d) => d.acknowledgedByName))).toEqual(
      new Set(["Priya Patel"]),
    );
    const after = (await driver2.request("VehicleOpenDefectsRequestEvent", { vehicleId: vehicle }))
      .payload as VehicleInspectionState;
    expect(after.repairsToAcknowledge).toEqual([]);
    // A repair already acknowledged cannot be acknowledged again.
    const again = await sendCommand(
      driver2,
      "InspectionSubmitRequestEvent",
      inspectionOf(vehicle, schedule, {}, { acknowledgedDefectIds: [major.id] }),
    );
    expect(again.reply).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "acknowledgedDefectIds.0", problem: "notARepair" }] },
    });
  });

  test("with the defect notification list empty, a defect mails the company's owners and managers, each in their language", async () => {
    const db = server.database.db;
    const list = await db
      .selectFrom("companies")
      .select("email_defects")
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    await db.updateTable("companies").set({ email_defects: "" }).where("id", "=", companyId).execute();
    // The manager reads French, the others English (users.locale; none set reads English).
    const people = await db
      .selectFrom("users")
      .select(["id", "email", "locale"])
      .where("email", "in", ["owner@mapleleaf.localhost", "manager@mapleleaf.localhost"])
      .execute();
    const setLocale = (email: string, locale: string | null) =>
      db.updateTable("users").set({ locale }).where("email", "=", email).execute();
    await setLocale("manager@mapleleaf.localhost", "fr-CA");
    await setLocale("owner@mapleleaf.localhost", null);
    try {
      // The people who answer for the company, from the rows: live owners and managers (docs/company.md).
      const office = (
        await db
          .selectFrom("employees")
          .select(["email", "roles"])
          .where("company_id", "=", companyId)
          .where("state", "in", ["active", "invited"])
          .execute()
      )
        .filter((r) => r.roles.includes("owner") || r.roles.includes("manager"))
        .map((r) => r.email);
      expect(office).toEqual(expect.arrayContaining(["owner@mapleleaf.localhost", "manager@mapleleaf.localhost"]));
      const before = await db.selectFrom("mail_outbox").select(db.fn.max("id").as("last")).executeTakeFirstOrThrow();
      const vehicle = await vehicleId(server, "T-105");
      const schedule = await scheduleFor(driver2, vehicle);
      const submitted = await sendCommand(
        driver2,
        "InspectionSubmitRequestEvent",
        inspectionOf(vehicle, schedule, { 2: "major" }),
      );
      expect(submitted.reply.statusCode, JSON.stringify(submitted.reply.error)).toBe(200);
      const mail = await db
        .selectFrom("mail_outbox")
        .select(["to_address", "subject", "text_body"])
        .where("id", ">", Number(before.last ?? 0))
        .execute();
      const alerts = mail.filter((m) => /^(Out of service: |Hors service : )T-105/.test(m.subject));
      expect(alerts.map((m) => m.to_address).sort()).toEqual([...new Set(office)].sort());
      const to = (address: string) => alerts.find((m) => m.to_address === address)!;
      expect(to("owner@mapleleaf.localhost").subject).toMatch(/^Out of service: T-105 — /);
      expect(to("owner@mapleleaf.localhost").text_body).toContain("its defect notification list is empty");
      expect(to("owner@mapleleaf.localhost").text_body).toMatch(/MAJOR — T-105, part 2 /);
      const french = to("manager@mapleleaf.localhost");
      expect(french.subject).toMatch(/^Hors service : T-105 — /);
      expect(french.text_body).toContain("a constaté une défectuosité sur T-105 lors de la ronde de sécurité");
      expect(french.text_body).toMatch(/MAJEURE — T-105, partie 2 /);
      expect(french.text_body).toContain("met le véhicule hors service");
      expect(french.text_body).toContain("sa liste d'avis de défectuosités est vide");
      expect(french.text_body).not.toMatch(/Out of service|found|Open the inspection|You receive/);
    } finally {
      await db
        .updateTable("companies")
        .set({ email_defects: list.email_defects })
        .where("id", "=", companyId)
        .execute();
      for (const person of people) await setLocale(person.email, person.locale);
    }
  });

  test("a driver cannot repair, and reads only their own inspections", async () => {
    const vehicle = await vehicleId(server, "S-203");
    const schedule = await scheduleFor(driver, vehicle);
    const mine = (
      await sendCommand(driver, "InspectionSubmitRequestEvent", inspectionOf(vehicle, schedule, { 2: "minor" }))
    ).reply.payload as Inspection;
    const counts = await writeCounts(server);
    const repair = await driver.request("DefectRepairRequestEvent", {
      inspectionId: mine.id,
      repairs: [{ defectId: mine.defects[0]!.id, outcome: "repaired", note: "fixed it myself" }],
      signature: SIGNATURE,
    });
    expect(repair).toMatchObject({ statusCode: 403, error: { messageId: "UnauthorizedException" } });
    expect(await writeCounts(server)).toEqual(counts);
    expect(
      ((await owner.request("InspectionGetRequestEvent", { id: mine.id })).payload as Inspection).defects[0]!.state,
    ).toBe("open");

    for (const reply of [
      await driver2.request("InspectionGetRequestEvent", { id: mine.id }),
      await driver2.request("InspectionReportRequestEvent", { id: mine.id }),
    ]) {
      expect(reply).toMatchObject({ statusCode: 404, error: { messageId: "NotFound" } });
    }
    const theirs = (
      await driver2.request("InspectionListRequestEvent", {
        filter: { driverId: (mine as Inspection).driverId },
        sort: { column: "inspectedAt", direction: "desc" },
        offset: 0,
        limit: 500,
        fields: ["driverName"],
      })
    ).payload as InspectionListResponse;
    expect(theirs.ids).not.toContain(mine.id);
    expect(new Set(theirs.columns.driverName)).toEqual(new Set(theirs.count > 0 ? ["Priya Patel"] : []));
    expect((await driver.request("InspectionGetRequestEvent", { id: mine.id })).statusCode).toBe(200);
  });

  test("a resent submit is applied once and answered with the recorded reply", async () => {
    const vehicle = await vehicleId(server, "T-106");
    const schedule = await scheduleFor(driver, vehicle);
    const counts = await writeCounts(server);
    const payload = inspectionOf(vehicle, schedule, { 3: "minor" });
    const first = await sendCommand(driver, "InspectionSubmitRequestEvent", payload);
    const resent = await sendCommand(driver, "InspectionSubmitRequestEvent", payload, first.stamp);
    expect(resent.reply.statusCode).toBe(200);
    expect((resent.reply.payload as Inspection).id).toBe((first.reply.payload as Inspection).id);
    const after = await writeCounts(server);
    expect(after.inspections - counts.inspections).toBe(1);
    expect(after.defects - counts.defects).toBe(1);
  });

  test("the report PDF names the vehicle, the driver and the defect, downloads through its signed link, and mails on request", async () => {
    const vehicle = await vehicleId(server, "S-201");
    const schedule = await scheduleFor(driver, vehicle);
    const submitted = (
      await sendCommand(driver, "InspectionSubmitRequestEvent", inspectionOf(vehicle, schedule, { 5: "major" }))
    ).reply.payload as Inspection;
    const whole = await loadInspection(server.database.db, companyId, submitted.id);
    const started = performance.now();
    const pdf = await renderInspectionReport(whole, {
      companyName: "Maple Leaf Haulage (demo)",
      timeZone: "America/Toronto",
      compress: false,
    });
    const ms = performance.now() - started;
    const text = pdfText(pdf);
    expect(text).toContain("S-201");
    expect(text).toContain("Daniel Roy");
    expect(text).toContain(submitted.defects[0]!.description);
    // One compact report: the defect first (with its part), then every part's answer in one table, on two pages at
    // most for the whole schedule, each page's foot saying which of how many it is.
    expect(text).toContain(`MAJOR — S-201, part 5:`);
    expect(text.indexOf("MAJOR — S-201")).toBeLessThan(text.indexOf("Schedule answers"));
    for (const question of schedule.questions.slice(0, 6)) expect(text).toContain(question.value);
    expect(text).toContain("Major defect");
    expect(text).toMatch(/Odometer: +\d{1,3}(,\d{3})+ km/);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain(`page ${pages} of ${pages}`);
    console.log(
      `report PDF for a ${schedule.questions.length}-part schedule: ${Math.round(ms)} ms, ${pdf.length} bytes uncompressed`,
    );

    const link = (await owner.request("InspectionReportRequestEvent", { id: submitted.id }))
      .payload as InspectionReportLink;
    expect(link.fileName).toMatch(/^inspection-S-201-\d{4}-\d{2}-\d{2}\.pdf$/);
    const download = await fetch(`${server.url}${link.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await fetch(`${server.url}${link.url.replace(/.$/, "x")}`)).status).toBe(403);
    // The browser adds the screen's language: a French screen downloads the NSC 13 schedule in French.
    const french = await fetch(`${server.url}${link.url}&locale=fr-CA`);
    expect(pdfText(Buffer.from(await french.arrayBuffer()))).toContain("Je déclare que le ou les véhicules");

    const bad = await owner.request("InspectionEmailRequestEvent", {
      inspectionId: submitted.id,
      addresses: "ok@example.ca, not-an-address",
    });
    expect(bad).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "addresses", problem: "emailList" }] },
    });
    const sent = await sendCommand(owner, "InspectionEmailRequestEvent", {
      inspectionId: submitted.id,
      addresses: " insurer@example.ca ,auditor@example.ca",
      message: "For your file.",
    });
    expect(sent.reply.payload).toEqual({ addresses: ["insurer@example.ca", "auditor@example.ca"] });
    const rows = await server.database.db
      .selectFrom("mail_outbox")
      .select(["to_address", "attachments", "text_body"])
      .where("to_address", "in", ["insurer@example.ca", "auditor@example.ca"])
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.text_body).toContain("For your file.");
    expect((rows[0]!.attachments as { filename: string }[])[0]!.filename).toBe(link.fileName);
  });

  test("remarks are added with date, by and text", async () => {
    const vehicle = await vehicleId(server, "S-203");
    const schedule = await scheduleFor(driver, vehicle);
    const submitted = (await sendCommand(driver, "InspectionSubmitRequestEvent", inspectionOf(vehicle, schedule))).reply
      .payload as Inspection;
    const reply = await sendCommand(owner, "InspectionRemarkAddRequestEvent", {
      inspectionId: submitted.id,
      text: "Called the driver about the tire pressure.",
    });
    expect(reply.reply.statusCode).toBe(200);
    expect((reply.reply.payload as Inspection).remarks).toEqual([
      expect.objectContaining({ byName: "Olivia Tremblay", text: "Called the driver about the tire pressure." }),
    ]);
  });
});
