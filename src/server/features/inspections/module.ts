// The inspections domain on the server (docs/inspections.md and docs/work-orders.md): what it adds to the dispatcher,
// the HTTP side, the jobs and the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { seedDemoInspections } from "./demo";
import { seedDemoWorkOrders } from "./demo-work-orders";
import { insertGeneratedInspections } from "./generate";
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
  demo: {
    order: 40,
    // …and two weeks of trip inspections: defects repaired and acknowledged, one unit out of service; then the shop's
    // work orders over some of those defects, one completed, one open.
    company: async ({ trx, companyId, nowMs }) => {
      await seedDemoInspections(trx, companyId, nowMs);
      await seedDemoWorkOrders(trx, companyId, nowMs);
    },
  },
  // After vehicles and employees: inspections need units to inspect and drivers to sign.
  generators: [
    {
      name: "inspections",
      table: "vehicle_inspections",
      order: 40,
      insert: (db, target, count, startIndex, onProgress) =>
        insertGeneratedInspections(
          db,
          target.random,
          count,
          { companyId: target.companyId, createdBy: target.ownerId, nowMs: target.nowMs },
          onProgress,
        ),
    },
  ],
});
