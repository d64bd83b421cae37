import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";

import { WorkOrderListFilter, type WorkOrderSort } from "../../../shared/generated/inspections";
import { useClock, useCurrentUser } from "../../app/client-context";
import { useQueryFilter } from "../../app/filter-query";
import { ErrorRow } from "../../ui/error-row";
import { ListEmptyState, isUnfiltered } from "../../ui/list-empty-state";
import { PortalLayout } from "../../ui/portal-layout";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { preloadWorkOrderDetails } from "./inspection-route-table";
import { inspectionLinks } from "./inspection-routes";
import { useWorkOrderList } from "./use-work-order-list";
import { workOrderColumns } from "./work-order-columns";
import { WorkOrderFilters } from "./work-order-filters";
import {
  DEFAULT_WORK_ORDER_FILTER,
  DEFAULT_WORK_ORDER_SORT,
  WORK_ORDER_COLUMNS,
  workOrderListFields,
  type WorkOrderRow,
} from "./work-order-list-query";
import { WORK_ORDER_FILTER_QUERY, workOrderLinks } from "./work-order-routes";

/**
 * Work orders (docs/work-orders.md "Screens"): every shop job of the company as a live, windowed, sortable and filterable
 * table, newest first; a row opens the work order.
 */
export function WorkOrdersListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const { company } = useCurrentUser();
  const [filter, setFilter] = useQueryFilter(DEFAULT_WORK_ORDER_FILTER, WorkOrderListFilter, WORK_ORDER_FILTER_QUERY);
  const [sort, setSort] = useState<WorkOrderSort>(DEFAULT_WORK_ORDER_SORT);
  const [visibility, changeVisibility] = useColumnVisibility(WORK_ORDER_COLUMNS);
  const fields = useMemo(() => workOrderListFields(visibility), [visibility]);
  const list = useWorkOrderList(filter, sort, fields);
  const clock = useClock();
  const columns = useMemo(() => workOrderColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  // Stable callbacks, so the memoized filters, column picker and table header skip renders when rows arrive.
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => setFilter((current) => ({ ...current, contains })),
    [setFilter],
  );
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as WorkOrderSort),
    [],
  );
  const open = useCallback((row: WorkOrderRow) => navigate(workOrderLinks.details(row.id)), [navigate]);
  useEffect(preloadWorkOrderDetails, []);
  const count = list.count;
  return (
    <PortalLayout>
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Work orders</Trans>
          </h1>
          <span className="text-sm text-slate-500" data-testid="work-order-count">
            {count === undefined ? "" : <Plural value={count} one="# work order" other="# work orders" />}
          </span>
          {company && (
            <Link
              className="text-sm text-blue-700 underline dark:text-blue-300"
              href={inspectionLinks.list(company.id)}
            >
              <Trans>Inspections</Trans>
            </Link>
          )}
          <div className="ml-auto flex gap-2">
            <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
          </div>
        </div>
        <WorkOrderFilters filter={filter} onChange={setFilter} />
        <ErrorRow error={list.error} />
        <div className="min-h-0 flex-1">
          {count === 0 && isUnfiltered(filter, DEFAULT_WORK_ORDER_FILTER) ? (
            <ListEmptyState
              message={t`No work orders yet. Open one from the defects of an inspection to send them to the shop.`}
              action={
                company && (
                  <Link
                    className="rounded-md border border-blue-700 px-4 py-2 text-sm font-medium text-blue-700 dark:border-blue-300 dark:text-blue-300"
                    href={inspectionLinks.list(company.id, { openDefectsOnly: true })}
                  >
                    {t`Inspections with open defects`}
                  </Link>
                )
              }
            />
          ) : (
            <VirtualTable<WorkOrderRow>
              label={t`Work orders`}
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
              columnFilters={filter.contains as Record<string, string> | undefined}
              onColumnFiltersChange={changeColumnFilters}
              emptyMessage={t`No results match search`}
            />
          )}
        </div>
      </div>
    </PortalLayout>
  );
}
