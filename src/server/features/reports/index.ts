// What other domains use of reports: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { reportsById } from "./report-rows";
