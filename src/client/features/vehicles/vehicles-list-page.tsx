import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo } from "react";
import { Link, useLocation } from "wouter";

import { VehicleListFilter } from "../../../shared/generated/vehicles";
import { useClock, useCurrentUser } from "../../app/client-context";
import { useQueryFilter } from "../../app/filter-query";
import { ListScreen } from "../../ui/list-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { useVehicleReferenceData } from "./use-vehicle-reference-data";
import { vehicleColumns } from "./vehicle-columns";
import { VehicleFilters } from "./vehicle-filters";
import { DEFAULT_VEHICLE_FILTER, vehicleListSpec, type VehicleRow } from "./vehicle-list-query";
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
  const referenceData = useVehicleReferenceData();
  const clock = useClock();
  const columns = useMemo(() => vehicleColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((vehicle: VehicleRow) => navigate(vehicleLinks.details(vehicle.id)), [navigate]);
  useEffect(preloadOtherVehicleScreens, []);
  return (
    <PortalLayout>
      <ListScreen
        spec={vehicleListSpec}
        title={<Trans>Vehicles & Trailers</Trans>}
        label={t`Vehicles and trailers`}
        countId="vehicle"
        countText={(count) => <Plural value={count} one="# vehicle" other="# vehicles" />}
        columns={columns}
        filter={filter}
        onFilterChange={setFilter}
        filters={<VehicleFilters filter={filter} onChange={setFilter} referenceData={referenceData} />}
        actions={() =>
          company && (
            <button
              type="button"
              className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
              onClick={() => navigate(vehicleLinks.add(company.id))}
            >
              <Trans>Add vehicle</Trans>
            </button>
          )
        }
        empty={{
          unfiltered: UNFILTERED,
          message: t`No vehicles yet — add one`,
          action: company && (
            <Link
              className="rounded-md border border-blue-700 px-4 py-2 text-sm font-medium text-blue-700 dark:border-blue-300 dark:text-blue-300"
              href={vehicleLinks.add(company.id)}
            >{t`Add your first vehicle`}</Link>
          ),
        }}
        onOpen={open}
      />
    </PortalLayout>
  );
}
