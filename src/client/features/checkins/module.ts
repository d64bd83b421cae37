// The checkins domain's client module (docs/checkins.md): what the portal loads of it and what other domains use.
// Fit-for-duty check-ins.

import { msg } from "@lingui/core/macro";
import { UserCheck } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { checkInsOfEveryCompany } from "./admin-screens";
import { checkInRouteEntries } from "./checkin-route-table";
import { checkInLinks } from "./checkin-routes";

export default clientDomain({
  name: "checkins",
  routes: [...checkInRouteEntries, ...checkInsOfEveryCompany.routes],
  menu: [
    {
      id: "checkins",
      label: msg`Check-ins`,
      icon: UserCheck,
      link: () => checkInLinks.list(),
      gate: MENU_GATES.checkins,
      order: 80,
    },
  ],
  operatorNav: [checkInsOfEveryCompany.nav],
});
