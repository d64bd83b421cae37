import { Redirect, useSearch } from "wouter";

import { useAppState } from "../../app/client-context";
import { LoadingScreen } from "../../ui/loading-screen";
import { PayInvoicePage } from "./pay-invoice-page";
import { PublicPayPage } from "./public-pay-page";

/**
 * `/portal/operator/billing/paymentLink` (docs/billing.md "Screens"): with `?token=` it is a payment link, usable
 * without signing in (PublicPayPage); with `?invoice=` it is the signed-in pay screen, which needs a session.
 */
export function PaymentLinkRoute() {
  const token = new URLSearchParams(useSearch()).get("token");
  const status = useAppState((s) => s.session.status);
  if (token) return <PublicPayPage token={token} />;
  if (status === "resuming") return <LoadingScreen />;
  if (status !== "signedIn") return <Redirect to="/signin" replace />;
  return <PayInvoicePage />;
}
