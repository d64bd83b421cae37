// The operator's own routes (/portal/admin/…, docs/operator.md "Screens"), loaded with the first of its screens rather
// than with the code of every signed-in screen (operator/index.ts gives them one entry). The cross-company screens of
// each domain are that domain's routes.
import { RouteSwitch } from "../../app/app";
import type { RouteEntry } from "../../app/route-table";
import { adminRouteEntries } from "./admin-route-table";
import { platformRouteEntries } from "./platform-route-table";

export const ADMIN_ROUTES: readonly RouteEntry[] = [...platformRouteEntries, ...adminRouteEntries];

export function AdminArea() {
  return <RouteSwitch entries={ADMIN_ROUTES} />;
}
