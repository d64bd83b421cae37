// QuickBooks exports over a real websocket on a real database (docs/billing.md "QuickBooks export"): an export of
// a period holds exactly the invoices issued and the payments received in it, by each company's local date (an
// invoice issued at 23:30 on the last evening is in, one issued at 00:30 the next morning is out, whatever UTC says);
// one company's export never holds another's invoice; the stored files download and parse; rebuilding one invoice's
// export writes a new export of that invoice as it now stands; customers keep their names; only administrators export.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type {
  InvoicePdfLink,
  QuickBooksExport,
  QuickBooksExportList,
  QuickBooksPeriodSummary,
  QuickBooksStatus,
} from "../../../shared/generated/billing";
import { periodContaining, type Period } from "../../../shared/rules/billing";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { buildInvoice } from "./build-invoice";
import { settleInvoice } from "./charge";

async function signedIn(server: TestServer, email: string): Promise<TestSocket> {
  const socket = await openTestSocket(server.wsUrl);
  const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return socket;
}

/** The DOCNUMs of the IIF file's transactions of one type. */
function iifNumbers(text: string, type: "INVOICE" | "PAYMENT"): string[] {
  const rows = text.split("\r\n");
  const columns = rows.find((row) => row.startsWith("!TRNS\t"))!.split("\t");
  return rows
    .filter((row) => row.startsWith("TRNS\t"))
    .map((row) => row.split("\t"))
    .filter((f) => f[columns.indexOf("TRNSTYPE")] === type)
    .map((f) => f[columns.indexOf("DOCNUM")]!);
}

describe.each(testDatabases())("QuickBooks exports on $name", (database) => {
  let server: TestServer;
  let admin: TestSocket;
  let owner: TestSocket;
  let other: OtherCompany;
  let demoId: string;
  const numbers: Record<string, string> = {};
  /** The demo seed's own export (quickbooks-demo.ts). */
  let seededExports = 0;
  const ids: Record<string, string> = {};

  /** An invoice of `period` built at `issued` (its created date), with its payments received at the given times. */
  async function invoice(name: string, companyId: string, period: Period, issued: string, paidAt: string[] = []) {
    await server.services.db.transaction().execute(async (trx) => {
      const built = await buildInvoice(trx, companyId, period, { now: new Date(issued) });
      ids[name] = built!.invoice.id;
      numbers[name] = built!.invoice.number;
      for (const [i, at] of paidAt.entries()) {
        const amount = i === paidAt.length - 1 ? built!.invoice.amountDueCents - 100 * i : 100;
        await trx
          .insertInto("payments")
          .values({
            company_id: companyId,
            invoice_id: built!.invoice.id,
            method: "cheque",
            amount_cents: amount,
            reference: `Cheque ${name}-${i}`,
            received_date: new Date(at),
            recorded_by: "test",
            created_by: "test",
            modified_by: "test",
            time_zone: null,
          })
          .execute();
        await settleInvoice(trx, built!.invoice.id, amount, server.services.clock.date());
      }
    });
  }

  const exportOf = async (payload: object) => {
    const reply = await admin.request("QuickBooksExportRequestEvent", payload as never);
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as QuickBooksExport;
  };
  const download = async (exported: QuickBooksExport, format: string) => {
    const file = exported.files.find((f) => f.format === format)!;
    const link = (await admin.request("QuickBooksFileRequestEvent", { id: file.id })).payload as InvoicePdfLink;
    const response = await fetch(`${server.url}${link.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`filename="${file.fileName}"`);
    return response.text();
  };
  const MARCH = { from: "2024-03-01", to: "2024-03-31" };

  beforeAll(async () => {
    server = await startTestServer(database);
    admin = await signedIn(server, "admin@fleetportal.localhost");
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    const db = server.services.db;
    demoId = (
      await db.selectFrom("companies").select("id").where("name", "like", "Maple Leaf%").executeTakeFirstOrThrow()
    ).id;
    seededExports = Number(
      (
        await db
          .selectFrom("quickbooks_exports")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    other = await createOtherCompany(db, "books");
    await db.updateTable("companies").set({ jurisdiction: "BC" }).where("id", "=", other.companyId).execute();
    // Toronto is UTC−5 until 10 March 2024, UTC−4 after.
    await invoice("demoFeb", demoId, periodContaining(2024, 2, "monthly"), "2024-03-01T04:30:00Z", [
      "2024-04-02T15:00:00Z",
    ]); // 29 Feb 23:30 local; paid in April
    await invoice("demoMar", demoId, periodContaining(2024, 3, "monthly"), "2024-03-15T15:00:00Z", [
      "2024-03-18T15:00:00Z",
      "2024-03-20T15:00:00Z",
    ]);
    await invoice("otherMar", other.companyId, periodContaining(2024, 3, "monthly"), "2024-04-01T03:30:00Z", [
      "2024-04-01T03:45:00Z",
    ]); // 31 Mar 23:30 and 23:45 local
    await invoice("otherApr", other.companyId, periodContaining(2024, 4, "monthly"), "2024-04-01T04:30:00Z"); // 1 Apr 00:30 local
  }, 120_000);
  afterAll(async () => {
    for (const socket of [admin, owner]) socket?.close();
    await server?.close();
  });

  test("a period's export holds exactly the invoices issued and the payments received in it, by local date", async () => {
    const summary = (await admin.request("QuickBooksPeriodRequestEvent", MARCH)).payload as QuickBooksPeriodSummary;
    expect(summary).toMatchObject({ invoiceCount: 2, paymentCount: 3, companyCount: 2 });
    expect(summary.companies.map((c) => c.id).sort()).toEqual([demoId, other.companyId].sort());

    const exported = await exportOf({ ...MARCH, formats: ["iif", "qbo"] });
    expect(exported).toMatchObject({
      kind: "period",
      from: MARCH.from,
      to: MARCH.to,
      invoiceCount: 2,
      paymentCount: 3,
      createdByName: "Avery Admin",
    });
    expect(exported.files.map((f) => f.format)).toEqual(["iif", "qboInvoices", "qboPayments"]);
    const iif = await download(exported, "iif");
    expect(iifNumbers(iif, "INVOICE").sort()).toEqual([numbers.demoMar, numbers.otherMar].sort());
    expect(iifNumbers(iif, "PAYMENT").sort()).toEqual([numbers.demoMar, numbers.demoMar, numbers.otherMar].sort());
    const csvInvoices = parse(await download(exported, "qboInvoices"), { columns: true }) as Record<string, string>[];
    expect(new Set(csvInvoices.map((row) => row.InvoiceNo))).toEqual(new Set([numbers.demoMar, numbers.otherMar]));
    expect(
      csvInvoices
        .filter((row) => row.InvoiceNo === numbers.otherMar)
        .every((row) => row.ItemTaxCode === "GST/PST BC" && row.InvoiceDate === "03/31/2024"),
    ).toBe(true);
    const csvPayments = parse(await download(exported, "qboPayments"), { columns: true }) as Record<string, string>[];
    expect(csvPayments.map((row) => row.InvoiceNo).sort()).toEqual(
      [numbers.demoMar, numbers.demoMar, numbers.otherMar].sort(),
    );
    expect(csvPayments.map((row) => row.PaymentDate).sort()).toEqual(["03/18/2024", "03/20/2024", "03/31/2024"]);
  });

  test("one company's export never holds another company's invoices or payments", async () => {
    const demoOnly = await exportOf({ ...MARCH, formats: ["iif", "qbo"], companyId: demoId });
    expect(demoOnly).toMatchObject({ companyId: demoId, invoiceCount: 1, paymentCount: 2 });
    const iif = await download(demoOnly, "iif");
    expect(iifNumbers(iif, "INVOICE")).toEqual([numbers.demoMar]);
    expect(iif).not.toContain(numbers.otherMar);
    expect(iif).not.toMatch(/Zqxvictim/i);
    for (const format of ["qboInvoices", "qboPayments"]) {
      const text = await download(demoOnly, format);
      expect(text).toContain(numbers.demoMar);
      expect(text).not.toContain(numbers.otherMar);
    }
    const otherOnly = await exportOf({ ...MARCH, formats: ["qbo"], companyId: other.companyId });
    expect(otherOnly.files.map((f) => f.format)).toEqual(["qboInvoices", "qboPayments"]);
    expect(await download(otherOnly, "qboInvoices")).not.toContain(numbers.demoMar);
  });

  test("rebuilding one invoice's export writes a new export of it as it now stands", async () => {
    await server.services.db
      .updateTable("invoices")
      .set({ po_number: "PO-REBUILT-7" })
      .where("id", "=", ids.demoMar!)
      .execute();
    const reply = await admin.request("InvoiceRebuildQuickBooksRequestEvent", { id: ids.demoMar! });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const rebuilt = reply.payload as QuickBooksExport;
    expect(rebuilt).toMatchObject({
      kind: "invoice",
      invoiceId: ids.demoMar,
      invoiceNumber: numbers.demoMar,
      invoiceCount: 1,
      paymentCount: 2,
      from: "2024-03-15",
      companyId: demoId,
    });
    const iif = await download(rebuilt, "iif");
    expect(iifNumbers(iif, "INVOICE")).toEqual([numbers.demoMar]);
    expect(iif).toContain("\tPO-REBUILT-7\t");
    expect(await download(rebuilt, "qboInvoices")).toContain("PO PO-REBUILT-7");
    // The history lists it first; the earlier exports stay as they were.
    const list = (await admin.request("QuickBooksExportListRequestEvent", { offset: 0, limit: 10 }))
      .payload as QuickBooksExportList;
    expect(list.exports[0]!.id).toBe(rebuilt.id);
    expect(seededExports).toBe(1);
    expect(list.count).toBe(seededExports + 4);
    expect((await admin.request("InvoiceRebuildQuickBooksRequestEvent", { id: "#80:987654" })).error?.messageId).toBe(
      "NotFound",
    );
  });

  test("a company keeps its customer name when renamed; a second company of that name gets (2)", async () => {
    const db = server.services.db;
    const before = (
      await db
        .selectFrom("quickbooks_customers")
        .select("customer_name")
        .where("company_id", "=", other.companyId)
        .executeTakeFirstOrThrow()
    ).customer_name;
    await db.updateTable("companies").set({ name: "Renamed Freight" }).where("id", "=", other.companyId).execute();
    const again = await exportOf({ ...MARCH, formats: ["iif"], companyId: other.companyId });
    const iif = await download(again, "iif");
    expect(iif).toContain(`CUST\t${before}\tRenamed Freight`);
    const twin = await createOtherCompany(db, "twin");
    await db.updateTable("companies").set({ name: before }).where("id", "=", twin.companyId).execute();
    await invoice("twinMar", twin.companyId, periodContaining(2024, 3, "monthly"), "2024-03-05T15:00:00Z");
    const twinExport = await download(await exportOf({ ...MARCH, formats: ["iif"], companyId: twin.companyId }), "iif");
    expect(twinExport).toContain(`CUST\t${before} (2)\t`);
  });

  test("bad periods, empty periods and non-administrators are refused with catalogued errors", async () => {
    expect(
      (await admin.request("QuickBooksExportRequestEvent", { from: "2024-03-31", to: "2024-03-01", formats: ["iif"] }))
        .error,
    ).toMatchObject({ messageId: "ValidationFailed", fields: [{ path: "to", problem: "beforeFrom" }] });
    expect(
      (await admin.request("QuickBooksExportRequestEvent", { from: "2023-01-01", to: "2024-03-01", formats: ["iif"] }))
        .error,
    ).toMatchObject({ messageId: "ValidationFailed", fields: [{ path: "to", problem: "tooLong" }] });
    expect(
      (await admin.request("QuickBooksExportRequestEvent", { from: "2024-02-30", to: "2024-03-01", formats: ["iif"] }))
        .error,
    ).toMatchObject({ messageId: "ValidationFailed", fields: [{ path: "from", problem: "date" }] });
    expect(
      (await admin.request("QuickBooksExportRequestEvent", { from: "2019-01-01", to: "2019-01-31", formats: ["qbo"] }))
        .error,
    ).toMatchObject({ messageId: "ValidationFailed", fields: [{ path: "from", problem: "nothingToExport" }] });
    expect(
      (await admin.request("QuickBooksExportRequestEvent", { ...MARCH, formats: ["iif"], companyId: "#12:987654" }))
        .error?.messageId,
    ).toBe("NotFound");
    expect((await admin.request("QuickBooksExportRequestEvent", { ...MARCH, formats: [] })).error).toMatchObject({
      messageId: "ValidationFailed",
      fields: [{ path: "formats", problem: "required" }],
    });
    const asOwner: [string, object][] = [
      ["QuickBooksExportRequestEvent", { ...MARCH, formats: ["iif"] }],
      ["QuickBooksPeriodRequestEvent", MARCH],
      ["QuickBooksExportListRequestEvent", { offset: 0, limit: 5 }],
      ["QuickBooksStatusRequestEvent", {}],
      ["InvoiceRebuildQuickBooksRequestEvent", { id: ids.demoMar }],
    ];
    for (const [event, payload] of asOwner)
      expect((await owner.request(event as never, payload as never)).error?.messageId, event).toBe(
        "UnauthorizedException",
      );
    expect((await fetch(`${server.url}/api/v1/exports/quickbooks?token=forged.token`)).status).toBe(403);
  });

  test("without QBO_* settings the connection reports what is missing", async () => {
    const status = (await admin.request("QuickBooksStatusRequestEvent", {})).payload as QuickBooksStatus;
    expect(status).toEqual({ configured: false, missing: ["QBO_CLIENT_ID", "QBO_CLIENT_SECRET", "QBO_REALM_ID"] });
  });
});
