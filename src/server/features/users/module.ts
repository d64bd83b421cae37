// The users domain on the server (docs/users.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { employeeDocumentHandlers } from "./employee-documents";
import { exportHandlers, registerExportRoute } from "./export";
import { loadUsersById, userHandlers } from "./handlers";
import { importHandlers } from "./import-handler";
import { registerImportUploadRoute } from "./import-upload-route";
import { profileHandlers } from "./profile-handlers";

export const usersDomain = serverDomain({
  name: "users",
  handlers: { ...profileHandlers, ...userHandlers, ...employeeDocumentHandlers, ...importHandlers, ...exportHandlers },
  routes: (app, services) => {
    registerImportUploadRoute(app, services);
    registerExportRoute(app, services);
  },
  changeLoaders: (db) => ({ UsersChangedNotification: (companyId, ids) => loadUsersById(db, companyId, ids) }),
});
