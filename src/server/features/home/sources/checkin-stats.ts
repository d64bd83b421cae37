// Check-ins per local day and how many said "not able to work" (a result other than None, docs/checkins.md "Rules").
// Check-ins carry their local day already (migration 0009); reads checkins_day_idx (company_id, day, …) as a range.
import { sql } from "kysely";

import { OFFICE_ROLES, type HomeStatsSource } from "../stats-source";

export const checkInStats: HomeStatsSource = {
  domain: "checkins",
  series: ["checkins", "checkinsNotFit"],
  features: ["checkins"],
  roles: OFFICE_ROLES,
  async daily(db, companyId, range) {
    const rows = await db
      .selectFrom("checkins")
      .select([
        "day",
        sql<number>`count(*)::int`.as("total"),
        sql<number>`(count(*) filter (where result <> 'None'))::int`.as("not_fit"),
      ])
      .where("company_id", "=", companyId)
      .where("day", ">=", range.firstDay)
      .where("day", "<=", range.lastDay)
      .groupBy("day")
      .execute();
    return rows.map((row) => ({ day: row.day, checkins: Number(row.total), checkinsNotFit: Number(row.not_fit) }));
  },
};
