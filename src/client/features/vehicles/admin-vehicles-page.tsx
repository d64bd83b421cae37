import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { VehicleListFilter } from "../../../shared/generated/vehicles";
import { AdminScreen } from "../../all-companies/admin-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { AllCompaniesTable } from "../../all-companies/all-companies-table";
import { useClock } from "../../app/client-context";
import { vehiclesOfEveryCompany } from "./admin-screens";
import { vehicleColumns } from "./vehicle-columns";
import { VehicleFilters } from "./vehicle-filters";
import { DEFAULT_VEHICLE_FILTER, vehicleListSpec, type VehicleRow } from "./vehicle-list-query";

type Row = VehicleRow & CompanyFields;

/**
 * /portal/admin/vehicles: every company's vehicles and trailers with the fleet list's columns, filters and sorts.
 * The category filter offers the categories the operator's own company uses (reference data is read per company).
 */
export function AdminVehiclesPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<VehicleListFilter>(DEFAULT_VEHICLE_FILTER);
  const clock = useClock();
  const columns = useMemo(() => vehicleColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(vehiclesOfEveryCompany.links.details(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="vehicles"
        title={<Trans>Vehicles of every company</Trans>}
        countText={(count) => <Plural value={count} one="# vehicle" other="# vehicles" />}
        label={t`Vehicles of every company`}
        columns={columns}
        spec={vehicleListSpec}
        filter={filter}
        onFilterChange={setFilter}
        filters={<VehicleFilters filter={filter} onChange={setFilter} referenceData={undefined} />}
        columnSearch
        onOpen={open}
      />
    </AdminScreen>
  );
}
