// Billing (docs/billing.md) over a real websocket on a real database: the invoice job builds one invoice per company
// and period however often and wherever it runs; the owner lists, opens and downloads it; a card charge with the same
// idempotency key charges once; a decline leaves the invoice open with the processor's message; another company's
// invoices are invisible and unchargeable; a mechanic sees no billing; no full card number is stored anywhere.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { ChargeResult, Invoice, InvoiceListResponse } from "../../../shared/generated/billing";
import { periodContaining } from "../../../shared/rules/billing";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { pdfText } from "../../testing/pdf-text";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { buildInvoice } from "./build-invoice";
import { enqueueDueInvoices, INVOICE_JOB, invoiceJob } from "./invoice-job";
import { localDate } from "./plan";

async function signedIn(server: TestServer, email: string): Promise<TestSocket> {
  const socket = await openTestSocket(server.wsUrl);
  const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return socket;
}

describe.each(testDatabases())("billing on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let other: OtherCompany;
  let rival: TestSocket;
  let companyId: string;
  const list = async (socket: TestSocket, filter: object = {}) =>
    (
      await socket.request("InvoiceListRequestEvent", {
        filter,
        sort: { column: "issued", direction: "desc" },
        offset: 0,
        limit: 20,
      })
    ).payload as InvoiceListResponse;
  const tokenize = async (number: string) => {
    const response = await fetch(`${server.url}/api/v1/sandbox-processor/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        number,
        expMonth: 12,
        expYear: server.services.clock.date().getUTCFullYear() + 2,
        cvc: "123",
      }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const invoiceCount = async () =>
    Number(
      (
        await server.services.db
          .selectFrom("invoices")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("company_id", "=", companyId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  // The company's month (America/Toronto) by the server's clock, as the job sees it, and the one `ahead` months on.
  const monthAhead = (ahead: number) => {
    const today = localDate(server.services.clock.now(), "America/Toronto");
    const index = today.month - 1 + ahead;
    return { year: today.year + Math.floor(index / 12), month: (index % 12) + 1 };
  };
  const periodCount = async (thisPeriod: string) =>
    Number(
      (
        await server.services.db
          .selectFrom("invoices")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("company_id", "=", companyId)
          .where("period_start", "=", thisPeriod)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(database);
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    companyId = (
      await server.services.db
        .selectFrom("companies")
        .select("id")
        .where("name", "like", "Maple Leaf%")
        .executeTakeFirstOrThrow()
    ).id;
    // An Ontario company (13 % HST).
    await server.services.db.updateTable("companies").set({ jurisdiction: "ON" }).where("id", "=", companyId).execute();
    other = await createOtherCompany(server.database.db, "billing");
    rival = await signedIn(server, other.ownerEmail);
  }, 120_000);
  afterAll(async () => {
    for (const socket of [owner, rival]) socket?.close();
    await server?.close();
  });

  test("the invoice job builds one invoice per company and period: rerun, concurrent builders, a second worker", async () => {
    const db = server.services.db;
    const now = server.services.clock.now();
    const today = monthAhead(0);
    const thisPeriod = `${today.year}-${String(today.month).padStart(2, "0")}-01`;
    // Two schedulers (two processes' maps) enqueue the same job once.
    await Promise.all([enqueueDueInvoices(db, now, new Map()), enqueueDueInvoices(db, now, new Map())]);
    const jobs = await db
      .selectFrom("jobs")
      .select(["id", "dedupe_key"])
      .where("kind", "=", INVOICE_JOB)
      .where("dedupe_key", "like", `${companyId}:%`)
      .execute();
    expect(jobs).toHaveLength(1);
    await server.services.jobs.kick();
    await server.services.jobs.settled();
    // The demo seed built this month's invoice already (with four months before it): still one.
    expect(await periodCount(thisPeriod)).toBe(1);
    expect(await invoiceCount()).toBe(5);
    // The job's handler run again (a retry after a crash) and two builders at once add nothing.
    const handler = invoiceJob({ clock: server.services.clock });
    const job = await db
      .selectFrom("jobs")
      .select(["id", "payload"])
      .where("id", "=", jobs[0]!.id)
      .executeTakeFirstOrThrow();
    await Promise.all(
      [1, 2].map(() =>
        db
          .transaction()
          .execute((trx) =>
            handler({ id: job.id, kind: INVOICE_JOB, dedupeKey: null, payload: job.payload, attempts: 2 }, trx),
          ),
      ),
    );
    const period = periodContaining(today.year, today.month, "monthly");
    const again = await db
      .transaction()
      .execute((trx) => buildInvoice(trx, companyId, period, { now: server.services.clock.date() }));
    expect(again?.built).toBe(false);
    expect(await periodCount(thisPeriod)).toBe(1);
    // The other company got its own, and only its own.
    expect((await list(rival)).count).toBe(1);
  });

  test("the owner sees the invoice with its items, HST and totals, and downloads its PDF", async () => {
    const page = await list(owner);
    expect(page.count).toBe(5);
    expect(page.columns.status).toEqual(["open", "open", "paid", "paid", "paid"]);
    expect((await list(owner, { status: "paid" })).count).toBe(3);
    const reply = await owner.request("InvoiceGetRequestEvent", { id: page.ids[0]! });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const invoice = reply.payload as Invoice;
    expect(invoice.items.length).toBeGreaterThan(0);
    expect(invoice.taxes.map((t) => t.kind)).toEqual(["HST"]);
    expect(invoice.subtotalCents).toBe(invoice.items.reduce((a, i) => a + i.amountCents, 0));
    expect(invoice.totalCents).toBe(invoice.subtotalCents + invoice.taxCents);
    const link = (await owner.request("InvoicePdfRequestEvent", { id: invoice.id })).payload as { url: string };
    const download = await fetch(`${server.url}${link.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await download.arrayBuffer()));
    expect(text).toContain(invoice.number);
    expect(text).toContain("HST 13%");
    expect(text).toContain("Amount due");
  });

  test("a declined card leaves the invoice open with the processor's message", async () => {
    const [id] = (await list(owner)).ids;
    const invoice = (await owner.request("InvoiceGetRequestEvent", { id: id! })).payload as Invoice;
    for (const [number, message] of [
      ["4000000000000002", "Your card was declined."],
      ["4000000000009995", "Your card has insufficient funds."],
    ] as const) {
      const reply = await owner.request("InvoiceChargeRequestEvent", {
        number: invoice.number,
        cardToken: await tokenize(number),
        idempotencyKey: `decline-${number.slice(-4)}`,
      });
      expect(reply).toMatchObject({ statusCode: 402, error: { messageId: "CardDeclined", hint: message } });
    }
    expect(((await owner.request("InvoiceGetRequestEvent", { id: id! })).payload as Invoice).status).toBe("open");
  });

  test("another company cannot see, download or charge the invoice", async () => {
    const [id] = (await list(owner)).ids;
    const invoice = (await owner.request("InvoiceGetRequestEvent", { id: id! })).payload as Invoice;
    expect(await rival.request("InvoiceGetRequestEvent", { id: invoice.id })).toMatchObject({
      statusCode: 404,
      error: { messageId: "NotFound" },
    });
    expect(await rival.request("InvoicePdfRequestEvent", { id: invoice.id })).toMatchObject({ statusCode: 404 });
    const charge = await rival.request("InvoiceChargeRequestEvent", {
      number: invoice.number,
      cardToken: await tokenize("4242424242424242"),
      idempotencyKey: "rival-attempt-1",
    });
    expect(charge).toMatchObject({ statusCode: 404, error: { messageId: "NotFound" } });
    expect((await list(rival)).ids).not.toContain(invoice.id);
  });

  test("a mechanic sees no billing (invoices are the office's)", async () => {
    const mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    // A driver signs in to the driver app only; there too billing is refused (docs/billing.md "Who may do what").
    const driver = await openTestSocket(server.wsUrl);
    expect(
      (
        await driver.request("UserSignInRequestEvent", {
          email: "driver1@mapleleaf.localhost",
          password: TEST_PASSWORD,
          app: "drive",
        })
      ).statusCode,
    ).toBe(200);
    for (const socket of [mechanic, driver]) {
      for (const [event, payload] of [
        [
          "InvoiceListRequestEvent",
          { filter: {}, sort: { column: "issued", direction: "desc" }, offset: 0, limit: 20 },
        ],
        ["BillingDisplayRequestEvent", {}],
        ["CardListQueryOperation", {}],
      ] as const) {
        expect(await socket.request(event, payload)).toMatchObject({
          statusCode: 403,
          error: { messageId: "UnauthorizedException" },
        });
      }
    }
    mechanic.close();
    driver.close();
  });

  test("the same idempotency key charges once: a double click, a resend after a lost reply", async () => {
    const [id] = (await list(owner)).ids;
    const invoice = (await owner.request("InvoiceGetRequestEvent", { id: id! })).payload as Invoice;
    const token = await tokenize("4242 4242 4242 4242");
    const payload = { number: invoice.number, cardToken: token, idempotencyKey: "pay-once-0001", saveCard: true };
    const second = await signedIn(server, "owner@mapleleaf.localhost");
    const replies = await Promise.all([
      owner.request("InvoiceChargeRequestEvent", payload),
      second.request("InvoiceChargeRequestEvent", payload),
    ]);
    const resend = await owner.request("InvoiceChargeRequestEvent", payload);
    second.close();
    for (const reply of [...replies, resend]) expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const results = [...replies, resend].map((r) => r.payload as ChargeResult);
    expect(new Set(results.map((r) => r.payment.id)).size).toBe(1);
    expect(results[0]!.invoice.status).toBe("paid");
    expect(results[0]!.payment).toMatchObject({
      method: "card",
      amountCents: invoice.amountDueCents,
      cardBrand: "Visa",
      cardLast4: "4242",
    });
    // Received now by the server's clock, which the operator's revenue series counts it by (platform-series.ts).
    expect(Math.abs(results[0]!.payment.receivedDate - server.services.clock.now())).toBeLessThan(60_000);
    const payments = await server.services.db
      .selectFrom("payments")
      .select("id")
      .where("invoice_id", "=", invoice.id)
      .execute();
    expect(payments).toHaveLength(1);
    const charges = await server.services.db
      .selectFrom("sandbox_charges")
      .select(["id", "status"])
      .where("idempotency_key", "like", `${companyId}:pay-once-0001`)
      .execute();
    expect(charges).toEqual([expect.objectContaining({ status: "captured" })]);
    // Another attempt (a new key) on the paid invoice: InvoiceAlreadyPaidId, nothing charged.
    const late = await owner.request("InvoiceChargeRequestEvent", {
      number: invoice.number,
      cardToken: await tokenize("4242424242424242"),
      idempotencyKey: "pay-once-0002",
    });
    expect(late).toMatchObject({ statusCode: 400, error: { messageId: "InvoiceAlreadyPaidId" } });
    // The card was kept: brand, last four and expiry only.
    const cards = (await owner.request("CardListQueryOperation", {})).payload as {
      cards: { brand: string; last4: string }[];
    };
    expect(cards.cards).toEqual([expect.objectContaining({ brand: "Visa", last4: "4242" })]);
    // The paid PDF says so.
    const link = (await owner.request("InvoicePdfRequestEvent", { id: invoice.id })).payload as { url: string };
    expect(pdfText(Buffer.from(await (await fetch(`${server.url}${link.url}`)).arrayBuffer()))).toContain(
      "Visa ending 4242",
    );
  });

  test("an administrator builds a period's invoice on request, rebuilds it in place and records a cheque", async () => {
    await server.services.db
      .updateTable("employees")
      .set({ roles: ["manager", "administrator"] })
      .where("company_id", "=", companyId)
      .where("email", "=", "manager@mapleleaf.localhost")
      .execute();
    const admin = await signedIn(server, "manager@mapleleaf.localhost");
    const request = { ...monthAhead(1), companyId };
    expect(await owner.request("CompanyMonthlyInvoiceRequestEvent", request)).toMatchObject({ statusCode: 403 });
    const built = await admin.request("CompanyMonthlyInvoiceRequestEvent", request);
    expect(built.statusCode, JSON.stringify(built.error)).toBe(200);
    const first = built.payload as Invoice;
    const rebuilt = (await admin.request("CompanyMonthlyInvoiceRequestEvent", { invoiceId: first.id }))
      .payload as Invoice;
    expect(rebuilt.number).toBe(first.number);
    expect(await invoiceCount()).toBe(6);
    const paid = await admin.request("InvoicePaidRequestEvent", {
      number: first.number,
      method: "cheque",
      reference: "Cheque 10443",
    });
    expect(paid.statusCode, JSON.stringify(paid.error)).toBe(200);
    expect((paid.payload as ChargeResult).invoice).toMatchObject({
      status: "paid",
      amountDueCents: 0,
      paidCents: first.amountDueCents,
    });
    expect(
      await admin.request("InvoicePaidRequestEvent", { number: first.number, method: "wire", reference: "again" }),
    ).toMatchObject({ statusCode: 400, error: { messageId: "InvoiceAlreadyPaidId" } });
    expect(await admin.request("CompanyMonthlyInvoiceRequestEvent", { invoiceId: first.id })).toMatchObject({
      statusCode: 400,
      error: { messageId: "InvoiceAlreadyPaidId" },
    });
    // Another company's id in the request is refused like an unknown one.
    expect(
      await admin.request("CompanyMonthlyInvoiceRequestEvent", { ...request, companyId: other.companyId }),
    ).toMatchObject({ statusCode: 404 });
    admin.close();
  });

  test("a payment link pays once without signing in, and the thank-you goes out with the PDF", async () => {
    const admin = await signedIn(server, "manager@mapleleaf.localhost");
    const built = await admin.request("CompanyMonthlyInvoiceRequestEvent", monthAhead(2));
    expect(built.statusCode, JSON.stringify(built.error)).toBe(200);
    const invoice = built.payload as Invoice;
    admin.close();
    const link = await owner.request("InvoiceCreatePaymentLinkRequestEvent", { invoice: { id: invoice.id } });
    expect(link.statusCode, JSON.stringify(link.error)).toBe(200);
    const token = new URL((link.payload as { url: string }).url).searchParams.get("token")!;
    expect(
      await server.services.db
        .selectFrom("payment_links")
        .select("token_hash")
        .where("token_hash", "=", token)
        .executeTakeFirst(),
    ).toBeUndefined();
    const stranger = await openTestSocket(server.wsUrl);
    const shown = await stranger.request("PaymentLinkGetRequestEvent", { token });
    expect(shown.statusCode, JSON.stringify(shown.error)).toBe(200);
    expect(shown.payload).toMatchObject({
      number: invoice.number,
      amountDueCents: invoice.amountDueCents,
      status: "open",
    });
    expect(
      await stranger.request("PaymentLinkPayRequestEvent", {
        token,
        cardToken: await tokenize("4000000000000002"),
        idempotencyKey: "link-attempt-1",
      }),
    ).toMatchObject({ statusCode: 402, error: { hint: "Your card was declined." } });
    const payload = { token, cardToken: await tokenize("5555555555554444"), idempotencyKey: "link-attempt-2" };
    const paid = await stranger.request("PaymentLinkPayRequestEvent", payload);
    expect(paid.statusCode, JSON.stringify(paid.error)).toBe(200);
    expect(paid.payload).toMatchObject({
      invoice: { status: "paid", amountDueCents: 0 },
      cardBrand: "Mastercard",
      cardLast4: "4444",
    });
    // Spent: shown no more, and a resend of the same payment answers the same result without charging again.
    expect(await stranger.request("PaymentLinkGetRequestEvent", { token })).toMatchObject({
      statusCode: 403,
      error: { messageId: "LinkExpired" },
    });
    expect((await stranger.request("PaymentLinkPayRequestEvent", payload)).payload).toMatchObject({
      invoice: { status: "paid" },
      cardLast4: "4444",
    });
    expect(
      await stranger.request("PaymentLinkPayRequestEvent", { ...payload, idempotencyKey: "link-attempt-3" }),
    ).toMatchObject({ statusCode: 403, error: { messageId: "LinkExpired" } });
    expect(
      await server.services.db.selectFrom("payments").select("id").where("invoice_id", "=", invoice.id).execute(),
    ).toHaveLength(1);
    stranger.close();
    const mails = await server.services.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "attachments"])
      .where("subject", "like", `%${invoice.number}%`)
      .execute();
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      ["owner@mapleleaf.localhost", `Thank you — invoice ${invoice.number} is paid`],
    ]);
    expect(JSON.stringify(mails[0]!.attachments)).toContain(`invoice-${invoice.number}.pdf`);
    // InvoiceEmailToRequestEvent mails it to the company's invoice addresses once they are set.
    await owner.request("InvoiceSettingsAddressSaveRequestEvent", {
      settings: { emailInvoice: "ap@mapleleaf.localhost, books@mapleleaf.localhost" },
      address: { street: "100 Front St W", city: "Toronto", jurisdiction: "ON", country: "Canada" },
    });
    expect((await owner.request("InvoiceEmailToRequestEvent", { invoiceId: invoice.id })).payload).toEqual({
      recipients: ["ap@mapleleaf.localhost", "books@mapleleaf.localhost"],
    });
  });

  test("the invoices export streams a CSV of the list's filter, amounts from cents", async () => {
    const link = await owner.request("ExportInvoicesQueryOperation", { filter: { status: "paid" } });
    expect(link.statusCode, JSON.stringify(link.error)).toBe(200);
    const { url, count } = link.payload as { url: string; count: number };
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      "Invoice number,PO number,Status,Period start,Issued,Subtotal,Tax,Total,Credit applied,Paid,Amount due,Paid on",
    );
    expect(lines).toHaveLength(count + 1);
    const paidTotals = await server.services.db
      .selectFrom("invoices")
      .select(["number", "total_cents"])
      .where("company_id", "=", companyId)
      .where("status", "=", "paid")
      .execute();
    for (const row of paidTotals)
      expect(
        lines.some(
          (line) =>
            line.startsWith(`${row.number},`) && line.includes(`,${(Number(row.total_cents) / 100).toFixed(2)},`),
        ),
      ).toBe(true);
    expect(
      await rival
        .request("ExportInvoicesQueryOperation", { filter: {} })
        .then((r) => (r.payload as { count: number }).count),
    ).toBe(1);
  });

  test("no full card number is written anywhere in the database", async () => {
    const tables = [
      "sandbox_tokens",
      "sandbox_charges",
      "cards",
      "payments",
      "charge_attempts",
      "invoices",
      "jobs",
      "command_replies",
      "payment_links",
      "mail_outbox",
    ] as const;
    for (const table of tables) {
      const rows = await server.services.db
        .selectFrom(table as never)
        .selectAll()
        .execute();
      const dump = JSON.stringify(rows);
      for (const number of ["4242424242424242", "4000000000000002", "4000000000009995"])
        expect(dump, table).not.toContain(number);
    }
  });
});
