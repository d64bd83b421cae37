// The billing domain on the server (docs/billing.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { loadCardsById } from "./card-changes";
import { invoiceExportHandlers } from "./export";
import { billingHandlers } from "./handlers";
import { enqueueDueInvoices, INVOICE_JOB, invoiceJob } from "./invoice-job";
import { invoiceMailHandlers, paymentLinkHandlers } from "./payment-link";
import { withStripeSources } from "./payments/stripe-csp";
import { registerBillingRoutes } from "./pdf-route";
import { quickBooksHandlers } from "./quickbooks-handlers";

export const billingDomain = serverDomain({
  name: "billing",
  handlers: {
    ...billingHandlers,
    ...paymentLinkHandlers,
    ...invoiceMailHandlers,
    ...invoiceExportHandlers,
    ...quickBooksHandlers,
  },
  routes: registerBillingRoutes,
  contentSecurityPolicy: (directives) => withStripeSources(directives),
  jobs: ({ config, changes }) => {
    // What this process already enqueued (a company and its period), to skip the insert (invoice-job.ts).
    const enqueued = new Map<string, string>();
    return {
      kinds: { [INVOICE_JOB]: invoiceJob({ changes, clock: config.clock }) },
      enqueueDue: (db, nowMs) => enqueueDueInvoices(db, nowMs, enqueued),
    };
  },
  changeLoaders: (db) => ({ CardsChangedNotification: (companyId, ids) => loadCardsById(db, companyId, ids) }),
});
