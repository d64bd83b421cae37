import type { Invoice } from "../../../shared/generated/billing";
// Billing figures (docs/billing.md "Demo data and scale"): the invoice job for 10⁴ companies (enqueue + build, PDFs
// included) and the card charge round trip (InvoiceChargeRequestEvent over the websocket, sandbox processor) p50/p95.
// Run: npx tsx src/server/features/billing/billing-bench.ts   (BENCH_COMPANIES, BENCH_CHARGES; TEST_DATABASE_URL → PostgreSQL)
import { addMonths, periodContaining } from "../../../shared/rules/billing";
import { startTestServer, TEST_PASSWORD } from "../../testing/test-server";
import { openTestSocket } from "../../testing/ws-client";
import { vehicleColumns } from "../vehicles/index";
import { buildInvoice } from "./build-invoice";
import { enqueueDueInvoices, INVOICE_JOB } from "./invoice-job";

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const CHARGES = Number(process.env.BENCH_CHARGES ?? 200);
const PROVINCES = ["ON", "QC", "BC", "AB", "NS", "MB", "SK", "NB"];
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const server = await startTestServer({ name: databaseUrl ? "postgres" : "pglite", databaseUrl });
  const db = server.services.db;
  try {
    // 10⁴ companies with three vehicles each, in multi-row INSERTs (500 companies, 1,500 vehicles: under the 65,535 bind parameters).
    for (let start = 0; start < COMPANIES; start += 500) {
      const rows = Array.from({ length: Math.min(500, COMPANIES - start) }, (_, i) => ({
        name: `Bench ${start + i}`,
        features: ["vehicles", "inspections", "compliance"],
        website: null,
        email: null,
        phone: null,
        postal: null,
        country: "Canada",
        jurisdiction: PROVINCES[(start + i) % PROVINCES.length]!,
        cvor: null,
        address: null,
        hq: null,
        created_by: null,
        modified_by: null,
        time_zone: "America/Toronto",
      }));
      const ids = await db.insertInto("companies").values(rows).returning("id").execute();
      const vehicles = ids.flatMap(({ id }) =>
        [1, 2, 3].map((n) => ({
          ...vehicleColumns(
            { name: `U${n}`, categoryId: "#23:9", brakingType: "abs" },
            { id: "#23:9", name: "Truck" },
            undefined,
          ),
          company_id: id,
          deleted: false,
          created_by: null,
          modified_by: null,
          time_zone: null,
        })),
      );
      await db.insertInto("vehicles").values(vehicles).execute();
    }
    const t0 = performance.now();
    const enqueued = await enqueueDueInvoices(db, server.services.clock.now(), new Map());
    const t1 = performance.now();
    await server.services.jobs.kick();
    await server.services.jobs.settled();
    const t2 = performance.now();
    const built = Number(
      (
        await db
          .selectFrom("invoices")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const failed = Number(
      (
        await db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("kind", "=", INVOICE_JOB)
          .where("finished_at", "is", null)
          .executeTakeFirstOrThrow()
      ).n,
    );

    // Open invoices of the demo company to charge: one per month going back.
    const companyId = (
      await db.selectFrom("companies").select("id").where("name", "like", "Maple Leaf%").executeTakeFirstOrThrow()
    ).id;
    const numbers: string[] = [];
    for (let back = 6; numbers.length < CHARGES; back += 1) {
      const { year, month } = addMonths(2026, 1, -back);
      const result = await db
        .transaction()
        .execute((trx) =>
          buildInvoice(trx, companyId, periodContaining(year, month, "monthly"), { now: server.services.clock.date() }),
        );
      if (result?.invoice.status === "open") numbers.push((result.invoice as Invoice).number);
    }
    const socket = await openTestSocket(server.wsUrl);
    await socket.request("UserSignInRequestEvent", { email: "owner@mapleleaf.localhost", password: TEST_PASSWORD });
    const times: number[] = [];
    for (const [i, number] of numbers.entries()) {
      const response = await fetch(`${server.url}/api/v1/sandbox-processor/tokens`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" }),
      });
      const { token } = (await response.json()) as { token: string };
      const start = performance.now();
      const reply = await socket.request("InvoiceChargeRequestEvent", {
        number,
        cardToken: token,
        idempotencyKey: `bench-charge-${i}`,
      });
      times.push(performance.now() - start);
      if (reply.statusCode !== 200) throw new Error(JSON.stringify(reply.error));
    }
    socket.close();
    console.log(
      JSON.stringify({
        database: databaseUrl ? "postgres" : "pglite",
        companies: COMPANIES,
        jobsEnqueued: enqueued,
        invoicesBuilt: built,
        jobsUnfinished: failed,
        enqueueMs: Math.round(t1 - t0),
        invoiceJobMs: Math.round(t2 - t1),
        perCompanyMs: Number(((t2 - t1) / COMPANIES).toFixed(2)),
        charges: times.length,
        chargeP50Ms: Number(percentile(times, 50).toFixed(1)),
        chargeP95Ms: Number(percentile(times, 95).toFixed(1)),
      }),
    );
  } finally {
    await server.close();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
