import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural } from "@lingui/react/macro";

import type { Clock } from "../../../shared/clock";
import { formatCompactDateTime, formatDate } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import type { WorkOrderRow } from "./work-order-list-query";
import { WorkOrderStatusBadge } from "./work-order-status-badge";

/** "3 defects, 1 major" over what they are, cut to the column (the whole text shows on hover and on the details). */
function Defects({ row }: { row: WorkOrderRow }) {
  const count = row.defectCount ?? 0;
  const major = row.majorDefects ?? 0;
  return (
    <span className="flex min-w-0 flex-col leading-tight" title={row.defectSummary} data-testid="work-order-defects">
      <span className={major > 0 ? "font-semibold text-red-700 dark:text-red-400" : ""}>
        <Plural value={count} one="# defect" other="# defects" />
        {major > 0 && (
          <>
            {" · "}
            <Plural value={major} one="# major" other="# major" />
          </>
        )}
      </span>
      <span className="truncate text-xs text-slate-600 dark:text-slate-300">{row.defectSummary}</span>
    </span>
  );
}

/**
 * The work orders list's columns; ids of sortable ones are the server's sort columns (schema WorkOrderSortColumn).
 * `clock`: the client's; a due date is overdue against the time the columns were made.
 */
export function workOrderColumns(i18n: I18n, clock: Clock): TableColumn<WorkOrderRow>[] {
  const nowMs = clock.now();
  return [
    {
      id: "number",
      header: i18n._(msg`Number`),
      width: 90,
      sortable: true,
      hideable: false,
      cell: (r) => r.number !== undefined && <span className="font-medium tabular-nums">#{r.number}</span>,
    },
    {
      id: "vehicleName",
      filterable: true,
      header: i18n._(msg`Vehicle`),
      width: 140,
      sortable: true,
      cell: (r) => <span className="font-medium">{r.vehicleName}</span>,
    },
    { id: "defects", filterable: true, header: i18n._(msg`Defects`), width: 260, cell: (r) => <Defects row={r} /> },
    {
      id: "status",
      header: i18n._(msg`Status`),
      width: 120,
      sortable: true,
      cell: (r) => r.status && <WorkOrderStatusBadge status={r.status} />,
    },
    {
      id: "openedAt",
      header: i18n._(msg`Opened`),
      width: 140,
      sortable: true,
      cell: (r) => (r.openedAt === undefined ? "" : formatCompactDateTime(r.openedAt, clock.now())),
    },
    {
      id: "dueAt",
      header: i18n._(msg`Due`),
      width: 110,
      cell: (r) =>
        r.dueAt !== undefined && (
          <span
            className={
              r.status !== "completed" && r.dueAt < nowMs ? "font-semibold text-red-700 dark:text-red-400" : ""
            }
          >
            {formatDate(r.dueAt)}
          </span>
        ),
    },
    {
      id: "completedAt",
      header: i18n._(msg`Completed`),
      width: 140,
      cell: (r) => (r.completedAt === undefined ? "" : formatCompactDateTime(r.completedAt, clock.now())),
    },
    {
      id: "assignee",
      filterable: true,
      header: i18n._(msg`Assigned to`),
      width: 160,
      sortable: true,
      cell: (r) =>
        r.assignedToName ?? <span className="text-slate-500 dark:text-slate-400">{i18n._(msg`Not assigned`)}</span>,
    },
  ];
}
