import { useCallback } from "react";

import type { EquipmentListFilter, EquipmentSort } from "../../../shared/generated/equipment";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { equipmentListKey, fetchEquipmentWindow, type EquipmentRow } from "./equipment-list-query";

/** The live, windowed equipment list; an EquipmentChangedNotification patches rows on screen and refreshes positions. */
export function useEquipmentList(filter: EquipmentListFilter, sort: EquipmentSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchEquipmentWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, EquipmentRow>) => void) =>
      client.live.listen("EquipmentChangedNotification", (payload) => apply(payload.items)),
    [client],
  );
  return useWindowedList<EquipmentRow>({
    store: client.store,
    clock: client.clock,
    key: equipmentListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
