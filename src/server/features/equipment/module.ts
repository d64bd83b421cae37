// The equipment domain on the server (docs/equipment.md): what it adds to the dispatcher, the HTTP side, the jobs and
// the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { equipmentAllCompaniesHandlers } from "./all-companies-handlers";
import { equipmentImage } from "./file-purposes";
import { insertGeneratedEquipment } from "./generate";
import { equipmentHandlers, loadEquipmentById } from "./handlers";

export const equipmentDomain = serverDomain({
  name: "equipment",
  handlers: { ...equipmentHandlers, ...equipmentAllCompaniesHandlers },
  files: [equipmentImage],
  liveLists: { equipment: { notification: "EquipmentChangedNotification" } },
  changeLoaders: (db) => ({ EquipmentChangedNotification: (companyId, ids) => loadEquipmentById(db, companyId, ids) }),
  generators: [
    {
      name: "equipment",
      table: "equipment",
      order: 20,
      insert: (db, target, count, startIndex, onProgress) =>
        insertGeneratedEquipment(
          db,
          target.random,
          count,
          { companyId: target.companyId, createdBy: target.ownerId, nowMs: target.nowMs },
          onProgress,
          startIndex,
        ),
    },
  ],
});
