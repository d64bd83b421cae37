import { useCallback } from "react";

import type { ComplianceListFilter, ComplianceSort } from "../../../shared/generated/compliance";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { complianceListKey, fetchComplianceWindow, type ComplianceRow } from "./compliance-list-query";

/**
 * The live compliance list: a change to vehicles, people or vehicle checklists may move items in or out of it, so their
 * notifications refresh the positions and the count (no row of this list is itself a pushed entity).
 */
export function useComplianceList(filter: ComplianceListFilter, sort: ComplianceSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchComplianceWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, ComplianceRow>) => void) => {
      const stops = [
        client.live.listen("VehiclesChangedNotification", () => apply({})),
        client.live.listen("UsersChangedNotification", () => apply({})),
        // A vehicle checklist filled, attached or rescheduled may leave or join the overdue ones.
        client.live.listen("VehicleChecklistsChangedNotification", () => apply({})),
      ];
      return () => stops.forEach((stop) => stop());
    },
    [client],
  );
  return useWindowedList<ComplianceRow>({
    store: client.store,
    clock: client.clock,
    key: complianceListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
