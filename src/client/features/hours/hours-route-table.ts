import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen, whenIdle } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { loadEldImport, loadHoursList, loadTimesheetDetails, loadUserHours } from "./hours-chunks";
import { hoursPaths } from "./hours-routes";

/** The list's first-window request: its code loads beside the screen's, not with every signed-in screen. */
const loadPrefetchTimesheetList = () => import("./timesheet-list-query").then((m) => m.prefetchTimesheetList);

const List = preloadableScreen(loadHoursList, (m) => m.HoursListPage);
const OfUser = preloadableScreen(loadUserHours, (m) => m.UserHoursPage);
const Details = preloadableScreen(loadTimesheetDetails, (m) => m.TimesheetDetailsPage);
const ImportEld = preloadableScreen(loadEldImport, (m) => m.EldImportPage);

/** Once a list shows, the details screen (what a click opens) is fetched while the browser is idle. */
export const preloadOtherHoursScreens = () => whenIdle(() => Details.preload());

/** The hours routes and the employee's hours (docs/hours.md "Screens"); the list's v3 twin is the route table's. */
export const hoursRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.hours }, [
  {
    path: hoursPaths.details,
    access: "signedIn",
    component: Details,
    title: msg`Timesheet details`,
  },
  {
    path: hoursPaths.ofUser,
    access: "signedIn",
    component: OfUser,
    title: msg`Employee hours`,
  },
  {
    path: hoursPaths.importEld,
    access: "signedIn",
    component: ImportEld,
    title: msg`Import an ELD file`,
  },
  {
    path: hoursPaths.importEldOfUser,
    access: "signedIn",
    component: ImportEld,
    title: msg`Import an ELD file`,
  },
  {
    path: hoursPaths.list,
    access: "signedIn",
    component: List,
    title: msg`Hours of Service`,
    loadPrefetch: loadPrefetchTimesheetList,
  },
]);
