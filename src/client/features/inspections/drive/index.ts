// What other domains' driver-app code uses of the inspections domain's (docs/inspections.md): the unit search.
export type { PickedUnit } from "./inspection-draft";
export { UnitSearch } from "./unit-search";
