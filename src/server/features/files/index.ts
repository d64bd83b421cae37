import { serverDomain } from "../../domain";
// The files domain on the server (docs/files.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay. Other domains import it only through this file.
import { fileHandlers } from "./handlers";
import { registerUploadRoute } from "./upload-route";

export const filesDomain = serverDomain({ name: "files", handlers: fileHandlers, routes: registerUploadRoute });
