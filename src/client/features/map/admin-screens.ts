import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Vehicle positions of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const positionsOfEveryCompany = allCompaniesScreens({
  name: "map-positions",
  alias: "map/list",
  nav: { id: "mapPositions", label: msg`Vehicle positions`, order: 210 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-map-positions-page"),
      (m) => m.AdminMapPositionsPage,
    ),
    title: msg`Vehicle positions of every company`,
  },
});
