// What a cold load of a portal URL can start before the app's code has arrived (docs/design/cold-loads.md
// "The boot plan"; the first load was a waterfall — the route's code was fetched only after the app had run, and its
// first data only after the session resume). The app writes a plan per URL path as it shows each screen: the route's
// first-data requests (its prefetch, read-only by contract) and the code chunks the screen needed. The inline boot
// script (boot.ts) reads the plan on the next cold load of that path: it preloads the chunks and sends the resume and
// the requests on its own socket at once, and the app adopts that socket and those replies (boot-handoff.ts).
// Dependency-free: the boot script bundles this file.

export const BOOT_PLAN_KEY = "fleet.boot";
/** Plans kept: the paths a user opens most recently. */
const MAX_ROUTES = 24;
/** A chunk list never grows past this (a route that keeps loading more is not worth preloading blindly). */
const MAX_SCRIPTS = 40;

export interface BootRequest {
  eventName: string;
  /** The payload as encoded on the wire. */
  payload: unknown;
}

export interface RoutePlan {
  at: number;
  requests: BootRequest[];
  scripts: string[];
}

export interface BootPlan {
  /** The build that wrote it: chunk names change with every build, so another build's plan is dropped. */
  build: string;
  routes: Record<string, RoutePlan>;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Only the build's own chunks may be preloaded. */
export const isChunkPath = (path: string): boolean => /^\/assets\/[\w.-]+\.js$/.test(path);

export function readBootPlan(storage: StorageLike, build: string): BootPlan {
  try {
    const plan = JSON.parse(storage.getItem(BOOT_PLAN_KEY) ?? "null") as BootPlan | null;
    if (plan && plan.build === build && typeof plan.routes === "object" && plan.routes !== null) return plan;
  } catch {
    /* unreadable: start a new plan */
  }
  return { build, routes: {} };
}

/** The plan for `path`, if it is well formed. */
export function routePlan(plan: BootPlan, path: string): RoutePlan | undefined {
  const route = plan.routes[path];
  if (!route || !Array.isArray(route.requests) || !Array.isArray(route.scripts)) return undefined;
  return {
    at: route.at,
    requests: route.requests.filter((r) => typeof r?.eventName === "string"),
    scripts: route.scripts.filter((s) => typeof s === "string" && isChunkPath(s)),
  };
}

/**
 * Records what `path` needed. Requests replace the earlier ones (the columns shown may have changed); chunks are
 * added to the earlier ones, because a screen whose code had already loaded (a second visit) fetches none. `now`:
 * when (epoch ms, the client's clock); the oldest routes are dropped first.
 */
export function recordRoute(
  storage: StorageLike,
  build: string,
  path: string,
  requests: BootRequest[],
  scripts: string[],
  now: number,
): void {
  const plan = readBootPlan(storage, build);
  const earlier = routePlan(plan, path);
  const chunks = [...new Set([...(earlier?.scripts ?? []), ...scripts.filter(isChunkPath)])].slice(0, MAX_SCRIPTS);
  plan.routes[path] = { at: now, requests, scripts: chunks };
  const paths = Object.keys(plan.routes).sort((a, b) => plan.routes[b]!.at - plan.routes[a]!.at);
  for (const old of paths.slice(MAX_ROUTES)) delete plan.routes[old];
  try {
    storage.setItem(BOOT_PLAN_KEY, JSON.stringify(plan));
  } catch {
    /* storage full or refused: the next cold load is simply not planned */
  }
}
