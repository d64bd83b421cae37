import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Employees of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const employeesOfEveryCompany = allCompaniesScreens({
  name: "employees",
  alias: "user/list",
  nav: { id: "employees", label: msg`Employees`, order: 120 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-employees-page"),
      (m) => m.AdminEmployeesPage,
    ),
    title: msg`Employees of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-employee-page"),
      (m) => m.AdminEmployeePage,
    ),
    title: msg`Employee`,
  },
});
