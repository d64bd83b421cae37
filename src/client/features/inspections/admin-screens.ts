import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Inspections of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const inspectionsOfEveryCompany = allCompaniesScreens({
  name: "inspections",
  alias: "inspection/list",
  nav: { id: "inspections", label: msg`Inspections`, order: 100 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-inspections-page"),
      (m) => m.AdminInspectionsPage,
    ),
    title: msg`Inspections of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-inspection-page"),
      (m) => m.AdminInspectionPage,
    ),
    title: msg`Inspection`,
  },
});
