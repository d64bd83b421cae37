// What other domains use of inspections: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { ALL_INSPECTION_LIST_FIELDS, INSPECTION_LIST_FIELDS } from "./list-fields";
export type { InspectionRow } from "./list-fields";
export { inspectionListSpec } from "./list-spec";

// What other domains use of this one.
export { signatureUrls } from "./load-inspection";
export { defectFromRow } from "./mappers";
export { summaryFromRow } from "./list-fields";
export { loadInspection } from "./load-inspection";
export { recordRepairs, storeRepairSignature } from "./repair";
export { signatureImage } from "./submit";
