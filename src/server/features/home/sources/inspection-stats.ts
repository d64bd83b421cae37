// Inspections per local day and how many were found with a minor or a major defect (found_rank: the worst answer
// of the inspection as the driver recorded it, NSC Standard 13 Part 2 — major means out of service).
// Reads vehicle_inspections_sort_inspected_at_idx (company_id, inspected_at, id) as a range.
import { sql } from "kysely";

import { OFFICE_ROLES, type HomeStatsSource } from "../stats-source";
import { dayOfBucket } from "../stats-window";

export const inspectionStats: HomeStatsSource = {
  domain: "inspections",
  series: ["inspections", "inspectionsMinor", "inspectionsMajor"],
  features: ["inspections"],
  roles: [...OFFICE_ROLES, "mechanic"],
  async daily(db, companyId, range) {
    const bounds = range.dayStarts;
    // width_bucket against the days' start instants: local days from the time zone rules JavaScript uses
    // everywhere else (shared/rules/time-zone.ts), the same on PGlite and PostgreSQL. Bucket 1 is range.firstDay.
    const thresholds = `{${bounds.join(",")}}`;
    const rows = await db
      .selectFrom("vehicle_inspections")
      .select([
        sql<number>`width_bucket(inspected_at, ${thresholds}::bigint[])`.as("bucket"),
        sql<number>`count(*)::int`.as("inspections"),
        sql<number>`(count(*) filter (where found_rank = 1))::int`.as("minor"),
        sql<number>`(count(*) filter (where found_rank = 2))::int`.as("major"),
      ])
      .where("company_id", "=", companyId)
      .where("inspected_at", ">=", bounds[0]!)
      .where("inspected_at", "<", bounds[bounds.length - 1]!)
      .groupBy(sql`1`)
      .execute();
    return rows.map((row) => ({
      day: dayOfBucket(range, Number(row.bucket) - 1),
      inspections: Number(row.inspections),
      inspectionsMinor: Number(row.minor),
      inspectionsMajor: Number(row.major),
    }));
  },
};
