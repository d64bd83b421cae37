// The vehicle screens' code, one chunk per screen: a cold load of the list (the most visited screen) fetches only
// the list's code, not the form's and the details' dialogs. Once the list has rendered, the other screens are
// fetched while the browser is idle, so opening a vehicle does not wait for its code.
export const loadVehicleList = () => import("./vehicles-list-page");
export const loadVehicleDetails = () => import("./vehicle-details-page");
export const loadVehicleForms = () => import("./vehicle-screens");
export const loadVehicleImport = () => import("./import-vehicles-page");
