// What other domains use of the hours domain (docs/hours.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { TimesheetFilters } from "./timesheet-filters";
export { DEFAULT_TIMESHEET_FILTER, DEFAULT_TIMESHEET_SORT } from "./timesheet-list-query";
export { hoursLinks } from "./hours-routes";
