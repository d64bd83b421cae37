// What other domains use of the operator domain (docs/operator.md): they import it from here, never from its other
// files (CONTRIBUTING.md "Adding a domain").
export { AUDIT_SCOPE } from "./audit-list";
export { recordAdminAudit } from "./audit-log";
export { homeCompanyOf, loadResumed } from "./view-as";
export { auditViewedDownload, downloadHolder, linkHolder } from "./view-as-downloads";
export type { LinkHolderClaims } from "./view-as-downloads";
