import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { InvoiceListField, InvoiceListFilter, InvoiceSort } from "../../../shared/generated/billing";
import { AdminScreen } from "../../all-companies/admin-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { AllCompaniesTable } from "../../all-companies/all-companies-table";
import type { ListShape } from "../../sync/list-spec";
import { FILTER_CONTROL, FILTER_LABEL, FilterSelect } from "../../ui/list-search";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";
import { invoicesOfEveryCompany } from "./admin-screens";
import { invoiceColumns } from "./invoice-columns";
import {
  DEFAULT_INVOICE_FILTER,
  DEFAULT_INVOICE_SORT,
  INVOICE_LIST_FIELDS,
  type InvoiceRow,
} from "./invoice-list-query";

type Row = InvoiceRow & CompanyFields;

/** The operator's choice of invoice columns; a phone starts with the number, status and amounts (as the company's list). */
const ADMIN_INVOICE_COLUMNS = columnVisibilityStore(
  "fleet.admin.invoices.columns",
  [],
  ["period", "issued", "due", "po"],
);
/** The list's shape: the company list's defaults, every invoice field whatever the columns, the operator's column choice. */
const LIST: ListShape<InvoiceListFilter, InvoiceSort, InvoiceListField> = {
  name: "admin-invoices",
  defaultFilter: DEFAULT_INVOICE_FILTER,
  defaultSort: DEFAULT_INVOICE_SORT,
  columnFields: { invoice: INVOICE_LIST_FIELDS },
  columns: ADMIN_INVOICE_COLUMNS,
};

/**
 * /portal/admin/invoices: every company's invoices with the invoice list's columns, status filter, number search and
 * sorts. The company's own list pages through them (docs/billing.md "Screens"); across 1,000 companies the virtual
 * table scrolls.
 */
export function AdminInvoicesPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<InvoiceListFilter>(DEFAULT_INVOICE_FILTER);
  const columns = useMemo(() => invoiceColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(invoicesOfEveryCompany.links.details(row.id)), [navigate]);
  const filters = (
    <>
      <FilterSelect
        label={<Trans>Status</Trans>}
        value={filter.status ?? "any"}
        options={[
          ["any", t`All`],
          ["open", t`Open`],
          ["paid", t`Paid`],
          ["void", t`Void`],
        ]}
        onChange={(status) => setFilter({ ...filter, status })}
      />
      <label className={FILTER_LABEL}>
        <Trans>Search</Trans>
        <input
          className={FILTER_CONTROL}
          type="search"
          maxLength={60}
          placeholder={t`Invoice or PO number`}
          value={filter.search ?? ""}
          onChange={(e) => setFilter({ ...filter, search: e.target.value })}
        />
      </label>
    </>
  );
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="invoices"
        title={<Trans>Invoices of every company</Trans>}
        countText={(count) => <Plural value={count} one="# invoice" other="# invoices" />}
        label={t`Invoices of every company`}
        columns={columns}
        spec={LIST}
        window={(api, request) => api.allCompaniesInvoiceList(request)}
        filter={filter}
        onFilterChange={setFilter}
        filters={filters}
        onOpen={open}
      />
    </AdminScreen>
  );
}
