// The schedules domain on the server (docs/schedules.md): what it adds to the dispatcher, the HTTP side, the jobs and
// the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { scheduleAllCompaniesHandlers } from "./all-companies-handlers";
import { scheduleHandlers } from "./handlers";
import { scheduleSummaries } from "./load";

export const schedulesDomain = serverDomain({
  name: "schedules",
  handlers: { ...scheduleHandlers, ...scheduleAllCompaniesHandlers },
  liveLists: { schedules: { notification: "SchedulesChangedNotification", maxItems: 500 } },
  changeLoaders: (db) => ({
    SchedulesChangedNotification: async (companyId, ids) => {
      const all = await scheduleSummaries(db, companyId, companyId);
      return Object.fromEntries(ids.flatMap((id) => (all[id] ? [[id, all[id]]] : [])));
    },
  }),
});
