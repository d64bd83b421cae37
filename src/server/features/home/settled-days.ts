// Most of a 15-month window has settled: at 10⁶ inspections per company the full window is ~600,000 rows and
// ~370 ms of aggregation on PostgreSQL (measured), every time anyone opens home. Days older than SETTLE_DAYS are
// therefore counted once per company, source and local day, and kept; only the recent days are asked every time
// (a small index range). A record can still reach a settled day — a timesheet corrected weeks later — and then
// shows from the next day on, when the settled part is counted again. Each server process keeps its own copy.
import type { Kysely } from "kysely";

import { shiftDay } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";
import type { DayFigures } from "./stats-source";
import { dayRange, type DayRange, type StatsWindow } from "./stats-window";

/**
 * Late records arrive within this: the driver app's offline check-ins and inspections are accepted up to 7 days
 * after the fact (commands are remembered 7 days, shared/rules/checkins.ts MAX_CHECKIN_AGE_MS), plus a day's margin.
 */
export const SETTLE_DAYS = 8;
/** About 4 sources for 1,000 companies seen in one day; the oldest entry goes first. */
const MAX_ENTRIES = 4_000;

/**
 * What the cache asks of a source: a name and one query for a range of days. A HomeStatsSource is one (its scope is
 * a company id); the admin home's platform-wide series are others (features/operator/platform-series.ts).
 */
export interface DailySource<F extends { day: string } = DayFigures> {
  domain: string;
  daily(db: Kysely<Database>, scope: string, range: DayRange): Promise<F[]>;
}

export class SettledDays {
  private readonly entries = new Map<string, Promise<{ day: string }[]>>();

  /** The source's figures for the whole window: the settled part from the cache, the recent days asked now. */
  async daily<F extends { day: string } = DayFigures>(
    source: DailySource<F>,
    db: Kysely<Database>,
    companyId: string,
    window: StatsWindow,
  ): Promise<F[]> {
    const recentFrom = shiftDay(window.lastDay, -(SETTLE_DAYS - 1));
    const settledUntil = shiftDay(recentFrom, -1);
    const key = `${companyId}|${source.domain}|${window.timeZone}|${window.dayStartHour}|${window.firstDay}|${settledUntil}`;
    let settled = this.entries.get(key) as Promise<F[]> | undefined;
    if (!settled) {
      settled = source.daily(db, companyId, dayRange(window, window.firstDay, settledUntil));
      this.entries.set(key, settled);
      settled.catch(() => this.entries.delete(key));
      while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    const recent = source.daily(db, companyId, dayRange(window, recentFrom, window.lastDay));
    return [...(await settled), ...(await recent)];
  }
}
