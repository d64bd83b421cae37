// Reports over the real server on both databases: a report's CSV is the list's rows in the list's order for the same
// filter; another company's rows never appear and its reports cannot be downloaded; a report whose job dies half way
// restarts from scratch and ends as one complete file; a mechanic reports only the lists of their reduced menu.
import { inflateSync } from "node:zlib";

import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../../shared/generated/accounts";
import type { ComplianceListResponse } from "../../../shared/generated/compliance";
import type {
  Report,
  ReportDownloadLink,
  ReportFormat,
  ReportListResponse,
  ReportSource,
} from "../../../shared/generated/reports";
import type { VehicleListResponse } from "../../../shared/generated/vehicles";
import { enqueueJob } from "../../jobs/queue";
import { startJobWorker } from "../../jobs/worker";
import { silentLogger } from "../../logging";
import { seedFleet } from "../../seed/fleet";
import { signLink } from "../../signed-links";
import { createOtherCompany, OTHER_COMPANY_MARKER, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { REPORT_LINK_PURPOSE, type ReportLinkClaims } from "./download-route";
import { reportJob, type ReportJobPayload } from "./report-job";

const quiet = silentLogger;
const NEVER = 3_600_000;

/** The text a PDF shows: its content streams inflated, the hex strings of its TJ arrays decoded (pdfkit's way). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const streams = [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
    } catch {
      return m[1]!;
    }
  });
  return [...streams.join("\n").matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[0-9.]+)*)\]\s*TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""),
    )
    .join(" ");
}

describe.each(testDatabases())("reports on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let session: SignedInSession;
  let other: OtherCompany;
  let otherOwner: TestSocket;

  async function signIn(email: string): Promise<{ socket: TestSocket; session: SignedInSession }> {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return { socket, session: reply.payload as SignedInSession };
  }

  beforeAll(async () => {
    server = await startTestServer(database);
    ({ socket: owner, session } = await signIn("owner@mapleleaf.localhost"));
    // Enough vehicles for several keyset pages; bulk-seeded rows share modified dates (ties broken by id).
    await seedFleet(
      server.services.db,
      { companyId: session.company!.id, ownerId: session.user.id, seed: 14, nowMs: server.services.clock.now() },
      { vehicles: 2600 },
    );
    other = await createOtherCompany(server.services.db, "reports");
    ({ socket: otherOwner } = await signIn(other.ownerEmail));
  });
  afterAll(async () => {
    owner?.close();
    otherOwner?.close();
    await server?.close();
  });

  /** Every row of a list, a 500-row window at a time, as its screen would scroll through it. */
  async function wholeList<Page extends { count: number }>(
    window: (offset: number) => Promise<{ payload?: unknown }>,
    values: (page: Page) => string[],
  ): Promise<string[]> {
    const all: string[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = (await window(offset)).payload as Page;
      all.push(...values(page));
      if (offset + 500 >= page.count) return all;
    }
  }

  /** Asks for a report, lets the jobs run, and answers it finished with its file. */
  async function buildReport(
    socket: TestSocket,
    source: ReportSource,
    format: ReportFormat,
  ): Promise<{ report: Report; file: Buffer; link: ReportDownloadLink }> {
    const created = await socket.request("ReportCreateRequestEvent", { source, format });
    expect(created.statusCode, JSON.stringify(created.error)).toBe(200);
    const id = (created.payload as Report).id;
    await server.services.jobs.kick();
    await server.services.jobs.settled();
    const list = (await socket.request("ReportListRequestEvent", {})).payload as ReportListResponse;
    const report = list.items.find((item) => item.id === id)!;
    expect(report, JSON.stringify(list)).toMatchObject({ state: "done" });
    const download = await socket.request("ReportDownloadRequestEvent", { reportId: id });
    expect(download.statusCode, JSON.stringify(download.error)).toBe(200);
    const link = download.payload as ReportDownloadLink;
    const response = await fetch(`${server.url}${link.url}`);
    expect(response.status).toBe(200);
    const file = Buffer.from(await response.arrayBuffer());
    expect(file.length).toBe(link.size);
    return { report, file, link };
  }

  test("a vehicles CSV is the list's rows in the list's order, across keyset pages and timestamp ties", async () => {
    const filter = { search: "-0", status: "active" as const };
    const sort = { column: "modifiedDate" as const, direction: "desc" as const };
    const { report, file } = await buildReport(owner, { list: "vehicles", filter, sort }, "csv");
    expect(Array.from(file.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(file, { bom: true }) as string[][];
    expect(rows[0]!.slice(0, 3)).toEqual(["Name", "Plate", "Category"]);
    const names = await wholeList(
      (offset) => owner.request("VehicleListRequestEvent", { filter, sort, offset, limit: 500, fields: ["name"] }),
      (page: VehicleListResponse) => page.columns.name as string[],
    );
    expect(names.length).toBeGreaterThan(1000);
    expect(rows.slice(1).map((row) => row[0])).toEqual(names);
    expect(report).toMatchObject({
      rowsDone: names.length,
      rowsTotal: names.length,
      format: "csv",
      source: { list: "vehicles", filter, sort },
    });
    expect(report.fileName).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.csv$/);
    // Dates are ISO in the company's zone.
    expect(rows.slice(1).some((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[7]!))).toBe(true);
  });

  test("a compliance PDF has its heading and the list's rows; its CSV equals the compliance list", async () => {
    const filter = { state: "all" as const, expiringWeeks: 8 };
    const sort = { column: "expiresAt" as const, direction: "asc" as const };
    const pdf = await buildReport(owner, { list: "compliance", filter, sort }, "pdf");
    expect(pdf.file.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf.file);
    expect(text).toContain("Compliance");
    expect(text).toContain("Maple Leaf Haulage");
    // "Expiring within 8 weeks" counts from the minute the report was asked for (report-job.ts) and, for the list,
    // from the minute it is read: the two are compared only when no minute began in between (else asked again).
    const minute = () => Math.floor(server.services.clock.now() / 60_000);
    let csv: string[][] = [];
    let labels: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const askedIn = minute();
      csv = parse((await buildReport(owner, { list: "compliance", filter, sort }, "csv")).file, {
        bom: true,
      }) as string[][];
      labels = await wholeList(
        (offset) =>
          owner.request("ComplianceListRequestEvent", { filter, sort, offset, limit: 500, fields: ["label"] }),
        (page: ComplianceListResponse) => page.columns.label!,
      );
      if (minute() === askedIn) break;
    }
    expect(labels.length).toBeGreaterThan(500);
    expect(csv.slice(1).map((row) => row[1])).toEqual(labels);
    for (const label of labels.slice(0, 5)) expect(text).toContain(label);
    // The screen's words, not the codes: the filter line and the coded columns.
    expect(text).toContain("Filter: Show: Expired and expiring · Expiring within (weeks): 8");
    expect(text).not.toMatch(/expiringWeeks|state: all/);
    const kinds = new Set(csv.slice(1).map((row) => row[0]));
    expect([...kinds].every((kind) => /^[A-Z]/.test(kind!))).toBe(true);
    expect(csv.slice(1).every((row) => /^(Expired|Expires today|Expires in \d+ days?|Overdue)$/.test(row[4]!))).toBe(
      true,
    );
  });

  test("a filter on a record names the record, not its id: a vehicle's inspections, a category's vehicles", async () => {
    const db = server.database.db;
    const vehicle = await db
      .selectFrom("vehicles")
      .select(["id", "name"])
      .where("name", "=", "T-101")
      .where("company_id", "=", session.company!.id)
      .executeTakeFirstOrThrow();
    const pdf = await buildReport(owner, { list: "inspections", filter: { vehicleId: vehicle.id } }, "pdf");
    const text = pdfText(pdf.file);
    expect(text).toContain("Vehicle: T-101");
    expect(text).not.toContain(vehicle.id);
    const byCategory = pdfText(
      (await buildReport(owner, { list: "vehicles", filter: { categoryId: "#23:5" } }, "pdf")).file,
    );
    expect(byCategory).toContain("Category: Trailer");
    expect(byCategory).not.toContain("#23:5");
  });

  test("coded values reach a report as the screens say them: defects, statuses and cycles", async () => {
    const vehicles = parse((await buildReport(owner, { list: "vehicles", filter: {} }, "csv")).file, {
      bom: true,
    }) as string[][];
    const defects = new Set(vehicles.slice(1).map((row) => row[9]));
    expect([...defects].every((defect) => ["Good", "Minor", "Major — out of service"].includes(defect!))).toBe(true);
    const inspections = parse((await buildReport(owner, { list: "inspections", filter: {} }, "csv")).file, {
      bom: true,
    }) as string[][];
    expect(new Set(inspections.slice(1).map((row) => row[6]))).toEqual(new Set(["Good", "Minor", "Major"]));
    const hours = parse((await buildReport(owner, { list: "hours", filter: { period: "all" } }, "csv")).file, {
      bom: true,
    }) as string[][];
    const statuses = new Set(hours.slice(1).map((row) => row[2]));
    expect(statuses.size).toBeGreaterThan(0);
    expect([...statuses].every((status) => /^(Missing|Off Day|Complete|In Progress|Incomplete)$/.test(status!))).toBe(
      true,
    );
    expect(hours.slice(1).every((row) => row[3] === "" || row[3]!.startsWith("Canada, cycle"))).toBe(true);
  });

  test("a users report uses the employees export's columns", async () => {
    const { file } = await buildReport(owner, { list: "users", filter: { status: "all" } }, "csv");
    const rows = parse(file, { bom: true }) as string[][];
    expect(rows[0]!.slice(0, 3)).toEqual(["First name", "Last name", "Email"]);
    expect(rows[0]!.at(-1)).toBe("Status");
    expect(rows.some((row) => row[2] === "owner@mapleleaf.localhost")).toBe(true);
  });

  test("another company's rows never appear, and its reports cannot be downloaded", async () => {
    const ours = await buildReport(owner, { list: "vehicles", filter: { status: "all" } }, "csv");
    expect(ours.file.toString("utf8")).not.toContain(OTHER_COMPANY_MARKER);
    const theirs = await buildReport(otherOwner, { list: "vehicles", filter: { status: "all" } }, "csv");
    expect(theirs.file.toString("utf8")).toContain(OTHER_COMPANY_MARKER);
    expect(theirs.file.toString("utf8")).not.toContain("Maple Leaf");
    // Their report id, asked for in our company, reads exactly like one that does not exist.
    const asked = await owner.request("ReportDownloadRequestEvent", { reportId: theirs.report.id });
    expect(asked.error?.messageId).toBe("NotFound");
    const missing = await owner.request("ReportDownloadRequestEvent", { reportId: "#60:999999" });
    expect(missing.error?.messageId).toBe("NotFound");
    const listed = (await owner.request("ReportListRequestEvent", {})).payload as ReportListResponse;
    expect(listed.items.map((item) => item.id)).not.toContain(theirs.report.id);
    // A correctly signed link naming our company and their report: NotFound too.
    const expiresAt = server.services.clock.now() + 60_000;
    // Our live session: the forgery is refused for what it names, not for a missing session.
    const sid = (
      await server.services.db
        .selectFrom("sessions")
        .select("id")
        .where("user_id", "=", session.user.id)
        .where("revoked_at", "is", null)
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow()
    ).id;
    const forged = await signLink<ReportLinkClaims>(
      server.services.db,
      REPORT_LINK_PURPOSE,
      { c: session.company!.id, u: session.user.id, sid, r: theirs.report.id },
      expiresAt,
    );
    const wrongCompany = await fetch(`${server.url}/api/v1/reports/download?token=${forged}`);
    expect(wrongCompany.status).toBe(404);
    expect(await wrongCompany.json()).toMatchObject({ messageId: "NotFound" });
    // Naming their company: we do not work there.
    const theirCompany = await signLink<ReportLinkClaims>(
      server.services.db,
      REPORT_LINK_PURPOSE,
      { c: other.companyId, u: session.user.id, sid, r: theirs.report.id },
      expiresAt,
    );
    expect((await fetch(`${server.url}/api/v1/reports/download?token=${theirCompany}`)).status).toBe(403);
    // A tampered link is refused like a spent one.
    expect((await fetch(`${server.url}${ours.link.url.slice(0, -2)}xx`)).status).toBe(403);
  });

  test("a report whose job dies half way restarts from scratch and ends as one complete file", async () => {
    const db = server.services.db;
    const companyId = session.company!.id;
    const report = await db
      .insertInto("reports")
      .values({
        company_id: companyId,
        created_by: session.user.id,
        modified_by: session.user.id,
        state: "queued",
        list: "vehicles",
        format: "csv",
        filter: JSON.stringify({ status: "all" }),
        sort: null,
        file_name: "vehicles-test.csv",
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    let failures = 0;
    const worker = startJobWorker(
      db,
      {
        "report-interrupted": reportJob({
          clock: server.services.clock,
          chunkBytes: 4096,
          pageRows: 100,
          // The first attempt dies after its third chunk, as a process would.
          afterChunk: (seq, attempt) => {
            if (attempt === 1 && seq === 2) {
              failures += 1;
              throw new Error("the process died half way");
            }
          },
        }),
      },
      quiet,
      server.services.clock,
      { pollMs: NEVER },
    );
    const payload: ReportJobPayload = { reportId: report.id, companyId };
    await enqueueJob(db, {
      kind: "report-interrupted",
      dedupeKey: report.id,
      payload,
      runAt: server.services.clock.date(),
    });
    await worker.kick();
    await worker.settled();
    expect(failures).toBe(1);
    const failed = await db
      .selectFrom("reports")
      .select(["state", "error"])
      .where("id", "=", report.id)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ state: "queued", error: "the process died half way" });
    expect(
      await db.selectFrom("report_chunks").select("seq").where("report_id", "=", report.id).execute(),
    ).toHaveLength(3);
    // Its back-off is over: it runs again from scratch.
    await db
      .updateTable("jobs")
      .set({ run_at: server.services.clock.date() })
      .where("kind", "=", "report-interrupted")
      .execute();
    await worker.kick();
    await worker.settled();
    await worker.stop();
    const done = await db
      .selectFrom("reports")
      .select(["state", "size", "rows_done", "rows_total"])
      .where("id", "=", report.id)
      .executeTakeFirstOrThrow();
    expect(done.state).toBe("done");
    const chunks = await db
      .selectFrom("report_chunks")
      .select(["seq", "bytes"])
      .where("report_id", "=", report.id)
      .orderBy("seq")
      .execute();
    expect(chunks.map((chunk) => chunk.seq)).toEqual(chunks.map((_, i) => i));
    const file = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.bytes)));
    expect(file.length).toBe(Number(done.size));
    const rows = parse(file, { bom: true }) as string[][];
    const total = Number(
      (
        await db
          .selectFrom("vehicles")
          .select(sql<number>`count(*)::int`.as("n"))
          .where("company_id", "=", companyId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(rows).toHaveLength(total + 1);
    expect(new Set(rows.slice(1).map((row) => `${row[6] ?? ""}${row[0] ?? ""}`)).size).toBe(total);
    expect(done.rows_done).toBe(total);
  });

  test("progress reaches the company's office sockets as ReportsChangedNotification", async () => {
    const seen = owner.received.length;
    await buildReport(owner, { list: "vehicles", filter: {} }, "csv");
    const states = () =>
      owner.received
        .slice(seen)
        .filter((m) => m.eventName === "ReportsChangedNotification")
        .flatMap((m) => Object.values((m.payload as { items: Record<string, Report> }).items).map((r) => r.state));
    // "done" is announced once the job's transaction committed, and batched for 25 ms like every change.
    await expect.poll(() => states().at(-1), { timeout: 5000 }).toBe("done");
    // Changes of one report within a batch reach the socket as its latest state.
    expect(["queued", "running"]).toContain(states()[0]);
    expect(
      otherOwner.received.some(
        (m) => m.eventName === "ReportsChangedNotification" && JSON.stringify(m.payload).includes("Maple"),
      ),
    ).toBe(false);
  });

  test("a mechanic reports vehicles, but not users (their reduced menu)", async () => {
    const { socket: mechanic } = await signIn("mechanic@mapleleaf.localhost");
    try {
      const users = await mechanic.request("ReportCreateRequestEvent", {
        source: { list: "users", filter: {} },
        format: "csv",
      });
      expect(users.error?.messageId).toBe("UnauthorizedException");
      const vehicles = await mechanic.request("ReportCreateRequestEvent", {
        source: { list: "vehicles", filter: {} },
        format: "pdf",
      });
      expect(vehicles.statusCode, JSON.stringify(vehicles.error)).toBe(200);
      const listed = (await mechanic.request("ReportListRequestEvent", {})).payload as ReportListResponse;
      expect(listed.items.length).toBeGreaterThan(0);
      expect(listed.items.every((item) => item.source.list === "vehicles" || item.source.list === "inspections")).toBe(
        true,
      );
    } finally {
      mechanic.close();
    }
  });
});
