import { serverDomain } from "../../domain";
// The equipment domain on the server (docs/equipment.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay. Other domains import it only through this file.
import { equipmentHandlers, loadEquipmentById } from "./handlers";

export const equipmentDomain = serverDomain({
  name: "equipment",
  handlers: equipmentHandlers,
  changeLoaders: (db) => ({ EquipmentChangedNotification: (companyId, ids) => loadEquipmentById(db, companyId, ids) }),
});
