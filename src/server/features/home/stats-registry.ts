// Each domain contributes its home figures with one entry here (docs/home.md "Code"): the feature it needs, who may see
// it, and one indexed aggregate query over (company_id, date) that answers a row per local day with a sum per series.
// The handler folds the days into the 15-day and 15-month series, so a source never deals with months or with the
// wire's shape.
import { checkInStats } from "./sources/checkin-stats";
import { inspectionStats } from "./sources/inspection-stats";
import { timesheetStats } from "./sources/timesheet-stats";
import type { HomeStatsSource } from "./stats-source";

/** A later domain adds its figures here: one entry, plus its series names in schema/home.json. */
export const HOME_STATS_SOURCES: readonly HomeStatsSource[] = [inspectionStats, checkInStats, timesheetStats];
