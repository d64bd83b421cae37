import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { compliancePaths } from "./compliance-routes";

/** The list's first-window request: its code loads beside the screen's, not with every signed-in screen. */
const loadPrefetchComplianceList = () => import("./compliance-list-query").then((m) => m.prefetchComplianceList);

const loadCompliance = () => import("./compliance-page");
const Compliance = preloadableScreen(loadCompliance, (m) => m.CompliancePage);

/** The compliance routes (docs/compliance.md "Screens"; the v3 twin comes from the route table). */
export const complianceRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.compliance }, [
  {
    path: compliancePaths.listShort,
    access: "signedIn",
    component: Compliance,
    title: msg`Compliance`,
    loadPrefetch: loadPrefetchComplianceList,
  },
  {
    path: compliancePaths.list,
    access: "signedIn",
    component: Compliance,
    title: msg`Compliance`,
    loadPrefetch: loadPrefetchComplianceList,
  },
]);
