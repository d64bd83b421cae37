import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";

import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import { vehiclesOfEveryCompany } from "./admin-screens";
import { vehicleColumns } from "./vehicle-columns";
import { VehicleFilters } from "./vehicle-filters";
import { DEFAULT_VEHICLE_FILTER, vehicleListSpec } from "./vehicle-list-query";

/**
 * /portal/admin/vehicles: every company's vehicles and trailers with the fleet list's columns, filters and sorts.
 * The category filter offers the categories the operator's own company uses (reference data is read per company).
 */
export function AdminVehiclesPage() {
  return (
    <AllCompaniesListScreen
      screens={vehiclesOfEveryCompany}
      spec={vehicleListSpec}
      initialFilter={DEFAULT_VEHICLE_FILTER}
      title={<Trans>Vehicles of every company</Trans>}
      countText={(count) => <Plural value={count} one="# vehicle" other="# vehicles" />}
      label={msg`Vehicles of every company`}
      columns={(i18n, clock) => vehicleColumns(i18n, clock.now())}
      filters={(filter, onChange) => <VehicleFilters filter={filter} onChange={onChange} referenceData={undefined} />}
      columnSearch
    />
  );
}
