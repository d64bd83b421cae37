// The registration domain on the server (docs/accounts.md): what it adds to the dispatcher, the HTTP side, the jobs and
// the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { registrationHandlers } from "./handlers";

export const registrationDomain = serverDomain({ name: "registration", handlers: registrationHandlers });
