// What other domains use of platform: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { homeCompanyOf, loadResumed } from "./view-as";
export { auditViewedDownload, downloadHolder, linkHolder } from "./view-as-downloads";
export type { LinkHolderClaims } from "./view-as-downloads";
