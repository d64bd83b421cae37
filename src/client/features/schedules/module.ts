// The schedules domain's client module (docs/schedules.md): what the portal loads of it and what other domains use.
// Inspection schedules.

import { clientDomain } from "../../app/client-domain";
import { schedulesOfEveryCompany } from "./admin-screens";
import { scheduleRouteEntries } from "./schedule-route-table";

export default clientDomain({
  name: "schedules",
  routes: [...scheduleRouteEntries, ...schedulesOfEveryCompany.routes],
  operatorNav: [schedulesOfEveryCompany.nav],
});
