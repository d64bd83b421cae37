// The large-scale invoice generator (`npm run seed -- --invoices N`): N more months of invoices before the earliest,
// each adding up to the cent (items = subtotal, subtotal + tax = total, paid + due = total), one per period.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { insertGeneratedInvoices } from "./generate-invoices";

describe.each(testDatabases())("the invoice generator on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => server?.close());

  test("1,200 months of invoices, each adding up, one per period", async () => {
    const db = server.services.db;
    const companyId = (
      await db.selectFrom("companies").select("id").where("name", "like", "Maple Leaf%").executeTakeFirstOrThrow()
    ).id;
    const before = Number(
      (
        await db
          .selectFrom("invoices")
          .select(sql<number>`count(*)::int`.as("n"))
          .where("company_id", "=", companyId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    let progress = 0;
    await insertGeneratedInvoices(
      db,
      { companyId, ownerId: "seed", nowMs: server.services.clock.now() },
      1200,
      (done) => (progress = done),
    );
    expect(progress).toBe(1200);
    const check = await sql<{
      n: number;
      periods: number;
      wrong_items: number;
      wrong_totals: number;
      wrong_paid: number;
    }>`
      select count(*)::int as n, count(distinct period_start)::int as periods,
        count(*) filter (where subtotal_cents <> (select coalesce(sum(amount_cents), 0) from invoice_items it where it.invoice_id = i.id))::int as wrong_items,
        count(*) filter (where total_cents <> subtotal_cents + tax_cents)::int as wrong_totals,
        count(*) filter (where paid_cents + amount_due_cents + credit_applied_cents <> total_cents)::int as wrong_paid
      from invoices i where company_id = ${companyId}`.execute(db);
    expect(check.rows[0]).toEqual({
      n: before + 1200,
      periods: before + 1200,
      wrong_items: 0,
      wrong_totals: 0,
      wrong_paid: 0,
    });
  });
});
