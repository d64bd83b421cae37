import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { Api } from "../../../shared/generated/client";
import type { UserListField, UserListFilter, UserSort } from "../../../shared/generated/users";
import { useClock } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import type { TableSort } from "../../ui/virtual-table/column";
import { userColumns } from "../users/user-columns";
import { UserFilters } from "../users/user-filters";
import {
  DEFAULT_USER_FILTER,
  DEFAULT_USER_SORT,
  USER_COLUMNS,
  userListFields,
  type UserRow,
} from "../users/user-list-query";
import { AdminScreen } from "./admin-screen";
import type { CompanyFields } from "./all-companies-query";
import { AllCompaniesTable } from "./all-companies-table";
import { allCompaniesLinks } from "./allcompanies-routes";

type Row = UserRow & CompanyFields;

/**
 * /portal/admin/employees: every company's people with the users list's columns, filters and sorts. A row is an
 * employment, so a person who works for two companies shows once under each (the row's id is the employee's).
 */
export function AdminEmployeesPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<UserListFilter>(DEFAULT_USER_FILTER);
  const [sort, setSort] = useState<UserSort>(DEFAULT_USER_SORT);
  const clock = useClock();
  const columns = useMemo(() => userColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const fetch = useCallback(
    (api: Api, companyId: string | undefined, fields: readonly string[], offset: number, limit: number) =>
      completePayload(
        api.allCompaniesEmployeeList({
          ...(companyId ? { companyId } : {}),
          filter,
          sort,
          offset,
          limit,
          fields: fields as UserListField[],
        }),
      ),
    [filter, sort],
  );
  const changeSort = useCallback((next: TableSort) => setSort(next as UserSort), []);
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => setFilter((current) => ({ ...current, contains })),
    [],
  );
  const open = useCallback((row: Row) => navigate(allCompaniesLinks.employee(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable<Row, UserListFilter>
        domain="employees"
        heading={
          <h1 className="text-2xl font-semibold">
            <Trans>Employees of every company</Trans>
          </h1>
        }
        countText={(count) => <Plural value={count} one="# employee" other="# employees" />}
        label={t`Employees of every company`}
        columns={columns}
        visibility={USER_COLUMNS}
        fieldsFor={userListFields}
        filter={filter}
        filters={<UserFilters filter={filter} onChange={setFilter} />}
        sort={sort}
        onSortChange={changeSort}
        columnFilters={filter.contains as Record<string, string> | undefined}
        onColumnFiltersChange={changeColumnFilters}
        fetch={fetch}
        open={open}
      />
    </AdminScreen>
  );
}
