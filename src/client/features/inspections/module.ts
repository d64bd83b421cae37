// The inspections domain's client module (docs/inspections.md): what the portal loads of it and what other domains use.
// Inspections, their defects and repairs, and work orders.

import { msg } from "@lingui/core/macro";
import { ClipboardCheck } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { inspectionsOfEveryCompany } from "./admin-screens";
import { inspectionRouteEntries } from "./inspection-route-table";

export default clientDomain({
  name: "inspections",
  routes: [...inspectionRouteEntries, ...inspectionsOfEveryCompany.routes],
  menu: [
    {
      id: "inspections",
      label: msg`Inspections`,
      icon: ClipboardCheck,
      link: (c) => links.operator(c.companyId, "inspections"),
      gate: MENU_GATES.inspections,
      order: 60,
    },
  ],
  operatorNav: [inspectionsOfEveryCompany.nav],
});
