// First windows asked for before their screen exists. A cold load of a list URL would otherwise be a waterfall
// (session resume → route chunk → render → first window); the route's prefetch asks for the first window as soon
// as the socket opens (queued behind the resume, which the server answers first), in parallel with the chunk.
// The list screen takes the answer by its list key when it mounts.
import type { WindowPage } from "./windowed-list";

/** An answer older than this is not used: the list may have changed since. */
const FRESH_MS = 10_000;

/** The key a prefetch and the screen agree on: the list key and the fields its rows carry. */
export const prefetchKey = (key: string, fields: readonly string[]) => `${key}|${[...fields].sort().join(",")}`;

const pending = new Map<string, { page: Promise<WindowPage<unknown>>; at: number }>();

/** `nowMs`: when it is asked for (the client's clock). */
export function prefetchFirstWindow<T>(key: string, fetch: () => Promise<WindowPage<T>>, nowMs: number): void {
  if (pending.has(key)) return;
  const page = fetch();
  page.catch(() => pending.delete(key)); // a refused prefetch (expired session) is simply not used
  pending.set(key, { page, at: nowMs });
}

/**
 * The prefetched first window of `key` at `nowMs` (the client's clock). Reading it does not spend it: React may render a screen more than once
 * before it commits (a child suspends on its code, and the render is thrown away and done again), and every
 * render must find the same answer. The screen spends it once it has committed (spendPrefetchedWindow), so a later
 * visit asks the server again.
 */
export function peekPrefetchedWindow<T>(key: string, nowMs: number): Promise<WindowPage<T>> | undefined {
  const entry = pending.get(key);
  if (!entry || nowMs - entry.at > FRESH_MS) return undefined;
  return entry.page as Promise<WindowPage<T>>;
}

export function spendPrefetchedWindow(key: string): void {
  pending.delete(key);
}
