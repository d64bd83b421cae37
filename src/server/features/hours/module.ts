// The hours domain on the server (docs/hours.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { timesheetAllCompaniesHandlers } from "./all-companies-handlers";
import { seedDemoTimesheets } from "./demo";
import { insertGeneratedTimesheets } from "./generate";
import { hoursHandlers, loadTimesheetsById } from "./handlers";

export const hoursDomain = serverDomain({
  name: "hours",
  handlers: { ...hoursHandlers, ...timesheetAllCompaniesHandlers },
  liveLists: { hours: { notification: "TimesheetsChangedNotification" } },
  changeLoaders: (db) => ({
    TimesheetsChangedNotification: (companyId, ids) => loadTimesheetsById(db, companyId, ids),
  }),
  // …and two weeks of drivers' hours of service, one day of them with a violation to show.
  demo: { order: 30, company: ({ trx, companyId, nowMs }) => seedDemoTimesheets(trx, companyId, nowMs) },
  generators: [
    {
      name: "timesheets",
      table: "timesheets",
      order: 60,
      insert: (db, target, count, startIndex, onProgress) =>
        insertGeneratedTimesheets(
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
