// The home screen's stats (docs/home.md "Rules"): every source the company and the session may see, asked at once,
// folded into 15 daily and 15 monthly figures per series; and the vehicles out of service now.
import { sql, type Kysely } from "kysely";

import type { FeatureName, RoleName } from "../../../shared/generated/common";
import type { HomeSeries, HomeStats } from "../../../shared/generated/home";
import type { Database } from "../../db/tables";
import { SettledDays } from "./settled-days";
import { HOME_STATS_SOURCES } from "./stats-registry";
import type { DayFigures, HomeStatsSource } from "./stats-source";
import { statsWindow, type StatsWindow } from "./stats-window";

export interface StatsViewer {
  companyId: string;
  roles: readonly RoleName[];
  features: readonly FeatureName[];
}

/** docs/home.md "Who may do what": the source follows its company feature, and the viewer holds one of its roles. */
export function sourcesFor(
  viewer: Omit<StatsViewer, "companyId">,
  sources: readonly HomeStatsSource[] = HOME_STATS_SOURCES,
): HomeStatsSource[] {
  return sources.filter(
    (source) =>
      source.features.some((f) => viewer.features.includes(f)) && source.roles.some((r) => viewer.roles.includes(r)),
  );
}

/** One source's days → its series: the last 15 days as they are, and the 15 months as sums of their days. */
export function foldSeries(source: HomeStatsSource, rows: readonly DayFigures[], window: StatsWindow): HomeSeries[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const monthIndex = new Map(window.months.map((month, i) => [month, i]));
  return source.series.map((name) => {
    const monthly = window.months.map(() => 0);
    for (const row of rows) {
      const i = monthIndex.get(row.day.slice(0, 7));
      if (i !== undefined) monthly[i]! += row[name] ?? 0;
    }
    return { domain: source.domain, name, daily: window.days.map((day) => byDay.get(day)?.[name] ?? 0), monthly };
  });
}

/** Out of service: an open major defect (docs/home.md "Rules"); defect_type is the worst open one (vehicles_defect_idx). */
async function vehiclesOutOfService(db: Kysely<Database>, companyId: string): Promise<number> {
  const row = await db
    .selectFrom("vehicles")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .where("defect_type", "=", "major")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function homeStats(
  db: Kysely<Database>,
  viewer: StatsViewer,
  clock: { timeZone: string; today: string; dayStartHour: number },
  settledDays = new SettledDays(),
): Promise<HomeStats> {
  const { timeZone } = clock;
  const window = statsWindow(timeZone, clock.today, clock.dayStartHour);
  const sources = sourcesFor(viewer);
  const days = await Promise.all(sources.map((source) => settledDays.daily(source, db, viewer.companyId, window)));
  const series = sources.flatMap((source, i) => foldSeries(source, days[i]!, window));
  const hasVehicles = viewer.features.some((f) => f === "vehicles" || f === "inspections");
  return {
    timeZone,
    days: window.days,
    months: window.months,
    series,
    ...(hasVehicles ? { outOfService: await vehiclesOutOfService(db, viewer.companyId) } : {}),
  };
}
