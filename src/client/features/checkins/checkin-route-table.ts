import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen, whenIdle } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { checkInPaths } from "./checkin-routes";

/** The list's first-window request: its code loads beside the screen's, not with every signed-in screen. */
const loadPrefetchCheckInList = () => import("./checkin-list-query").then((m) => m.prefetchCheckInList);

const List = preloadableScreen(
  () => import("./checkins-list-page"),
  (m) => m.CheckInsListPage,
);
const Details = preloadableScreen(
  () => import("./checkin-details-page"),
  (m) => m.CheckInDetailsPage,
);

/** Once the list shows, the details screen's code is fetched while the browser is idle. */
export const preloadCheckInDetails = () => whenIdle(() => Details.preload());

/** The check-in routes (no {companyId} form, docs/checkins.md "Decisions": the session's company is the one shown). */
export const checkInRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.checkins }, [
  {
    path: checkInPaths.details,
    access: "signedIn",
    component: Details,
    title: msg`Check-in`,
  },
  {
    path: checkInPaths.list,
    access: "signedIn",
    component: List,
    title: msg`Check-ins`,
    loadPrefetch: loadPrefetchCheckInList,
  },
]);
