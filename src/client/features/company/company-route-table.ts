import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { companyPaths } from "./company-routes";

const loadCompanyDisplay = () => import("./company-display-page");
const loadCompanyEdit = () => import("./company-edit-page");
const loadCompanyAdmin = () => import("./company-admin-page");
const Display = preloadableScreen(loadCompanyDisplay, (m) => m.CompanyDisplayPage);
const Edit = preloadableScreen(loadCompanyEdit, (m) => m.CompanyEditPage);
const Admin = preloadableScreen(loadCompanyAdmin, (m) => m.CompanyAdminPage);

/** The company routes of docs/company.md "Screens" (the display's v3 twin comes from the route table). */
export const companyRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.company }, [
  { path: companyPaths.display, access: "signedIn", component: Display, title: msg`Company` },
  { path: companyPaths.edit, access: "signedIn", component: Edit, title: msg`Edit company` },
  {
    path: companyPaths.editShort,
    access: "signedIn",
    component: Edit,
    title: msg`Edit company`,
  },
  {
    path: companyPaths.admin,
    access: "signedIn",
    component: Admin,
    title: msg`Company administration`,
  },
]);
