// The vehicles domain on the server (docs/vehicles.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { loadVehiclesById, vehicleHandlers } from "./handlers";

export const vehiclesDomain = serverDomain({
  name: "vehicles",
  handlers: vehicleHandlers,
  changeLoaders: (db) => ({ VehiclesChangedNotification: (companyId, ids) => loadVehiclesById(db, companyId, ids) }),
});
