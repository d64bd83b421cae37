import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Reports of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const reportsOfEveryCompany = allCompaniesScreens({
  name: "reports",
  alias: "report/list",
  nav: { id: "reports", label: msg`Reports`, order: 190 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-reports-page"),
      (m) => m.AdminReportsPage,
    ),
    title: msg`Reports of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-report-page"),
      (m) => m.AdminReportPage,
    ),
    title: msg`Report`,
  },
});
