// What other domains use of the company domain (docs/company.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { companyLinks } from "./company-routes";
export { BILLING_PERIOD_LABELS, DISCOUNT_LABELS } from "./company-labels";
export { ADMIN_FORM_FIELDS, CompanyAdminInputs, adminPayload, adminProblems } from "./company-admin-fields";
export { CompanyAdminSummary, DETAILS_BOX, DetailItem } from "./company-admin-summary";
export { dollarsToCents } from "./company-form-state";
