// Drivers' recorded days (timesheets not "missing", docs/hours.md "Statuses") and their driving time, per local day
// of the company's clock (migration 0010 keeps the day). Reads timesheets_sort_day_idx (company_id, day, id).
import { sql } from "kysely";

import { OFFICE_ROLES, type HomeStatsSource } from "../stats-source";

export const timesheetStats: HomeStatsSource = {
  domain: "timesheets",
  series: ["timesheetDays", "drivingMinutes"],
  features: ["timesheets"],
  roles: OFFICE_ROLES,
  async daily(db, companyId, range) {
    const rows = await db
      .selectFrom("timesheets")
      .select([
        "day",
        sql<number>`(count(*) filter (where status <> 'missing'))::int`.as("recorded"),
        sql<number>`coalesce(sum(driving_minutes), 0)::int`.as("driving"),
      ])
      .where("company_id", "=", companyId)
      .where("day", ">=", range.firstDay)
      .where("day", "<=", range.lastDay)
      .groupBy("day")
      .execute();
    return rows.map((row) => ({
      day: row.day,
      timesheetDays: Number(row.recorded),
      drivingMinutes: Number(row.driving),
    }));
  },
};
