// What other domains use of checklists: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { loadVehicleChecklists } from "./vehicle-checklists";
export { companyTimeZoneChanged, inspectionRecorded } from "./vehicle-checklists-store";
