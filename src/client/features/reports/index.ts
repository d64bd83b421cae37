// What other domains use of the reports domain (docs/reports.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { ExportReportButton } from "./export-report-button";
