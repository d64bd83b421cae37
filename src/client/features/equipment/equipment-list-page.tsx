import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";

import { EquipmentListFilter, type EquipmentSort } from "../../../shared/generated/equipment";
import { useCurrentUser } from "../../app/client-context";
import { useQueryFilter } from "../../app/filter-query";
import { ErrorRow } from "../../ui/error-row";
import { ListEmptyState, isUnfiltered } from "../../ui/list-empty-state";
import { PortalLayout } from "../../ui/portal-layout";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { equipmentColumns } from "./equipment-columns";
import { EquipmentFilters } from "./equipment-filters";
import {
  DEFAULT_EQUIPMENT_FILTER,
  DEFAULT_EQUIPMENT_SORT,
  EQUIPMENT_COLUMNS,
  equipmentListFields,
  type EquipmentRow,
} from "./equipment-list-query";
import { preloadOtherEquipmentScreens } from "./equipment-route-table";
import { EQUIPMENT_FILTER_QUERY, equipmentLinks } from "./equipment-routes";
import { useEquipmentList } from "./use-equipment-list";

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
  const [sort, setSort] = useState<EquipmentSort>(DEFAULT_EQUIPMENT_SORT);
  const [visibility, changeVisibility] = useColumnVisibility(EQUIPMENT_COLUMNS);
  const fields = useMemo(() => equipmentListFields(visibility), [visibility]);
  const list = useEquipmentList(filter, sort, fields);
  const columns = useMemo(() => equipmentColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as EquipmentSort),
    [],
  );
  const open = useCallback((row: EquipmentRow) => navigate(equipmentLinks.details(row.id)), [navigate]);
  useEffect(preloadOtherEquipmentScreens, []);
  const count = list.count;
  return (
    <PortalLayout>
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Equipment</Trans>
          </h1>
          <span className="text-sm text-slate-500" data-testid="equipment-count">
            {count === undefined ? "" : <Plural value={count} one="# item" other="# items" />}
          </span>
          <div className="ml-auto flex gap-2">
            <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
            {company && (
              <button
                type="button"
                className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
                onClick={() => navigate(equipmentLinks.add(company.id))}
              >
                <Trans>Add equipment</Trans>
              </button>
            )}
          </div>
        </div>
        <EquipmentFilters filter={filter} onChange={setFilter} />
        <ErrorRow error={list.error} />
        <div className="min-h-0 flex-1">
          {count === 0 && isUnfiltered(filter, UNFILTERED) ? (
            <ListEmptyState
              message={t`No equipment yet — add one`}
              action={
                company && (
                  <Link
                    className="rounded-md border border-blue-700 px-4 py-2 text-sm font-medium text-blue-700 dark:border-blue-300 dark:text-blue-300"
                    href={equipmentLinks.add(company.id)}
                  >{t`Add your first equipment`}</Link>
                )
              }
            />
          ) : (
            <VirtualTable<EquipmentRow>
              label={t`Equipment`}
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
              emptyMessage={t`No results match search`}
            />
          )}
        </div>
      </div>
    </PortalLayout>
  );
}
