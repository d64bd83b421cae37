// Which columns a list shows, remembered in this browser per list and per screen size (docs/design/client-shell.md
// "Phones"): a phone starts with the few columns that fit and name the record, and its choice is kept apart from the
// wide screen's, so turning a phone sideways or narrowing a window does not lose the desktop set. The stored choice is
// read outside React too: a list's route prefetch asks for the fields of the visible columns before the screen exists.
import { useCallback, useState } from "react";

import { PHONE_QUERY, useMediaQuery } from "../use-media-query";

export interface ColumnVisibilityStore {
  /** The wide screen's choice (the prefetch's). */
  stored(): Record<string, boolean>;
  storedOnPhone(): Record<string, boolean>;
  store(visibility: Record<string, boolean>, phone: boolean): void;
}

function read(key: string, defaults: Record<string, boolean>): Record<string, boolean> {
  try {
    return { ...defaults, ...(JSON.parse(localStorage.getItem(key) ?? "{}") as Record<string, boolean>) };
  } catch {
    return defaults;
  }
}

/** `hidden` and `hiddenOnPhone` list the columns that start hidden; the user's choice overrides them. */
export function columnVisibilityStore(
  key: string,
  hidden: readonly string[],
  hiddenOnPhone: readonly string[],
): ColumnVisibilityStore {
  const off = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, false]));
  return {
    stored: () => read(key, off(hidden)),
    storedOnPhone: () => read(`${key}.phone`, off(hiddenOnPhone)),
    store: (visibility, phone) => localStorage.setItem(phone ? `${key}.phone` : key, JSON.stringify(visibility)),
  };
}

/** The table's column visibility for this screen size, and a setter that remembers the choice per size. */
export function useColumnVisibility(
  store: ColumnVisibilityStore,
): [Record<string, boolean>, (next: Record<string, boolean>) => void] {
  const phone = useMediaQuery(PHONE_QUERY);
  const [wide, setWide] = useState(store.stored);
  const [narrow, setNarrow] = useState(store.storedOnPhone);
  const change = useCallback(
    (next: Record<string, boolean>) => {
      (phone ? setNarrow : setWide)(next);
      store.store(next, phone);
    },
    [phone, store],
  );
  return [phone ? narrow : wide, change];
}
