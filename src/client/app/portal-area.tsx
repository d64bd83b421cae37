// The signed-in portal as one route area (docs/design/cold-loads.md "The portal area"; initial JS ≤ 120 KB gzip).
// Every /portal/… address is one entry of the start-up route table (route-table.tsx); this module, loaded lazily,
// holds their routes: each domain's route table with its prefetch and list machinery, the signed-in shell (layout,
// menu) and the boot script's handoff. The sign-in, registration and recovery pages never load it; a signed-in cold
// load gets it preloaded by the inline boot script (scripts/inline-boot.ts), and the sign-in page fetches it while the
// sign-in request is answered.
import { msg } from "@lingui/core/macro";

import { billingRouteEntries } from "../features/billing/billing-route-table";
import { checkInRouteEntries } from "../features/checkins/checkin-route-table";
import { checklistRouteEntries } from "../features/checklists/checklist-route-table";
import { companyRouteEntries } from "../features/company/company-route-table";
import { complianceRouteEntries } from "../features/compliance/compliance-route-table";
import { equipmentRouteEntries } from "../features/equipment/equipment-route-table";
import { homeRouteEntries, sectionFallbackEntries } from "../features/home/home-route-table";
import { hoursRouteEntries } from "../features/hours/hours-route-table";
import { inspectionRouteEntries } from "../features/inspections/inspection-route-table";
import { mapRouteEntries } from "../features/map/map-route-table";
import { reportRouteEntries } from "../features/reports/reports-route-table";
import { scheduleRouteEntries } from "../features/schedules/schedule-route-table";
import { userRouteEntries } from "../features/users/user-route-table";
import { vehicleRouteEntries } from "../features/vehicles/vehicle-route-table";
import { PortalLayout } from "../ui/portal-layout";
import { RouteSwitch } from "./app";
import { lazyScreen } from "./lazy-screen";
import { NotFoundContent } from "./not-found-page";
import { areaEntry, type RouteEntry } from "./route-table";
import { paths, v3Pattern } from "./routes";

export { takeBoot } from "../boot/boot-handoff";

const ChangePasswordPage = lazyScreen(() => import("../features/auth/change-password-page"), "ChangePasswordPage");
const ProfilePage = lazyScreen(() => import("../features/profile/profile-page"), "ProfilePage");
const SettingsPage = lazyScreen(() => import("../features/settings/settings-page"), "SettingsPage");
const CompanySelectPage = lazyScreen(() => import("../features/company/company-select-page"), "CompanySelectPage");
/** Every /portal/admin/… address. */
const ADMIN_AREA = /^\/portal\/admin(?:\/|$)/;

const entries: readonly RouteEntry[] = [
  { path: paths.changePassword, access: "signedIn", component: ChangePasswordPage, title: msg`Change password` },
  { path: paths.profile, access: "signedIn", component: ProfilePage, title: msg`Profile` },
  { path: paths.v3Profile, access: "signedIn", component: ProfilePage, title: msg`Profile` },
  { path: paths.settings, access: "signedIn", component: SettingsPage, title: msg`Settings` },
  { path: paths.companies, access: "signedIn", component: CompanySelectPage, title: msg`Choose a company` },
  { path: paths.loadCompany, access: "signedIn", component: CompanySelectPage, title: msg`Choose a company` },
  ...homeRouteEntries,
  ...vehicleRouteEntries,
  ...equipmentRouteEntries,
  ...userRouteEntries,
  ...companyRouteEntries,
  ...complianceRouteEntries,
  ...checkInRouteEntries,
  ...billingRouteEntries,
  ...inspectionRouteEntries,
  ...scheduleRouteEntries,
  ...hoursRouteEntries,
  ...reportRouteEntries,
  ...checklistRouteEntries,
  ...mapRouteEntries,
  // The admin area (administrators only; its events are refused to anyone else): one lazily loaded area.
  areaEntry(
    ADMIN_AREA,
    () => import("../features/platform/admin-area"),
    (m) => ({ component: m.AdminArea, routes: m.ADMIN_ROUTES }),
  ),
];

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

// The generic /portal/operator/{companyId}/{section} goes last, after the v3 twins, so it never hides a route.
export const routes: readonly RouteEntry[] = [...withV3Twins(entries), ...sectionFallbackEntries];

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
  return <RouteSwitch entries={routes} notFound={PortalNotFound} />;
}
