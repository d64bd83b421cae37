// The equipment screens' code, one chunk per screen (as vehicle-chunks.ts): a cold load of the list fetches only
// the list's code; the others are fetched while the browser is idle once it shows.
export const loadEquipmentList = () => import("./equipment-list-page");
export const loadEquipmentDetails = () => import("./equipment-details-page");
export const loadEquipmentForms = () => import("./equipment-screens");
export const loadEquipmentInspect = () => import("./equipment-inspect-page");
