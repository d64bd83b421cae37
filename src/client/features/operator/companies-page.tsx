import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";

import type { AdminCompanyListFilter } from "../../../shared/generated/operator";
import { ListScreen } from "../../ui/list-screen";
import { FilterSelect, ListSearch } from "../../ui/list-search";
import { AdminPage } from "./admin-page";
import { adminLinks } from "./admin-routes";
import { companyColumns } from "./company-columns";
import { companyListSpec, DEFAULT_COMPANY_FILTER, type CompanyRow } from "./company-list-query";

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
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<AdminCompanyListFilter>(DEFAULT_COMPANY_FILTER);
  const columns = useMemo(() => companyColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: CompanyRow) => navigate(adminLinks.companyDetails(row.id)), [navigate]);
  return (
    <ListScreen
      spec={companyListSpec}
      title={<Trans>Companies</Trans>}
      label={t`Companies`}
      countId="company"
      countText={(count) => <Plural value={count} one="# company" other="# companies" />}
      columns={columns}
      filter={filter}
      onFilterChange={setFilter}
      columnSearch={false}
      actions={() => (
        <Link className={ADD_LINK} href={adminLinks.newCompany()} data-testid="new-company">
          <Trans>New company</Trans>
        </Link>
      )}
      filters={
        <div className="flex flex-wrap items-end gap-3">
          <ListSearch
            value={filter.search}
            onSearch={(search) => setFilter((f) => ({ ...f, search }))}
            placeholder={t`Name, website or email`}
            label={t`Search companies`}
          />
          <FilterSelect
            label={<Trans>State</Trans>}
            value={filter.state ?? "any"}
            options={[
              ["any", t`All`],
              ["active", t`Active`],
              ["inactive", t`Inactive`],
            ]}
            onChange={(state) => setFilter((f) => ({ ...f, state }))}
          />
        </div>
      }
      onOpen={open}
      className="h-[calc(100vh-11rem)]"
    />
  );
}
