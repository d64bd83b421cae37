import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { Api } from "../../../shared/generated/client";
import type { VehicleListField, VehicleListFilter, VehicleSort } from "../../../shared/generated/vehicles";
import { useClock } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import type { TableSort } from "../../ui/virtual-table/column";
import { vehicleColumns } from "../vehicles/vehicle-columns";
import { VehicleFilters } from "../vehicles/vehicle-filters";
import {
  DEFAULT_VEHICLE_FILTER,
  DEFAULT_VEHICLE_SORT,
  VEHICLE_COLUMNS,
  vehicleListFields,
  type VehicleRow,
} from "../vehicles/vehicle-list-query";
import { AdminScreen } from "./admin-screen";
import type { CompanyFields } from "./all-companies-query";
import { AllCompaniesTable } from "./all-companies-table";
import { allCompaniesLinks } from "./allcompanies-routes";

type Row = VehicleRow & CompanyFields;

/**
 * /portal/admin/vehicles: every company's vehicles and trailers with the fleet list's columns, filters and sorts.
 * The category filter offers the categories the operator's own company uses (reference data is read per company).
 */
export function AdminVehiclesPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<VehicleListFilter>(DEFAULT_VEHICLE_FILTER);
  const [sort, setSort] = useState<VehicleSort>(DEFAULT_VEHICLE_SORT);
  const clock = useClock();
  const columns = useMemo(() => vehicleColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const fetch = useCallback(
    (api: Api, companyId: string | undefined, fields: readonly string[], offset: number, limit: number) =>
      completePayload(
        api.allCompaniesVehicleList({
          ...(companyId ? { companyId } : {}),
          filter,
          sort,
          offset,
          limit,
          fields: fields as VehicleListField[],
        }),
      ),
    [filter, sort],
  );
  const changeSort = useCallback((next: TableSort) => setSort(next as VehicleSort), []);
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => setFilter((current) => ({ ...current, contains })),
    [],
  );
  const open = useCallback((row: Row) => navigate(allCompaniesLinks.vehicle(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable<Row, VehicleListFilter>
        domain="vehicles"
        heading={
          <h1 className="text-2xl font-semibold">
            <Trans>Vehicles of every company</Trans>
          </h1>
        }
        countText={(count) => <Plural value={count} one="# vehicle" other="# vehicles" />}
        label={t`Vehicles of every company`}
        columns={columns}
        visibility={VEHICLE_COLUMNS}
        fieldsFor={vehicleListFields}
        filter={filter}
        filters={<VehicleFilters filter={filter} onChange={setFilter} referenceData={undefined} />}
        sort={sort}
        onSortChange={changeSort}
        columnFilters={filter.contains as Record<string, string> | undefined}
        onColumnFiltersChange={changeColumnFilters}
        fetch={fetch}
        open={open}
      />
    </AdminScreen>
  );
}
