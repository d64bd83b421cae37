import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { formatDate, formatDateTime, formatTime } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import { InspectionGradeBadges } from "./inspection-badges";
import { tripTypeLabel } from "./inspection-labels";
import type { InspectionRow } from "./inspection-list-query";

function DateAndTime({ ms }: { ms: number }) {
  return (
    <span className="flex flex-col leading-tight">
      <span>{formatDate(ms)}</span>
      <span className="text-xs text-slate-600 dark:text-slate-300">{formatTime(ms)}</span>
    </span>
  );
}

/** The inspections list's columns; ids of sortable ones are the server's sort columns (schema InspectionSortColumn). */
export function inspectionColumns(i18n: I18n): TableColumn<InspectionRow>[] {
  return [
    // Date over time: a phone's narrow column shows both whole.
    {
      id: "inspectedAt",
      header: i18n._(msg`Date`),
      width: 130,
      sortable: true,
      hideable: false,
      cell: (r) => r.inspectedAt !== undefined && <DateAndTime ms={r.inspectedAt} />,
    },
    {
      id: "vehicleName",
      filterable: true,
      header: i18n._(msg`Vehicle`),
      width: 170,
      sortable: true,
      cell: (r) => (
        <span className="truncate">
          <span className="font-medium">{r.vehicleName}</span>
          {r.vehiclePlate && <span className="text-slate-500 dark:text-slate-300"> · {r.vehiclePlate}</span>}
        </span>
      ),
    },
    {
      id: "trailerNames",
      filterable: true,
      header: i18n._(msg`Trailers`),
      width: 150,
      cell: (r) => r.trailerNames ?? "",
    },
    {
      id: "driverName",
      filterable: true,
      header: i18n._(msg`Driver`),
      width: 160,
      sortable: true,
      cell: (r) => r.driverName ?? "",
    },
    { id: "tripType", header: i18n._(msg`Trip type`), width: 100, cell: (r) => tripTypeLabel(i18n, r.tripType) },
    {
      id: "status",
      header: i18n._(msg`Status`),
      width: 150,
      sortable: true,
      cell: (r) => r.status && <InspectionGradeBadges found={r.foundStatus} now={r.status} short />,
    },
    {
      id: "openDefects",
      header: i18n._(msg`Open defects`),
      width: 110,
      cell: (r) =>
        r.openDefects ? (
          <span className="font-semibold text-red-700 dark:text-red-400">{r.openDefects}</span>
        ) : r.openDefects === 0 ? (
          "0"
        ) : (
          ""
        ),
    },
    { id: "odometer", header: i18n._(msg`Odometer`), width: 110, cell: (r) => r.odometer ?? "" },
    { id: "location", filterable: true, header: i18n._(msg`Location`), width: 170, cell: (r) => r.location ?? "" },
    {
      id: "validUntil",
      header: i18n._(msg`Valid until`),
      width: 160,
      cell: (r) => (r.validUntil === undefined ? "" : formatDateTime(r.validUntil)),
    },
  ];
}
