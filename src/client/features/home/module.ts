// The home domain's client module (docs/home.md): what the portal loads of it and what other domains use.
// The home screen, What's new and the v3 dashboard.

import { msg } from "@lingui/core/macro";
import { House, LayoutDashboard, Sparkles } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { homeRouteEntries, sectionFallbackEntries } from "./home-route-table";

export default clientDomain({
  name: "home",
  routes: [...homeRouteEntries],
  lastRoutes: sectionFallbackEntries,
  menu: [
    { id: "home", label: msg`Home`, icon: House, link: () => links.home(), gate: MENU_GATES.home, order: 10 },
    {
      id: "whatsNew",
      label: msg`Whats New?`,
      icon: Sparkles,
      link: (c) => links.operator(c.companyId, "whatsnew"),
      gate: MENU_GATES.whatsNew,
      order: 20,
    },
    {
      id: "dashboard",
      label: msg`Dashboard`,
      icon: LayoutDashboard,
      link: (c) => links.v3Dashboard(c.companyId),
      gate: MENU_GATES.dashboard,
      order: 170,
    },
  ],
});
