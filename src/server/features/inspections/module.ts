// The inspections domain on the server (docs/inspections.md): what it adds to the dispatcher,
// the HTTP side, the jobs and the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { inspectionAllCompaniesHandlers } from "./all-companies-handlers";
import { seedDemoInspections } from "./demo";
import { inspectionPhoto, signatureFile } from "./file-purposes";
import { insertGeneratedInspections } from "./generate";
import { inspectionHandlers } from "./handlers";
import { loadInspectionSummaries } from "./list-fields";
import { registerReportRoute } from "./report";

export const inspectionsDomain = serverDomain({
  name: "inspections",
  handlers: { ...inspectionHandlers, ...inspectionAllCompaniesHandlers },
  files: [inspectionPhoto, signatureFile],
  liveLists: { inspections: { notification: "InspectionsChangedNotification" } },
  routes: registerReportRoute,
  changeLoaders: (db) => ({
    InspectionsChangedNotification: (companyId, ids) => loadInspectionSummaries(db, companyId, ids),
  }),
  demo: {
    order: 40,
    // …and two weeks of trip inspections: defects repaired and acknowledged, one unit out of service.
    company: ({ trx, companyId, nowMs }) => seedDemoInspections(trx, companyId, nowMs).then(() => undefined),
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
