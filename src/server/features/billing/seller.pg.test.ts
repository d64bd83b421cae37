// The seller's tax registration numbers on invoices (docs/billing.md "The seller"): the demo's invoices carry the demo
// operator's, and numbers set in the environment replace them at start, on the PDFs built after (an invoice already
// issued keeps the PDF it was issued with).
import { afterEach, describe, expect, test } from "vitest";

import type { Invoice } from "../../../shared/generated/billing";
import { pdfText } from "../../testing/pdf-text";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket } from "../../testing/ws-client";
import { rebuildPdf } from "./build-invoice";

describe.each(testDatabases())("the seller on invoices on $name", (database) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** The text of the demo company's latest invoice PDF (Ontario: it charges HST), built again when asked. */
  async function demoInvoiceText(running: TestServer, rebuilt = false): Promise<string> {
    const db = running.database.db;
    const row = await db
      .selectFrom("invoices as i")
      .innerJoin("companies as c", "c.id", "i.company_id")
      .select(["i.id", "i.company_id", "i.pdf"])
      .where("c.website", "=", "mapleleaf.localhost")
      .where("i.pdf", "is not", null)
      .orderBy("i.id", "desc")
      .executeTakeFirstOrThrow();
    if (!rebuilt) return pdfText(Buffer.from(row.pdf!));
    await db.transaction().execute((trx) => rebuildPdf(trx, row.company_id, row.id, running.services.clock.date()));
    const again = await db.selectFrom("invoices").select("pdf").where("id", "=", row.id).executeTakeFirstOrThrow();
    return pdfText(Buffer.from(again.pdf!));
  }

  test("the demo's invoices show the demo operator's GST/HST registration number, on the PDF and on screen", async () => {
    server = await startTestServer(database);
    expect(await demoInvoiceText(server)).toContain("GST/HST registration no. 701234567 RT0001");
    // The invoice screens read it beside the HST the invoice charges.
    const socket = await openTestSocket(server.wsUrl);
    await socket.request("UserSignInRequestEvent", { email: "owner@mapleleaf.localhost", password: TEST_PASSWORD });
    const { id } = await server.database.db
      .selectFrom("invoices as i")
      .innerJoin("companies as c", "c.id", "i.company_id")
      .select("i.id")
      .where("c.website", "=", "mapleleaf.localhost")
      .orderBy("i.id", "desc")
      .executeTakeFirstOrThrow();
    const invoice = (await socket.request("InvoiceGetRequestEvent", { id })).payload as Invoice;
    expect(invoice.taxes.find((tax) => tax.kind === "HST")).toMatchObject({ registrationNumber: "701234567 RT0001" });
    socket.close();
  });

  test("GST_HST_NUMBER set in the environment is the one the invoices built after show", async () => {
    server = await startTestServer(database, {
      seller: { name: "Fleet Portal Inc.", gstHstNumber: "812345678 RT0001" },
    });
    const text = await demoInvoiceText(server, true);
    expect(text).toContain("GST/HST registration no. 812345678 RT0001");
    expect(text).toContain("Fleet Portal Inc.");
  });
});
