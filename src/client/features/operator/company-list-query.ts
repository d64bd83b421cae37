import type { BillingPeriod, DiscountLevel } from "../../../shared/generated/company";
// What the operator's company list asks the server for (AdminCompanyListRequestEvent): default filter and sort,
// the columns shown and the fields those columns need, one window at a time.
import type {
  AdminCompanyListField,
  AdminCompanyListFilter,
  AdminCompanySort,
  AdminCompanyState,
} from "../../../shared/generated/operator";
import type { ListSpec } from "../../sync/list-spec";
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

/** Every company, for the operator (docs/operator.md "Screens"): the list the companies screen shows. */
export const companyListSpec: ListSpec<CompanyRow, AdminCompanyListFilter, AdminCompanySort, AdminCompanyListField> = {
  name: "adminCompanies",
  defaultFilter: DEFAULT_COMPANY_FILTER,
  defaultSort: DEFAULT_COMPANY_SORT,
  columnFields: COMPANY_COLUMN_FIELDS,
  columns: COMPANY_COLUMNS,
  window: (api, request) => api.adminCompanyList(request),
};
