// The hours domain on the server (docs/hours.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { hoursHandlers, loadTimesheetsById } from "./handlers";

export const hoursDomain = serverDomain({
  name: "hours",
  handlers: hoursHandlers,
  changeLoaders: (db) => ({
    TimesheetsChangedNotification: (companyId, ids) => loadTimesheetsById(db, companyId, ids),
  }),
});
