// What other domains use of the checkins domain (docs/checkins.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { checkInLinks } from "./checkin-routes";
export { CheckInFilters } from "./checkin-filters";
export type { PickedEmployee } from "./employee-picker";
export { DEFAULT_CHECKIN_FILTER, DEFAULT_CHECKIN_SORT } from "./checkin-list-query";
