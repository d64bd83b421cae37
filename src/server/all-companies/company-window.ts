// One window of an operator's cross-company list: the domain's own list spec (built with ALL_COMPANIES or the chosen
// company, src/server/lists/company-scope.ts), its own list fields, and the Company column beside them. Company
// names are read for the companies in the window only (at most one per row, by primary key), so a rename shows at
// once and nothing caches a name.
import type { Kysely } from "kysely";

import type { CompanyColumn } from "../../shared/generated/common";
import type { Database } from "../db/tables";
import type { ListFields } from "../lists/columnar";
import { readListWindow, type ListPage, type ListWindow, type ListWindowOptions } from "../lists/list-window";
import { ScopeVersions } from "../lists/scope-versions";
import { WindowedList, type WindowSpec } from "../lists/windowed-list";
import type { CompanyContext } from "../ws/context";

export type CompanyWindow = ListWindow<Record<string, unknown[]>> & CompanyColumn;

/** The names of these companies, by id. */
export async function companyNames(db: Kysely<Database>, ids: readonly string[]): Promise<Record<string, string>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return {};
  const rows = await db.selectFrom("companies").select(["id", "name"]).where("id", "in", distinct).execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}

/** The window of `page` with each row's company (the handlers' path; the bench times it). */
export async function companyWindow<Field extends string, Row extends { id: string; company_id: string }>(
  db: Kysely<Database>,
  lists: WindowedList,
  spec: WindowSpec,
  table: ListFields<Field, Row>,
  all: readonly Field[],
  page: ListPage<Field>,
  options: ListWindowOptions<Row> = {},
): Promise<CompanyWindow> {
  const { window, rows } = await readListWindow<Record<string, unknown[]>, Field, Row>(lists, spec, table, all, page, {
    ...options,
    alsoSelect: ["company_id"],
  });
  const companyIds = rows.map((row) => row.company_id);
  return { ...window, companyIds, companyNames: await companyNames(db, companyIds) };
}

export interface AllCompaniesWindowOptions<Row> extends ListWindowOptions<Row> {
  /**
   * Read without the list caches: for tables that change without invalidating them (a report's progress, a saved
   * card: their notifications say listRows: false in the schema), which no cached count or sample would learn of. Such tables stay small, so
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
  page: ListPage<Field>,
  options: AllCompaniesWindowOptions<Row> = {},
): Promise<CompanyWindow> {
  const lists = options.uncached
    ? new WindowedList(context.db, new ScopeVersions(), Number.MAX_SAFE_INTEGER)
    : context.lists;
  return companyWindow(context.db, lists, spec, table, all, page, options);
}
