import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo } from "react";
import { useLocation } from "wouter";

import { EquipmentListFilter } from "../../../shared/generated/equipment";
import { useCurrentUser } from "../../app/client-context";
import { useQueryFilter } from "../../app/filter-query";
import { EmptyListLink, LIST_ADD_ACTION } from "../../ui/list-empty-state";
import { ListScreen } from "../../ui/list-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { equipmentColumns } from "./equipment-columns";
import { EquipmentFilters } from "./equipment-filters";
import { DEFAULT_EQUIPMENT_FILTER, equipmentListSpec, type EquipmentRow } from "./equipment-list-query";
import { preloadOtherEquipmentScreens } from "./equipment-route-table";
import { EQUIPMENT_FILTER_QUERY, equipmentLinks } from "./equipment-routes";

const UNFILTERED: EquipmentListFilter = { ...DEFAULT_EQUIPMENT_FILTER, defect: "any" };

/**
 * Equipment (docs/equipment.md "Screens"): the company's non-road assets as a live, windowed, sortable and filterable
 * table.
 */
export function EquipmentListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const { company } = useCurrentUser();
  const [filter, setFilter] = useQueryFilter(DEFAULT_EQUIPMENT_FILTER, EquipmentListFilter, EQUIPMENT_FILTER_QUERY);
  const columns = useMemo(() => equipmentColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: EquipmentRow) => navigate(equipmentLinks.details(row.id)), [navigate]);
  useEffect(preloadOtherEquipmentScreens, []);
  return (
    <PortalLayout>
      <ListScreen
        spec={equipmentListSpec}
        title={<Trans>Equipment</Trans>}
        label={t`Equipment`}
        countId="equipment"
        countText={(count) => <Plural value={count} one="# item" other="# items" />}
        columns={columns}
        filter={filter}
        onFilterChange={setFilter}
        filters={<EquipmentFilters filter={filter} onChange={setFilter} />}
        columnSearch={false}
        actions={() =>
          company && (
            <button type="button" className={LIST_ADD_ACTION} onClick={() => navigate(equipmentLinks.add(company.id))}>
              <Trans>Add equipment</Trans>
            </button>
          )
        }
        empty={{
          unfiltered: UNFILTERED,
          message: t`No equipment yet — add one`,
          action: company && (
            <EmptyListLink href={equipmentLinks.add(company.id)}>{t`Add your first equipment`}</EmptyListLink>
          ),
        }}
        onOpen={open}
      />
    </PortalLayout>
  );
}
