// What other domains use of hours: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { companyClock } from "./company-clock";
export { timesheetDetails } from "./details";
export { TIMESHEET_LIST_FIELDS } from "./list-fields";
export { timesheetListSpec } from "./list-spec";
export type { TimesheetRow } from "./mappers";
export { hasStartedTodaysLog } from "./started-today";
