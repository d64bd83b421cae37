import { Plural, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "wouter";

import type { TimesheetListFilter, TimesheetSort } from "../../../shared/generated/hours";
import { ErrorRow } from "../../ui/error-row";
import { ListEmptyState, isUnfiltered } from "../../ui/list-empty-state";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { preloadOtherHoursScreens } from "./hours-route-table";
import { hoursLinks } from "./hours-routes";
import { timesheetColumns } from "./timesheet-columns";
import { TimesheetFilters } from "./timesheet-filters";
import {
  DEFAULT_TIMESHEET_FILTER,
  DEFAULT_TIMESHEET_SORT,
  TIMESHEET_COLUMNS,
  timesheetListFields,
  type TimesheetRow,
} from "./timesheet-list-query";
import { useTimesheetList } from "./use-timesheet-list";

interface TimesheetsTableProps {
  heading: ReactNode;
  /** One employee's hours (`/users/{id}/hours`): the user the screen fixes, every day by date. */
  userId?: string | undefined;
}

/** The timesheets as a live, windowed, sortable and filterable table: the company's, or one employee's. */
export function TimesheetsTable({ heading, userId }: TimesheetsTableProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const initial = userId ? { period: "all" as const } : DEFAULT_TIMESHEET_FILTER;
  const [chosen, setFilter] = useState<TimesheetListFilter>(initial);
  const [sort, setSort] = useState<TimesheetSort>(
    userId ? { column: "date", direction: "desc" } : DEFAULT_TIMESHEET_SORT,
  );
  const [visibility, changeVisibility] = useColumnVisibility(TIMESHEET_COLUMNS);
  const fields = useMemo(() => timesheetListFields(visibility), [visibility]);
  const filter = useMemo(() => (userId ? { ...chosen, userId } : chosen), [chosen, userId]);
  const list = useTimesheetList(filter, sort, fields);
  const columns = useMemo(() => timesheetColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  // Stable callbacks, so the memoized filters, column picker and table header skip renders when rows arrive.
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as TimesheetSort),
    [],
  );
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => setFilter((current) => ({ ...current, contains })),
    [],
  );
  const open = useCallback((row: TimesheetRow) => navigate(hoursLinks.details(row.id)), [navigate]);
  useEffect(preloadOtherHoursScreens, []);
  const count = list.count;
  return (
    <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {heading}
        <span className="text-sm text-slate-500" data-testid="timesheet-count">
          {count === undefined ? "" : <Plural value={count} one="# timesheet" other="# timesheets" />}
        </span>
        <div className="ml-auto flex gap-2">
          <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
        </div>
      </div>
      <TimesheetFilters filter={chosen} onChange={setFilter} fixedDriver={userId !== undefined} />
      <ErrorRow error={list.error} />
      <div className="min-h-0 flex-1">
        {count === 0 && isUnfiltered(chosen, initial) && chosen.period === "all" ? (
          <ListEmptyState message={t`No timesheets yet. Drivers keep their hours in the driver app on their phones.`} />
        ) : (
          <VirtualTable<TimesheetRow>
            label={t`Timesheets`}
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
            columnFilters={userId ? undefined : (chosen.contains as Record<string, string> | undefined)}
            onColumnFiltersChange={userId ? undefined : changeColumnFilters}
            emptyMessage={t`No results match search`}
          />
        )}
      </div>
    </div>
  );
}
