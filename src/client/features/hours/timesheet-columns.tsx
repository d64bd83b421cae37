import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { formatDateTime, formatLocalDay } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import { hoursAndMinutes, rulesetLabel } from "./hours-labels";
import type { TimesheetRow } from "./timesheet-list-query";
import { TimesheetStatusBadge } from "./timesheet-status-badge";

/** The timesheet list's columns; the sortable ones' ids are the server's sort columns (schema TimesheetSortColumn). */
export function timesheetColumns(i18n: I18n): TableColumn<TimesheetRow>[] {
  const minutes = (value: number | undefined) => <span className="tabular-nums">{hoursAndMinutes(value)}</span>;
  return [
    {
      id: "date",
      header: i18n._(msg`Date`),
      width: 140,
      sortable: true,
      hideable: false,
      cell: (r) => (r.day ? formatLocalDay(r.day) : ""),
    },
    {
      id: "driver",
      filterable: true,
      header: i18n._(msg`Driver`),
      width: 180,
      sortable: true,
      cell: (r) => <span className="font-medium">{r.driverName ?? ""}</span>,
    },
    {
      id: "status",
      header: i18n._(msg`Status`),
      width: 120,
      sortable: true,
      cell: (r) => <TimesheetStatusBadge status={r.status} />,
    },
    { id: "driving", header: i18n._(msg`Driving`), width: 90, cell: (r) => minutes(r.drivingMinutes) },
    {
      id: "onDutyNotDriving",
      header: i18n._(msg`On duty (not driving)`),
      width: 110,
      cell: (r) => minutes(r.onDutyNotDrivingMinutes),
    },
    { id: "onDutyTotal", header: i18n._(msg`On duty total`), width: 100, cell: (r) => minutes(r.onDutyTotalMinutes) },
    { id: "offDuty", header: i18n._(msg`Off duty`), width: 90, cell: (r) => minutes(r.offDutyMinutes) },
    { id: "startLocation", header: i18n._(msg`Start location`), width: 180, cell: (r) => r.startLocation ?? "" },
    { id: "endLocation", header: i18n._(msg`End location`), width: 180, cell: (r) => r.endLocation ?? "" },
    {
      id: "certifiedAt",
      header: i18n._(msg`Certified`),
      width: 150,
      cell: (r) => (r.certifiedAt ? formatDateTime(r.certifiedAt) : ""),
    },
    { id: "cycle", header: i18n._(msg`Cycle`), width: 200, cell: (r) => rulesetLabel(i18n, r.cycle) },
  ];
}
