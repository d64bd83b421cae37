import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Check-ins of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const checkInsOfEveryCompany = allCompaniesScreens({
  name: "checkins",
  nav: { id: "checkins", label: msg`Check-ins`, order: 140 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-checkins-page"),
      (m) => m.AdminCheckInsPage,
    ),
    title: msg`Check-ins of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-checkin-page"),
      (m) => m.AdminCheckInPage,
    ),
    title: msg`Check-in`,
  },
});
