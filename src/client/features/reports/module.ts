// The reports domain's client module (docs/reports.md): what the portal loads of it and what other domains use.
// Reports: generated exports.

import { msg } from "@lingui/core/macro";
import { FileChartColumn } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { reportsOfEveryCompany } from "./admin-screens";
import { reportRouteEntries } from "./reports-route-table";

export default clientDomain({
  name: "reports",
  routes: [...reportRouteEntries, ...reportsOfEveryCompany.routes],
  menu: [
    {
      id: "reports",
      label: msg`Reports`,
      icon: FileChartColumn,
      link: (c) => links.operator(c.companyId, "reports"),
      gate: MENU_GATES.reports,
      order: 120,
    },
  ],
  operatorNav: [reportsOfEveryCompany.nav],
});
