// The map domain on the server (docs/map.md): what it adds to the dispatcher, the HTTP side, the jobs and the change
// relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { mapAllCompaniesHandlers, mapPositionRows } from "./all-companies-handlers";
import { mapHandlers } from "./handlers";

export const mapDomain = serverDomain({
  name: "map",
  handlers: { ...mapHandlers, ...mapAllCompaniesHandlers },
  liveLists: {
    // A unit's own change, and a new position: an inspection with coordinates announces its units.
    mapPositions: { notification: "VehiclesChangedNotification", rows: mapPositionRows },
  },
});
