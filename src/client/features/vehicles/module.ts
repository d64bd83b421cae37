// The vehicles domain's client module (docs/vehicles.md): what the portal loads of it and what other domains use.
// Vehicles and trailers.

import { msg } from "@lingui/core/macro";
import { Truck } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { vehiclesOfEveryCompany } from "./admin-screens";
import { vehicleRouteEntries } from "./vehicle-route-table";

export default clientDomain({
  name: "vehicles",
  routes: [...vehicleRouteEntries, ...vehiclesOfEveryCompany.routes],
  menu: [
    {
      id: "vehicles",
      label: msg`Vehicles & Trailers`,
      icon: Truck,
      link: (c) => links.operator(c.companyId, "vehicles"),
      gate: MENU_GATES.vehicles,
      order: 40,
    },
  ],
  operatorNav: [vehiclesOfEveryCompany.nav],
});
