// The domains' start-up routes, in one list (CONTRIBUTING.md "Adding a domain"): the pages a visitor opens without a
// session, which the code that loads first must know (app/route-table.tsx). A domain's start-up routes are reached only
// through its start.ts, so the start-up chunk holds none of its signed-in screens.
import type { RouteEntry } from "../app/route-table";
import { accountsStartRoutes } from "./accounts/start";
import { billingStartRoutes } from "./billing/start";
import { publicStartRoutes } from "./public/start";

export const START_ROUTES: readonly RouteEntry[] = [
  ...accountsStartRoutes,
  ...publicStartRoutes,
  ...billingStartRoutes,
];
