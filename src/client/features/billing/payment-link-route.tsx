import { Redirect, useSearch } from "wouter";

import { useAppState } from "../../app/client-context";
import { LoadingScreen } from "../../ui/loading-screen";
import { billingLinks } from "./billing-routes";
import { PayInvoicePage } from "./pay-invoice-page";
import { PublicPayPage } from "./public-pay-page";
import { useInvoiceParam } from "./use-invoice-param";

/**
 * `/portal/operator/billing/paymentLink` (docs/billing.md "Screens"): with `?token=` it is a payment link, usable
 * without signing in (PublicPayPage); with `?invoice=` it is the signed-in pay screen, which needs a session; with
 * neither, the invoices list, where the user picks the invoice to pay (docs/billing.md "Screens").
 */
export function PaymentLinkRoute() {
  const token = new URLSearchParams(useSearch()).get("token");
  const status = useAppState((s) => s.session.status);
  const invoice = useInvoiceParam();
  if (token) return <PublicPayPage token={token} />;
  if (status === "resuming") return <LoadingScreen />;
  if (status !== "signedIn") return <Redirect to="/signin" replace />;
  if (!invoice) return <Redirect to={billingLinks.invoices()} replace />;
  return <PayInvoicePage />;
}
