import { msg } from "@lingui/core/macro";
import { preloadableScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { prefetchComplianceList } from "./compliance-list-query";
import { compliancePaths } from "./compliance-routes";

const loadCompliance = () => import("./compliance-page");
const Compliance = preloadableScreen(loadCompliance, (m) => m.CompliancePage);

/** SPEC §2 compliance routes (the v3 twin comes from the route table). */
export const complianceRouteEntries: readonly RouteEntry[] = [
  { path: compliancePaths.listShort, access: "signedIn", component: Compliance, title: msg`Compliance`, preload: Compliance.preload, prefetch: prefetchComplianceList },
  { path: compliancePaths.list, access: "signedIn", component: Compliance, title: msg`Compliance`, preload: Compliance.preload, prefetch: prefetchComplianceList },
];
