// One window of an operator's cross-company list: the domain's own list spec (built with ALL_COMPANIES or the chosen
// company, src/server/lists/company-scope.ts), its own list fields, and the Company column beside them. Company
// names are read for the companies in the window only (at most one per row, by primary key), so a rename shows at
// once and nothing caches a name.
import type { Kysely, SelectQueryBuilder } from "kysely";

import type { CompanyColumn } from "../../shared/generated/common";
import type { Database } from "../db/tables";
import { selectedColumns, toColumns, type ListFields } from "../lists/columnar";
import { ScopeVersions } from "../lists/scope-versions";
import { WindowedList, type WindowSpec } from "../lists/windowed-list";
import type { CompanyContext } from "../ws/context";

type AnyQuery = SelectQueryBuilder<any, any, any>;

export interface CompanyWindowRequest<Field extends string> {
  offset: number;
  limit: number;
  fields: readonly Field[];
}

export interface CompanyWindowOptions<Row> {
  /** Selects the window's columns (default: the columns as they are). */
  select?: (query: AnyQuery, columns: string[]) => AnyQuery;
  /** The row's id on the wire (default: `id`). */
  idOf?: (row: Row) => string;
}

export interface CompanyWindow extends CompanyColumn {
  count: number;
  offset: number;
  ids: string[];
  columns: Record<string, unknown[]>;
}

/** The names of these companies, by id. */
export async function companyNames(db: Kysely<Database>, ids: readonly string[]): Promise<Record<string, string>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return {};
  const rows = await db.selectFrom("companies").select(["id", "name"]).where("id", "in", distinct).execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}

export async function companyWindow<Field extends string, Row extends { id: string; company_id: string }>(
  db: Kysely<Database>,
  lists: WindowedList,
  spec: WindowSpec,
  table: ListFields<Field, Row>,
  request: CompanyWindowRequest<Field>,
  options: CompanyWindowOptions<Row> = {},
): Promise<CompanyWindow> {
  const count = await lists.count(spec);
  const columns = [...selectedColumns(table, request.fields), "company_id"];
  const select = options.select ?? ((query, wanted) => query.select(wanted));
  const rows =
    request.offset >= count
      ? []
      : await lists.rows<Row>(spec, request.offset, request.limit, (query) => select(query, columns));
  const companyIds = rows.map((row) => row.company_id);
  return {
    count,
    offset: request.offset,
    ids: rows.map(options.idOf ?? ((row) => row.id)),
    columns: toColumns(table, request.fields, rows) as Record<string, unknown[]>,
    companyIds,
    companyNames: await companyNames(db, companyIds),
  };
}

/** What an operator's list request carries besides its filter and sort. */
export interface AllCompaniesPage<Field extends string> {
  offset: number;
  limit: number;
  /** The fields to send (all of the list's fields when left out). */
  fields?: readonly Field[];
}

export interface AllCompaniesWindowOptions<Row> extends CompanyWindowOptions<Row> {
  /**
   * Read without the list caches: for tables that change without invalidating them (a report's progress, a saved
   * card: ws/change-feed.ts NOT_LIST_ROWS), which no cached count or sample would learn of. Such tables stay small, so
   * their windows are read by plain OFFSET with nothing kept between requests.
   */
  uncached?: boolean;
}

/** One window of a domain's list over every company (or the chosen one) for the operator, with the Company column. */
export function allCompaniesWindow<Field extends string, Row extends { id: string; company_id: string }>(
  context: Pick<CompanyContext, "db" | "lists">,
  spec: WindowSpec,
  table: ListFields<Field, Row>,
  all: readonly Field[],
  page: AllCompaniesPage<Field>,
  options: AllCompaniesWindowOptions<Row> = {},
): Promise<CompanyWindow> {
  const lists = options.uncached
    ? new WindowedList(context.db, new ScopeVersions(), Number.MAX_SAFE_INTEGER)
    : context.lists;
  return companyWindow(context.db, lists, spec, table, { ...page, fields: page.fields ?? all }, options);
}
