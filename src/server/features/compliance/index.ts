// What other domains use of compliance: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { complianceListSpec } from "./list-spec";
export type { ComplianceRow } from "./list-spec";
