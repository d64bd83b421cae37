// The operator domain's client module (docs/operator.md): the platform operator's area at /portal/admin — its home and
// figures, companies and registrations, the audit log, the read-only view of a company — and the strip that says
// which company an administrator is viewing. Each other domain brings its own cross-company screens (admin-screens.ts).
import { msg } from "@lingui/core/macro";
import { Shield } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { areaEntry } from "../../app/route-table";
import { adminLinks } from "./admin-routes";
import { platformLinks } from "./platform-routes";
import { ReadOnlyViewBanner } from "./read-only-view-banner";

/** Every /portal/admin/… address the domains' own cross-company screens do not take. */
const ADMIN_AREA = /^\/portal\/admin(?:\/|$)/;

export default clientDomain({
  name: "operator",
  // The operator's own screens: one lazily loaded area (admin-area.tsx), so the portal's code carries one entry.
  routes: [
    areaEntry(
      ADMIN_AREA,
      () => import("./admin-area"),
      (m) => ({ component: m.AdminArea, routes: m.ADMIN_ROUTES }),
    ),
  ],
  menu: [
    {
      id: "admin",
      label: msg`Admin`,
      icon: Shield,
      link: () => platformLinks.home(),
      gate: MENU_GATES.admin,
      order: 160,
    },
  ],
  operatorNav: [
    { id: "home", label: msg`Admin home`, href: platformLinks.home(), order: 10 },
    { id: "stats", label: msg`Statistics`, href: platformLinks.stats(), order: 20 },
    { id: "dashboard", label: msg`Dashboard`, href: platformLinks.dashboard(), order: 30 },
    { id: "whatsnew", label: msg`What's new`, href: platformLinks.whatsNew(), order: 40 },
    { id: "lists", label: msg`All lists`, href: platformLinks.lists(), order: 50 },
    { id: "companies", label: msg`Companies`, href: adminLinks.companies(), list: true, order: 60 },
    { id: "registrations", label: msg`Registrations`, href: adminLinks.registrations(), list: true, order: 70 },
    { id: "newCompany", label: msg`New company`, href: adminLinks.newCompany(), order: 80 },
    { id: "audit", label: msg`Audit log`, href: adminLinks.audit(), list: true, order: 90 },
  ],
  banner: ReadOnlyViewBanner,
});
