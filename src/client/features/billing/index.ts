// What other domains use of the billing domain (docs/billing.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { BillingPlanView } from "./billing-plan-view";
export { billingLinks } from "./billing-routes";
