// The checklists domain's client module (docs/checklists.md): what the portal loads of it and what other domains use.
// Checklists: templates, fills and vehicle checklists.

import { msg } from "@lingui/core/macro";
import { ListChecks } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { checklistsOfEveryCompany } from "./admin-screens";
import { checklistRouteEntries } from "./checklist-route-table";

export default clientDomain({
  name: "checklists",
  routes: [...checklistRouteEntries, ...checklistsOfEveryCompany.routes],
  menu: [
    {
      id: "checklists",
      label: msg`Checklists`,
      icon: ListChecks,
      link: (c) => links.operator(c.companyId, "checklists"),
      gate: MENU_GATES.checklists,
      order: 110,
    },
  ],
  operatorNav: [checklistsOfEveryCompany.nav],
});
