import { msg } from "@lingui/core/macro";

import { allCompaniesScreens } from "../../all-companies/all-companies-screens";
import { preloadableScreen } from "../../app/lazy-screen";

/** Invoices of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const invoicesOfEveryCompany = allCompaniesScreens({
  name: "invoices",
  alias: "invoice/list",
  nav: { id: "invoices", label: msg`Invoices`, order: 150 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-invoices-page"),
      (m) => m.AdminInvoicesPage,
    ),
    title: msg`Invoices of every company`,
  },
  details: {
    screen: preloadableScreen(
      () => import("./admin-invoice-page"),
      (m) => m.AdminInvoicePage,
    ),
    title: msg`Invoice`,
  },
});

/** Payment cards of every company, for the operator (docs/operator.md "Cross-company lists"). */
export const cardsOfEveryCompany = allCompaniesScreens({
  name: "cards",
  alias: "card/list",
  nav: { id: "cards", label: msg`Payment cards`, order: 200 },
  list: {
    screen: preloadableScreen(
      () => import("./admin-cards-page"),
      (m) => m.AdminCardsPage,
    ),
    title: msg`Payment cards of every company`,
  },
});
