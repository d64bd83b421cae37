// Downloads in the operator's read-only view of a company (docs/operator.md "The read-only view") over a real
// websocket and real HTTP: they are reads, so the inspection report, the invoice PDF, the employees and invoices CSV
// exports and a finished report download while the view lasts, scoped to the viewed company, each written to the
// admin audit log (as is a person's file read in the view); the same links stop working once the view ends or the
// operator is no longer an administrator; the company's own people download as before, unaudited.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../../shared/generated/accounts";
import type { EventName, EventRequests } from "../../../shared/generated/events";
import type { Report } from "../../../shared/generated/reports";
import { VIEW_AS_DOWNLOAD_EVENT } from "../../download-holders";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

const ADMIN = "admin@fleetportal.localhost";

async function signedIn(server: TestServer, email: string): Promise<{ socket: TestSocket; session: SignedInSession }> {
  const socket = await openTestSocket(server.wsUrl);
  const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return { socket, session: reply.payload as SignedInSession };
}

describe.each(testDatabases())("downloads in a read-only view on $name", (database) => {
  let server: TestServer;
  let admin: TestSocket;
  let adminUserId: string;
  let owner: TestSocket;
  let companyId: string;
  let reportId: string;
  let inspectionId: string;
  let invoiceId: string;
  const db = () => server.services.db;

  /** The link an event answers, then the download's status and body. */
  async function download<E extends EventName>(
    socket: TestSocket,
    event: E,
    payload: EventRequests[E],
  ): Promise<{ status: number; type: string | null; body: Buffer }> {
    const reply = await socket.request(event, payload);
    expect(reply.statusCode, `${event}: ${JSON.stringify(reply.error)}`).toBe(200);
    const response = await fetch(`${server.url}${(reply.payload as { url: string }).url}`);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }
  const audited = async () =>
    (
      await db()
        .selectFrom("admin_audit")
        .select(["actor_id", "company_id", "after"])
        .where("event", "=", VIEW_AS_DOWNLOAD_EVENT)
        .orderBy("seq")
        .execute()
    ).map((row) => ({
      actor: row.actor_id,
      company: row.company_id,
      download: (typeof row.after === "string" ? JSON.parse(row.after) : row.after).download as string,
    }));

  const ALL: [string, () => Promise<{ status: number; type: string | null; body: Buffer }>][] = [
    ["inspectionReport", () => download(admin, "InspectionReportRequestEvent", { id: inspectionId })],
    ["invoicePdf", () => download(admin, "InvoicePdfRequestEvent", { id: invoiceId })],
    ["employeesExport", () => download(admin, "ExportEmployeesQueryOperation", { filter: {} })],
    ["invoicesExport", () => download(admin, "ExportInvoicesQueryOperation", { filter: {} })],
    ["report", () => download(admin, "ReportDownloadRequestEvent", { reportId })],
  ];

  beforeAll(async () => {
    server = await startTestServer(database);
    let session: SignedInSession;
    ({ socket: owner, session } = await signedIn(server, "owner@mapleleaf.localhost"));
    companyId = session.company!.id;
    // A finished report of the company, made by its owner.
    const created = await owner.request("ReportCreateRequestEvent", {
      source: { list: "vehicles", filter: {} },
      format: "csv",
    });
    reportId = (created.payload as Report).id;
    await server.services.jobs.kick();
    await server.services.jobs.settled();
    inspectionId = (
      await db()
        .selectFrom("vehicle_inspections")
        .select("id")
        .where("company_id", "=", companyId)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
    invoiceId = (
      await db()
        .selectFrom("invoices")
        .select("id")
        .where("company_id", "=", companyId)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
    ({ socket: admin, session } = await signedIn(server, ADMIN));
    adminUserId = session.user.id;
  }, 60_000);
  afterAll(async () => {
    admin?.close();
    owner?.close();
    await server?.close();
  });

  test("the company's own owner downloads as before, and nothing is audited", async () => {
    const pdf = await download(owner, "InspectionReportRequestEvent", { id: inspectionId });
    expect(pdf.status).toBe(200);
    const csv = await download(owner, "ExportEmployeesQueryOperation", { filter: {} });
    expect(csv.status).toBe(200);
    expect(await audited()).toEqual([]);
  });

  test("in the view, every download of the viewed company works and each is audited", async () => {
    expect((await admin.request("PlatformViewAsStartRequestEvent", { companyId })).statusCode).toBe(200);
    for (const [name, fetchIt] of ALL) {
      const got = await fetchIt();
      expect(got.status, `${name}: ${got.body.toString().slice(0, 200)}`).toBe(200);
    }
    const employees = (await download(admin, "ExportEmployeesQueryOperation", { filter: {} })).body.toString();
    expect(employees).toContain("Tremblay");
    expect((await download(admin, "InspectionReportRequestEvent", { id: inspectionId })).type).toBe("application/pdf");
    const entries = await audited();
    expect(entries.map((e) => e.download)).toEqual([
      "inspectionReport",
      "invoicePdf",
      "employeesExport",
      "invoicesExport",
      "report",
      "employeesExport",
      "inspectionReport",
    ]);
    expect(entries.every((e) => e.actor === adminUserId && e.company === companyId)).toBe(true);
  });

  test("a person's file read in the view is audited; the company's other files are not", async () => {
    const document = await db()
      .selectFrom("employee_documents")
      .select("file_id")
      .where("company_id", "=", companyId)
      .executeTakeFirstOrThrow();
    const before = (await audited()).length;
    expect((await admin.request("FileGetRequestEvent", { id: document.file_id })).statusCode).toBe(200);
    expect((await audited()).slice(before).map((e) => e.download)).toEqual(["personalFile"]);
    // A picture of the company's (a vehicle's photo, say): read in the view like any list, not audited.
    const picture = await db()
      .selectFrom("vehicles")
      .select("image_id as id")
      .where("company_id", "=", companyId)
      .where("image_id", "is not", null)
      .executeTakeFirstOrThrow();
    expect((await admin.request("FileGetRequestEvent", { id: picture.id! })).statusCode).toBe(200);
    expect((await audited()).length).toBe(before + 1);
  });

  test("links made in the view stop working when the view ends, or when the operator is no longer an administrator", async () => {
    const link = async () =>
      ((await admin.request("InvoicePdfRequestEvent", { id: invoiceId })).payload as { url: string }).url;
    const madeInView = await link();
    expect((await admin.request("PlatformViewAsStopRequestEvent", {})).statusCode).toBe(200);
    const afterView = await fetch(`${server.url}${madeInView}`);
    expect(afterView.status).toBe(403);
    expect(((await afterView.json()) as { messageId: string }).messageId).toBe("UnauthorizedException");

    expect((await admin.request("PlatformViewAsStartRequestEvent", { companyId })).statusCode).toBe(200);
    const again = await link();
    const count = (await audited()).length;
    await db()
      .updateTable("employees")
      .set({ roles: ["owner"] })
      .where("user_id", "=", adminUserId)
      .execute();
    try {
      expect((await fetch(`${server.url}${again}`)).status).toBe(403);
    } finally {
      await db()
        .updateTable("employees")
        .set({ roles: ["administrator"] })
        .where("user_id", "=", adminUserId)
        .execute();
    }
    expect((await audited()).length).toBe(count);
    // Administrator again, still viewing: the same link works.
    expect((await fetch(`${server.url}${again}`)).status).toBe(200);
  });
});
