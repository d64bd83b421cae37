import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { CheckInListFilter, CheckInSort } from "../../../shared/generated/checkins";
import { useAppState, useClock } from "../../app/client-context";
import { ErrorRow } from "../../ui/error-row";
import { ListEmptyState, isUnfiltered } from "../../ui/list-empty-state";
import { PortalLayout } from "../../ui/portal-layout";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { checkInColumns } from "./checkin-columns";
import { CheckInFilters } from "./checkin-filters";
import {
  CHECKIN_COLUMNS,
  DEFAULT_CHECKIN_FILTER,
  DEFAULT_CHECKIN_SORT,
  checkInListFields,
  type CheckInRow,
} from "./checkin-list-query";
import { preloadCheckInDetails } from "./checkin-route-table";
import { checkInLinks } from "./checkin-routes";
import type { PickedEmployee } from "./employee-picker";
import { useCheckInList } from "./use-checkin-list";

/** Check-ins (docs/checkins.md "Screens"): every check-in of the company, live, windowed, sortable, filterable. */
export function CheckInsListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<CheckInListFilter>(DEFAULT_CHECKIN_FILTER);
  const [employee, setEmployee] = useState<PickedEmployee>();
  const [sort, setSort] = useState<CheckInSort>(DEFAULT_CHECKIN_SORT);
  const [visibility, changeVisibility] = useColumnVisibility(CHECKIN_COLUMNS);
  const fields = useMemo(() => checkInListFields(visibility), [visibility]);
  const list = useCheckInList(filter, sort, fields);
  const clock = useClock();
  const columns = useMemo(() => checkInColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as CheckInSort),
    [],
  );
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => setFilter((current) => ({ ...current, contains })),
    [],
  );
  const changeFilter = useCallback((next: CheckInListFilter, picked: PickedEmployee | undefined) => {
    setFilter(next);
    setEmployee(picked);
  }, []);
  const open = useCallback((row: CheckInRow) => navigate(checkInLinks.details(row.id)), [navigate]);
  useEffect(preloadCheckInDetails, []);
  const office = useAppState((s) =>
    s.session.roles.some((role) => role === "owner" || role === "manager" || role === "administrator"),
  );
  const count = list.count;
  return (
    <PortalLayout>
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Check-ins</Trans>
          </h1>
          <span className="text-sm text-slate-500" data-testid="checkin-count">
            {count === undefined ? "" : <Plural value={count} one="# check-in" other="# check-ins" />}
          </span>
          <div className="ml-auto">
            <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
          </div>
        </div>
        <CheckInFilters filter={filter} employee={employee} showEmployee={office} onChange={changeFilter} />
        <ErrorRow error={list.error} />
        <div className="min-h-0 flex-1">
          {count === 0 && isUnfiltered(filter, DEFAULT_CHECKIN_FILTER) ? (
            <ListEmptyState
              message={t`No check-ins yet. Drivers check in from their phones, in the driver app.`}
              action={
                <a
                  className="rounded-md border border-blue-700 px-4 py-2 text-sm font-medium text-blue-700 dark:border-blue-300 dark:text-blue-300"
                  href="/drive/"
                >
                  {t`Open the driver app`}
                </a>
              }
            />
          ) : (
            <VirtualTable<CheckInRow>
              label={t`Check-ins`}
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
