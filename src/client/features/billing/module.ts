// The billing domain's client module (docs/billing.md): what the portal loads of it and what other domains use.
// Billing: invoices, payment cards and the plan.

import { msg } from "@lingui/core/macro";
import { CreditCard, Receipt } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { links } from "../../app/routes";
import { cardsOfEveryCompany, invoicesOfEveryCompany } from "./admin-screens";
import { billingRouteEntries } from "./billing-route-table";
import { billingLinks } from "./billing-routes";

export default clientDomain({
  name: "billing",
  routes: [...billingRouteEntries, ...invoicesOfEveryCompany.routes, ...cardsOfEveryCompany.routes],
  menu: [
    {
      id: "invoices",
      label: msg`Invoices`,
      icon: Receipt,
      link: (c) => links.operator(c.companyId, "invoices"),
      gate: MENU_GATES.invoices,
      order: 130,
    },
    {
      id: "billing",
      label: msg`Billing`,
      icon: CreditCard,
      link: (c) => billingLinks.display(c.companyId),
      gate: MENU_GATES.billing,
      order: 140,
    },
  ],
  operatorNav: [invoicesOfEveryCompany.nav, cardsOfEveryCompany.nav],
});
