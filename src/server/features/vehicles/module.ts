// The vehicles domain on the server (docs/vehicles.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { vehicleAllCompaniesHandlers } from "./all-companies-handlers";
import { seedDemoFleet } from "./demo";
import { vehicleImage } from "./file-purposes";
import { insertGeneratedVehicles } from "./generate";
import { loadVehiclesById, vehicleHandlers } from "./handlers";
import { vehicleImportHandlers } from "./import-handler";
import { registerVehiclesTemplateRoute } from "./import-template";

export const vehiclesDomain = serverDomain({
  name: "vehicles",
  handlers: { ...vehicleHandlers, ...vehicleImportHandlers, ...vehicleAllCompaniesHandlers },
  files: [vehicleImage],
  routes: registerVehiclesTemplateRoute,
  liveLists: { vehicles: { notification: "VehiclesChangedNotification" } },
  changeLoaders: (db) => ({ VehiclesChangedNotification: (companyId, ids) => loadVehiclesById(db, companyId, ids) }),
  // A newcomer's Vehicles & Trailers shows a living fleet, not "No vehicles yet".
  demo: {
    order: 10,
    company: ({ trx, companyId, ownerId, nowMs }) =>
      seedDemoFleet(trx, companyId, ownerId, nowMs).then(() => undefined),
  },
  generators: [
    {
      name: "vehicles",
      table: "vehicles",
      order: 10,
      insert: (db, target, count, startIndex, onProgress) =>
        insertGeneratedVehicles(
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
