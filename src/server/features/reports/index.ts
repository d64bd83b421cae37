// What other domains use of reports: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { ALL_REPORT_WINDOW_FIELDS, REPORT_WINDOW_FIELDS, reportListSpec, selectReportWindowColumns } from "./list-spec";
export { reportsById } from "./report-rows";
