// The platform domain on the server (docs/operator.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { platformHandlers } from "./handlers";

export const platformDomain = serverDomain({ name: "platform", handlers: platformHandlers });
