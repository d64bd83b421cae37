import { useLingui } from "@lingui/react/macro";

import type { TimesheetStatus } from "../../../shared/generated/hours";
import { timesheetStatusLabel } from "./hours-labels";

// Colour only underlines the word, which carries the meaning; each pair is above WCAG AA's 4.5:1 in both themes.
const styles: Record<TimesheetStatus, string> = {
  missing: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  incomplete: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  inProgress: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200",
  complete: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  offDay: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

/** A timesheet's status (Missing, Off Day, Complete, In Progress, Incomplete: docs/hours.md "Statuses"). */
export function TimesheetStatusBadge({ status }: { status: TimesheetStatus | undefined }) {
  const { i18n } = useLingui();
  if (!status) return null;
  return (
    <span
      className={`whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${styles[status]}`}
      data-testid="timesheet-status"
    >
      {timesheetStatusLabel(i18n, status)}
    </span>
  );
}
