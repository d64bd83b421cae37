// The admin domain on the server (docs/operator.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { adminHandlers } from "./handlers";

export const adminDomain = serverDomain({ name: "admin", handlers: adminHandlers });
