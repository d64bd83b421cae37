import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Equipment of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const equipmentOfEveryCompany = allCompaniesScreens({
  name: "equipment",
  alias: "equipment/list",
  nav: { id: "equipment", label: msg`Equipment`, order: 160 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-equipment-page"),
      (m) => m.AdminEquipmentPage,
    ),
    title: msg`Equipment of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-equipment-unit-page"),
      (m) => m.AdminEquipmentUnitPage,
    ),
    title: msg`Equipment`,
  },
});
