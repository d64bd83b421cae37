/** A window of a server-sorted list: its ids in order and the items by id. */
export interface ListWindow<T> {
  ids: string[];
  items: Record<string, T>;
}

/**
 * What the store keeps of one list (one filter + sort): the total and the windows loaded so far. Windows are
 * small (one per WINDOW_SIZE rows) and few (far ones are evicted), so an immer commit never copies a big object.
 */
export interface ListState<T = unknown> {
  count: number | undefined;
  windows: Record<number, ListWindow<T>>;
  error: { messageId: string; hint: string } | undefined;
}

export const emptyList = <T>(): ListState<T> => ({ count: undefined, windows: {}, error: undefined });

export function rowAt<T>(list: ListState<T> | undefined, index: number, windowSize: number): T | undefined {
  const window = list?.windows[Math.floor(index / windowSize)];
  const id = window?.ids[index % windowSize];
  return id === undefined ? undefined : window!.items[id];
}
