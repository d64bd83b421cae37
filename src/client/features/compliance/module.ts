// The compliance domain's client module (docs/compliance.md): what the portal loads of it and what other domains use.
// Compliance: what expires and what is overdue.

import { msg } from "@lingui/core/macro";
import { ShieldCheck } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { complianceRouteEntries } from "./compliance-route-table";

export default clientDomain({
  name: "compliance",
  routes: [...complianceRouteEntries],
  menu: [
    {
      id: "compliance",
      label: msg`Compliance`,
      icon: ShieldCheck,
      link: (c) => links.operator(c.companyId, "compliance"),
      gate: MENU_GATES.compliance,
      order: 30,
    },
  ],
});
