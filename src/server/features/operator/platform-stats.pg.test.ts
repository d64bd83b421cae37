import { randomBytes } from "node:crypto";

// The admin home's figures (docs/operator.md "Platform figures") against a real database: after random inspections,
// registrations, payments and invoices across companies, every figure and series equals a plain recount of the rows
// (property-based, in the platform's time zone); the websocket answer is that figure set; the company finder matches
// names and websites literally. Who may ask is in platform-access.pg.test.ts.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { PlatformCompanySearch, PlatformSeriesName, PlatformStats } from "../../../shared/generated/operator";
import { DEFAULT_TIME_ZONE, carrierDayOf, dayBounds, shiftDay } from "../../../shared/rules/timesheets";
import { createOtherCompany, OTHER_COMPANY_MARKER, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../../testing/test-server";
import { openTestSocket } from "../../testing/ws-client";
import { SettledDays } from "../home/settled-days";
import { statsWindow } from "../home/stats-window";
import { platformStats } from "./platform-stats";

const DAY = 24 * 3600_000;
const ZONE = DEFAULT_TIME_ZONE;

const recordArb = fc.record({
  kind: fc.constantFrom("inspection" as const, "registration" as const, "payment" as const),
  /** How long ago; negative is later today or tomorrow (a future record is outside every day of the window). */
  msAgo: fc.integer({ min: -2 * DAY, max: 480 * DAY }),
  company: fc.constantFrom(0, 1),
  cents: fc.integer({ min: 1, max: 2_000_000 }),
  flag: fc.boolean(),
});
type RandomRecord = typeof recordArb extends fc.Arbitrary<infer R> ? R : never;

describe.each(testDatabases())("platform stats on $name", (database) => {
  let server: TestServer;
  const companies: OtherCompany[] = [];
  const invoices: string[] = [];
  let runs = 0;

  beforeAll(async () => {
    server = await startTestServer(database);
    const db = server.services.db;
    for (const slug of ["platforma", "platformb"]) {
      const company = await createOtherCompany(db, slug);
      companies.push(company);
      invoices.push(await insertInvoice(company, "open", 10_000));
    }
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  async function insertInvoice(
    company: OtherCompany,
    status: "open" | "paid" | "void",
    dueCents: number,
  ): Promise<string> {
    const n = ++runs;
    const row = await server.services.db
      .insertInto("invoices")
      .values({
        company_id: company.companyId,
        number: `T-${company.companyId}-${n}`,
        status,
        billing_period: "monthly",
        period_start: `test-${n}`,
        period_end: `test-${n}`,
        period_label: "Test",
        company_name: "Test",
        taxes: "[]",
        bill_to: null,
        subtotal_cents: dueCents,
        tax_cents: 0,
        total_cents: dueCents,
        amount_due_cents: status === "open" ? dueCents : 0,
        created_by: null,
        modified_by: null,
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function seed(records: readonly RandomRecord[], now: number) {
    const db = server.services.db;
    for (const r of records) {
      const at = now - r.msAgo;
      const company = companies[r.company]!;
      if (r.kind === "inspection") {
        await db
          .insertInto("vehicle_inspections")
          .values({
            created_by: null,
            modified_by: null,
            time_zone: null,
            company_id: company.companyId,
            vehicle_id: company.vehicleIds[0]!,
            vehicle_name: "Unit",
            driver_id: company.userIds[2]!,
            driver_name: "Driver",
            schedule_id: company.scheduleIds[0]!,
            schedule_name: "Schedule",
            declaration_id: null,
            trip_type: "pre-trip",
            inspected_at: at,
            odometer: null,
            odometer_type: null,
            hubometer: null,
            plate: null,
            latitude: null,
            longitude: null,
            accuracy_m: null,
            answers: "[]",
            declaration_accepted: true,
            signature_file_id: null,
            found_rank: 0,
            status_rank: 0,
          })
          .execute();
      } else if (r.kind === "registration") {
        // flag: completed — confirmed by the applicant, or decided (an odd cent count: rejected) — else waiting.
        const decided = r.flag && r.cents % 2 === 1;
        await db
          .insertInto("registrations")
          .values({
            key_hash: randomBytes(16).toString("hex"),
            email: "applicant@example.com",
            company_website: null,
            fields: "{}",
            created_date: new Date(at),
            expires_at: new Date(now + 14 * DAY),
            completed_at: r.flag ? new Date(at) : null,
            ...(decided ? { decision: "rejected", decided_at: new Date(at) } : {}),
          })
          .execute();
      } else {
        // flag: the payment failed (never revenue). Every third one settles an invoice of its own.
        await db
          .insertInto("payments")
          .values({
            company_id: company.companyId,
            invoice_id: invoices[r.company]!,
            method: "cheque",
            amount_cents: r.cents,
            status: r.flag ? "failed" : "succeeded",
            reference: null,
            card_brand: null,
            card_last4: null,
            received_date: new Date(at),
            recorded_by: null,
            created_by: null,
            modified_by: null,
            time_zone: null,
          })
          .execute();
        if (r.cents % 3 === 0) await insertInvoice(company, r.flag ? "void" : "paid", r.cents);
        else if (r.cents % 3 === 1) await insertInvoice(company, "open", r.cents);
      }
    }
  }

  /** Every row of the database read back plainly and counted here, by local day of the platform's time zone. */
  async function recount(now: number) {
    const db = server.services.db;
    const window = statsWindow(ZONE, carrierDayOf(now, ZONE));
    const series = (rows: readonly { at: number; value: number }[]) => {
      const days = rows.map((row) => ({ day: carrierDayOf(row.at, ZONE), value: row.value }));
      return {
        daily: window.days.map((d) => days.filter((x) => x.day === d).reduce((sum, x) => sum + x.value, 0)),
        monthly: window.months.map((m) =>
          days.filter((x) => x.day.startsWith(m) && x.day <= window.lastDay).reduce((sum, x) => sum + x.value, 0),
        ),
      };
    };
    const inspections = await db.selectFrom("vehicle_inspections").select("inspected_at").execute();
    const registrations = await db
      .selectFrom("registrations")
      .select(["created_date", "completed_at", "decision"])
      .execute();
    const payments = await db.selectFrom("payments").select(["received_date", "amount_cents", "status"]).execute();
    const companyRows = await db.selectFrom("companies").select("state").execute();
    const invoiceRows = await db.selectFrom("invoices").select(["status", "amount_due_cents"]).execute();
    const vehicles = await db.selectFrom("vehicles").select("deleted").execute();
    const employees = await db.selectFrom("employees").select("state").execute();
    const want: Record<PlatformSeriesName, { daily: number[]; monthly: number[] }> = {
      inspections: series(inspections.map((row) => ({ at: Number(row.inspected_at), value: 1 }))),
      registrations: series(registrations.map((row) => ({ at: row.created_date.getTime(), value: 1 }))),
      revenueCents: series(
        payments
          .filter((row) => row.status === "succeeded")
          .map((row) => ({ at: row.received_date.getTime(), value: Number(row.amount_cents) })),
      ),
    };
    const figures = {
      companiesActive: companyRows.filter((row) => row.state === "active").length,
      companiesInactive: companyRows.filter((row) => row.state !== "active").length,
      registrationsWaiting: registrations.filter((row) => row.completed_at === null && row.decision === null).length,
      vehicles: vehicles.filter((row) => !row.deleted).length,
      // A live membership is active or invited.
      employees: employees.filter((row) => row.state === "active" || row.state === "invited").length,
      invoicesOpen: invoiceRows.filter((row) => row.status === "open").length,
      invoicesPaid: invoiceRows.filter((row) => row.status === "paid").length,
      amountDueCents: invoiceRows
        .filter((row) => row.status === "open")
        .reduce((sum, row) => sum + Number(row.amount_due_cents), 0),
    };
    return { window, series: want, figures };
  }

  test("every figure and series equals a plain recount of the rows, across companies, by local day", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(recordArb, { maxLength: 30 }), fc.boolean(), async (records, deactivate) => {
        const now = server.services.clock.now();
        await seed(records, now);
        await server.services.db
          .updateTable("companies")
          .set({ state: deactivate ? "inactive" : "active" })
          .where("id", "=", companies[1]!.companyId)
          .execute();
        const stats = await platformStats(server.services.db, now, new SettledDays());
        const want = await recount(now);
        expect(stats.timeZone).toBe(ZONE);
        expect(stats.days).toEqual(want.window.days);
        expect(stats.months).toEqual(want.window.months);
        expect(stats.figures).toEqual(want.figures);
        expect(stats.series.map((s) => s.name)).toEqual(["inspections", "registrations", "revenueCents"]);
        for (const one of stats.series)
          expect({ name: one.name, daily: one.daily, monthly: one.monthly }).toEqual({
            name: one.name,
            ...want.series[one.name],
          });
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  test("an inspection at 23:30 in Toronto counts on that local day, not on the UTC date", async () => {
    const now = server.services.clock.now();
    const before = await platformStats(server.services.db, now, new SettledDays());
    const yesterday = shiftDay(carrierDayOf(now, ZONE), -1);
    // Half an hour before the day's end: 23:30 local even when the day is 23 or 25 hours long.
    const at = dayBounds(yesterday, ZONE).end - 1800_000;
    // 23:30 in Toronto is the next day in UTC.
    expect(new Date(at).toISOString().slice(0, 10)).not.toBe(yesterday);
    await seed([{ kind: "inspection", msAgo: now - at, company: 0, cents: 1, flag: false }], now);
    const after = await platformStats(server.services.db, now, new SettledDays());
    const daily = (stats: PlatformStats) => stats.series.find((s) => s.name === "inspections")!.daily;
    expect(daily(after).at(-2)! - daily(before).at(-2)!).toBe(1);
    expect(daily(after).at(-1)).toBe(daily(before).at(-1));
  });

  test("the administrator's websocket answer is the same figure set", async () => {
    const socket = await openTestSocket(server.wsUrl);
    expect(
      (
        await socket.request("UserSignInRequestEvent", {
          email: "admin@fleetportal.localhost",
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const reply = await socket.request("PlatformStatsRequestEvent", {});
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const stats = reply.payload as PlatformStats;
    const want = await recount(server.services.clock.now());
    expect(stats.figures).toEqual(want.figures);
    expect(stats.days).toEqual(want.window.days);
    // The demo seed's company, its vehicles and paid invoices are part of the platform.
    expect(stats.figures.companiesActive).toBeGreaterThanOrEqual(3);
    expect(stats.figures.vehicles).toBeGreaterThan(0);
    socket.close();
  });

  test("the company finder matches name or website, a % is literal, and empty text lists the newest", async () => {
    const socket = await openTestSocket(server.wsUrl);
    await socket.request("UserSignInRequestEvent", { email: "admin@fleetportal.localhost", password: TEST_PASSWORD });
    const search = async (text: string) =>
      ((await socket.request("PlatformCompanySearchRequestEvent", { text })).payload as PlatformCompanySearch)
        .companies;
    expect((await search(OTHER_COMPANY_MARKER.toUpperCase())).map((c) => c.id).sort()).toEqual(
      companies.map((c) => c.companyId).sort(),
    );
    expect((await search("platformb.")).map((c) => c.id)).toEqual([companies[1]!.companyId]);
    expect(await search("%")).toEqual([]);
    const newest = await search("");
    expect(newest[0]!.id).toBe(companies[1]!.companyId);
    expect(newest.length).toBeLessThanOrEqual(20);
    socket.close();
  });

  test("the series read index ranges, not whole tables", async () => {
    // PGlite and PostgreSQL plan alike here once statistics exist; a tiny table may still be scanned, so only the
    // inspections' plan (the 10⁶-row table) is checked, with sequential scans discouraged as a planner hint.
    const db = server.services.db;
    await sql`analyze vehicle_inspections`.execute(db);
    await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await sql<{
        "QUERY PLAN": string;
      }>`explain select width_bucket(inspected_at, '{0,1}'::bigint[]), count(*) from vehicle_inspections where inspected_at >= 0 and inspected_at < 1 group by 1`.execute(
        trx,
      );
      expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(
        /Index (Only )?Scan (using|on) vehicle_inspections_all_inspected_at_idx/,
      );
    });
  });
});
