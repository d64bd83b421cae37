// A cold load of a portal URL starts three things at once instead of one after another: the session resume
// (session.start), the route's code chunk, and the route's first data (its prefetch, queued on the socket behind
// the resume, which the server answers first because one socket's messages are handled in order). Each time a
// route is shown, what it needed is written to the boot plan (boot-plan.ts), so the next cold load of that URL
// starts them earlier still, from the inline boot script, before the app's own code has arrived.
import { parse } from "regexparam";
import { matchRoute } from "wouter";

import type { EventName } from "../../shared/generated/events";
import { recordRoute, type BootRequest } from "../boot/boot-plan";
import type { Connection } from "../sync/connection";
import { loadStoredSession } from "../sync/stored-session";
import type { PortalClient } from "./portal-client";
import { routePreload, routeTable, type RouteEntry, type RoutePrefetch } from "./route-table";
import { startScreenCapture } from "./screen-capture";

/**
 * The code chunks whose fetch began between `since` and `until` (ms on the page's clock), except those the page's
 * HTML loads anyway. Chunks fetched later (the next screens, preloaded while idle) are not this screen's.
 */
function chunksFetchedBetween(since: number, until: number): string[] {
  return performance
    .getEntriesByType("resource")
    .filter((entry) => entry.startTime >= since && entry.startTime <= until)
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith(".js") && !IN_HTML.has(path));
}

/**
 * The chunks the HTML itself loads, read before the app imports anything (each dynamic import adds modulepreload
 * links of its own to the head, and those are exactly the chunks a plan is for).
 */
const IN_HTML = new Set(
  typeof document === "undefined"
    ? []
    : [...document.querySelectorAll<HTMLScriptElement>("script[src]")]
        .map((s) => new URL(s.src).pathname)
        .concat(
          [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]:not([data-boot])")].map(
            (l) => new URL(l.href).pathname,
          ),
        ),
);

/** The browser adds a fetch to its resource timeline a little after the code it brought has run. */
const TIMELINE_DELAY_MS = 250;

/**
 * Starts the route's code and first data; resolves when the code has arrived (or failed: the screen reports that
 * when it renders). `since`: when the visit began (0 on a cold load, whose chunks the boot script may have
 * preloaded before the app ran). `entries`: where the route is looked up (a route area's own routes).
 */
export function preloadRoute(
  client: PortalClient,
  path: string,
  since = 0,
  entries: readonly RouteEntry[] = routeTable,
): Promise<unknown> {
  // The first entry that matches wins, as in the app's <Switch>.
  for (const entry of entries) {
    const [matched, params] = matchRoute(parse, entry.path, path);
    if (!matched) continue;
    // Signed out, a signed-in screen is never shown (the app sends the visitor to sign-in): nothing to fetch for it.
    if (entry.access === "signedIn" && !loadStoredSession(localStorage, sessionStorage)) return Promise.resolve();
    // A route area (the signed-in portal, its admin area): its code brings its routes, where the screen is found.
    const area = entry.routes;
    if (area)
      return (routePreload(entry)?.() ?? Promise.resolve()).then(area).then(
        (routes) => preloadRoute(client, path, since, routes),
        () => undefined,
      );
    const requests: BootRequest[] = [];
    let codeArrivedAt: number | undefined;
    const record = () => {
      // Signed out, nothing is kept: a shared computer's storage holds nothing of the last user after sign-out.
      if (codeArrivedAt !== undefined && loadStoredSession(localStorage, sessionStorage))
        recordRoute(
          localStorage,
          __BUILD_ID__,
          path,
          requests,
          chunksFetchedBetween(since, codeArrivedAt),
          client.clock.now(),
        );
    };
    // The prefetch's requests are recorded as they go out (after their codecs load), so the boot plan holds them as
    // encoded on the wire.
    // …and the screen as drawn from their replies, for the next cold load to show before the app has run.
    const prefetch = (run: RoutePrefetch) => {
      const screen = startScreenCapture(client, path);
      captureRequests(
        client.connection,
        () => run(client, (params ?? {}) as Record<string, string | undefined>),
        (request) => {
          requests.push(request);
          screen.expect(request);
          record();
        },
      );
    };
    if (entry.prefetch) prefetch(entry.prefetch);
    // A prefetch whose code loads on demand asks once that code is in (the screen's code imports it too).
    const prefetched = entry.loadPrefetch?.().then(prefetch, () => undefined);
    const code = routePreload(entry)?.().catch(() => undefined) ?? Promise.resolve();
    void code.then(() => {
      codeArrivedAt = performance.now();
      setTimeout(record, TIMELINE_DELAY_MS);
    });
    // A cold load's first render waits for the prefetch too, so the screen finds its first window asked for.
    return Promise.all([code, prefetched]);
  }
  return Promise.resolve();
}

/** Client-side navigation (a menu click, back and forward) preloads and prefetches like a cold load does. */
export function preloadRoutesOnNavigation(client: PortalClient): void {
  let current = window.location.pathname;
  const navigated = () => {
    if (window.location.pathname === current) return;
    current = window.location.pathname;
    void preloadRoute(client, current, performance.now());
  };
  // wouter dispatches pushState and replaceState events from its patched history methods, synchronously: this runs
  // before the new screen renders.
  for (const type of ["popstate", "pushState", "replaceState"]) window.addEventListener(type, navigated);
}

/**
 * Runs `fn` and reports each request it starts (not a command) to `learn` once it goes out, as encoded on the wire —
 * possibly later, once its domain's codecs have loaded. Watching ends when each of them has gone out.
 */
function captureRequests(
  connection: Connection,
  fn: () => void,
  learn: (request: { eventName: EventName; payload: unknown }) => void,
): void {
  const started = new Set<string>();
  let running = true;
  const watching = connection.traffic$.subscribe((step) => {
    if (step.kind === "started" && running) started.add(step.requestId);
    else if (step.kind === "sent" && started.delete(step.requestId)) {
      learn({ eventName: step.eventName, payload: step.payload });
      if (started.size === 0 && !running) watching.unsubscribe();
    }
  });
  try {
    fn();
  } finally {
    running = false;
    if (started.size === 0) watching.unsubscribe();
  }
}
