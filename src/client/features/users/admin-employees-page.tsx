import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { UserListFilter } from "../../../shared/generated/users";
import { AdminScreen } from "../../all-companies/admin-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { AllCompaniesTable } from "../../all-companies/all-companies-table";
import { useClock } from "../../app/client-context";
import { employeesOfEveryCompany } from "./admin-screens";
import { userColumns } from "./user-columns";
import { UserFilters } from "./user-filters";
import { DEFAULT_USER_FILTER, personRow, userListSpec, type UserRow } from "./user-list-query";

type Row = UserRow & CompanyFields;

/**
 * /portal/admin/employees: every company's people with the users list's columns, filters and sorts. A row is an
 * employment, so a person who works for two companies shows once under each (the row's id is the employee's).
 */
export function AdminEmployeesPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<UserListFilter>(DEFAULT_USER_FILTER);
  const clock = useClock();
  const columns = useMemo(() => userColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(employeesOfEveryCompany.links.details(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="employees"
        liveRow={personRow}
        title={<Trans>Employees of every company</Trans>}
        countText={(count) => <Plural value={count} one="# employee" other="# employees" />}
        label={t`Employees of every company`}
        columns={columns}
        spec={userListSpec}
        filter={filter}
        onFilterChange={setFilter}
        filters={<UserFilters filter={filter} onChange={setFilter} />}
        columnSearch
        onOpen={open}
      />
    </AdminScreen>
  );
}
