// The users domain on the server (docs/users.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { userAllCompaniesHandlers, employmentIds } from "./all-companies-handlers";
import { seedDemoPeople } from "./demo";
import { employeeDocumentHandlers } from "./employee-documents";
import { exportHandlers, registerExportRoute } from "./export";
import { userFilePurposes } from "./file-purposes";
import { insertGeneratedEmployees } from "./generate";
import { loadUsersById, userHandlers } from "./handlers";
import { importHandlers } from "./import-handler";

export const usersDomain = serverDomain({
  name: "users",
  handlers: {
    ...userHandlers,
    ...employeeDocumentHandlers,
    ...importHandlers,
    ...exportHandlers,
    ...userAllCompaniesHandlers,
  },
  files: userFilePurposes,
  liveLists: { employees: { notification: "UsersChangedNotification", rowIds: employmentIds } },
  routes: registerExportRoute,
  changeLoaders: (db) => ({ UsersChangedNotification: (companyId, ids) => loadUsersById(db, companyId, ids) }),
  // …and a users list with drivers whose licences expire, someone invited and someone who left.
  demo: {
    order: 20,
    company: ({ trx, companyId, identity, ownerId, nowMs }) =>
      seedDemoPeople(trx, companyId, identity.domain, ownerId, nowMs),
  },
  generators: [
    {
      name: "employees",
      table: "employees",
      order: 30,
      insert: (db, target, count, startIndex, onProgress) =>
        insertGeneratedEmployees(
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
