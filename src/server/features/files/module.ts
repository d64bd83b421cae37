// The files domain on the server (docs/files.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { fileHandlers } from "./handlers";
import { importFile, registerImportUploadRoute } from "./import-upload-route";
import { registerUploadRoute } from "./upload-route";

export const filesDomain = serverDomain({
  name: "files",
  handlers: fileHandlers,
  files: [importFile],
  routes: (app, services) => {
    registerUploadRoute(app, services);
    registerImportUploadRoute(app, services);
  },
});
