// The operator domain on the server (docs/operator.md): the platform operator's companies, registrations, audit log,
// figures and read-only view. What it adds to the dispatcher and the demo seed (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { adminHandlers } from "./admin-handlers";
import { allCompaniesHandlers } from "./all-companies-handlers";
import { seedDemoRegistrations } from "./demo-registrations";
import { platformHandlers } from "./platform-handlers";
// Its tables join the Database interface (tables.ts): every program that loads the domain knows them.
import type {} from "./tables";

export const operatorDomain = serverDomain({
  name: "operator",
  handlers: { ...adminHandlers, ...platformHandlers, ...allCompaniesHandlers },
  // Two sign-ups waiting for the platform operator's approval.
  demo: { order: 10, platform: (trx, nowMs) => seedDemoRegistrations(trx, nowMs) },
});
