// The admin home's series across every company: one aggregate query per source over a range of local days, each an
// index range (no company condition, so none of the per-company indexes): inspections by inspected_at
// (vehicle_inspections_all_inspected_at_idx, migration 0022), registrations by created_date (registrations_created_idx,
// 0021), succeeded payments by received_date (payments_received_idx, 0023). Rows are bucketed by width_bucket against
// the days' start instants, as the company home's sources do (home/sources/inspection-stats.ts), so a local day is
// the same on PGlite and PostgreSQL. SettledDays keeps the settled part, so a 10⁶-row window is counted once a day.
import { sql } from "kysely";

import type { PlatformSeriesName } from "../../../shared/generated/operator";
import type { DailySource } from "../home/index";
import { dayOfBucket, type DayRange } from "../home/index";

/** One local day's figures, keyed by series name. */
export type PlatformDay = { day: string } & Partial<Record<PlatformSeriesName, number>>;

export interface PlatformSource extends DailySource<PlatformDay> {
  series: PlatformSeriesName;
}

const thresholdsOf = (range: DayRange) => `{${range.dayStarts.join(",")}}`;
const firstInstant = (range: DayRange) => range.dayStarts[0]!;
const endInstant = (range: DayRange) => range.dayStarts[range.dayStarts.length - 1]!;

/** Bucket n (1-based) → its day, with the figure under the series' name. */
const toDays = (
  range: DayRange,
  series: PlatformSeriesName,
  rows: readonly { bucket: number | string; n: number | string }[],
): PlatformDay[] => rows.map((row) => ({ day: dayOfBucket(range, Number(row.bucket) - 1), [series]: Number(row.n) }));

export const inspectionsDone: PlatformSource = {
  domain: "platform-inspections",
  series: "inspections",
  async daily(db, _scope, range) {
    const rows = await db
      .selectFrom("vehicle_inspections")
      .select([
        sql<number>`width_bucket(inspected_at, ${thresholdsOf(range)}::bigint[])`.as("bucket"),
        sql<number>`count(*)::int`.as("n"),
      ])
      .where("inspected_at", ">=", firstInstant(range))
      .where("inspected_at", "<", endInstant(range))
      .groupBy(sql`1`)
      .execute();
    return toDays(range, "inspections", rows);
  },
};

/** A timestamptz column as epoch milliseconds, comparable with the day bounds. */
const epochMs = (column: string) => sql<number>`(extract(epoch from ${sql.ref(column)}) * 1000)::bigint`;

export const registrationsReceived: PlatformSource = {
  domain: "platform-registrations",
  series: "registrations",
  async daily(db, _scope, range) {
    const rows = await db
      .selectFrom("registrations")
      .select([
        sql<number>`width_bucket(${epochMs("created_date")}, ${thresholdsOf(range)}::bigint[])`.as("bucket"),
        sql<number>`count(*)::int`.as("n"),
      ])
      .where("created_date", ">=", new Date(firstInstant(range)))
      .where("created_date", "<", new Date(endInstant(range)))
      .groupBy(sql`1`)
      .execute();
    return toDays(range, "registrations", rows);
  },
};

export const revenueReceived: PlatformSource = {
  domain: "platform-revenue",
  series: "revenueCents",
  async daily(db, _scope, range) {
    const rows = await db
      .selectFrom("payments")
      .select([
        sql<number>`width_bucket(${epochMs("received_date")}, ${thresholdsOf(range)}::bigint[])`.as("bucket"),
        sql<string>`sum(amount_cents)::bigint`.as("n"),
      ])
      .where("status", "=", "succeeded")
      .where("received_date", ">=", new Date(firstInstant(range)))
      .where("received_date", "<", new Date(endInstant(range)))
      .groupBy(sql`1`)
      .execute();
    return toDays(range, "revenueCents", rows);
  },
};

/** In the order the admin home draws them. */
export const PLATFORM_SOURCES: readonly PlatformSource[] = [inspectionsDone, registrationsReceived, revenueReceived];
