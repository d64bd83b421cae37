import { useCallback, useRef, useSyncExternalStore } from "react";

import type { Store } from "./store";

/**
 * Subscribes a component to a slice of the store. The selector's result is compared with Object.is, so a
 * component re-renders only when its slice changed (immer keeps untouched branches identical).
 */
export function useStoreSelector<S, T>(store: Store<S>, selector: (state: S) => T): T {
  const selectorRef = useRef(selector);
  selectorRef.current = selector;
  const getSnapshot = useCallback(() => selectorRef.current(store.getState()), [store]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
