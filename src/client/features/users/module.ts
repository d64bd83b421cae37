// The users domain's client module (docs/users.md): what the portal loads of it and what other domains use.
// Employees: people, roles, licences and invitations.

import { msg } from "@lingui/core/macro";
import { Users } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { employeesOfEveryCompany } from "./admin-screens";
import { userRouteEntries } from "./user-route-table";

export default clientDomain({
  name: "users",
  routes: [...userRouteEntries, ...employeesOfEveryCompany.routes],
  menu: [
    {
      id: "users",
      label: msg`Users`,
      icon: Users,
      link: (c) => links.operator(c.companyId, "users"),
      gate: MENU_GATES.users,
      order: 90,
    },
  ],
  operatorNav: [employeesOfEveryCompany.nav],
});
