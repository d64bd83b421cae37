// The billing domain's start-up route: an invoice's payment link is public although its address is under /portal
// (the bookkeeper pays without an account: docs/billing.md "Screens"), so the code that loads first knows it before the
// signed-in portal's area, which sends a signed-out visitor to sign-in.
import { msg } from "@lingui/core/macro";

import { preloadableScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { billingPaths } from "./billing-routes";

const PaymentLinkPage = preloadableScreen(
  () => import("./payment-link-route"),
  (m) => m.PaymentLinkRoute,
);

export const startRoutes: readonly RouteEntry[] = [
  {
    path: billingPaths.paymentLink,
    access: "public",
    component: PaymentLinkPage,
    title: msg`Pay invoice`,
  },
];
