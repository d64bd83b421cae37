// The map domain's client module (docs/map.md): what the portal loads of it and what other domains use.
// The map of vehicle positions.

import { msg } from "@lingui/core/macro";
import { Map } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { positionsOfEveryCompany } from "./admin-screens";
import { mapRouteEntries } from "./map-route-table";

export default clientDomain({
  name: "map",
  routes: [...mapRouteEntries, ...positionsOfEveryCompany.routes],
  menu: [
    {
      id: "map",
      label: msg`Map`,
      icon: Map,
      link: (c) => links.operator(c.companyId, "map"),
      gate: MENU_GATES.map,
      order: 100,
    },
  ],
  operatorNav: [positionsOfEveryCompany.nav],
});
