// What other domains use of billing: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { billingDisplayOf } from "./display";
export { companyPrice } from "./plan";
