import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";

import { VehicleListFilter, type VehicleSort } from "../../../shared/generated/vehicles";
import { useClock, useCurrentUser } from "../../app/client-context";
import { useQueryFilter } from "../../app/filter-query";
import { ErrorRow } from "../../ui/error-row";
import { ListEmptyState, isUnfiltered } from "../../ui/list-empty-state";
import { PortalLayout } from "../../ui/portal-layout";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { useVehicleList } from "./use-vehicle-list";
import { useVehicleReferenceData } from "./use-vehicle-reference-data";
import { vehicleColumns } from "./vehicle-columns";
import { VehicleFilters } from "./vehicle-filters";
import {
  DEFAULT_VEHICLE_FILTER,
  DEFAULT_VEHICLE_SORT,
  VEHICLE_COLUMNS,
  vehicleListFields,
  type VehicleRow,
} from "./vehicle-list-query";
import { preloadOtherVehicleScreens } from "./vehicle-route-table";
import { VEHICLE_FILTER_QUERY, vehicleLinks } from "./vehicle-routes";

/** Filter values that narrow nothing: a list this empty has no vehicles at all (the empty state, not "no results"). */
const UNFILTERED: VehicleListFilter = { ...DEFAULT_VEHICLE_FILTER, defect: "any", compliance: "any" };

/**
 * Vehicles & Trailers (docs/vehicles.md "Screens"): the company's fleet as a live, windowed, sortable and filterable
 * table.
 */
export function VehiclesListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const { company } = useCurrentUser();
  const [filter, setFilter] = useQueryFilter(DEFAULT_VEHICLE_FILTER, VehicleListFilter, VEHICLE_FILTER_QUERY);
  const [sort, setSort] = useState<VehicleSort>(DEFAULT_VEHICLE_SORT);
  const [visibility, changeVisibility] = useColumnVisibility(VEHICLE_COLUMNS);
  const referenceData = useVehicleReferenceData();
  const fields = useMemo(() => vehicleListFields(visibility), [visibility]);
  const list = useVehicleList(filter, sort, fields);
  const clock = useClock();
  const columns = useMemo(() => vehicleColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  // Stable callbacks, so the memoized filters, column picker and table header skip renders when rows arrive.
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => setFilter((current) => ({ ...current, contains })),
    [setFilter],
  );
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as VehicleSort),
    [],
  );
  const open = useCallback((vehicle: VehicleRow) => navigate(vehicleLinks.details(vehicle.id)), [navigate]);
  useEffect(preloadOtherVehicleScreens, []);
  const count = list.count;
  return (
    <PortalLayout>
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Vehicles & Trailers</Trans>
          </h1>
          <span className="text-sm text-slate-500" data-testid="vehicle-count">
            {count === undefined ? "" : <Plural value={count} one="# vehicle" other="# vehicles" />}
          </span>
          <div className="ml-auto flex gap-2">
            <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
            {company && (
              <button
                type="button"
                className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
                onClick={() => navigate(vehicleLinks.add(company.id))}
              >
                <Trans>Add vehicle</Trans>
              </button>
            )}
          </div>
        </div>
        <VehicleFilters filter={filter} onChange={setFilter} referenceData={referenceData} />
        <ErrorRow error={list.error} />
        <div className="min-h-0 flex-1">
          {count === 0 && isUnfiltered(filter, UNFILTERED) ? (
            <ListEmptyState
              message={t`No vehicles yet — add one`}
              action={
                company && (
                  <Link
                    className="rounded-md border border-blue-700 px-4 py-2 text-sm font-medium text-blue-700 dark:border-blue-300 dark:text-blue-300"
                    href={vehicleLinks.add(company.id)}
                  >{t`Add your first vehicle`}</Link>
                )
              }
            />
          ) : (
            <VirtualTable<VehicleRow>
              label={t`Vehicles and trailers`}
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
