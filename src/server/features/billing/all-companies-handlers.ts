// The operator's cross-company invoices and saved cards lists (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and an invoice of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { CardWindowColumns, InvoiceListColumns } from "../../../shared/generated/billing";
import { allCompaniesWindow } from "../../all-companies/company-window";
import { ownerOf } from "../../all-companies/records";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import { ALL_CARD_WINDOW_FIELDS, CARD_WINDOW_FIELDS, cardListSpec } from "./card-list-spec";
import { ALL_INVOICE_LIST_FIELDS, INVOICE_LIST_FIELDS, invoiceListSpec } from "./list-spec";
import { loadInvoice } from "./load-invoice";

export const billingAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesInvoiceListRequestEvent" | "AllCompaniesInvoiceGetRequestEvent" | "AllCompaniesCardListRequestEvent"
> = {
  async AllCompaniesInvoiceListRequestEvent(payload, context) {
    const spec = invoiceListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await allCompaniesWindow(context, spec, INVOICE_LIST_FIELDS, ALL_INVOICE_LIST_FIELDS, payload);
    return { ...window, columns: window.columns as InvoiceListColumns };
  },

  async AllCompaniesInvoiceGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "invoices", "invoice", payload.id);
    return { company, invoice: await loadInvoice(context.db, company.id, { id: payload.id }) };
  },

  async AllCompaniesCardListRequestEvent(payload, context) {
    const spec = cardListSpec(
      context.db,
      scopeOf(payload.companyId),
      payload.filter,
      payload.sort,
      context.clock.now(),
    );
    // A card's change does not invalidate the list caches: read uncached (company-window.ts).
    const window = await allCompaniesWindow(context, spec, CARD_WINDOW_FIELDS, ALL_CARD_WINDOW_FIELDS, payload, {
      uncached: true,
    });
    return { ...window, columns: window.columns as CardWindowColumns };
  },
};
