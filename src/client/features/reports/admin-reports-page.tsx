import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Dispatch, SetStateAction } from "react";

import type { Clock } from "../../../shared/clock";
import type {
  Report,
  ReportFormat,
  ReportList,
  ReportState,
  ReportWindowField,
  ReportWindowFilter,
  ReportWindowSort,
} from "../../../shared/generated/reports";
import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { formatCompactDateTime } from "../../i18n/format";
import type { ListShape } from "../../sync/list-spec";
import { FilterSelect, ListSearch } from "../../ui/list-search";
import type { TableColumn } from "../../ui/virtual-table/column";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";
import { reportsOfEveryCompany } from "./admin-screens";
import { formatSize, REPORT_LIST_LABELS, REPORT_LISTS, REPORT_STATE_LABELS } from "./report-labels";

type Row = {
  id: string;
  list?: ReportList;
  format?: ReportFormat;
  state?: ReportState;
  rowsDone?: number;
  rowsTotal?: number | null;
  fileName?: string;
  size?: number | null;
  createdByName?: string;
  createdAt?: number;
  finishedAt?: number | null;
} & CompanyFields;

const STATES: readonly ReportState[] = ["queued", "running", "done", "failed"];
const DEFAULT_FILTER: ReportWindowFilter = {};
const DEFAULT_SORT: ReportWindowSort = { column: "createdAt", direction: "desc" };
const COLUMN_FIELDS: Record<string, readonly ReportWindowField[]> = {
  createdAt: ["createdAt"],
  fileName: ["fileName"],
  list: ["list", "format"],
  state: ["state", "rowsDone", "rowsTotal"],
  size: ["size"],
  createdByName: ["createdByName"],
  finishedAt: ["finishedAt"],
};
const COLUMNS = columnVisibilityStore(
  "fleet.admin.reports.columns",
  ["finishedAt"],
  ["list", "size", "createdByName", "finishedAt"],
);

/** A changed report as the list's row (schema ReportWindowField): the list it exports, not its filter. */
function reportRow({
  source,
  format,
  state,
  rowsDone,
  rowsTotal,
  fileName,
  size,
  createdByName,
  createdAt,
  finishedAt,
}: Report): object {
  return {
    list: source.list,
    format,
    state,
    rowsDone,
    rowsTotal,
    fileName,
    size,
    createdByName,
    createdAt,
    finishedAt,
  };
}

/** The list's shape: its defaults, its columns' fields and the operator's column choice. */
const LIST: ListShape<ReportWindowFilter, ReportWindowSort, ReportWindowField> = {
  name: "admin-reports",
  defaultFilter: DEFAULT_FILTER,
  defaultSort: DEFAULT_SORT,
  columnFields: COLUMN_FIELDS,
  columns: COLUMNS,
};

function stateText(i18n: I18n, r: Row): string {
  if (!r.state) return "";
  const label = i18n._(REPORT_STATE_LABELS[r.state]);
  if (r.state !== "running" || !r.rowsTotal) return label;
  return `${label} · ${Math.min(100, Math.round(((r.rowsDone ?? 0) / r.rowsTotal) * 100))} %`;
}

/** The filter with `key` set to `value`, or without it when `value` is "" (the "Any" choice). */
function choose<K extends "state" | "list">(filter: ReportWindowFilter, key: K, value: string): ReportWindowFilter {
  const next = { ...filter };
  if (value === "") delete next[key];
  else next[key] = value as ReportWindowFilter[K];
  return next;
}

/** The columns; ids of sortable ones are the server's sort columns (schema ReportWindowSortColumn). */
function reportColumns(i18n: I18n, clock: Clock): TableColumn<Row>[] {
  return [
    {
      id: "createdAt",
      header: i18n._(msg`Asked for`),
      width: 140,
      sortable: true,
      hideable: false,
      cell: (r) => (r.createdAt ? formatCompactDateTime(r.createdAt, clock.now()) : ""),
    },
    {
      id: "fileName",
      header: i18n._(msg`File`),
      width: 220,
      sortable: true,
      filterable: true,
      cell: (r) => <span className="font-medium">{r.fileName ?? ""}</span>,
    },
    {
      id: "list",
      header: i18n._(msg`List`),
      width: 170,
      sortable: true,
      cell: (r) => (r.list ? `${i18n._(REPORT_LIST_LABELS[r.list])} · ${(r.format ?? "").toUpperCase()}` : ""),
    },
    {
      id: "state",
      header: i18n._(msg`State`),
      width: 130,
      cell: (r) => (
        <span className={r.state === "failed" ? "text-red-700 dark:text-red-400" : undefined}>
          {stateText(i18n, r)}
        </span>
      ),
    },
    { id: "size", header: i18n._(msg`Size`), width: 90, cell: (r) => (r.size ? formatSize(r.size, i18n.locale) : "") },
    { id: "createdByName", header: i18n._(msg`Asked by`), width: 160, cell: (r) => r.createdByName ?? "" },
    {
      id: "finishedAt",
      header: i18n._(msg`Finished`),
      width: 140,
      cell: (r) => (r.finishedAt ? formatCompactDateTime(r.finishedAt, clock.now()) : ""),
    },
  ];
}

/** The report' own filters. */
function ReportFilters({
  filter,
  onChange,
}: {
  filter: ReportWindowFilter;
  onChange: Dispatch<SetStateAction<ReportWindowFilter>>;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange((f) => ({ ...f, search }))}
        placeholder={t`File name`}
        label={t`Search reports`}
      />
      <FilterSelect<ReportState | "">
        label={<Trans>State</Trans>}
        value={filter.state ?? ""}
        options={[["", t`Any`], ...STATES.map((state) => [state, i18n._(REPORT_STATE_LABELS[state])] as const)]}
        onChange={(state) => onChange((f) => choose(f, "state", state))}
      />
      <FilterSelect<ReportList | "">
        label={<Trans>List</Trans>}
        value={filter.list ?? ""}
        options={[["", t`Any`], ...REPORT_LISTS.map((list) => [list, i18n._(REPORT_LIST_LABELS[list])] as const)]}
        onChange={(list) => onChange((f) => choose(f, "list", list))}
      />
    </>
  );
}

/** /portal/admin/reports: every company's reports (CSV and PDF exports of its lists), in any state. */
export function AdminReportsPage() {
  return (
    <AllCompaniesListScreen
      screens={reportsOfEveryCompany}
      initialFilter={DEFAULT_FILTER}
      liveRow={reportRow}
      title={<Trans>Reports of every company</Trans>}
      countText={(count) => <Plural value={count} one="# report" other="# reports" />}
      label={msg`Reports of every company`}
      spec={LIST}
      window={(api, request) => api.allCompaniesReportList(request)}
      columnSearch
      columns={(i18n, clock) => reportColumns(i18n, clock)}
      filters={(filter, onChange) => <ReportFilters filter={filter} onChange={onChange} />}
    />
  );
}
