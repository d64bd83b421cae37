// What the operator's company list asks the server for (AdminCompanyListRequestEvent): default filter and sort,
// the columns shown and the fields those columns need, one window at a time.
import type {
  AdminCompanyListField,
  AdminCompanyListFilter,
  AdminCompanySort,
  AdminCompanyState,
} from "../../../shared/generated/admin";
import type { Api } from "../../../shared/generated/client";
import type { BillingPeriod, DiscountLevel } from "../../../shared/generated/company";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import type { WindowPage } from "../../sync/windowed-list";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";

export interface CompanyRow {
  id: string;
  name?: string;
  website?: string | null;
  ownerEmail?: string | null;
  state?: AdminCompanyState;
  vehicleCount?: number;
  employeeCount?: number;
  billingPeriod?: BillingPeriod;
  discount?: DiscountLevel;
  createdDate?: number;
}

export const DEFAULT_COMPANY_FILTER: AdminCompanyListFilter = { state: "any" };
export const DEFAULT_COMPANY_SORT: AdminCompanySort = { column: "name", direction: "asc" };

/** Table column → the list fields it shows. */
export const COMPANY_COLUMN_FIELDS: Record<string, readonly AdminCompanyListField[]> = {
  name: ["name", "website"],
  ownerEmail: ["ownerEmail"],
  state: ["state"],
  vehicleCount: ["vehicleCount"],
  employeeCount: ["employeeCount"],
  billingPeriod: ["billingPeriod"],
  discount: ["discount"],
  createdDate: ["createdDate"],
};

export const COMPANY_COLUMNS = columnVisibilityStore(
  "fleet.admin.companies.columns",
  [],
  ["ownerEmail", "employeeCount", "billingPeriod", "discount", "createdDate"],
);

export function companyListFields(visibility: Record<string, boolean>): AdminCompanyListField[] {
  const wanted = new Set<AdminCompanyListField>();
  for (const [column, fields] of Object.entries(COMPANY_COLUMN_FIELDS))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const companyListKey = (filter: AdminCompanyListFilter, sort: AdminCompanySort) =>
  `adminCompanies:${JSON.stringify([filter, sort])}`;

export async function fetchCompanyWindow(
  api: Api,
  filter: AdminCompanyListFilter,
  sort: AdminCompanySort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<CompanyRow>> {
  const page = await completePayload(
    api.adminCompanyList({ filter, sort, offset, limit, fields: fields as AdminCompanyListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<CompanyRow>(page.ids, page.columns as Columns) };
}
