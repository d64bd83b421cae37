// What other domains use of equipment: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { loadEquipment } from "./handlers";
export { applyEquipmentResult, inspectedUnit } from "./inspection";
export { ALL_EQUIPMENT_LIST_FIELDS, EQUIPMENT_LIST_FIELDS } from "./list-fields";
export { equipmentListSpec } from "./list-spec";
