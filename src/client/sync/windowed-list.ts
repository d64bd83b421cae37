// Loads the windows of a server-sorted list that are on screen, keeps them in the store, and keeps them live.
// docs/design/lists.md: never the whole table; placeholders until a window arrives; live changes patch
// rows in place and mark the list stale, so the visible windows are refetched at most every REFRESH_MS while
// the rows on screen stay until their replacements arrive (no flicker).
import type { Draft } from "immer";

import type { Clock } from "../../shared/clock";
import type { AppState } from "./app-state";
import { emptyList, type ListState, type ListWindow } from "./list-state";
import { toServerError } from "./server-error";
import type { Store } from "./store";

export interface WindowPage<T> {
  count: number;
  ids: string[];
  items: Record<string, T>;
}

export interface WindowedListOptions<T> {
  store: Store<AppState>;
  /** The client's clock (PortalClient.clock): paces the refreshes. */
  clock: Clock;
  /** The store key of this list: one per filter + sort. */
  key: string;
  fetchWindow: (offset: number, limit: number) => Promise<WindowPage<T>>;
  windowSize?: number;
  /** Windows kept beyond the visible ones; the farthest go first. */
  maxWindows?: number;
  refreshMs?: number;
  /** The first window, already asked for (src/client/sync/list-prefetch.ts): used instead of asking again. */
  initialWindow?: Promise<WindowPage<T>>;
  /**
   * Ask nothing before this settles: the previous filter's answer (use-windowed-list.ts). One socket's requests
   * are answered in order, so each keystroke's request would wait behind every earlier one; this way at most one
   * earlier request is ahead of it, and a filter typed over before its turn is never asked for at all.
   */
  startAfter?: Promise<unknown>;
}

export const WINDOW_SIZE = 100;
const MAX_WINDOWS = 30;
const REFRESH_MS = 250;

export class WindowedListController<T extends { id: string }> {
  readonly key: string;
  readonly windowSize: number;
  private readonly store: Store<AppState>;
  private readonly clock: Clock;
  private readonly fetchWindow: (offset: number, limit: number) => Promise<WindowPage<T>>;
  private readonly maxWindows: number;
  private readonly refreshMs: number;
  private readonly inFlight = new Set<number>();
  /** Bumped by refresh(): a window answer from an older generation may be outdated and only fills gaps. */
  private generation = 0;
  private visible: [number, number] = [0, 0];
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private lastRefresh = 0;
  private disposed = false;
  private initialWindow: Promise<WindowPage<T>> | undefined;
  private startAfter: Promise<unknown> | undefined;
  private readonly loading = new Set<Promise<void>>();

  constructor(options: WindowedListOptions<T>) {
    this.store = options.store;
    this.clock = options.clock;
    this.key = options.key;
    this.fetchWindow = options.fetchWindow;
    this.windowSize = options.windowSize ?? WINDOW_SIZE;
    this.maxWindows = options.maxWindows ?? MAX_WINDOWS;
    this.refreshMs = options.refreshMs ?? REFRESH_MS;
    this.initialWindow = options.initialWindow;
    this.startAfter = options.startAfter;
    if (!this.store.getState().lists[this.key]) {
      this.update((draft) => void (draft.lists[this.key] = emptyList<T>() as never));
    }
  }

  private list(): ListState<T> | undefined {
    return this.store.getState().lists[this.key] as ListState<T> | undefined;
  }

  private update(recipe: (draft: Draft<AppState>) => void): void {
    this.store.update(recipe);
  }

  /**
   * Makes sure rows first..last (on screen) are loaded or loading, and `lead` rows before and after them (rows
   * about to scroll in); evicts windows far from them.
   */
  ensureRange(first: number, last: number, lead: { before: number; after: number } = { before: 0, after: 0 }): void {
    if (this.disposed) return;
    this.visible = [Math.max(0, first), Math.max(0, last)];
    const list = this.list();
    const count = list?.count;
    const clamp = (row: number) => (count === undefined ? Math.max(row, 0) : Math.max(0, Math.min(row, count - 1)));
    if (count === 0 && list?.windows[0]) return;
    const from = Math.floor(Math.max(0, first - lead.before) / this.windowSize);
    const to = Math.max(from, Math.floor(clamp(last + lead.after) / this.windowSize));
    // Nearest the middle of the rows on screen first, then outwards through the lead: the rows the user looks at
    // come before the rows ahead (one socket answers in order, so the first request sent is the first answered).
    const middle = (first + clamp(last)) / 2 / this.windowSize;
    const wanted = Array.from({ length: to - from + 1 }, (_, i) => from + i).sort(
      (a, b) => Math.abs(a + 0.5 - middle) - Math.abs(b + 0.5 - middle),
    );
    for (const index of wanted) {
      if (!list?.windows[index] && !this.inFlight.has(index)) void this.load(index, this.generation);
    }
    this.evict(from, to);
  }

  /** Applies changed items: rows on screen update in place now; membership and order are fixed by a refresh. */
  applyChanges(items: Record<string, T>): void {
    const list = this.list();
    if (!list) return;
    this.update((draft) => {
      const target = draft.lists[this.key] as Draft<ListState<T>> | undefined;
      if (!target) return;
      for (const window of Object.values(target.windows)) {
        for (const id of window.ids) if (items[id] !== undefined) window.items[id] = items[id] as never;
      }
    });
    this.scheduleRefresh();
  }

  /** Refetches the count and the visible windows, at most once per refreshMs. */
  scheduleRefresh(): void {
    if (this.refreshTimer !== undefined || this.disposed) return;
    const wait = Math.max(0, this.lastRefresh + this.refreshMs - this.clock.now());
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      this.lastRefresh = this.clock.now();
      void this.refresh();
    }, wait);
  }

  async refresh(): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    const [first, last] = this.visible;
    const from = Math.floor(first / this.windowSize);
    const to = Math.floor(last / this.windowSize);
    // Windows off screen are dropped (they would be stale); visible ones are replaced when their answers arrive.
    this.update((draft) => {
      const target = draft.lists[this.key];
      if (!target) return;
      for (const index of Object.keys(target.windows).map(Number))
        if (index < from || index > to) delete target.windows[index];
    });
    await Promise.all(Array.from({ length: to - from + 1 }, (_, i) => this.load(from + i, generation, true)));
  }

  /** Resolves once every window asked for so far has been answered (or given up: a disposed list asks nothing more). */
  settled(): Promise<void> {
    return Promise.all(this.loading).then(() => undefined);
  }

  dispose(): void {
    this.disposed = true;
    if (this.refreshTimer !== undefined) clearTimeout(this.refreshTimer);
  }

  private load(index: number, generation: number, replace = false): Promise<void> {
    const loading = this.loadWindow(index, generation, replace);
    this.loading.add(loading);
    void loading.finally(() => this.loading.delete(loading));
    return loading;
  }

  private async loadWindow(index: number, generation: number, replace: boolean): Promise<void> {
    this.inFlight.add(index);
    try {
      const prefetched = index === 0 && !replace ? this.initialWindow : undefined;
      this.initialWindow = undefined;
      if (!prefetched && this.startAfter) {
        await this.startAfter.catch(() => undefined);
        this.startAfter = undefined;
        if (this.disposed) return;
      }
      const page = await (prefetched ?? this.fetchWindow(index * this.windowSize, this.windowSize));
      if (this.disposed) return;
      this.update((draft) => {
        const target = (draft.lists[this.key] ??= emptyList<T>() as never) as Draft<ListState<T>>;
        const outdated = generation < this.generation;
        if (outdated && target.windows[index]) return;
        target.count = page.count;
        target.error = undefined;
        if (!replace && !outdated && target.windows[index]) return;
        target.windows[index] = { ids: page.ids, items: page.items } as Draft<ListWindow<T>>;
        // A shrunken list leaves windows past its end: drop them.
        const lastWindow = Math.max(0, Math.ceil(page.count / this.windowSize) - 1);
        for (const key of Object.keys(target.windows).map(Number)) if (key > lastWindow) delete target.windows[key];
      });
      this.evict(Math.floor(this.visible[0] / this.windowSize), Math.floor(this.visible[1] / this.windowSize));
    } catch (error) {
      const problem = toServerError(error);
      this.update((draft) => {
        const target = draft.lists[this.key];
        if (target) target.error = { messageId: problem.messageId, hint: problem.hint };
      });
    } finally {
      this.inFlight.delete(index);
    }
  }

  /** Keeps at most maxWindows windows, dropping the ones farthest from [from, to] (queued in the same frame). */
  private evict(from: number, to: number): void {
    const distance = (index: number) => (index < from ? from - index : index > to ? index - to : 0);
    this.update((draft) => {
      const target = draft.lists[this.key];
      if (!target) return;
      const loaded = Object.keys(target.windows).map(Number);
      if (loaded.length <= this.maxWindows) return;
      const victims = loaded
        .sort((a, b) => distance(b) - distance(a))
        .slice(0, loaded.length - this.maxWindows)
        .filter((i) => distance(i) > 0);
      for (const index of victims) delete target.windows[index];
    });
  }
}
