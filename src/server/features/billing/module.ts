// The billing domain on the server (docs/billing.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { billingAllCompaniesHandlers } from "./all-companies-handlers";
import { loadCardsById } from "./card-changes";
import { seedDemoCards } from "./demo-cards";
import { seedDemoInvoices } from "./demo-invoices";
import { invoiceExportHandlers } from "./export";
import { insertGeneratedInvoices } from "./generate-invoices";
import { billingHandlers } from "./handlers";
import { enqueueDueInvoices, INVOICE_JOB, invoiceJob } from "./invoice-job";
import { invoiceMailHandlers, paymentLinkHandlers } from "./payment-link";
import { withStripeSources } from "./payments/stripe-csp";
import { registerBillingRoutes } from "./pdf-route";
import { seedDemoQuickBooksExport } from "./quickbooks-demo";
import { quickBooksHandlers } from "./quickbooks-handlers";
import { configureSeller, giveDemoSellerNumbers } from "./seller";

export const billingDomain = serverDomain({
  name: "billing",
  handlers: {
    ...billingHandlers,
    ...paymentLinkHandlers,
    ...invoiceMailHandlers,
    ...invoiceExportHandlers,
    ...quickBooksHandlers,
    ...billingAllCompaniesHandlers,
  },
  liveLists: {
    invoices: { notification: "InvoicesChangedNotification" },
    cards: { notification: "CardsChangedNotification" },
  },
  routes: registerBillingRoutes,
  // The operator's name and tax numbers on invoices, from the environment (seller.ts).
  start: (db, config) => configureSeller(db, config.seller),
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
  demo: {
    order: 60,
    // …and five months of invoices: three paid (cheque, eTransfer, card), last month's and this month's open; and the
    // second company's saved cards for the operator's card list (the demo company's own stays empty for a newcomer to
    // add the first).
    company: async ({ trx, companyId, secondCompanyId, ownerId, nowMs }) => {
      // The demo operator's tax numbers (unless the environment set real ones), printed on the demo's invoices.
      await giveDemoSellerNumbers(trx);
      await seedDemoInvoices(trx, companyId, ownerId, nowMs);
      await seedDemoCards(trx, secondCompanyId, "system", nowMs);
    },
    // The platform administrator's QuickBooks export of the demo's last three months. Once, at the first start: it is
    // the operator's history, not a company's, and it covers every company's invoices (a journey company seeded later
    // is exported by its journey).
    platform: (trx, nowMs) => seedDemoQuickBooksExport(trx, nowMs),
  },
  // After vehicles and employees: an invoice bills the company's units.
  generators: [
    {
      name: "invoices",
      table: "invoices",
      order: 70,
      insert: (db, target, count, _startIndex, onProgress) => insertGeneratedInvoices(db, target, count, onProgress),
    },
  ],
});
