import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { Api } from "../../../shared/generated/client";
import type { EquipmentListField, EquipmentListFilter, EquipmentSort } from "../../../shared/generated/equipment";
import { completePayload } from "../../sync/complete-payload";
import type { TableSort } from "../../ui/virtual-table/column";
import { equipmentColumns } from "../equipment/equipment-columns";
import { EquipmentFilters } from "../equipment/equipment-filters";
import {
  DEFAULT_EQUIPMENT_FILTER,
  DEFAULT_EQUIPMENT_SORT,
  EQUIPMENT_COLUMNS,
  equipmentListFields,
  type EquipmentRow,
} from "../equipment/equipment-list-query";
import { AdminScreen } from "./admin-screen";
import type { CompanyFields } from "./all-companies-query";
import { AllCompaniesTable } from "./all-companies-table";
import { allCompaniesLinks } from "./allcompanies-routes";

type Row = EquipmentRow & CompanyFields;

/** /portal/admin/equipment: every company's non-road equipment with the equipment list's columns, filters and sorts. */
export function AdminEquipmentPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<EquipmentListFilter>(DEFAULT_EQUIPMENT_FILTER);
  const [sort, setSort] = useState<EquipmentSort>(DEFAULT_EQUIPMENT_SORT);
  const columns = useMemo(() => equipmentColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const fetch = useCallback(
    (api: Api, companyId: string | undefined, fields: readonly string[], offset: number, limit: number) =>
      completePayload(
        api.allCompaniesEquipmentList({
          ...(companyId ? { companyId } : {}),
          filter,
          sort,
          offset,
          limit,
          fields: fields as EquipmentListField[],
        }),
      ),
    [filter, sort],
  );
  const changeSort = useCallback((next: TableSort) => setSort(next as EquipmentSort), []);
  const open = useCallback((row: Row) => navigate(allCompaniesLinks.equipmentUnit(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable<Row, EquipmentListFilter>
        domain="equipment"
        heading={
          <h1 className="text-2xl font-semibold">
            <Trans>Equipment of every company</Trans>
          </h1>
        }
        countText={(count) => <Plural value={count} one="# unit" other="# units" />}
        label={t`Equipment of every company`}
        columns={columns}
        visibility={EQUIPMENT_COLUMNS}
        fieldsFor={equipmentListFields}
        filter={filter}
        filters={<EquipmentFilters filter={filter} onChange={setFilter} />}
        sort={sort}
        onSortChange={changeSort}
        fetch={fetch}
        open={open}
      />
    </AdminScreen>
  );
}
