// A live, windowed list for a screen: one WindowedListController per key (filter + sort), fed by a domain's
// fetch and change notifications. Every list screen uses it, so each gets the same behaviour:
// - the first window is asked for while the screen renders, or taken from a route prefetch (list-prefetch.ts);
// - rows carry only the fields the visible columns show; showing another column refetches the windows on screen
//   in place, keeping the rows until their replacements arrive;
// - while a new filter or sort loads, the previous rows stay on screen (no flash of an empty table as you type).
import { useCallback, useEffect, useMemo, useRef } from "react";

import type { Clock } from "../../shared/clock";
import type { AppState } from "./app-state";
import { holdIdleWork } from "./idle-holds";
import { peekPrefetchedWindow, prefetchKey, spendPrefetchedWindow } from "./list-prefetch";
import { rowAt as listRowAt, type ListState } from "./list-state";
import type { Store } from "./store";
import { useStoreSelector } from "./use-store";
import { WindowedListController, type WindowPage } from "./windowed-list";

export interface WindowedListQuery<T> {
  store: Store<AppState>;
  /** The client's clock (PortalClient.clock). */
  clock: Clock;
  /** One per filter + sort; equal keys share the list in the store. */
  key: string;
  /** The fields rows must carry (the visible columns'). */
  fields: readonly string[];
  fetchWindow: (offset: number, limit: number, fields: readonly string[]) => Promise<WindowPage<T>>;
  /** Subscribes to changed items (a domain's …ChangedNotification); returns the unsubscribe. */
  listenChanges?: (apply: (items: Record<string, T>) => void) => () => void;
}

export function useWindowedList<T extends { id: string }>(query: WindowedListQuery<T>) {
  const { store, clock, key, fields } = query;
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const fetchRef = useRef(query.fetchWindow);
  fetchRef.current = query.fetchWindow;
  // The list of the previous filter or sort: a new one asks once its answers are in (windowed-list.ts startAfter).
  const previous = useRef<WindowedListController<T> | undefined>(undefined);
  const controller = useMemo(() => {
    const created = new WindowedListController<T>({
      store,
      clock,
      key,
      fetchWindow: (offset, limit) => fetchRef.current(offset, limit, fieldsRef.current),
      initialWindow: peekPrefetchedWindow<T>(prefetchKey(key, fieldsRef.current), clock.now()),
      startAfter: previous.current?.settled(),
    });
    previous.current = created;
    // Asked now, while the screen renders, rather than after the table has measured itself.
    created.ensureRange(0, 0);
    return created;
  }, [store, clock, key]);

  const listen = query.listenChanges;
  useEffect(() => {
    spendPrefetchedWindow(prefetchKey(key, fieldsRef.current));
    const stop = listen?.((items) => controller.applyChanges(items));
    return () => {
      stop?.();
      controller.dispose();
      // The list's windows go with the screen (or the filter); a return visit loads fresh ones.
      store.update((draft) => void delete draft.lists[key]);
    };
  }, [store, controller, key]); // oxlint-disable-line react-hooks/exhaustive-deps -- a listener per controller

  const fieldsKey = [...fields].sort().join(",");
  const firstFields = useRef(fieldsKey);
  useEffect(() => {
    if (fieldsKey === firstFields.current) return;
    firstFields.current = fieldsKey;
    void controller.refresh();
  }, [controller, fieldsKey]);

  const current = useStoreSelector(store, (s) => s.lists[key] as ListState<T> | undefined);
  // Until the new key's first answer, keep showing the last list that had one.
  const shown = useRef<ListState<T> | undefined>(undefined);
  if (current?.count !== undefined || current?.error !== undefined) shown.current = current;
  const list = current?.count !== undefined || current?.error !== undefined ? current : shown.current;
  // Idle work (the next screens' code, a picker's) waits until the list has its first answer (idle-holds.ts).
  const answered = list?.count !== undefined || list?.error !== undefined;
  useEffect(() => (answered ? undefined : holdIdleWork()), [answered]);
  const rowAt = useCallback((index: number) => listRowAt(list, index, controller.windowSize), [list, controller]);
  const ensureRange = useCallback(
    (first: number, last: number, lead?: { before: number; after: number }) =>
      controller.ensureRange(first, last, lead),
    [controller],
  );
  return { count: list?.count, error: list?.error, rowAt, ensureRange, controller, loading: list !== current };
}
