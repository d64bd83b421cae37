import { useCallback } from "react";

import type { InspectionListFilter, InspectionSort } from "../../../shared/generated/inspections";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { fetchInspectionWindow, inspectionListKey, type InspectionRow } from "./inspection-list-query";

/**
 * The live, windowed inspections list for one filter + sort. InspectionsChangedNotification carries whole rows
 * (InspectionSummary): they patch rows on screen, and a new inspection triggers the throttled refresh of positions
 * and the count (a submit is a membership change).
 */
export function useInspectionList(filter: InspectionListFilter, sort: InspectionSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchInspectionWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, InspectionRow>) => void) =>
      client.live.listen("InspectionsChangedNotification", (payload) => apply(payload.items)),
    [client],
  );
  return useWindowedList<InspectionRow>({
    store: client.store,
    clock: client.clock,
    key: inspectionListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
