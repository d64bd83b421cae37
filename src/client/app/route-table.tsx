import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType, LazyExoticComponent } from "react";

import type { EventName } from "../../shared/generated/events";
import { START_ROUTES } from "../features/start";
import type { MenuGate } from "./access-gates";
import { preloadableScreen, withChunkTimeout } from "./lazy-screen";
import type { PortalClient } from "./portal-client";

export type RouteAccess = "public" | "signedOut" | "signedIn";

/** A route's first-data request, made before its screen exists (read-only by contract: the boot plan replays it). */
export type RoutePrefetch = (client: PortalClient, params: Record<string, string | undefined>) => void;

export interface RouteEntry {
  /** A wouter pattern; a RegExp where a parameter sits inside a segment (/is{product}Right4Me). */
  path: string | RegExp;
  access: RouteAccess;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  /**
   * Who may open the screen (signed-in screens; access-gates.ts): its menu entry's gate, and the event the screen is
   * for (a form: its save). A session refused by either sees what the screen needs instead (refused-route.tsx).
   */
  gate?: MenuGate;
  event?: EventName;
  /** The screen's name in document.title ("{title} · Fleet Portal", page-title.ts). */
  title?: MessageDescriptor;
  /**
   * Starts loading the screen's code (a cold load of this URL fetches it while the session resumes). A screen made
   * with preloadableScreen brings its own (routePreload): name one here only for another component.
   */
  preload?: () => Promise<unknown>;
  /** Asks for the screen's first data as soon as the socket opens (list-prefetch.ts). */
  prefetch?: RoutePrefetch;
  /**
   * The same, its code loaded on demand beside the screen's (which imports it too): the code every signed-in screen
   * loads then holds no list's query (`() => import("./x-list-query").then((m) => m.prefetchXList)`).
   */
  loadPrefetch?: () => Promise<RoutePrefetch>;
  /**
   * A route area: the component is a lazily loaded table of routes of its own (the signed-in portal, and within it
   * the admin area's forty screens), so the code that loads first carries one entry for all of them. Its routes name
   * their titles and apply their own access.
   */
  area?: boolean;
  /** An area's routes, loaded with its code: a cold load looks up its screen in them (route-preload.ts). */
  routes?: () => Promise<readonly RouteEntry[]>;
}

/** What starts loading the route's code: its own preload, or its screen's (lazy-screen.ts preloadableScreen). */
export function routePreload(entry: RouteEntry): (() => Promise<unknown>) | undefined {
  return entry.preload ?? (entry.component as { preload?: () => Promise<unknown> }).preload;
}

/**
 * A domain's signed-in routes under one guard (usually its menu entry's gate): an entry's own gate or event wins, and
 * public routes are left open.
 */
export function withAccess(guard: Pick<RouteEntry, "gate" | "event">, entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.map((entry) => (entry.access === "signedIn" ? { ...guard, ...entry } : entry));
}

/**
 * A signed-in route area whose code and routes `load` brings (`pick` names its component and its routes): one entry
 * for every address `path` matches.
 */
export function areaEntry<M>(
  path: RegExp,
  load: () => Promise<M>,
  pick: (module: M) => { component: ComponentType; routes: readonly RouteEntry[] },
): RouteEntry & { preload: () => Promise<unknown> } {
  const Area = preloadableScreen(load, (module) => pick(module).component);
  return {
    path,
    access: "signedIn",
    component: Area,
    preload: Area.preload,
    area: true,
    routes: () => withChunkTimeout(load).then((module) => pick(module).routes),
  };
}

// Every screen loads as its own chunk, so the code every page loads first stays small; a chunk that fails to load
// offers a reload (lazy-screen.ts, chunk-error-boundary.tsx).

/** The signed-in portal's code: every /portal/… route, the signed-in shell and the boot script's handoff (portal-area.tsx). */
export const loadPortalArea = () => withChunkTimeout(() => import("./portal-area"));
/** Every /portal/… address. */
const PORTAL_AREA = /^\/portal(?:\/|$)/;
const portalArea = areaEntry(
  PORTAL_AREA,
  () => import("./portal-area"),
  (m) => ({ component: m.PortalArea, routes: m.routes }),
);
/** Starts loading the signed-in portal's code (the sign-in page does so while the server checks the password). */
export const preloadPortalArea = () => portalArea.preload();

/**
 * The routes the code that loads first knows: the domains' signed-out and public pages and sign-out
 * (features/start.ts), and one area for every signed-in /portal/… screen (portal-area.tsx).
 */
export const routeTable: readonly RouteEntry[] = [...START_ROUTES, portalArea];
