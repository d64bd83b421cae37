import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";
import type { Vehicle, VehicleListFilter, VehicleSort } from "../../../shared/generated/vehicles";
import { useCurrentUser } from "../../app/client-context";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { useVehicleList } from "./use-vehicle-list";
import { useVehicleReferenceData } from "./use-vehicle-reference-data";
import { DEFAULT_HIDDEN_COLUMNS, vehicleColumns } from "./vehicle-columns";
import { VehicleFilters } from "./vehicle-filters";
import { vehicleLinks } from "./vehicle-routes";

const COLUMNS_KEY = "fleet.vehicles.columns";

function storedColumns(): Record<string, boolean> {
  try {
    return { ...DEFAULT_HIDDEN_COLUMNS, ...(JSON.parse(localStorage.getItem(COLUMNS_KEY) ?? "{}") as Record<string, boolean>) };
  } catch {
    return DEFAULT_HIDDEN_COLUMNS;
  }
}

/** Vehicles & Trailers (SPEC §2): the company's fleet as a live, windowed, sortable and filterable table. */
export function VehiclesListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const { company } = useCurrentUser();
  const [filter, setFilter] = useState<VehicleListFilter>({ status: "active" });
  const [sort, setSort] = useState<VehicleSort>({ column: "name", direction: "asc" });
  const [visibility, setVisibility] = useState(storedColumns);
  const referenceData = useVehicleReferenceData();
  const list = useVehicleList(filter, sort);
  const columns = useMemo(() => vehicleColumns(i18n, Date.now()), [i18n, i18n.locale]); // eslint-disable-line react-hooks/exhaustive-deps
  // Stable callbacks, so the memoized filters, column picker and table header skip renders when rows arrive.
  const changeVisibility = useCallback((next: Record<string, boolean>) => {
    setVisibility(next);
    localStorage.setItem(COLUMNS_KEY, JSON.stringify(next));
  }, []);
  const changeSort = useCallback((next: { column: string; direction: "asc" | "desc" }) => setSort(next as VehicleSort), []);
  const open = useCallback((vehicle: Vehicle) => navigate(vehicleLinks.details(vehicle.id)), [navigate]);
  const count = list.count;
  return (
    <PortalLayout>
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Vehicles & Trailers</Trans>
          </h1>
          <span className="text-sm text-slate-500" data-testid="vehicle-count">
            {count === undefined ? "" : t`${count} vehicles`}
          </span>
          <div className="ml-auto flex gap-2">
            <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
            {company && (
              <button type="button" className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800" onClick={() => navigate(vehicleLinks.add(company.id))}>
                <Trans>Add vehicle</Trans>
              </button>
            )}
          </div>
        </div>
        <VehicleFilters filter={filter} onChange={setFilter} referenceData={referenceData} />
        <ErrorRow error={list.error} />
        <div className="min-h-0 flex-1">
          <VirtualTable<Vehicle>
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
            emptyMessage={t`No results match search`}
          />
        </div>
      </div>
    </PortalLayout>
  );
}
