import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo } from "react";
import { Link, useLocation } from "wouter";

import { WorkOrderListFilter } from "../../../shared/generated/work-orders";
import { useClock, useCurrentUser } from "../../app/client-context";
import { useQueryFilter } from "../../app/filter-query";
import { EmptyListLink } from "../../ui/list-empty-state";
import { ListScreen } from "../../ui/list-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { inspectionLinks } from "../inspections";
import { workOrderColumns } from "./work-order-columns";
import { WorkOrderFilters } from "./work-order-filters";
import { DEFAULT_WORK_ORDER_FILTER, workOrderListSpec, type WorkOrderRow } from "./work-order-list-query";
import { preloadWorkOrderDetails } from "./work-order-route-table";
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
  const clock = useClock();
  const columns = useMemo(() => workOrderColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: WorkOrderRow) => navigate(workOrderLinks.details(row.id)), [navigate]);
  useEffect(preloadWorkOrderDetails, []);
  return (
    <PortalLayout>
      <ListScreen
        spec={workOrderListSpec}
        title={<Trans>Work orders</Trans>}
        titleExtra={
          company && (
            <Link
              className="text-sm text-blue-700 underline dark:text-blue-300"
              href={inspectionLinks.list(company.id)}
            >
              <Trans>Inspections</Trans>
            </Link>
          )
        }
        label={t`Work orders`}
        countId="work-order"
        countText={(count) => <Plural value={count} one="# work order" other="# work orders" />}
        columns={columns}
        filter={filter}
        onFilterChange={setFilter}
        filters={<WorkOrderFilters filter={filter} onChange={setFilter} />}
        empty={{
          message: t`No work orders yet. Open one from the defects of an inspection to send them to the shop.`,
          action: company && (
            <EmptyListLink href={inspectionLinks.list(company.id, { openDefectsOnly: true })}>
              {t`Inspections with open defects`}
            </EmptyListLink>
          ),
        }}
        onOpen={open}
      />
    </PortalLayout>
  );
}
