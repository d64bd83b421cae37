// What other domains use of equipment: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { announceEquipment } from "./handlers";
export { equipmentFromRow } from "./mappers";
