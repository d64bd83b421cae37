import type { TimesheetDetails } from "../../../shared/generated/hours";
import { daySegments, dayTotals } from "../../../shared/rules/timesheets";

export interface ShownTotals {
  drivingMinutes: number;
  onDutyNotDrivingMinutes: number;
  onDutyTotalMinutes: number;
  offDutyMinutes: number;
}

/**
 * A day's totals as a screen shows them (docs/hours.md "A day's log"): a day that has ended shows the stored totals;
 * one still running counts on to now from its entries, with the same rules the server stores them by (stored ones stop
 * at the latest change).
 */
export function shownTotals(details: TimesheetDetails, now: number): ShownTotals {
  const ts = details.timesheet;
  if (now >= details.dayEnd)
    return {
      drivingMinutes: ts.drivingMinutes,
      onDutyNotDrivingMinutes: ts.onDutyNotDrivingMinutes,
      onDutyTotalMinutes: ts.onDutyTotalMinutes,
      offDutyMinutes: ts.offDutyMinutes,
    };
  const totals = dayTotals(
    daySegments(ts.dayStart, Math.max(ts.dayStart, now), details.carriedStatus, details.entries),
  );
  return { ...totals, onDutyTotalMinutes: totals.drivingMinutes + totals.onDutyNotDrivingMinutes };
}
