// Invoice and billing routes (docs/billing.md "Screens"); screens call these builders, never build URLs by hand.
// The billing paths name no invoice id: the invoice rides in the query (`?invoice=` + the URL form of its id).
import { encodeIdForUrl } from "../../../shared/ids";

export const billingPaths = {
  invoices: "/portal/operator/invoices",
  companyInvoices: "/portal/operator/:companyId/invoices",
  list: "/portal/operator/billing/list",
  details: "/portal/operator/billing/details",
  paymentLink: "/portal/operator/billing/paymentLink",
  paid: "/portal/operator/billing/paid",
  display: "/portal/operator/:companyId/billing/display",
  paymentEdit: "/portal/operator/payment/edit",
  /** A general portal route: the platform operator's QuickBooks exports (administrators). */
  quickBooks: "/portal/integrations/qbooks",
} as const;

const withInvoice = (path: string, invoiceId: string) => `${path}?invoice=${encodeIdForUrl(invoiceId)}`;

export const billingLinks = {
  invoices: () => billingPaths.invoices,
  details: (invoiceId: string) => withInvoice(billingPaths.details, invoiceId),
  pay: (invoiceId: string) => withInvoice(billingPaths.paymentLink, invoiceId),
  paid: (invoiceId: string) => withInvoice(billingPaths.paid, invoiceId),
  display: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/billing/display`,
  paymentEdit: () => billingPaths.paymentEdit,
  quickBooks: () => billingPaths.quickBooks,
};
