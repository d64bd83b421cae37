// Reports as a windowed list (schema/reports.json ReportWindowRequest): the operator's cross-company report list reads
// it (all-companies-handlers.ts). Unlike the company's screen (its last days, newest first, a mechanic's
// lists only) it has every report kept, in any state. Reports are swept after REPORT_KEEP_DAYS, so the table stays
// small; the cross-company default view (newest first) sorts from migration 0025's index.
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from "kysely";

import type {
  ReportWindowColumnFilters,
  ReportWindowField,
  ReportWindowFilter,
  ReportWindowSort,
} from "../../../shared/generated/reports";
import { REPORT_WINDOW_SORT_COLUMNS } from "../../db/migrations/0025-admin-more-lists";
import type { Database, ReportsTable } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import { activeContains, whereText, type ContainsColumn } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

type AnyQuery = SelectQueryBuilder<any, any, any>;

const SEARCH_TEXT = sql<string>`lower(file_name || ' ' || list)`;

const CONTAINS_TEXT: Record<keyof ReportWindowColumnFilters, ContainsColumn> = {
  fileName: { text: sql<string>`lower(file_name)`, indexed: true },
};

export function reportListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: ReportWindowFilter,
  sort: ReportWindowSort,
): WindowSpec {
  const search = filter.search?.trim() ?? "";
  const contains = activeContains<keyof ReportWindowColumnFilters>(filter.contains);
  const companyId = onlyCompany(scope);
  const filtered = () => {
    let query = db.selectFrom("reports");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (filter.state) query = query.where("state", "=", filter.state);
    if (filter.list) query = query.where("list", "=", filter.list);
    if (filter.format) query = query.where("format", "=", filter.format);
    return whereText(query, SEARCH_TEXT, search, contains, CONTAINS_TEXT);
  };
  const normalized = {
    state: filter.state ?? "",
    list: filter.list ?? "",
    format: filter.format ?? "",
    search: search.toLowerCase(),
    contains: contains.map(([column, text]) => [column, text.toLowerCase()]),
  };
  return {
    scope: scopeName(scope),
    cacheKey: JSON.stringify([scopeName(scope), "reports", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify([scopeName(scope), "reports", normalized]),
    filtered,
    sortColumn: REPORT_WINDOW_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    // A report moves from queued to done without a list membership change: a state filter's count follows content.
    countDependsOnContent: true,
  };
}

type Row = Selectable<ReportsTable> & { created_by_name: string };

const epoch = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** The list's fields (schema ReportWindowField), valued as the company's reports screen values them (report-rows.ts). */
export const REPORT_WINDOW_FIELDS: ListFields<ReportWindowField, Row> = {
  list: { columns: ["list"], read: (r) => r.list },
  format: { columns: ["format"], read: (r) => r.format },
  state: { columns: ["state"], read: (r) => r.state },
  rowsDone: { columns: ["rows_done"], read: (r) => r.rows_done },
  rowsTotal: { columns: ["rows_total"], read: (r) => r.rows_total },
  fileName: { columns: ["file_name"], read: (r) => r.file_name },
  size: { columns: ["size"], read: (r) => (r.size === null ? null : Number(r.size)) },
  createdByName: { columns: ["created_by_name"], read: (r) => r.created_by_name.slice(0, 300) },
  createdAt: { columns: ["created_date"], read: (r) => r.created_date.getTime() },
  finishedAt: { columns: ["finished_at"], read: (r) => epoch(r.finished_at) },
};

export const ALL_REPORT_WINDOW_FIELDS = Object.keys(REPORT_WINDOW_FIELDS) as ReportWindowField[];

/** Selects a window's columns; who asked is their name, read for the window's rows only. */
export function selectReportWindowColumns(query: AnyQuery, columns: string[]): AnyQuery {
  const out = query.select(
    columns.filter((column) => column !== "created_by_name").map((column) => `reports.${column}`),
  );
  if (!columns.includes("created_by_name")) return out;
  return out.select(
    sql<string>`coalesce((select trim(u.first || ' ' || u.last) from users u where u.id = reports.created_by), '')`.as(
      "created_by_name",
    ),
  );
}
