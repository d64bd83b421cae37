// What other domains use of the vehicles domain (docs/vehicles.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { vehicleLinks } from "./vehicle-routes";
export { DefectBadge, ExpiryDate, InspectionValidity } from "./vehicle-badges";
export { DEFAULT_VEHICLE_FILTER, DEFAULT_VEHICLE_SORT, vehicleListSpec } from "./vehicle-list-query";
export type { VehicleRow } from "./vehicle-list-query";
export { vehiclesOfEveryCompany } from "./admin-screens";
export { useVehicleReferenceData } from "./use-vehicle-reference-data";
export { VehicleFilters } from "./vehicle-filters";
