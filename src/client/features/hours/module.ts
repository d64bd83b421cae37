// The hours domain's client module (docs/hours.md): what the portal loads of it and what other domains use.
// Hours of service: timesheets, certification and corrections.

import { msg } from "@lingui/core/macro";
import { Clock } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { hoursOfEveryCompany } from "./admin-screens";
import { hoursRouteEntries } from "./hours-route-table";

export default clientDomain({
  name: "hours",
  routes: [...hoursRouteEntries, ...hoursOfEveryCompany.routes],
  menu: [
    {
      id: "hours",
      label: msg`Hours of Service`,
      icon: Clock,
      link: (c) => links.operator(c.companyId, "hours"),
      gate: MENU_GATES.hours,
      order: 70,
    },
  ],
  operatorNav: [hoursOfEveryCompany.nav],
});
