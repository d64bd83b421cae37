import { Plural, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "wouter";

import { InspectionListFilter, type InspectionSort } from "../../../shared/generated/inspections";
import { useQueryFilter } from "../../app/filter-query";
import { ErrorRow } from "../../ui/error-row";
import { ListEmptyState, isUnfiltered } from "../../ui/list-empty-state";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { inspectionColumns } from "./inspection-columns";
import { InspectionFilters } from "./inspection-filters";
import {
  DEFAULT_INSPECTION_FILTER,
  DEFAULT_INSPECTION_SORT,
  INSPECTION_COLUMNS,
  inspectionListFields,
  type InspectionRow,
} from "./inspection-list-query";
import { preloadOtherInspectionScreens } from "./inspection-route-table";
import { INSPECTION_FILTER_QUERY, inspectionLinks } from "./inspection-routes";
import { useInspectionList } from "./use-inspection-list";

interface InspectionsTableProps {
  /** The screen's heading (with whatever names the vehicle or the employee). */
  heading: ReactNode;
  /** A vehicle's or an employee's tab: the filter the screen fixes. */
  scope?: { vehicleId: string } | { driverId: string } | undefined;
}

/**
 * The inspections as a live, windowed, sortable and filterable table: the company's list, and the same list
 * narrowed to one vehicle (or trailer) or one driver on their tabs.
 */
export function InspectionsTable({ heading, scope }: InspectionsTableProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [chosen, setFilter] = useQueryFilter(DEFAULT_INSPECTION_FILTER, InspectionListFilter, INSPECTION_FILTER_QUERY);
  const [sort, setSort] = useState<InspectionSort>(DEFAULT_INSPECTION_SORT);
  const [visibility, changeVisibility] = useColumnVisibility(INSPECTION_COLUMNS);
  const fields = useMemo(() => inspectionListFields(visibility), [visibility]);
  const scopeKey = scope ? JSON.stringify(scope) : "";
  const filter = useMemo(() => (scope ? { ...chosen, ...scope } : chosen), [chosen, scopeKey]); // oxlint-disable-line react-hooks/exhaustive-deps
  const list = useInspectionList(filter, sort, fields);
  const columns = useMemo(() => inspectionColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  // Stable callbacks, so the memoized filters, column picker and table header skip renders when rows arrive.
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => setFilter((current) => ({ ...current, contains })),
    [setFilter],
  );
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as InspectionSort),
    [],
  );
  const open = useCallback((row: InspectionRow) => navigate(inspectionLinks.details(row.id)), [navigate]);
  useEffect(preloadOtherInspectionScreens, []);
  const count = list.count;
  return (
    <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {heading}
        <span className="text-sm text-slate-500" data-testid="inspection-count">
          {count === undefined ? "" : <Plural value={count} one="# inspection" other="# inspections" />}
        </span>
        <div className="ml-auto flex gap-2">
          <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
        </div>
      </div>
      <InspectionFilters
        filter={chosen}
        onChange={setFilter}
        fixed={scope ? ("vehicleId" in scope ? "vehicle" : "driver") : undefined}
      />
      <ErrorRow error={list.error} />
      <div className="min-h-0 flex-1">
        {count === 0 && isUnfiltered(chosen, DEFAULT_INSPECTION_FILTER) ? (
          <ListEmptyState
            message={t`No inspections yet. Drivers inspect their vehicles from the driver app on their phones.`}
          />
        ) : (
          <VirtualTable<InspectionRow>
            label={t`Inspections`}
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
            columnFilters={chosen.contains as Record<string, string> | undefined}
            onColumnFiltersChange={changeColumnFilters}
            emptyMessage={t`No results match search`}
          />
        )}
      </div>
    </div>
  );
}
