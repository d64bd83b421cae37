// What other domains use of vehicles: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { loadVehiclesById } from "./handlers";
export { ALL_VEHICLE_LIST_FIELDS, VEHICLE_LIST_FIELDS } from "./list-fields";
export { vehicleListSpec } from "./list-spec";
export { vehicleColumns, vehicleFromRow } from "./mappers";
