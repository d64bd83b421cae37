import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Vehicles of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const vehiclesOfEveryCompany = allCompaniesScreens({
  name: "vehicles",
  alias: "vehicle/list",
  nav: { id: "vehicles", label: msg`Vehicles`, order: 110 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-vehicles-page"),
      (m) => m.AdminVehiclesPage,
    ),
    title: msg`Vehicles of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-vehicle-page"),
      (m) => m.AdminVehiclePage,
    ),
    title: msg`Vehicle`,
  },
});
