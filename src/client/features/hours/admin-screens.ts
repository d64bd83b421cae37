import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Timesheets of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const hoursOfEveryCompany = allCompaniesScreens({
  name: "hours",
  alias: "hour/list",
  nav: { id: "hours", label: msg`Hours`, order: 130 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-hours-page"),
      (m) => m.AdminHoursPage,
    ),
    title: msg`Hours of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-timesheet-page"),
      (m) => m.AdminTimesheetPage,
    ),
    title: msg`Timesheet`,
  },
});
