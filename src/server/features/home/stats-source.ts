// What a domain implements to put its figures on the home screen (stats-registry.ts lists the implementations).
import type { Kysely } from "kysely";

import type { FeatureName, RoleName } from "../../../shared/generated/common";
import type { HomeSeriesName, HomeStatsDomain } from "../../../shared/generated/home";
import type { Database } from "../../db/tables";
import type { DayRange } from "./stats-window";

/** One local day's sums, keyed by series name. */
export type DayFigures = { day: string } & Partial<Record<HomeSeriesName, number>>;

export interface HomeStatsSource {
  domain: HomeStatsDomain;
  /** Its series, in the order the screen lists them. */
  series: readonly HomeSeriesName[];
  /** Counted only when the company has one of these features. */
  features: readonly FeatureName[];
  /** Who may see these figures (docs/home.md "Who may do what": a mechanic sees inspections, not people's hours). */
  roles: readonly RoleName[];
  /** One aggregate query: the company's rows from range.firstDay to range.lastDay, one row per local day that has any. */
  daily(db: Kysely<Database>, companyId: string, range: DayRange): Promise<DayFigures[]>;
}

export const OFFICE_ROLES: readonly RoleName[] = ["owner", "manager", "administrator"];
