// The signed-in portal gathered from the domains (features/index.ts): its routes, main menu, operator navigation and
// banners. Only this file and the start-up route table read the domains; the shell's parts get what they show
// through ShellContext.
import { PORTAL_DOMAINS } from "../features";
import type { OperatorNavEntry } from "./client-domain";
import type { MenuEntry } from "./menu";
import type { RouteEntry } from "./route-table";
import { v3Pattern } from "./routes";
import type { Shell } from "./shell-context";

/**
 * Operator screens of a section v3 has are also served at /portal/v3/operator/{companyId}/…
 * (docs/design/client-shell.md "Signed-in addresses").
 */
function withV3Twins(list: readonly RouteEntry[]): RouteEntry[] {
  const taken = new Set(list.map((entry) => String(entry.path)));
  const twins: RouteEntry[] = [];
  for (const entry of list) {
    const twin = typeof entry.path === "string" ? v3Pattern(entry.path) : undefined;
    if (twin && !taken.has(twin)) {
      taken.add(twin);
      twins.push({ ...entry, path: twin });
    }
  }
  return [...list, ...twins];
}

const byOrder = <T extends { order: number }>(entries: readonly T[]) => [...entries].sort((a, b) => a.order - b.order);

const domainRoutes = PORTAL_DOMAINS.flatMap((domain) => domain.routes ?? []);

/**
 * The signed-in routes in the order they are tried: the screens (with their v3 twins), then the route areas (the
 * operator's /portal/admin area comes after the domains' own /portal/admin screens), then the catch-alls.
 */
export const portalRoutes: readonly RouteEntry[] = [
  ...withV3Twins(domainRoutes.filter((entry) => !entry.area)),
  ...domainRoutes.filter((entry) => entry.area),
  ...PORTAL_DOMAINS.flatMap((domain) => domain.lastRoutes ?? []),
];

export const portalMenu: readonly MenuEntry[] = byOrder(PORTAL_DOMAINS.flatMap((domain) => domain.menu ?? []));

export const operatorNav: readonly OperatorNavEntry[] = byOrder(
  PORTAL_DOMAINS.flatMap((domain) => domain.operatorNav ?? []),
);

export const portalShell: Shell = {
  menu: portalMenu,
  operatorNav,
  banners: PORTAL_DOMAINS.flatMap((domain) => (domain.banner ? [domain.banner] : [])),
};
