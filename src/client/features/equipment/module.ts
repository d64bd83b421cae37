// The equipment domain's client module (docs/equipment.md): what the portal loads of it and what other domains use.
// Equipment.

import { msg } from "@lingui/core/macro";
import { Forklift } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { equipmentOfEveryCompany } from "./admin-screens";
import { equipmentRouteEntries } from "./equipment-route-table";

export default clientDomain({
  name: "equipment",
  routes: [...equipmentRouteEntries, ...equipmentOfEveryCompany.routes],
  menu: [
    {
      id: "equipment",
      label: msg`Equipment`,
      icon: Forklift,
      link: (c) => links.operator(c.companyId, "equipment"),
      gate: MENU_GATES.equipment,
      order: 50,
    },
  ],
  operatorNav: [equipmentOfEveryCompany.nav],
});
