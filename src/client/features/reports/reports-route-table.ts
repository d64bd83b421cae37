import { msg } from "@lingui/core/macro";

import { preloadableScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { reportPaths } from "./reports-routes";

const Reports = preloadableScreen(
  () => import("./reports-page"),
  (m) => m.ReportsPage,
);

/** The reports route (docs/reports.md "Screens"; the v3 twin comes from the route table). */
export const reportRouteEntries: readonly RouteEntry[] = [
  { path: reportPaths.list, access: "signedIn", component: Reports, title: msg`Reports`, preload: Reports.preload },
];
