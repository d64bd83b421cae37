import { useCallback, useEffect, useState } from "react";

import type { WorkOrder, WorkOrdersRequest } from "../../../shared/generated/work-orders";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { useMayCall } from "../inspections";

/**
 * The work orders of a unit or of an inspection's defects, reloaded after this screen's own changes and when the office
 * hears that inspection (or one of that unit) changed: an order opened or completed elsewhere changes its defects'
 * inspections. (An order on a trailer, opened from another screen, shows on the trailer's page at its next visit.)
 * Nothing is asked when the session may not read work orders (drivers) or the company has no inspections.
 */
export function useWorkOrders(filter: WorkOrdersRequest) {
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const mayRead = useMayCall("WorkOrdersRequestEvent") && (company?.features ?? []).includes("inspections");
  const [items, setItems] = useState<WorkOrder[]>();
  const [problem, setProblem] = useState<ServerError>();
  const key = JSON.stringify(filter);
  const reload = useCallback(() => {
    if (!mayRead) return;
    completePayload(client.session.api.workOrders(JSON.parse(key) as WorkOrdersRequest)).then(
      (found) => setItems(found.items),
      (error: unknown) => setProblem(toServerError(error)),
    );
  }, [client, key, mayRead]);
  useEffect(() => {
    reload();
    const { inspectionId, vehicleId } = JSON.parse(key) as WorkOrdersRequest;
    const stopResync = client.live.onResync(reload);
    // Only changes that can touch these orders: a busy company announces inspections all day.
    const stop = client.live.listen("InspectionsChangedNotification", (payload) => {
      const changed = Object.entries(payload.items);
      if (
        changed.some(([id, row]) =>
          inspectionId ? id === inspectionId : vehicleId ? row.vehicleId === vehicleId : true,
        )
      )
        reload();
    });
    return () => {
      stop();
      stopResync();
    };
  }, [client, reload, key]);
  return { items, problem, reload, mayRead };
}
