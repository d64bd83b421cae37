// The signed-in portal as one route area (docs/design/cold-loads.md "The portal area"; initial JS ≤ 120 KB gzip).
// Every /portal/… address is one entry of the start-up route table (route-table.tsx); this module, loaded lazily,
// holds their routes — every domain's, gathered in portal-shell.ts — with the signed-in shell (layout, menu) and the
// boot script's handoff. The sign-in, registration and recovery pages never load it; a signed-in cold load gets it
// preloaded by the inline boot script (scripts/build/inline-boot.ts), and the sign-in page fetches it while the sign-in
// request is answered.
import type { ReactNode } from "react";

import { PortalLayout } from "../ui/portal-layout";
import { RouteSwitch } from "./app";
import { NotFoundContent } from "./not-found-page";
import { portalRoutes, portalShell } from "./portal-shell";
import { ShellContext } from "./shell-context";

export { takeBoot } from "../boot/boot-handoff";

export const routes = portalRoutes;

/** The signed-in shell's layout with what the domains put in it (menu, banners). */
export function PortalShellLayout({ children }: { children: ReactNode }) {
  return (
    <ShellContext value={portalShell}>
      <PortalLayout>{children}</PortalLayout>
    </ShellContext>
  );
}

/** An unknown /portal/… address keeps the portal's header and menu: the way on is one click away. */
function PortalNotFound() {
  return (
    <PortalLayout>
      <NotFoundContent signedIn />
    </PortalLayout>
  );
}

/** The area's component: the signed-in routes, each under its access rule and company scope (app.tsx). */
export function PortalArea() {
  return (
    <ShellContext value={portalShell}>
      <RouteSwitch entries={routes} notFound={PortalNotFound} />
    </ShellContext>
  );
}
