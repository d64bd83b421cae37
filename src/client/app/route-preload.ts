// A cold load of a portal URL starts three things at once instead of one after another: the session resume
// (session.start), the route's code chunk, and the route's first data (its prefetch, queued on the socket behind
// the resume, which the server answers first because one socket's messages are handled in order).
import { parse } from "regexparam";
import { matchRoute } from "wouter";
import type { PortalClient } from "./portal-client";
import { routeTable } from "./route-table";

/** Resolves when the route's code has arrived (or failed: the screen reports that when it renders). */
export function preloadRoute(client: PortalClient, path: string): Promise<unknown> {
  // The first entry that matches wins, as in the app's <Switch>.
  for (const entry of routeTable) {
    const [matched, params] = matchRoute(parse, entry.path, path);
    if (!matched) continue;
    entry.prefetch?.(client, (params ?? {}) as Record<string, string | undefined>);
    return entry.preload?.().catch(() => undefined) ?? Promise.resolve();
  }
  return Promise.resolve();
}
