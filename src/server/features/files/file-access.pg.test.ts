// Who reads which stored file, enumerated (docs/files.md "Reading a file"): every way a file comes to be — an upload
// not yet attached, a vehicle's and a piece of equipment's picture, a document of an employee's file, a licence
// photo, an import's file, an inspection's photo, the driver's and the mechanic's signatures — made through the real
// events and routes, then read by every role of the company (owner, manager, mechanic, the driver who made it,
// another driver), by the other company's owner and signed out. The expected readers come from the rules as the docs
// state them, not from the code. Then the links: nobody may link a file of another purpose, another person's
// upload, or a file they may not read. Prints attempts / leaks per database.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Inspection } from "../../../shared/generated/inspections";
import { up as backfillPurposes } from "../../db/migrations/0030-file-purposes";
import { documentPdf } from "../../seed/generators/document-pdf";
import { signatureDataUrl } from "../../seed/generators/signature-picture";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import {
  SIGNATURE,
  inspectionOf,
  scheduleFor,
  sendCommand,
  signedInWithToken,
  vehicleId,
} from "../inspections/test-kit";

type Reader = "owner" | "manager" | "mechanic" | "driver" | "otherDriver" | "otherCompany" | "signedOut";
const READERS: readonly Reader[] = [
  "owner",
  "manager",
  "mechanic",
  "driver",
  "otherDriver",
  "otherCompany",
  "signedOut",
];
const EMAILS: Record<Exclude<Reader, "otherCompany" | "signedOut">, string> = {
  owner: "owner@mapleleaf.localhost",
  manager: "manager@mapleleaf.localhost",
  mechanic: "mechanic@mapleleaf.localhost",
  driver: "driver1@mapleleaf.localhost",
  otherDriver: "driver2@mapleleaf.localhost",
};
/** A real picture (a signature's PNG), as a phone or a desk would upload it. */
const PNG = Buffer.from(signatureDataUrl("Pat Photo").split(",")[1]!, "base64");

/** Each kind of file and who may read it, as docs/files.md states the rules. */
const EXPECTED: Record<string, readonly Reader[]> = {
  // Only its uploader (the driver) until a record links it.
  unattached: ["driver"],
  // Whoever may open the vehicle or the equipment: every member.
  vehicleImage: ["owner", "manager", "mechanic", "driver", "otherDriver"],
  equipmentImage: ["owner", "manager", "mechanic", "driver", "otherDriver"],
  // About the driver: the office that keeps the files, and the driver.
  employeeDocument: ["owner", "manager", "driver"],
  licencePhoto: ["owner", "manager", "driver"],
  // The people CSV: its importer and the roles that may import.
  import: ["owner", "manager"],
  // Whoever may open the inspection: the office and the driver who made it, not another driver.
  inspectionPhoto: ["owner", "manager", "mechanic", "driver"],
  // A signature: its signer and the office.
  driverSignature: ["owner", "manager", "mechanic", "driver"],
  repairSignature: ["owner", "manager", "mechanic"],
};

describe.each(testDatabases())("who reads a stored file on $name", (database) => {
  let server: TestServer;
  let other: OtherCompany;
  const sockets = new Map<Reader, TestSocket>();
  const tokens = new Map<Reader, string>();
  const files = new Map<string, string>();

  async function signIn(reader: Reader, email: string, app: "portal" | "drive"): Promise<void> {
    // Drivers and mechanics start their day's hours before they inspect or sign (inspections/timesheet-rule.ts).
    const { socket, token } = await signedInWithToken(server, email, app);
    sockets.set(reader, socket);
    tokens.set(reader, token);
  }

  async function upload(reader: Reader, path: "files" | "imports", body: Buffer | string, type: string) {
    const response = await fetch(`${server.url}/api/v1/${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tokens.get(reader)}`, "Content-Type": type },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const socket = (reader: Reader) => sockets.get(reader)!;
  const ok = (reply: { statusCode: number; error?: unknown }) =>
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  const userIdOf = async (email: string) =>
    (await server.database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    server = await startTestServer(database);
    other = await createOtherCompany(server.database.db);
    for (const reader of ["owner", "manager", "mechanic"] as const) await signIn(reader, EMAILS[reader], "portal");
    for (const reader of ["driver", "otherDriver"] as const) await signIn(reader, EMAILS[reader], "drive");
    const otherOwner = await server.database.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", other.userIds[0]!)
      .executeTakeFirstOrThrow();
    await signIn("otherCompany", otherOwner.email, "portal");
    const driverId = await userIdOf(EMAILS.driver);

    files.set("unattached", await upload("driver", "files", PNG, "image/png"));

    const truck = await vehicleId(server, "T-101");
    const picture = await upload("owner", "files", PNG, "image/png");
    ok(
      (
        await sendCommand(socket("owner"), "VehicleSaveRequestEvent", {
          vehicle: { name: "T-900", categoryId: "#23:5", brakingType: "abs", imageId: picture },
        })
      ).reply,
    );
    files.set("vehicleImage", picture);

    const equipmentPicture = await upload("owner", "files", PNG, "image/png");
    ok(
      (
        await sendCommand(socket("owner"), "EquipmentSaveRequestEvent", {
          equipment: { name: "Forklift F-9", imageId: equipmentPicture },
        })
      ).reply,
    );
    files.set("equipmentImage", equipmentPicture);

    const scan = await upload("owner", "files", PNG, "image/png");
    ok(
      await socket("owner").request("EmployeeDocumentSaveRequestEvent", {
        userId: driverId,
        document: { kind: "medicalCertificate", title: "Medical", fileId: scan },
      }),
    );
    files.set("employeeDocument", scan);

    const licence = await upload("owner", "files", PNG, "image/png");
    ok(
      await socket("owner").request("EmployeeLicencePhotoSaveRequestEvent", {
        userId: driverId,
        licencePhotoId: licence,
      }),
    );
    files.set("licencePhoto", licence);

    files.set(
      "import",
      await upload("owner", "imports", "first,last,email\nPat,Home,pat@home.localhost\n", "text/csv"),
    );

    const schedule = await scheduleFor(socket("driver"), truck);
    const photo = await upload("driver", "files", PNG, "image/png");
    const submission = inspectionOf(truck, schedule, { 1: "minor" });
    const answers = submission.answers.map((answer, index) =>
      index === 0 ? { ...answer, photoIds: [photo] } : answer,
    );
    const submitted = await sendCommand(socket("driver"), "InspectionSubmitRequestEvent", { ...submission, answers });
    ok(submitted.reply);
    const inspection = submitted.reply.payload as Inspection;
    files.set("inspectionPhoto", photo);
    const stored = await server.database.db
      .selectFrom("vehicle_inspections")
      .select("signature_file_id")
      .where("id", "=", inspection.id)
      .executeTakeFirstOrThrow();
    files.set("driverSignature", stored.signature_file_id!);

    ok(
      await socket("mechanic").request("DefectRepairRequestEvent", {
        inspectionId: inspection.id,
        repairs: [{ defectId: inspection.defects[0]!.id, outcome: "repaired", note: "Replaced the lamp" }],
        signature: SIGNATURE,
      }),
    );
    const repaired = await server.database.db
      .selectFrom("vehicle_inspection_defects")
      .select("repair_signature_file_id")
      .where("id", "=", inspection.defects[0]!.id)
      .executeTakeFirstOrThrow();
    files.set("repairSignature", repaired.repair_signature_file_id!);
  }, 120_000);

  afterAll(async () => {
    for (const open of sockets.values()) open.close();
    await server?.close();
  });

  test("every kind of file × every reader: the rule's readers get it, everyone else NotFound", async () => {
    expect([...files.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
    let attempts = 0;
    const leaks: string[] = [];
    const refusedTheirs: string[] = [];
    for (const [kind, id] of files) {
      for (const reader of READERS) {
        attempts += 1;
        const reply =
          reader === "signedOut"
            ? await (async () => {
                const anonymous = await openTestSocket(server.wsUrl);
                const answer = await anonymous.request("FileGetRequestEvent", { id });
                anonymous.close();
                return answer;
              })()
            : await socket(reader).request("FileGetRequestEvent", { id });
        const expected = EXPECTED[kind]!.includes(reader);
        if (reply.statusCode === 200 && !expected) leaks.push(`${reader} read ${kind}`);
        if (reply.statusCode !== 200 && expected) refusedTheirs.push(`${reader} refused ${kind}`);
        if (reply.statusCode !== 200)
          expect(reply.error?.messageId).toBe(reader === "signedOut" ? "NotSignedIn" : "NotFound");
      }
    }
    console.log(`file sweep on ${database.name}: ${attempts} attempts, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    expect(refusedTheirs).toEqual([]);
  });

  test("new file ids tell nothing of the others", () => {
    const positions = [...files.values()].map((id) => BigInt(id.split(":")[1]!));
    // Random 60-bit positions: two consecutive uploads are never neighbours.
    const sorted = [...positions].sort((a, b) => (a < b ? -1 : 1));
    const gaps = sorted.slice(1).map((value, index) => value - sorted[index]!);
    expect(gaps.every((gap) => gap > 1_000_000n)).toBe(true);
  });

  test("a request links only its own new upload or a file of that purpose it may read", async () => {
    const truck = await vehicleId(server, "T-102");
    const schedule = await scheduleFor(socket("otherDriver"), truck);
    const withPhoto = (photo: string) => {
      const submission = inspectionOf(truck, schedule);
      return {
        ...submission,
        answers: submission.answers.map((answer, index) => (index === 0 ? { ...answer, photoIds: [photo] } : answer)),
      };
    };
    // Another driver's inspection photo, the office's import CSV, another driver's upload, another company's file.
    for (const planted of [
      files.get("inspectionPhoto")!,
      files.get("import")!,
      files.get("unattached")!,
      other.fileId,
    ]) {
      const { reply } = await sendCommand(socket("otherDriver"), "InspectionSubmitRequestEvent", withPhoto(planted));
      expect(reply.error?.messageId, planted).toBe("ReferenceNotFound");
    }
    // The office's picture of a vehicle cannot become an employee's medical certificate.
    const driverId = await userIdOf(EMAILS.driver);
    const reply = await socket("owner").request("EmployeeDocumentSaveRequestEvent", {
      userId: driverId,
      document: { kind: "other", title: "Planted", fileId: files.get("vehicleImage")! },
    });
    expect(reply.error?.messageId).toBe("ReferenceNotFound");
    // Its own upload links, once: then it is that inspection's photo, read by the driver who took it.
    const mine = await upload("otherDriver", "files", PNG, "image/png");
    const linked = await sendCommand(socket("otherDriver"), "InspectionSubmitRequestEvent", withPhoto(mine));
    ok(linked.reply);
    ok(await socket("otherDriver").request("FileGetRequestEvent", { id: mine }));
    expect((await socket("driver").request("FileGetRequestEvent", { id: mine })).error?.messageId).toBe("NotFound");
  });

  test("a PDF is a document of an employee's file, never a picture; one that acts is refused", async () => {
    const driverId = await userIdOf(EMAILS.driver);
    const pdf = await documentPdf("Medical certificate", ["Fit for duty"], server.services.clock.now());
    const upload = async (body: Buffer) =>
      fetch(`${server.url}/api/v1/files`, {
        method: "POST",
        headers: { Authorization: `Bearer ${tokens.get("owner")}`, "Content-Type": "application/pdf" },
        body: new Uint8Array(body),
      });
    const stored = await upload(pdf);
    expect(stored.status).toBe(201);
    const { id, contentType } = (await stored.json()) as { id: string; contentType: string };
    expect(contentType).toBe("application/pdf");
    // Not a vehicle's picture…
    const asPicture = await sendCommand(socket("owner"), "VehicleSaveRequestEvent", {
      vehicle: { name: "T-901", categoryId: "#23:5", brakingType: "abs", imageId: id },
    });
    expect(asPicture.reply.error?.messageId).toBe("ReferenceNotFound");
    // …but a medical certificate, read by the driver it is about as it was stored.
    const saved = await socket("owner").request("EmployeeDocumentSaveRequestEvent", {
      userId: driverId,
      document: { kind: "medicalCertificate", title: "Medical (PDF)", fileId: id },
    });
    ok(saved);
    expect(saved.payload).toMatchObject({ contentType: "application/pdf" });
    const read = await socket("driver").request("FileGetRequestEvent", { id });
    ok(read);
    expect(Buffer.from((read.payload as { dataBase64: string }).dataBase64, "base64").equals(pdf)).toBe(true);
    // A PDF that runs a script is refused at the upload, under the file.
    const scripted = Buffer.from(
      "%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\nstartxref\n9\n%%EOF\n",
      "latin1",
    );
    const refused = await upload(scripted);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      messageId: "BadRequest",
      fields: [{ path: "file", problem: "notDocument" }],
    });
  });

  // Last: it drops and re-adds the columns. Files stored before purposes existed get theirs from the records that link
  // to them, as the events above attached them.
  test("the migration gives files stored before it the purposes the events give", async () => {
    const db = server.database.db;
    const { company_id: companyId } = await db
      .selectFrom("files")
      .select("company_id")
      .where("id", "=", files.get("import")!)
      .executeTakeFirstOrThrow();
    const snapshot = () =>
      db
        .selectFrom("files")
        .select(["id", "purpose", "record_id"])
        .where("company_id", "=", companyId)
        .orderBy("id")
        .execute();
    const attached = await snapshot();
    await sql`alter table files drop column purpose, drop column record_id`.execute(db);
    await backfillPurposes(db as never);
    const backfilled = new Map((await snapshot()).map((row) => [row.id, row]));
    const signatures = new Set(attached.filter((row) => row.purpose === "signature").map((row) => row.id));
    for (const row of attached) {
      const after = backfilled.get(row.id)!;
      if (after.purpose === null)
        // Left unattached: the upload no record names, or a demo signer's signature no inspection used yet.
        expect(row.id === files.get("unattached") || signatures.has(row.id), row.id).toBe(true);
      else expect(after, row.id).toEqual(row);
    }
    expect(attached.filter((row) => row.purpose !== null).length).toBeGreaterThan(files.size);
  });
});
