import { useCallback } from "react";

import type { VehicleListFilter, VehicleSort } from "../../../shared/generated/vehicles";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { fetchVehicleWindow, vehicleListKey, type VehicleRow } from "./vehicle-list-query";

/**
 * The live, windowed vehicle list for one filter + sort, carrying the fields of the visible columns; vehicle
 * notifications patch rows on screen and trigger a throttled refresh of positions and the count.
 */
export function useVehicleList(filter: VehicleListFilter, sort: VehicleSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchVehicleWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, VehicleRow>) => void) =>
      client.live.listen("VehiclesChangedNotification", (payload) => apply(payload.items)),
    [client],
  );
  return useWindowedList<VehicleRow>({
    store: client.store,
    clock: client.clock,
    key: vehicleListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
