import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { Clock } from "../../../shared/clock";
import { formatCompactDateTime, formatDate } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import { GRADE_CLASS, categoryLabel, resultTypeLabel } from "./checklist-labels";
import type { ChecklistRow, ResultRow } from "./checklist-list-query";

/**
 * The checklist list's columns; ids of sortable ones are the server's sort columns (schema ChecklistSortColumn).
 * `clock`: the client's (a date shows its year when it is not the current one).
 */
export function checklistColumns(i18n: I18n, clock: Clock): TableColumn<ChecklistRow>[] {
  return [
    {
      id: "name",
      header: i18n._(msg`Name`),
      width: 220,
      sortable: true,
      hideable: false,
      cell: (c) => (
        <span className="font-medium">
          {c.name ?? ""}
          {c.deleted ? <span className="ml-2 text-xs text-slate-500">({i18n._(msg`Removed`)})</span> : null}
        </span>
      ),
    },
    {
      id: "description",
      header: i18n._(msg`Description`),
      width: 240,
      cell: (c) => <span className="truncate">{c.description ?? ""}</span>,
    },
    { id: "itemCount", header: i18n._(msg`Items`), width: 80, sortable: true, cell: (c) => c.itemCount ?? "" },
    { id: "resultCount", header: i18n._(msg`Results`), width: 90, sortable: true, cell: (c) => c.resultCount ?? "" },
    {
      id: "lastResultAt",
      header: i18n._(msg`Last filled`),
      width: 140,
      cell: (c) => (c.lastResultAt ? formatCompactDateTime(c.lastResultAt, clock.now()) : ""),
    },
    {
      id: "modifiedDate",
      header: i18n._(msg`Changed`),
      width: 120,
      sortable: true,
      cell: (c) => (c.modifiedDate ? formatDate(c.modifiedDate) : ""),
    },
  ];
}

export function GradeBadge({ grade, i18n }: { grade: "none" | "minor" | "major" | undefined; i18n: I18n }) {
  if (!grade) return null;
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${GRADE_CLASS[grade]}`}>
      {categoryLabel(i18n, grade)}
    </span>
  );
}

/** The results list's columns; the checklist or vehicle column is left out where the list is of one of them. */
export function resultColumns(
  i18n: I18n,
  without: "checklist" | "vehicle" | undefined,
  clock: Clock,
): TableColumn<ResultRow>[] {
  const all: TableColumn<ResultRow>[] = [
    {
      id: "filledAt",
      header: i18n._(msg`Filled`),
      width: 140,
      sortable: true,
      hideable: false,
      cell: (r) => (r.filledAt ? formatCompactDateTime(r.filledAt, clock.now()) : ""),
    },
    {
      id: "checklistName",
      header: i18n._(msg`Checklist`),
      width: 180,
      sortable: true,
      cell: (r) => r.checklistName ?? "",
    },
    { id: "vehicleName", header: i18n._(msg`Vehicle`), width: 140, sortable: true, cell: (r) => r.vehicleName ?? "" },
    {
      id: "employeeName",
      header: i18n._(msg`Employee`),
      width: 150,
      sortable: true,
      cell: (r) => r.employeeName ?? "",
    },
    {
      id: "resultType",
      header: i18n._(msg`Type`),
      width: 90,
      cell: (r) => (r.resultType ? resultTypeLabel(i18n, r.resultType) : ""),
    },
    {
      id: "defectType",
      header: i18n._(msg`Result`),
      width: 90,
      sortable: true,
      cell: (r) => <GradeBadge grade={r.defectType} i18n={i18n} />,
    },
  ];
  return all.filter((column) =>
    without === "checklist"
      ? column.id !== "checklistName"
      : without === "vehicle"
        ? column.id !== "vehicleName"
        : true,
  );
}
