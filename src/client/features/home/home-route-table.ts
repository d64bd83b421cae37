import { msg } from "@lingui/core/macro";

import { preloadableScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { paths } from "../../app/routes";
import { homePaths } from "./home-routes";

const Home = preloadableScreen(
  () => import("./home-page"),
  (m) => m.HomePage,
);
const WhatsNew = preloadableScreen(
  () => import("./whats-new-page"),
  (m) => m.WhatsNewPage,
);
const Dashboard = preloadableScreen(
  () => import("./dashboard-page"),
  (m) => m.DashboardPage,
);
const Section = preloadableScreen(
  () => import("./section-page"),
  (m) => m.SectionPage,
);

/** Home and what's new, and the v3 dashboard (docs/home.md "Screens"). */
export const homeRouteEntries: readonly RouteEntry[] = [
  { path: paths.home, access: "signedIn", component: Home, title: msg`Home` },
  { path: homePaths.operatorHomeShort, access: "signedIn", component: Home, title: msg`Home` },
  { path: paths.operatorHome, access: "signedIn", component: Home, title: msg`Home` },
  {
    path: homePaths.whatsNew,
    access: "signedIn",
    component: WhatsNew,
    title: msg`What's new`,
  },
  {
    path: homePaths.whatsNewShort,
    access: "signedIn",
    component: WhatsNew,
    title: msg`What's new`,
  },
  {
    path: paths.v3Dashboard,
    access: "signedIn",
    component: Dashboard,
    title: msg`Dashboard`,
  },
];

/**
 * The generic /portal/operator/{companyId}/{section}. It goes after every other route (route-table.tsx
 * appends it last), so a section with its own route is never caught here.
 */
export const sectionFallbackEntries: readonly RouteEntry[] = [
  {
    path: homePaths.section,
    access: "signedIn",
    component: Section,
    title: msg`Page not found`,
  },
];
