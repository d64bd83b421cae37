import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { EquipmentListFilter } from "../../../shared/generated/equipment";
import { AdminScreen } from "../../all-companies/admin-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { AllCompaniesTable } from "../../all-companies/all-companies-table";
import { equipmentOfEveryCompany } from "./admin-screens";
import { equipmentColumns } from "./equipment-columns";
import { EquipmentFilters } from "./equipment-filters";
import { DEFAULT_EQUIPMENT_FILTER, equipmentListSpec, type EquipmentRow } from "./equipment-list-query";

type Row = EquipmentRow & CompanyFields;

/** /portal/admin/equipment: every company's non-road equipment with the equipment list's columns, filters and sorts. */
export function AdminEquipmentPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<EquipmentListFilter>(DEFAULT_EQUIPMENT_FILTER);
  const columns = useMemo(() => equipmentColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(equipmentOfEveryCompany.links.details(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="equipment"
        title={<Trans>Equipment of every company</Trans>}
        countText={(count) => <Plural value={count} one="# unit" other="# units" />}
        label={t`Equipment of every company`}
        columns={columns}
        spec={equipmentListSpec}
        filter={filter}
        onFilterChange={setFilter}
        filters={<EquipmentFilters filter={filter} onChange={setFilter} />}
        onOpen={open}
      />
    </AdminScreen>
  );
}
