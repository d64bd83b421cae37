import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";

import type { InvoiceListField, InvoiceListFilter, InvoiceSort } from "../../../shared/generated/billing";
import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import type { ListShape } from "../../sync/list-spec";
import { FILTER_CONTROL, FILTER_LABEL, FilterSelect } from "../../ui/list-search";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";
import { invoicesOfEveryCompany } from "./admin-screens";
import { invoiceColumns } from "./invoice-columns";
import { DEFAULT_INVOICE_FILTER, DEFAULT_INVOICE_SORT, INVOICE_LIST_FIELDS } from "./invoice-list-query";

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

/** The invoices' own filters: status and a number search. */
function InvoiceFilters({
  filter,
  onChange,
}: {
  filter: InvoiceListFilter;
  onChange: (next: InvoiceListFilter) => void;
}) {
  const { t } = useLingui();
  return (
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
        onChange={(status) => onChange({ ...filter, status })}
      />
      <label className={FILTER_LABEL}>
        <Trans>Search</Trans>
        <input
          className={FILTER_CONTROL}
          type="search"
          maxLength={60}
          placeholder={t`Invoice or PO number`}
          value={filter.search ?? ""}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
        />
      </label>
    </>
  );
}

/**
 * /portal/admin/invoices: every company's invoices with the invoice list's columns, status filter, number search and
 * sorts. The company's own list pages through them (docs/billing.md "Screens"); across 1,000 companies the virtual
 * table scrolls.
 */
export function AdminInvoicesPage() {
  return (
    <AllCompaniesListScreen
      screens={invoicesOfEveryCompany}
      spec={LIST}
      window={(api, request) => api.allCompaniesInvoiceList(request)}
      initialFilter={DEFAULT_INVOICE_FILTER}
      title={<Trans>Invoices of every company</Trans>}
      countText={(count) => <Plural value={count} one="# invoice" other="# invoices" />}
      label={msg`Invoices of every company`}
      columns={(i18n) => invoiceColumns(i18n)}
      filters={(filter, onChange) => <InvoiceFilters filter={filter} onChange={onChange} />}
    />
  );
}
