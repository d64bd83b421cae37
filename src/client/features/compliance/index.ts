// What other domains use of the compliance domain (docs/compliance.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { complianceLink, kindLabel } from "./compliance-labels";
export { DEFAULT_COMPLIANCE_FILTER, DEFAULT_COMPLIANCE_SORT, complianceListSpec } from "./compliance-list-query";
export type { ComplianceRow } from "./compliance-list-query";
export { complianceLinks } from "./compliance-routes";
export { ComplianceTiles } from "./compliance-tiles";
export { ComplianceFilters } from "./compliance-filters";
