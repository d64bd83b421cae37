import { useCallback, useEffect, useMemo } from "react";
import type { Vehicle, VehicleListFilter, VehicleSort } from "../../../shared/generated/vehicles";
import { useAppState, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { rowAt as listRowAt, type ListState } from "../../sync/list-state";
import { WindowedListController } from "../../sync/windowed-list";

/**
 * A live, windowed vehicle list for one filter + sort: a controller per key loads visible windows, and vehicle
 * notifications patch rows on screen and trigger a throttled refresh of positions and the count.
 */
export function useVehicleList(filter: VehicleListFilter, sort: VehicleSort) {
  const client = usePortalClient();
  const key = `vehicles:${JSON.stringify([filter, sort])}`;
  const controller = useMemo(
    () =>
      new WindowedListController<Vehicle>({
        store: client.store,
        key,
        fetchWindow: (offset, limit) => completePayload(client.session.api.vehicleList({ filter, sort, offset, limit })),
      }),
    [client, key], // eslint-disable-line react-hooks/exhaustive-deps -- key encodes filter and sort
  );
  useEffect(() => {
    const stop = client.live.listen("VehiclesChangedNotification", (payload) => controller.applyChanges(payload.items));
    return () => {
      stop();
      controller.dispose();
      // The list's windows go with the screen; a return visit loads fresh ones.
      client.store.update((draft) => void delete draft.lists[key]);
    };
  }, [client, controller, key]);
  const list = useAppState((s) => s.lists[key] as ListState<Vehicle> | undefined);
  const rowAt = useCallback((index: number) => listRowAt(list, index, controller.windowSize), [list, controller]);
  const ensureRange = useCallback((first: number, last: number) => controller.ensureRange(first, last), [controller]);
  return { count: list?.count, error: list?.error, rowAt, ensureRange, controller };
}
