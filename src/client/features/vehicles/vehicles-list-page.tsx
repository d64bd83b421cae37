import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo } from "react";
import { Link, useLocation } from "wouter";

import { VehicleListFilter } from "../../../shared/generated/vehicles";
import { useClock, useCurrentUser } from "../../app/client-context";
import { useQueryFilter } from "../../app/filter-query";
import { EmptyListLink, LIST_ADD_ACTION } from "../../ui/list-empty-state";
import { ListScreen } from "../../ui/list-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { useMayCall } from "../inspections";
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
  const mayImport = useMayCall("ImportVehiclesFromFileQueryOperation");
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
            <>
              {mayImport && (
                <Link
                  className="rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
                  href={vehicleLinks.import(company.id)}
                >
                  <Trans>Import</Trans>
                </Link>
              )}
              <button type="button" className={LIST_ADD_ACTION} onClick={() => navigate(vehicleLinks.add(company.id))}>
                <Trans>Add vehicle</Trans>
              </button>
            </>
          )
        }
        empty={{
          unfiltered: UNFILTERED,
          message: t`No vehicles yet — add one`,
          action: company && (
            <EmptyListLink href={vehicleLinks.add(company.id)}>{t`Add your first vehicle`}</EmptyListLink>
          ),
        }}
        onOpen={open}
      />
    </PortalLayout>
  );
}
