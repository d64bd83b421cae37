// What an operator's cross-company list asks for and how its answer becomes rows: the domain's own columns, plus
// companyId and companyName from the window's Company column (schema/common.json CompanyColumn).
import type { CompanyColumn } from "../../shared/generated/common";
import { rowsFromColumns, type Columns } from "../sync/columnar";
import type { WindowPage } from "../sync/windowed-list";

/** What every cross-company row carries besides its domain's fields. */
export interface CompanyFields {
  companyId?: string;
  companyName?: string;
}

export interface CrossCompanyWindow extends CompanyColumn {
  count: number;
  ids: string[];
  columns: object;
}

/** A cross-company window as rows: the domain's fields with the row's company id and name. */
export function rowsWithCompany<T extends { id: string } & CompanyFields>(page: CrossCompanyWindow): WindowPage<T> {
  const columns: Columns = {
    ...(page.columns as Columns),
    companyId: page.companyIds,
    companyName: page.companyIds.map((id) => page.companyNames[id]),
  };
  return { count: page.count, ids: page.ids, items: rowsFromColumns<T>(page.ids, columns) };
}

/** The store key of one cross-company list: its domain, company, filter and sort. */
export const crossCompanyListKey = (domain: string, companyId: string | undefined, filter: unknown, sort: unknown) =>
  `allcompanies:${domain}:${JSON.stringify([companyId ?? "", filter, sort])}`;
