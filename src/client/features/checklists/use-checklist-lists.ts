import { useCallback } from "react";

import type {
  ChecklistListFilter,
  ChecklistResultListFilter,
  ChecklistResultSort,
  ChecklistSort,
} from "../../../shared/generated/checklists";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import {
  checklistListKey,
  checklistRow,
  fetchChecklistWindow,
  fetchResultWindow,
  resultListKey,
  type ChecklistRow,
  type ResultRow,
} from "./checklist-list-query";

/** The live, windowed checklist list; a ChecklistsChangedNotification patches rows on screen and refreshes positions. */
export function useChecklistList(filter: ChecklistListFilter, sort: ChecklistSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchChecklistWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, ChecklistRow>) => void) =>
      client.live.listen("ChecklistsChangedNotification", (payload) =>
        apply(
          Object.fromEntries(Object.entries(payload.items).map(([id, checklist]) => [id, checklistRow(checklist)])),
        ),
      ),
    [client],
  );
  return useWindowedList<ChecklistRow>({
    store: client.store,
    clock: client.clock,
    key: checklistListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}

/** The live, windowed results of a checklist, of a vehicle or of the company. */
export function useResultList(filter: ChecklistResultListFilter, sort: ChecklistResultSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchResultWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, ResultRow>) => void) =>
      client.live.listen("ChecklistResultsChangedNotification", (payload) => apply(payload.items)),
    [client],
  );
  return useWindowedList<ResultRow>({
    store: client.store,
    clock: client.clock,
    key: resultListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
