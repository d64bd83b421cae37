import { msg } from "@lingui/core/macro";
import { lazy } from "react";
import type { RouteEntry } from "../../app/route-table";
import { companyPaths } from "./company-routes";

const loadCompanyDisplay = () => import("./company-display-page");
const loadCompanyEdit = () => import("./company-edit-page");
const Display = lazy(() => loadCompanyDisplay().then((m) => ({ default: m.CompanyDisplayPage })));
const Edit = lazy(() => loadCompanyEdit().then((m) => ({ default: m.CompanyEditPage })));

/** SPEC §2 company routes (the display's v3 twin comes from the route table). */
export const companyRouteEntries: readonly RouteEntry[] = [
  { path: companyPaths.display, access: "signedIn", component: Display, title: msg`Company`, preload: loadCompanyDisplay },
  { path: companyPaths.edit, access: "signedIn", component: Edit, title: msg`Edit company`, preload: loadCompanyEdit },
  { path: companyPaths.editShort, access: "signedIn", component: Edit, title: msg`Edit company`, preload: loadCompanyEdit },
];
