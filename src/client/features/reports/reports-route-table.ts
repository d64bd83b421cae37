import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { reportPaths } from "./reports-routes";

const Reports = preloadableScreen(
  () => import("./reports-page"),
  (m) => m.ReportsPage,
);

/** The reports route (docs/reports.md "Screens"; the v3 twin comes from the route table). */
export const reportRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.reports }, [
  { path: reportPaths.list, access: "signedIn", component: Reports, title: msg`Reports` },
]);
