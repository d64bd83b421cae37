// The admin home's figures (docs/operator.md "Platform figures"): the platform now — companies, waiting
// registrations, vehicles, employees, invoices — and the series of platform-series.ts over the last 15 days and 15
// months. The platform's days are those of the product's default time zone (America/Toronto): the operator's clock,
// not any one company's.
import { sql, type Kysely } from "kysely";

import type { PlatformFigures, PlatformSeries, PlatformStats } from "../../../shared/generated/operator";
import { DEFAULT_DAY_START_HOUR, DEFAULT_TIME_ZONE, carrierDayOf } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import { SettledDays, statsWindow, type StatsWindow } from "../home/index";
import { PLATFORM_SOURCES, type PlatformDay, type PlatformSource } from "./platform-series";

/** The scope SettledDays keys the platform's figures by (a company's key is its id, which never looks like this). */
const PLATFORM_SCOPE = "platform";

/** One source's days → its series: the 15 days as they are, the 15 months as sums of their days. */
export function foldPlatformSeries(
  source: PlatformSource,
  rows: readonly PlatformDay[],
  window: StatsWindow,
): PlatformSeries {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + (row[source.series] ?? 0));
  const monthIndex = new Map(window.months.map((month, i) => [month, i]));
  const monthly = window.months.map(() => 0);
  for (const [day, value] of byDay) {
    const i = monthIndex.get(day.slice(0, 7));
    if (i !== undefined && day <= window.lastDay) monthly[i]! += value;
  }
  return { name: source.series, daily: window.days.map((day) => byDay.get(day) ?? 0), monthly };
}

/**
 * Counts over small tables (companies, registrations, invoices: one row per company per period) and index-only
 * counts over vehicles and employees (vehicles_all_name_idx (deleted, …), employees_all_name_idx (live, …)).
 */
export async function platformFigures(db: Kysely<Database>): Promise<PlatformFigures> {
  const [companies, registrations, vehicles, employees, invoices] = await Promise.all([
    db
      .selectFrom("companies")
      .select([
        sql<number>`(count(*) filter (where state = 'active'))::int`.as("active"),
        sql<number>`(count(*) filter (where state <> 'active'))::int`.as("inactive"),
      ])
      .executeTakeFirstOrThrow(),
    // Waiting, as the operator's registration list says (features/operator/registrations.ts): neither confirmed by the
    // applicant's link (completed_at) nor approved or rejected (decision; a decision sets completed_at too).
    db
      .selectFrom("registrations")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("completed_at", "is", null)
      .where("decision", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("vehicles")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("deleted", "=", false)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("employees")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("live", "=", true)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("invoices")
      .select([
        sql<number>`(count(*) filter (where status = 'open'))::int`.as("open"),
        sql<number>`(count(*) filter (where status = 'paid'))::int`.as("paid"),
        sql<string>`coalesce(sum(amount_due_cents) filter (where status = 'open'), 0)::bigint`.as("due"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    companiesActive: Number(companies.active),
    companiesInactive: Number(companies.inactive),
    registrationsWaiting: Number(registrations.n),
    vehicles: Number(vehicles.n),
    employees: Number(employees.n),
    invoicesOpen: Number(invoices.open),
    invoicesPaid: Number(invoices.paid),
    amountDueCents: Math.max(0, Number(invoices.due)),
  };
}

export async function platformStats(
  db: Kysely<Database>,
  nowMs: number,
  settledDays = new SettledDays(),
): Promise<PlatformStats> {
  const timeZone = DEFAULT_TIME_ZONE;
  const window = statsWindow(timeZone, carrierDayOf(nowMs, timeZone, DEFAULT_DAY_START_HOUR), DEFAULT_DAY_START_HOUR);
  const [figures, ...days] = await Promise.all([
    platformFigures(db),
    ...PLATFORM_SOURCES.map((source) => settledDays.daily(source, db, PLATFORM_SCOPE, window)),
  ]);
  return {
    timeZone,
    days: window.days,
    months: window.months,
    figures,
    series: PLATFORM_SOURCES.map((source, i) => foldPlatformSeries(source, days[i]!, window)),
  };
}
