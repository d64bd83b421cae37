// What other domains use of billing: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { ALL_CARD_WINDOW_FIELDS, CARD_WINDOW_FIELDS, cardListSpec } from "./card-list-spec";
export { billingDisplayOf } from "./display";
export { ALL_INVOICE_LIST_FIELDS, INVOICE_LIST_FIELDS, invoiceListSpec } from "./list-spec";
export { loadInvoice } from "./load-invoice";
export { companyPrice } from "./plan";
