import { useCallback, useEffect, useState } from "react";

import type { VehicleChecklist, VehicleChecklistListRequest } from "../../../shared/generated/checklists";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";

/** Whether the company has checklists on vehicles (docs/checklists.md "Who may do what": checklistsVehicles). */
export function useHasVehicleChecklists(): boolean {
  const features = useCurrentUser().company?.features ?? [];
  return features.includes("checklistsVehicles") && features.includes("checklists");
}

/**
 * The attached checklists of a vehicle or of a checklist, live: read again when one of them is announced changed
 * (attached, rescheduled, filled, detached — from any browser) and, for a vehicle, when the vehicle changes (an
 * inspection of it can make an "at each inspection" checklist due). Nothing is asked without the feature.
 */
export function useVehicleChecklists(filter: Pick<VehicleChecklistListRequest, "vehicleId" | "checklistId">) {
  const client = usePortalClient();
  const enabled = useHasVehicleChecklists();
  const [items, setItems] = useState<VehicleChecklist[]>();
  const [count, setCount] = useState(0);
  const [problem, setProblem] = useState<ServerError>();
  const { vehicleId, checklistId } = filter;
  const reload = useCallback(() => {
    if (!enabled) return;
    completePayload(
      client.session.api.vehicleChecklistList({
        ...(vehicleId ? { vehicleId } : {}),
        ...(checklistId ? { checklistId } : {}),
        limit: 200,
      }),
    ).then(
      (found) => {
        setItems(found.items);
        setCount(found.count);
      },
      (error: unknown) => setProblem(toServerError(error)),
    );
  }, [client, enabled, vehicleId, checklistId]);
  useEffect(() => {
    reload();
    const mine = (item: VehicleChecklist) =>
      vehicleId ? item.vehicleId === vehicleId : item.checklistId === checklistId;
    const stopAttachments = client.live.listen("VehicleChecklistsChangedNotification", (payload) => {
      if (Object.values(payload.items).some(mine)) reload();
    });
    const stopVehicles = vehicleId
      ? client.live.listen("VehiclesChangedNotification", (payload) =>
          payload.items[vehicleId] ? reload() : undefined,
        )
      : () => undefined;
    const stopResync = client.live.onResync(reload);
    return () => {
      stopAttachments();
      stopVehicles();
      stopResync();
    };
  }, [client, reload, vehicleId, checklistId]);
  return { items, count, problem, reload, enabled };
}
