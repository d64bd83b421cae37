import { useCallback } from "react";

import type { CheckInListFilter, CheckInSort } from "../../../shared/generated/checkins";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { checkInListKey, checkInRow, fetchCheckInWindow, type CheckInRow } from "./checkin-list-query";

/**
 * The live, windowed check-ins list for one filter + sort, carrying the fields of the visible columns; a new
 * check-in (CheckInsChangedNotification) patches rows on screen and refreshes positions and the count.
 */
export function useCheckInList(filter: CheckInListFilter, sort: CheckInSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchCheckInWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, CheckInRow>) => void) =>
      client.live.listen("CheckInsChangedNotification", (payload) =>
        apply(Object.fromEntries(Object.entries(payload.items).map(([id, checkIn]) => [id, checkInRow(checkIn)]))),
      ),
    [client],
  );
  return useWindowedList<CheckInRow>({
    store: client.store,
    clock: client.clock,
    key: checkInListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
