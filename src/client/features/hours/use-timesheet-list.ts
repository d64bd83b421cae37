import { useCallback } from "react";

import type { TimesheetListFilter, TimesheetSort } from "../../../shared/generated/hours";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { fetchTimesheetWindow, timesheetListKey, type TimesheetRow } from "./timesheet-list-query";

/**
 * The live, windowed timesheet list for one filter + sort. TimesheetsChangedNotification carries whole rows: they
 * patch rows on screen, and a new day triggers the throttled refresh of positions and the count.
 */
export function useTimesheetList(filter: TimesheetListFilter, sort: TimesheetSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchTimesheetWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, TimesheetRow>) => void) =>
      client.live.listen("TimesheetsChangedNotification", (payload) => apply(payload.items)),
    [client],
  );
  return useWindowedList<TimesheetRow>({
    store: client.store,
    clock: client.clock,
    key: timesheetListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
