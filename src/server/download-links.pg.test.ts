// A download address ends with the session that made it (docs/design/commands.md "The HTTP side"): every kind of
// signed download — inspection report, invoice PDF, employees and invoices exports, a finished report — works while
// its session is signed in and is refused once that session signs out, within its five minutes; a link of another,
// still signed-in session of the same user keeps working.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../shared/generated/accounts";
import type { EventName, EventRequests } from "../shared/generated/events";
import type { Report } from "../shared/generated/reports";
import { testDatabases } from "./testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "./testing/test-server";
import { openTestSocket, type TestSocket } from "./testing/ws-client";

const OWNER = "owner@mapleleaf.localhost";

describe.each(testDatabases())("download links and sign-out on $name", (database) => {
  let server: TestServer;
  let reportId: string;
  let inspectionId: string;
  let invoiceId: string;

  async function signedIn(): Promise<TestSocket> {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return socket;
  }
  async function linkOf<E extends EventName>(socket: TestSocket, event: E, payload: EventRequests[E]) {
    const reply = await socket.request(event, payload);
    expect(reply.statusCode, `${event}: ${JSON.stringify(reply.error)}`).toBe(200);
    return `${server.url}${(reply.payload as { url: string }).url}`;
  }
  const links = (socket: TestSocket) =>
    Promise.all([
      linkOf(socket, "InspectionReportRequestEvent", { id: inspectionId }),
      linkOf(socket, "InvoicePdfRequestEvent", { id: invoiceId }),
      linkOf(socket, "ExportEmployeesQueryOperation", { filter: {} }),
      linkOf(socket, "ExportInvoicesQueryOperation", { filter: {} }),
      linkOf(socket, "ReportDownloadRequestEvent", { reportId }),
    ]);
  const statuses = (urls: string[]) => Promise.all(urls.map(async (url) => (await fetch(url)).status));

  beforeAll(async () => {
    server = await startTestServer(database);
    const owner = await openTestSocket(server.wsUrl);
    const signIn = await owner.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD });
    const companyId = (signIn.payload as SignedInSession).company!.id;
    const created = await owner.request("ReportCreateRequestEvent", {
      source: { list: "vehicles", filter: {} },
      format: "csv",
    });
    reportId = (created.payload as Report).id;
    await server.services.jobs.kick();
    await server.services.jobs.settled();
    const first = (table: "vehicle_inspections" | "invoices") =>
      server.services.db
        .selectFrom(table)
        .select("id")
        .where("company_id", "=", companyId)
        .orderBy("id")
        .executeTakeFirstOrThrow();
    inspectionId = (await first("vehicle_inspections")).id;
    invoiceId = (await first("invoices")).id;
    owner.close();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  test("signing out ends every link the session made; another session's links keep working", async () => {
    const leaving = await signedIn();
    const staying = await signedIn();
    const leavingLinks = await links(leaving);
    const stayingLinks = await links(staying);
    expect(await statuses(leavingLinks)).toEqual([200, 200, 200, 200, 200]);
    expect((await leaving.request("UserSignOutRequestEvent", {})).statusCode).toBe(200);
    expect(await statuses(leavingLinks)).toEqual([403, 403, 403, 403, 403]);
    expect(await statuses(stayingLinks)).toEqual([200, 200, 200, 200, 200]);
    staying.close();
  });
});
