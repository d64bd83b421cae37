// The inspections domain on the server (docs/inspections.md and docs/work-orders.md): what it adds to the dispatcher,
// the HTTP side, the jobs and the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { inspectionHandlers } from "./handlers";
import { loadInspectionSummaries } from "./list-fields";
import { registerReportRoute } from "./report";
import { loadWorkOrderSummaries } from "./work-order-list-fields";

export const inspectionsDomain = serverDomain({
  name: "inspections",
  handlers: inspectionHandlers,
  routes: registerReportRoute,
  changeLoaders: (db) => ({
    InspectionsChangedNotification: (companyId, ids) => loadInspectionSummaries(db, companyId, ids),
    WorkOrdersChangedNotification: (companyId, ids) => loadWorkOrderSummaries(db, companyId, ids),
  }),
});
