// The checklists domain on the server (docs/checklists.md): what it adds to the dispatcher, the HTTP side, the jobs and
// the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { checklistAllCompaniesHandlers } from "./all-companies-handlers";
import { seedDemoChecklists } from "./demo";
import { checklistHandlers, loadChecklistsById, loadResultSummariesById } from "./handlers";
import { loadVehicleChecklists, vehicleChecklistHandlers } from "./vehicle-checklists";

export const checklistsDomain = serverDomain({
  name: "checklists",
  handlers: { ...checklistHandlers, ...vehicleChecklistHandlers, ...checklistAllCompaniesHandlers },
  liveLists: { checklists: { notification: "ChecklistsChangedNotification" } },
  changeLoaders: (db, clock) => ({
    ChecklistsChangedNotification: (companyId, ids) => loadChecklistsById(db, companyId, ids),
    ChecklistResultsChangedNotification: (companyId, ids) => loadResultSummariesById(db, companyId, ids),
    VehicleChecklistsChangedNotification: (companyId, ids) => loadVehicleChecklists(db, companyId, ids, clock.now()),
  }),
  // …and its custom checklists (reefer pre-trip, liftgate) with a few results, and its yard equipment, one out of service.
  demo: {
    order: 70,
    company: ({ trx, companyId, ownerId, nowMs }) => seedDemoChecklists(trx, companyId, ownerId, nowMs),
  },
});
