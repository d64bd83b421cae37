import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Schedules of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const schedulesOfEveryCompany = allCompaniesScreens({
  name: "schedules",
  alias: "schedule/list",
  nav: { id: "schedules", label: msg`Schedules`, order: 180 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-schedules-page"),
      (m) => m.AdminSchedulesPage,
    ),
    title: msg`Schedules of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-schedule-page"),
      (m) => m.AdminSchedulePage,
    ),
    title: msg`Schedule`,
  },
});
