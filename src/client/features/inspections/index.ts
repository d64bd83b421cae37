// What other domains use of the inspections domain (docs/inspections.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { useMayCall } from "./use-may-call";
export { inspectionLinks } from "./inspection-routes";
export { InspectionFilters } from "./inspection-filters";
export { DEFAULT_INSPECTION_FILTER, DEFAULT_INSPECTION_SORT } from "./inspection-list-query";
export { DefectSummary, RepairRecord } from "./inspection-defects";
export { inspectionProblemMessage } from "./inspection-problem-messages";
export { searchVehicles } from "./record-search";
