// A list on screen (docs/design/lists.md "List specs"): the live, windowed rows of one filter + sort from a list
// source, carrying the fields of the visible columns, through the same controller as every list
// (use-windowed-list.ts), refetched after each reconnect (list-spec.ts liveListChanges).
import { useCallback, useMemo } from "react";

import { usePortalClient } from "../app/client-context";
import { liveListChanges, type ListSource } from "./list-spec";
import { useWindowedList } from "./use-windowed-list";

/** `source` must be stable (a module constant or memoized): a new one is a new list. */
export function useList<Row extends { id: string }, Filter, Sort>(
  source: ListSource<Row, Filter, Sort>,
  filter: Filter,
  sort: Sort,
  fields: readonly string[],
) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      source.fetchWindow(client.session.api, { filter, sort, fields: asked }, offset, limit),
    [source, client, filter, sort],
  );
  const listenChanges = useMemo(() => liveListChanges(source.listenChanges, client.live), [source, client]);
  return useWindowedList<Row>({
    store: client.store,
    clock: client.clock,
    key: source.key(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
