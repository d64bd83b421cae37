// The checkins domain on the server (docs/checkins.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { checkInHandlers, loadCheckInsById } from "./handlers";

export const checkinsDomain = serverDomain({
  name: "checkins",
  handlers: checkInHandlers,
  changeLoaders: (db) => ({ CheckInsChangedNotification: (companyId, ids) => loadCheckInsById(db, companyId, ids) }),
});
