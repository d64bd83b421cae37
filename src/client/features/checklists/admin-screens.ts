import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Checklists of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const checklistsOfEveryCompany = allCompaniesScreens({
  name: "checklists",
  alias: "checklist/list",
  nav: { id: "checklists", label: msg`Checklists`, order: 170 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-checklists-page"),
      (m) => m.AdminChecklistsPage,
    ),
    title: msg`Checklists of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-checklist-page"),
      (m) => m.AdminChecklistPage,
    ),
    title: msg`Checklist`,
  },
});
