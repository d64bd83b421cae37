import { msg } from "@lingui/core/macro";

import { preloadableScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { platformPaths } from "./platform-routes";

const Home = preloadableScreen(
  () => import("./admin-home-page"),
  (m) => m.AdminHomePage,
);
const Stats = preloadableScreen(
  () => import("./admin-stats-page"),
  (m) => m.AdminStatsPage,
);
const Dashboard = preloadableScreen(
  () => import("./admin-dashboard-page"),
  (m) => m.AdminDashboardPage,
);
const WhatsNew = preloadableScreen(
  () => import("./admin-whats-new-page"),
  (m) => m.AdminWhatsNewPage,
);
const Blank = preloadableScreen(
  () => import("./admin-blank-page"),
  (m) => m.AdminBlankPage,
);
const Lists = preloadableScreen(
  () => import("./admin-lists-page"),
  (m) => m.AdminListsPage,
);

/**
 * The admin area (docs/operator.md "Home and figures"): home, stats, dashboard, whatsnew, blank and the index of the
 * admin lists.
 */
export const platformRouteEntries: readonly RouteEntry[] = [
  { path: platformPaths.home, access: "signedIn", component: Home, title: msg`Admin` },
  {
    path: platformPaths.stats,
    access: "signedIn",
    component: Stats,
    title: msg`Platform statistics`,
  },
  {
    path: platformPaths.dashboard,
    access: "signedIn",
    component: Dashboard,
    title: msg`Admin dashboard`,
  },
  {
    path: platformPaths.whatsNew,
    access: "signedIn",
    component: WhatsNew,
    title: msg`What's new`,
  },
  { path: platformPaths.blank, access: "signedIn", component: Blank, title: msg`Admin` },
  { path: platformPaths.lists, access: "signedIn", component: Lists, title: msg`Admin lists` },
];
