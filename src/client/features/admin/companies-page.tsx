import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";

import type { AdminCompanyListFilter, AdminCompanySort } from "../../../shared/generated/admin";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { ErrorRow } from "../../ui/error-row";
import { FILTER_CONTROL, FILTER_LABEL, ListSearch } from "../../ui/list-search";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { AdminPage } from "./admin-page";
import { adminLinks } from "./admin-routes";
import { companyColumns } from "./company-columns";
import {
  COMPANY_COLUMNS,
  DEFAULT_COMPANY_FILTER,
  DEFAULT_COMPANY_SORT,
  companyListFields,
  companyListKey,
  fetchCompanyWindow,
  type CompanyRow,
} from "./company-list-query";

export const ADD_LINK = "rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800";

/**
 * Companies (`/portal/admin/companys`, `/company/list`; docs/operator.md "Screens"): every company, windowed,
 * searched and sorted.
 */
export function CompaniesPage() {
  return (
    <AdminPage>
      <CompaniesList />
    </AdminPage>
  );
}

function CompaniesList() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<AdminCompanyListFilter>(DEFAULT_COMPANY_FILTER);
  const [sort, setSort] = useState<AdminCompanySort>(DEFAULT_COMPANY_SORT);
  const [visibility, changeVisibility] = useColumnVisibility(COMPANY_COLUMNS);
  const fields = useMemo(() => companyListFields(visibility), [visibility]);
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchCompanyWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const list = useWindowedList<CompanyRow>({
    store: client.store,
    clock: client.clock,
    key: companyListKey(filter, sort),
    fields,
    fetchWindow,
  });
  const columns = useMemo(() => companyColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as AdminCompanySort),
    [],
  );
  const open = useCallback((row: CompanyRow) => navigate(adminLinks.companyDetails(row.id)), [navigate]);
  return (
    <div className="flex h-[calc(100vh-11rem)] flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          <Trans>Companies</Trans>
        </h1>
        <span className="text-sm text-slate-500" data-testid="company-count">
          {list.count === undefined ? "" : <Plural value={list.count} one="# company" other="# companies" />}
        </span>
        <div className="ml-auto flex items-center gap-2">
          <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
          <Link className={ADD_LINK} href={adminLinks.newCompany()} data-testid="new-company">
            <Trans>New company</Trans>
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <ListSearch
          value={filter.search}
          onSearch={(search) => setFilter((f) => ({ ...f, search }))}
          placeholder={t`Name, website or email`}
          label={t`Search companies`}
        />
        <label className={FILTER_LABEL}>
          <Trans>State</Trans>
          <select
            className={FILTER_CONTROL}
            value={filter.state ?? "any"}
            onChange={(e) => setFilter((f) => ({ ...f, state: e.target.value as AdminCompanyListFilter["state"] }))}
          >
            <option value="any">{t`All`}</option>
            <option value="active">{t`Active`}</option>
            <option value="inactive">{t`Inactive`}</option>
          </select>
        </label>
      </div>
      <ErrorRow error={list.error} />
      <div className="min-h-0 flex-1">
        <VirtualTable<CompanyRow>
          label={t`Companies`}
          columns={columns}
          count={list.count}
          rowAt={list.rowAt}
          onRangeChange={list.ensureRange}
          sort={sort}
          onSortChange={changeSort}
          columnVisibility={visibility}
          onColumnVisibilityChange={changeVisibility}
          onOpen={open}
          scrollResetKey={list.controller.key}
          emptyMessage={t`No results match search`}
        />
      </div>
    </div>
  );
}
