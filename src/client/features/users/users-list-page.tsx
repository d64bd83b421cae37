import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";

import type { UserListFilter, UserSort } from "../../../shared/generated/users";
import { useClock, useCurrentUser, usePortalClient } from "../../app/client-context";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { EmptyListLink, LIST_ADD_ACTION } from "../../ui/list-empty-state";
import { ListScreen } from "../../ui/list-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { downloadEmployeesCsv } from "./export-employees";
import { userColumns } from "./user-columns";
import { UserFilters } from "./user-filters";
import { DEFAULT_USER_FILTER, userListSpec, type UserRow } from "./user-list-query";
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
  const clock = useClock();
  const columns = useMemo(() => userColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<ServerError>();
  const open = useCallback((user: UserRow) => navigate(userLinks.details(user.id)), [navigate]);
  useEffect(preloadOtherUserScreens, []);
  const exportCsv = async (sort: UserSort) => {
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
  const action = "rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600";
  return (
    <PortalLayout>
      <ListScreen
        spec={userListSpec}
        title={<Trans>Users</Trans>}
        label={t`Users`}
        countId="user"
        countText={(count) => <Plural value={count} one="# user" other="# users" />}
        columns={columns}
        filter={filter}
        onFilterChange={setFilter}
        filters={<UserFilters filter={filter} onChange={setFilter} />}
        actions={({ sort }) => (
          <>
            <Button variant="secondary" onClick={() => void exportCsv(sort)} disabled={exporting}>
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
                <Link className={LIST_ADD_ACTION} href={userLinks.invite(company.id)}>
                  <Trans>Invite user</Trans>
                </Link>
              </>
            )}
          </>
        )}
        error={exportProblem}
        empty={{
          unfiltered: UNFILTERED,
          message: t`No users yet — invite one`,
          action: company && (
            <EmptyListLink href={userLinks.invite(company.id)}>{t`Invite your first user`}</EmptyListLink>
          ),
        }}
        onOpen={open}
      />
    </PortalLayout>
  );
}
