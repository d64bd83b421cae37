// The employee's file and the licence photo over a real websocket: add, replace and remove documents
// (removal keeps the row), who may read and manage them (a mechanic neither; a driver reads only their own file),
// and another company's people, documents and files: NotFound or ReferenceNotFound, and nothing of it changes.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type {
  EmployeeDocument,
  EmployeeDocumentFields,
  EmployeeDocumentList,
  Person,
} from "../../../shared/generated/users";
import { hashPassword } from "../../passwords";
import { createOtherCompany, dumpCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { storeFile } from "../files/store-file";

const DAY = 86_400_000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function signedIn(server: TestServer, email: string): Promise<TestSocket> {
  const socket = await openTestSocket(server.wsUrl);
  const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return socket;
}

describe.each(testDatabases())("employee files on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let manager: TestSocket;
  let mechanic: TestSocket;
  let other: OtherCompany;
  let companyId: string;
  let ownerId: string;
  let driverId: string;
  let fileA: string;
  let fileB: string;
  let otherDocumentId: string;
  const db = () => server.database.db;
  /** A new upload of the owner's, not attached to any record yet (each document gets its own). */
  const upload = (name = "scan.png") =>
    storeFile(db(), { companyId, contentType: "image/png", name, bytes: PNG, createdBy: ownerId, purpose: null });
  const userId = async (email: string) =>
    (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const list = async (socket: TestSocket, id: string, includeRemoved = false) =>
    socket.request("EmployeeDocumentListRequestEvent", { userId: id, ...(includeRemoved ? { includeRemoved } : {}) });
  const save = (socket: TestSocket, id: string, document: EmployeeDocumentFields, documentId?: string) =>
    socket.request("EmployeeDocumentSaveRequestEvent", {
      userId: id,
      ...(documentId ? { id: documentId } : {}),
      document,
    });

  beforeAll(async () => {
    server = await startTestServer(database);
    other = await createOtherCompany(db());
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    manager = await signedIn(server, "manager@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    companyId = (
      await db()
        .selectFrom("companies")
        .select("id")
        .where("website", "=", "mapleleaf.localhost")
        .executeTakeFirstOrThrow()
    ).id;
    ownerId = await userId("owner@mapleleaf.localhost");
    driverId = await userId("driver1@mapleleaf.localhost");
    fileA = await storeFile(db(), {
      companyId,
      contentType: "image/png",
      name: "abstract.png",
      bytes: PNG,
      createdBy: ownerId,
      purpose: null,
    });
    fileB = await storeFile(db(), {
      companyId,
      contentType: "image/png",
      name: "abstract-2026.png",
      bytes: PNG,
      createdBy: ownerId,
      purpose: null,
    });
    // A document in the other company's file, to aim at.
    otherDocumentId = (
      await db()
        .insertInto("employee_documents")
        .values({
          company_id: other.companyId,
          employee_id: other.employeeIds[2]!,
          kind: "medicalCertificate",
          title: "Zqxvictim medical",
          file_id: other.fileId,
          expires_at: server.services.clock.now() + DAY,
          created_by: null,
          modified_by: null,
          time_zone: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    for (const socket of [owner, manager, mechanic]) socket?.close();
    await server?.close();
  });

  test("the demo seed gives two people a document each, one a PDF, one expiring within 30 days", async () => {
    const seeded = await Promise.all(
      ["gurpreet.sandhu@mapleleaf.localhost", "marie-eve.gagnon@mapleleaf.localhost"].map(
        async (email) => ((await list(owner, await userId(email))).payload as EmployeeDocumentList).items,
      ),
    );
    expect(seeded.map((items) => items.map((d) => d.kind))).toEqual([["licenceAbstract"], ["medicalCertificate"]]);
    const soon = seeded
      .flat()
      .filter((d) => d.expiresAt !== undefined && d.expiresAt - server.services.clock.now() < 30 * DAY);
    expect(soon).toHaveLength(1);
    // The abstract came as a PDF from the licensing office; the certificate as a scan.
    expect(seeded.flat().map((d) => d.contentType)).toEqual(["application/pdf", "image/png"]);
    expect(seeded.flat().every((d) => (d.size ?? 0) > 100)).toBe(true);
  });

  test("add with an expiry, replace the file, remove: the row stays, marked removed", async () => {
    const expiresAt = server.services.clock.now() + 20 * DAY;
    const added = await save(owner, driverId, {
      kind: "licenceAbstract",
      title: "Driver's abstract",
      fileId: fileA,
      expiresAt,
      note: "  From the ministry  ",
    });
    expect(added.statusCode, JSON.stringify(added.error)).toBe(200);
    const document = added.payload as EmployeeDocument;
    expect(document).toMatchObject({
      userId: driverId,
      kind: "licenceAbstract",
      title: "Driver's abstract",
      fileId: fileA,
      fileName: "abstract.png",
      contentType: "image/png",
      expiresAt,
      note: "From the ministry",
      state: "active",
    });
    expect(document.id).toMatch(/^#19:\d+$/);

    const replaced = (
      await save(
        owner,
        driverId,
        { kind: "licenceAbstract", title: "Driver's abstract", fileId: fileB, expiresAt: expiresAt + 365 * DAY },
        document.id,
      )
    ).payload as EmployeeDocument;
    expect(replaced).toMatchObject({
      id: document.id,
      fileId: fileB,
      fileName: "abstract-2026.png",
      expiresAt: expiresAt + 365 * DAY,
    });
    expect(replaced.note).toBeUndefined();
    const listed = (await list(owner, driverId)).payload as EmployeeDocumentList;
    expect(listed.items.map((d) => d.id)).toEqual([document.id]);
    expect(listed.canManage).toBe(true);

    const removed = (await owner.request("EmployeeDocumentRemoveRequestEvent", { id: document.id }))
      .payload as EmployeeDocument;
    expect(removed.state).toBe("removed");
    expect(((await list(owner, driverId)).payload as EmployeeDocumentList).items).toEqual([]);
    expect(((await list(owner, driverId, true)).payload as EmployeeDocumentList).items.map((d) => d.state)).toEqual([
      "removed",
    ]);
    const row = await db()
      .selectFrom("employee_documents")
      .select(["state", "file_id"])
      .where("id", "=", document.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "removed", file_id: fileB });
    // A removed document is not replaced; it stays as it was.
    expect(
      (await save(owner, driverId, { kind: "other", title: "X", fileId: fileA }, document.id)).error?.messageId,
    ).toBe("NotFound");
  });

  test("soonest expiry first, none last; other needs a title; the file is checked", async () => {
    const id = await userId("driver2@mapleleaf.localhost");
    for (const [title, days] of [
      ["Later", 300],
      ["None", undefined],
      ["Sooner", 10],
    ] as const) {
      const reply = await save(manager, id, {
        kind: "trainingCertificate",
        title,
        fileId: fileA,
        ...(days === undefined ? {} : { expiresAt: server.services.clock.now() + days * DAY }),
      });
      expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    }
    expect(((await list(manager, id)).payload as EmployeeDocumentList).items.map((d) => d.title)).toEqual([
      "Sooner",
      "Later",
      "None",
    ]);
    expect(await save(manager, id, { kind: "other", title: "  ", fileId: fileA })).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "document.title", problem: "required" }] },
    });
    expect(await save(manager, id, { kind: "other", title: "Forklift", fileId: other.fileId })).toMatchObject({
      statusCode: 400,
      error: { messageId: "ReferenceNotFound", fields: [{ path: "document.fileId" }] },
    });
    expect(((await list(manager, id)).payload as EmployeeDocumentList).items).toHaveLength(3);
  });

  test("a mechanic can neither read nor manage files; a manager cannot manage the owner's", async () => {
    expect((await list(mechanic, driverId)).error?.messageId).toBe("UnauthorizedException");
    expect((await save(mechanic, driverId, { kind: "medicalCertificate", fileId: fileA })).error?.messageId).toBe(
      "UnauthorizedException",
    );
    const mine = (await save(owner, ownerId, { kind: "medicalCertificate", fileId: fileA }))
      .payload as EmployeeDocument;
    expect((await mechanic.request("EmployeeDocumentRemoveRequestEvent", { id: mine.id })).error?.messageId).toBe(
      "UnauthorizedException",
    );
    expect((await manager.request("EmployeeDocumentRemoveRequestEvent", { id: mine.id })).error?.messageId).toBe(
      "UnauthorizedException",
    );
    expect(
      (await save(manager, ownerId, { kind: "medicalCertificate", fileId: fileB }, mine.id)).error?.messageId,
    ).toBe("UnauthorizedException");
    // The manager reads it (every file of the company) but may not manage it.
    const read = (await list(manager, ownerId)).payload as EmployeeDocumentList;
    expect(read).toMatchObject({ canManage: false, items: [{ id: mine.id, fileId: fileA, state: "active" }] });
  });

  test("a driver reads their own file only and manages nothing", async () => {
    // Drivers sign in to the driver app; a driver who is also the yard mechanic has a portal session with both roles.
    const user = await db()
      .insertInto("users")
      .values({
        email: "yard.driver@mapleleaf.localhost",
        first: "Yara",
        last: "Yard",
        password_hash: await hashPassword(TEST_PASSWORD),
        phone: null,
        city: null,
        postal: null,
        jurisdiction: null,
        country: null,
        street: null,
        license_class: null,
        license_expiry: null,
        last_sign_in: null,
        created_by: null,
        modified_by: null,
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("employees")
      .values({
        user_id: user.id,
        company_id: companyId,
        roles: ["driver", "mechanic"],
        employment_id: null,
        start_date: null,
        end_date: null,
        created_by: null,
        modified_by: null,
        time_zone: null,
      })
      .execute();
    const ownFile = await upload("medical.png");
    const own = (
      await save(owner, user.id, {
        kind: "medicalCertificate",
        title: "Medical",
        fileId: ownFile,
        expiresAt: server.services.clock.now() + 5 * DAY,
      })
    ).payload as EmployeeDocument;
    const driver = await signedIn(server, "yard.driver@mapleleaf.localhost");
    const read = (await list(driver, user.id)).payload as EmployeeDocumentList;
    expect(read).toMatchObject({ canManage: false, items: [{ id: own.id }] });
    // The picture itself: theirs to open; a colleague's medical certificate reads as absent, whatever its id.
    expect((await driver.request("FileGetRequestEvent", { id: ownFile })).statusCode).toBe(200);
    const colleague = (
      await save(owner, driverId, { kind: "medicalCertificate", title: "Medical", fileId: await upload() })
    ).payload as EmployeeDocument;
    expect((await driver.request("FileGetRequestEvent", { id: colleague.fileId })).error?.messageId).toBe("NotFound");
    expect((await mechanic.request("FileGetRequestEvent", { id: colleague.fileId })).error?.messageId).toBe("NotFound");
    expect((await manager.request("FileGetRequestEvent", { id: colleague.fileId })).statusCode).toBe(200);
    expect((await list(driver, driverId)).error?.messageId).toBe("UnauthorizedException");
    expect((await list(driver, ownerId)).error?.messageId).toBe("UnauthorizedException");
    expect((await save(driver, user.id, { kind: "other", title: "Mine", fileId: fileA })).error?.messageId).toBe(
      "UnauthorizedException",
    );
    expect((await driver.request("EmployeeDocumentRemoveRequestEvent", { id: own.id })).error?.messageId).toBe(
      "UnauthorizedException",
    );
    driver.close();
  });

  test("the licence photo: set, refused from another company's file, cleared", async () => {
    const photo = await upload("licence.png");
    const set = await owner.request("EmployeeLicencePhotoSaveRequestEvent", {
      userId: driverId,
      licencePhotoId: photo,
    });
    expect(set.statusCode, JSON.stringify(set.error)).toBe(200);
    expect((set.payload as Person).employee.licencePhotoId).toBe(photo);
    expect(
      ((await owner.request("UserGetRequestEvent", { userId: driverId })).payload as Person).employee.licencePhotoId,
    ).toBe(photo);
    // A document's file is not a licence photo: a link names a file of its own purpose (src/server/file-purposes.ts).
    const documentFile = (
      (await save(owner, driverId, { kind: "other", title: "Scan", fileId: await upload() }))
        .payload as EmployeeDocument
    ).fileId;
    expect(
      await owner.request("EmployeeLicencePhotoSaveRequestEvent", { userId: driverId, licencePhotoId: documentFile }),
    ).toMatchObject({ statusCode: 400, error: { messageId: "ReferenceNotFound" } });
    expect(
      await owner.request("EmployeeLicencePhotoSaveRequestEvent", { userId: driverId, licencePhotoId: other.fileId }),
    ).toMatchObject({ statusCode: 400, error: { messageId: "ReferenceNotFound" } });
    expect(
      (await mechanic.request("EmployeeLicencePhotoSaveRequestEvent", { userId: driverId, licencePhotoId: fileB }))
        .error?.messageId,
    ).toBe("UnauthorizedException");
    expect(
      (await manager.request("EmployeeLicencePhotoSaveRequestEvent", { userId: ownerId, licencePhotoId: photo })).error
        ?.messageId,
    ).toBe("UnauthorizedException");
    const cleared = (await owner.request("EmployeeLicencePhotoSaveRequestEvent", { userId: driverId }))
      .payload as Person;
    expect(cleared.employee.licencePhotoId).toBeUndefined();
  });

  test("another company's people and documents read as NotFound and nothing of theirs changes", async () => {
    const before = await dumpCompany(db(), other);
    for (const id of other.userIds) {
      expect((await list(owner, id)).error?.messageId).toBe("NotFound");
      expect((await save(owner, id, { kind: "other", title: "Planted", fileId: fileA })).error?.messageId).toBe(
        "NotFound",
      );
      expect(
        (await owner.request("EmployeeLicencePhotoSaveRequestEvent", { userId: id, licencePhotoId: await upload() }))
          .error?.messageId,
      ).toBe("NotFound");
    }
    expect((await owner.request("EmployeeDocumentRemoveRequestEvent", { id: otherDocumentId })).error?.messageId).toBe(
      "NotFound",
    );
    // Their document id under one of our people's ids: still not ours to replace.
    expect(
      (await save(owner, driverId, { kind: "other", title: "Overwrite", fileId: fileA }, otherDocumentId)).error
        ?.messageId,
    ).toBe("NotFound");
    expect(await dumpCompany(db(), other)).toBe(before);
    const leaked = await db()
      .selectFrom("employee_documents")
      .select("id")
      .where("company_id", "=", companyId)
      .where("title", "in", ["Planted", "Overwrite"])
      .execute();
    expect(leaked).toEqual([]);
  });
});
