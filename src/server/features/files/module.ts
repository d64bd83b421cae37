// The files domain on the server (docs/files.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { fileHandlers } from "./handlers";
import { registerUploadRoute } from "./upload-route";

export const filesDomain = serverDomain({ name: "files", handlers: fileHandlers, routes: registerUploadRoute });
