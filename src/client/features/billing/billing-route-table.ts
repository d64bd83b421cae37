import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { billingPaths } from "./billing-routes";

const Invoices = preloadableScreen(
  () => import("./invoices-page"),
  (m) => m.InvoicesPage,
);
const Details = preloadableScreen(
  () => import("./invoice-details-page"),
  (m) => m.InvoiceDetailsPage,
);
const Pay = preloadableScreen(
  () => import("./payment-link-route"),
  (m) => m.PaymentLinkRoute,
);
const Display = preloadableScreen(
  () => import("./billing-display-page"),
  (m) => m.BillingDisplayPage,
);
const Cards = preloadableScreen(
  () => import("./payment-edit-page"),
  (m) => m.PaymentEditPage,
);
const QuickBooks = preloadableScreen(
  () => import("./quickbooks-page"),
  (m) => m.QuickBooksPage,
);

/**
 * Invoice and billing routes, docs/billing.md "Screens" (the v3 twins of invoices and billing/display come from the
 * route table).
 */
export const billingRouteEntries: readonly RouteEntry[] = [
  {
    path: billingPaths.invoices,
    gate: MENU_GATES.invoices,
    access: "signedIn",
    component: Invoices,
    title: msg`Invoices`,
  },
  {
    path: billingPaths.companyInvoices,
    gate: MENU_GATES.invoices,
    access: "signedIn",
    component: Invoices,
    title: msg`Invoices`,
  },
  {
    path: billingPaths.list,
    gate: MENU_GATES.invoices,
    access: "signedIn",
    component: Invoices,
    title: msg`Invoices`,
  },
  {
    path: billingPaths.details,
    gate: MENU_GATES.invoices,
    access: "signedIn",
    component: Details,
    title: msg`Invoice`,
  },
  // Public: a payment link (?token=) works signed out; the signed-in form (?invoice=) checks the session itself.
  { path: billingPaths.paymentLink, access: "public", component: Pay, title: msg`Pay invoice` },
  {
    path: billingPaths.paid,
    gate: MENU_GATES.invoices,
    access: "signedIn",
    component: Details,
    title: msg`Invoice paid`,
  },
  {
    path: billingPaths.display,
    gate: MENU_GATES.billing,
    access: "signedIn",
    component: Display,
    title: msg`Billing`,
  },
  {
    path: billingPaths.paymentEdit,
    gate: MENU_GATES.billing,
    access: "signedIn",
    component: Cards,
    title: msg`Payment cards`,
  },
  {
    path: billingPaths.quickBooks,
    event: "QuickBooksStatusRequestEvent",
    access: "signedIn",
    component: QuickBooks,
    title: msg`QuickBooks`,
  },
];
