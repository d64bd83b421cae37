// What other domains use of the equipment domain (docs/equipment.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { equipmentLinks } from "./equipment-routes";
