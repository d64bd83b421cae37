// The checkins domain on the server (docs/checkins.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { checkInAllCompaniesHandlers } from "./all-companies-handlers";
import { seedDemoCheckIns } from "./demo";
import { insertGeneratedCheckIns } from "./generate";
import { checkInHandlers, loadCheckInsById } from "./handlers";

export const checkinsDomain = serverDomain({
  name: "checkins",
  handlers: { ...checkInHandlers, ...checkInAllCompaniesHandlers },
  liveLists: { checkins: { notification: "CheckInsChangedNotification" } },
  changeLoaders: (db) => ({ CheckInsChangedNotification: (companyId, ids) => loadCheckInsById(db, companyId, ids) }),
  // …and two weeks of its drivers' check-ins, one of them "not able to work".
  demo: { order: 50, company: ({ trx, companyId, nowMs }) => seedDemoCheckIns(trx, companyId, nowMs) },
  // After employees in a run that asks for both: check-ins are made by the company's (generated) drivers.
  generators: [
    {
      name: "checkins",
      table: "checkins",
      order: 50,
      insert: (db, target, count, startIndex, onProgress) =>
        insertGeneratedCheckIns(
          db,
          target.random,
          count,
          { companyId: target.companyId, nowMs: target.nowMs },
          onProgress,
          startIndex,
        ),
    },
  ],
});
