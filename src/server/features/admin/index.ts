// What other domains use of admin: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { AUDIT_SCOPE } from "./audit-list";
export { recordAdminAudit } from "./audit-log";
