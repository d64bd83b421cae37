import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState, type ReactNode } from "react";

import type { Api } from "../../../shared/generated/client";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { ErrorRow } from "../../ui/error-row";
import type { TableColumn, TableSort } from "../../ui/virtual-table/column";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility, type ColumnVisibilityStore } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import type { PickedRecord } from "../inspections/record-picker";
import {
  crossCompanyListKey,
  rowsWithCompany,
  type CompanyFields,
  type CrossCompanyWindow,
} from "./all-companies-query";
import { CompanyFilter } from "./company-filter";
import { useAllCompaniesLive } from "./use-all-companies-live";

export interface AllCompaniesTableProps<Row extends { id: string } & CompanyFields, Filter> {
  /** The domain's name: the store key's and the test ids' (`${domain}-count`). */
  domain: string;
  heading: ReactNode;
  /** The row count, as the domain's own list words it. */
  countText: (count: number) => ReactNode;
  /** The table's accessible name. */
  label: string;
  /** The domain's own list columns; the Company column goes first. */
  columns: readonly TableColumn<Row>[];
  /** The domain list's column choice, shared with the company's screen of the same list. */
  visibility: ColumnVisibilityStore;
  /** The list fields the visible columns need (the domain's). */
  fieldsFor: (visibility: Record<string, boolean>) => readonly string[];
  filter: Filter;
  /** The domain's own filters, bound to `filter`. */
  filters: ReactNode;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  columnFilters?: Record<string, string> | undefined;
  onColumnFiltersChange?: ((filters: Record<string, string>) => void) | undefined;
  /** One window of the domain's cross-company list (its AllCompanies…List event). */
  fetch: (
    api: Api,
    companyId: string | undefined,
    fields: readonly string[],
    offset: number,
    limit: number,
  ) => Promise<CrossCompanyWindow>;
  /** Where a row opens: the record's read-only details. */
  open: (row: Row) => void;
}

/** Hoisted: the Company column of every cross-company list. */
function companyColumn<Row extends CompanyFields>(header: string): TableColumn<Row> {
  return {
    id: "company",
    header,
    width: 190,
    hideable: false,
    cell: (row) => (
      <span className="truncate font-medium" title={row.companyName}>
        {row.companyName ?? ""}
      </span>
    ),
  };
}

/**
 * An operator's list over every company (docs/operator.md "Cross-company lists"): the domain's own columns, filters
 * and sorts on the generic virtual table, with a Company column and a company filter. The server answers windows from
 * the same list spec as the company's screen (src/server/features/allcompanies/), so 10⁶ rows scroll and jump as they
 * do there. A list named in schema AllCompaniesLiveList is live: while it is shown, its changes in any company (or
 * the chosen one) patch its rows and recount it as a company's own list does (use-all-companies-live.ts).
 */
export function AllCompaniesTable<Row extends { id: string } & CompanyFields, Filter>(
  props: AllCompaniesTableProps<Row, Filter>,
) {
  const { domain, filter, sort, fetch } = props;
  const { i18n } = useLingui();
  const client = usePortalClient();
  const [company, setCompany] = useState<PickedRecord>();
  const [visibility, changeVisibility] = useColumnVisibility(props.visibility);
  const fields = useMemo(() => props.fieldsFor(visibility), [visibility]); // oxlint-disable-line react-hooks/exhaustive-deps
  const companyId = company?.id;
  const fetchWindow = useCallback(
    async (offset: number, limit: number, asked: readonly string[]) =>
      rowsWithCompany<Row>(await fetch(client.session.api, companyId, asked, offset, limit)),
    [client, fetch, companyId],
  );
  const listenChanges = useAllCompaniesLive<Row>(domain, companyId);
  const list = useWindowedList<Row>({
    store: client.store,
    clock: client.clock,
    key: crossCompanyListKey(domain, companyId, filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
  const columns = useMemo(
    () => [companyColumn<Row>(i18n._(msg`Company`)), ...props.columns],
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale, props.columns],
  );
  const count = list.count;
  return (
    <div className="flex h-[calc(100vh-12rem)] flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {props.heading}
        <span className="text-sm text-slate-500" data-testid={`${domain}-count`}>
          {count === undefined ? "" : props.countText(count)}
        </span>
        <div className="ml-auto flex gap-2">
          <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <CompanyFilter value={company} onChange={setCompany} />
        {props.filters}
      </div>
      <ErrorRow error={list.error} />
      <div className="min-h-0 flex-1">
        <VirtualTable<Row>
          label={props.label}
          columns={columns}
          count={count}
          rowAt={list.rowAt}
          onRangeChange={list.ensureRange}
          sort={sort}
          onSortChange={props.onSortChange}
          columnVisibility={visibility}
          onColumnVisibilityChange={changeVisibility}
          onOpen={props.open}
          scrollResetKey={list.controller.key}
          columnFilters={props.columnFilters}
          onColumnFiltersChange={props.onColumnFiltersChange}
          emptyMessage={i18n._(msg`No results match search`)}
        />
      </div>
    </div>
  );
}
