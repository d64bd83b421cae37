// The equipment domain on the server (docs/equipment.md): what it adds to the dispatcher, the HTTP side, the jobs and
// the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { equipmentHandlers, loadEquipmentById } from "./handlers";

export const equipmentDomain = serverDomain({
  name: "equipment",
  handlers: equipmentHandlers,
  changeLoaders: (db) => ({ EquipmentChangedNotification: (companyId, ids) => loadEquipmentById(db, companyId, ids) }),
});
