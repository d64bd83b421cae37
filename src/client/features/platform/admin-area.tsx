// The admin area's routes (/portal/admin/…, docs/operator.md "Screens"), loaded with the first admin screen rather
// than with the code of every signed-in screen (portal-area.tsx gives the whole area one entry).
import { RouteSwitch } from "../../app/app";
import type { RouteEntry } from "../../app/route-table";
import { adminRouteEntries } from "../admin/admin-route-table";
import { allCompaniesRouteEntries } from "../allcompanies/allcompanies-route-table";
import { platformRouteEntries } from "./platform-route-table";

export const ADMIN_ROUTES: readonly RouteEntry[] = [
  ...allCompaniesRouteEntries,
  ...platformRouteEntries,
  ...adminRouteEntries,
];

export function AdminArea() {
  return <RouteSwitch entries={ADMIN_ROUTES} />;
}
