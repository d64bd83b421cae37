// What other domains use of checkins: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { ALL_CHECKIN_LIST_FIELDS, CHECKIN_LIST_FIELDS } from "./list-fields";
export type { CheckInRow } from "./list-fields";
export { checkInListSpec } from "./list-spec";
