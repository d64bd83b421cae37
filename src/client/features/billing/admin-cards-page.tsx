import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type Dispatch, type SetStateAction } from "react";

import type { Clock } from "../../../shared/clock";
import type { CardWindowField, CardWindowFilter, CardWindowSort } from "../../../shared/generated/billing";
import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { formatDate } from "../../i18n/format";
import type { ListShape } from "../../sync/list-spec";
import { FilterSelect, ListSearch } from "../../ui/list-search";
import type { TableColumn } from "../../ui/virtual-table/column";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";
import { adminLinks } from "../operator";
import { cardsOfEveryCompany } from "./admin-screens";

type Row = {
  id: string;
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  createdDate?: number;
  removed?: boolean;
} & CompanyFields;

const DEFAULT_FILTER: CardWindowFilter = { status: "active", expiry: "any" };
const DEFAULT_SORT: CardWindowSort = { column: "expires", direction: "asc" };
const COLUMN_FIELDS: Record<string, readonly CardWindowField[]> = {
  brand: ["brand", "removed"],
  last4: ["last4"],
  expires: ["expMonth", "expYear"],
  createdDate: ["createdDate"],
};
const COLUMNS = columnVisibilityStore("fleet.admin.cards.columns", [], ["createdDate"]);
/** The list's shape: its defaults, its columns' fields and the operator's column choice. */
const LIST: ListShape<CardWindowFilter, CardWindowSort, CardWindowField> = {
  name: "admin-cards",
  defaultFilter: DEFAULT_FILTER,
  defaultSort: DEFAULT_SORT,
  columnFields: COLUMN_FIELDS,
  columns: COLUMNS,
};

/** A card is good through the last day of its expiry month (the server's "expired" filter says the same, in UTC). */
function expired(row: Row, nowMs: number): boolean {
  const now = new Date(nowMs);
  return (
    row.expYear !== undefined &&
    row.expMonth !== undefined &&
    row.expYear * 100 + row.expMonth < now.getUTCFullYear() * 100 + now.getUTCMonth() + 1
  );
}

/** The columns; ids of sortable ones are the server's sort columns (schema CardWindowSortColumn). `clock`: the client's. */
function cardColumns(i18n: I18n, clock: Clock): TableColumn<Row>[] {
  return [
    {
      id: "brand",
      header: i18n._(msg`Brand`),
      width: 200,
      sortable: true,
      hideable: false,
      filterable: true,
      cell: (c) => (
        <span className="font-medium">
          {c.brand ?? ""}
          {c.removed ? <span className="ml-2 text-xs text-slate-500">({i18n._(msg`Removed`)})</span> : null}
        </span>
      ),
    },
    { id: "last4", header: i18n._(msg`Card`), width: 110, cell: (c) => (c.last4 ? `•••• ${c.last4}` : "") },
    {
      id: "expires",
      header: i18n._(msg`Expires`),
      width: 140,
      sortable: true,
      cell: (c) =>
        c.expMonth === undefined || c.expYear === undefined ? (
          ""
        ) : (
          <span className={expired(c, clock.now()) ? "text-red-700 dark:text-red-400" : undefined}>
            {String(c.expMonth).padStart(2, "0")}/{c.expYear}
            {expired(c, clock.now()) ? ` · ${i18n._(msg`Expired`)}` : ""}
          </span>
        ),
    },
    {
      id: "createdDate",
      header: i18n._(msg`Kept on`),
      width: 120,
      sortable: true,
      cell: (c) => (c.createdDate ? formatDate(c.createdDate) : ""),
    },
  ];
}

/** The card' own filters. */
function CardFilters({
  filter,
  onChange,
}: {
  filter: CardWindowFilter;
  onChange: Dispatch<SetStateAction<CardWindowFilter>>;
}) {
  const { t } = useLingui();
  return (
    <>
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange((f) => ({ ...f, search }))}
        placeholder={t`Brand or last four digits`}
        label={t`Search cards`}
      />
      <FilterSelect
        label={<Trans>Status</Trans>}
        value={filter.status ?? "active"}
        options={[
          ["active", t`Kept`],
          ["removed", t`Removed`],
          ["all", t`All`],
        ]}
        onChange={(status) => onChange((f) => ({ ...f, status }))}
      />
      <FilterSelect
        label={<Trans>Expiry</Trans>}
        value={filter.expiry ?? "any"}
        options={[
          ["any", t`Any`],
          ["expired", t`Expired`],
          ["valid", t`Not expired`],
        ]}
        onChange={(expiry) => onChange((f) => ({ ...f, expiry }))}
      />
    </>
  );
}

/**
 * /portal/admin/cards: every company's saved payment cards — brand, last four digits and expiry, nothing more (the
 * card itself stays with the payment provider). A row opens its company's billing page.
 */
export function AdminCardsPage() {
  return (
    <AllCompaniesListScreen
      screens={cardsOfEveryCompany}
      initialFilter={DEFAULT_FILTER}
      title={<Trans>Payment cards of every company</Trans>}
      countText={(count) => <Plural value={count} one="# card" other="# cards" />}
      label={msg`Payment cards of every company`}
      spec={LIST}
      window={(api, request) => api.allCompaniesCardList(request)}
      columnSearch
      columns={(i18n, clock) => cardColumns(i18n, clock)}
      filters={(filter, onChange) => <CardFilters filter={filter} onChange={onChange} />}
      rowHref={(row) => (row.companyId ? adminLinks.companyBilling(row.companyId) : undefined)}
    />
  );
}
