// What other domains use of company: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { announceCompany } from "./company-changes";
export { adminColumns, adminFromRow, fieldsFromRow } from "./handlers";
export { companyFromRow } from "./mappers";
