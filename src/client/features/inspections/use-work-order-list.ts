import { useCallback } from "react";

import type { WorkOrderListFilter, WorkOrderSort } from "../../../shared/generated/inspections";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { fetchWorkOrderWindow, workOrderListKey, type WorkOrderRow } from "./work-order-list-query";

/**
 * The live, windowed work orders list for one filter + sort. WorkOrdersChangedNotification carries whole rows
 * (WorkOrderSummary): they patch rows on screen, and an opened order triggers the throttled refresh of positions and
 * the count.
 */
export function useWorkOrderList(filter: WorkOrderListFilter, sort: WorkOrderSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchWorkOrderWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, WorkOrderRow>) => void) =>
      client.live.listen("WorkOrdersChangedNotification", (payload) => apply(payload.items)),
    [client],
  );
  return useWindowedList<WorkOrderRow>({
    store: client.store,
    clock: client.clock,
    key: workOrderListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
