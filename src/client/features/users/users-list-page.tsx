import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";

import type { UserListFilter, UserSort } from "../../../shared/generated/users";
import { useClock, useCurrentUser, usePortalClient } from "../../app/client-context";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { ListEmptyState, isUnfiltered } from "../../ui/list-empty-state";
import { PortalLayout } from "../../ui/portal-layout";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { downloadEmployeesCsv } from "./export-employees";
import { useUserList } from "./use-user-list";
import { userColumns } from "./user-columns";
import { UserFilters } from "./user-filters";
import { DEFAULT_USER_FILTER, DEFAULT_USER_SORT, USER_COLUMNS, userListFields, type UserRow } from "./user-list-query";
import { preloadOtherUserScreens } from "./user-route-table";
import { userLinks } from "./user-routes";

/** Filter values that narrow nothing: a list this empty has no people at all (the empty state, not "no results"). */
const UNFILTERED: UserListFilter = { ...DEFAULT_USER_FILTER, licence: "any" };

/** Users: the company's people as a live, windowed, sortable and filterable table. */
export function UsersListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const [filter, setFilter] = useState<UserListFilter>(DEFAULT_USER_FILTER);
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => setFilter((current) => ({ ...current, contains })),
    [],
  );
  const [sort, setSort] = useState<UserSort>(DEFAULT_USER_SORT);
  const [visibility, changeVisibility] = useColumnVisibility(USER_COLUMNS);
  const fields = useMemo(() => userListFields(visibility), [visibility]);
  const list = useUserList(filter, sort, fields);
  const clock = useClock();
  const columns = useMemo(() => userColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<ServerError>();
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as UserSort),
    [],
  );
  const open = useCallback((user: UserRow) => navigate(userLinks.details(user.id)), [navigate]);
  useEffect(preloadOtherUserScreens, []);
  const exportCsv = async () => {
    setExporting(true);
    setExportProblem(undefined);
    try {
      await downloadEmployeesCsv(client.session.api, filter, sort);
    } catch (error) {
      setExportProblem(toServerError(error));
    } finally {
      setExporting(false);
    }
  };
  const count = list.count;
  const action = "rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600";
  return (
    <PortalLayout>
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Users</Trans>
          </h1>
          <span className="text-sm text-slate-500" data-testid="user-count">
            {count === undefined ? "" : <Plural value={count} one="# user" other="# users" />}
          </span>
          <div className="ml-auto flex flex-wrap gap-2">
            <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
            <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
              <Trans>Export CSV</Trans>
            </Button>
            {company && (
              <>
                <Link className={action} href={userLinks.import(company.id)}>
                  <Trans>Import CSV</Trans>
                </Link>
                <Link className={action} href={userLinks.add(company.id)}>
                  <Trans>Add employee</Trans>
                </Link>
                <Link
                  className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
                  href={userLinks.invite(company.id)}
                >
                  <Trans>Invite user</Trans>
                </Link>
              </>
            )}
          </div>
        </div>
        <UserFilters filter={filter} onChange={setFilter} />
        <ErrorRow error={list.error ?? exportProblem} />
        <div className="min-h-0 flex-1">
          {count === 0 && isUnfiltered(filter, UNFILTERED) ? (
            <ListEmptyState
              message={t`No users yet — invite one`}
              action={
                company && (
                  <Link
                    className="rounded-md border border-blue-700 px-4 py-2 text-sm font-medium text-blue-700 dark:border-blue-300 dark:text-blue-300"
                    href={userLinks.invite(company.id)}
                  >{t`Invite your first user`}</Link>
                )
              }
            />
          ) : (
            <VirtualTable<UserRow>
              label={t`Users`}
              columns={columns}
              count={count}
              rowAt={list.rowAt}
              onRangeChange={list.ensureRange}
              sort={sort}
              onSortChange={changeSort}
              columnVisibility={visibility}
              onColumnVisibilityChange={changeVisibility}
              onOpen={open}
              scrollResetKey={list.controller.key}
              columnFilters={filter.contains as Record<string, string> | undefined}
              onColumnFiltersChange={changeColumnFilters}
              emptyMessage={t`No results match search`}
            />
          )}
        </div>
      </div>
    </PortalLayout>
  );
}
