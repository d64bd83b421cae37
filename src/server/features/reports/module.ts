// The reports domain on the server (docs/reports.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { reportAllCompaniesHandlers } from "./all-companies-handlers";
import { seedDemoReports } from "./demo-reports";
import { registerReportDownloadRoute } from "./download-route";
import { reportHandlers } from "./handlers";
import { REPORT_JOB, reportJob } from "./report-job";
import { reportsById } from "./report-rows";

export const reportsDomain = serverDomain({
  name: "reports",
  handlers: { ...reportHandlers, ...reportAllCompaniesHandlers },
  liveLists: {
    // A report's progress too (the change feed keeps it out of the list caches; the operator's list reads reports
    // uncached).
    reports: { notification: "ReportsChangedNotification", maxItems: 100 },
  },
  routes: registerReportDownloadRoute,
  // Long: runs outside a transaction, a page of rows at a time (report-job.ts).
  jobs: ({ config, changes }) => ({ kinds: { [REPORT_JOB]: reportJob({ changes, clock: config.clock }) } }),
  changeLoaders: (db) => ({ ReportsChangedNotification: (companyId, ids) => reportsById(db, companyId, ids) }),
  // …and for the operator's report list: a finished report of its vehicles.
  demo: { order: 80, company: ({ trx, companyId, ownerId, nowMs }) => seedDemoReports(trx, companyId, ownerId, nowMs) },
});
