// The admin domain on the server (docs/operator.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { seedDemoRegistrations } from "./demo-registrations";
import { adminHandlers } from "./handlers";

export const adminDomain = serverDomain({
  name: "admin",
  handlers: adminHandlers,
  // Two sign-ups waiting for the platform operator's approval.
  demo: { order: 10, platform: (trx, nowMs) => seedDemoRegistrations(trx, nowMs) },
});
