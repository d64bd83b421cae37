import { msg } from "@lingui/core/macro";

import { preloadableScreen, whenIdle } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { loadScheduleDetails, loadScheduleEdit, loadScheduleList } from "./schedule-chunks";
import { schedulePaths } from "./schedule-routes";

const List = preloadableScreen(loadScheduleList, (m) => m.SchedulesListPage);
const Details = preloadableScreen(loadScheduleDetails, (m) => m.ScheduleDetailsPage);
const Edit = preloadableScreen(loadScheduleEdit, (m) => m.ScheduleEditPage);

/** Once the list shows, the details screen (what a click opens) is fetched while the browser is idle. */
export const preloadOtherScheduleScreens = () => whenIdle(() => Details.preload());

/** The schedule routes of docs/schedules.md "Screens"; the list's v3 twin comes from the route table. */
export const scheduleRouteEntries: readonly RouteEntry[] = [
  {
    path: schedulePaths.details,
    access: "signedIn",
    component: Details,
    title: msg`Inspection schedule`,
  },
  {
    path: schedulePaths.edit,
    access: "signedIn",
    component: Edit,
    title: msg`Edit inspection schedule`,
  },
  {
    path: schedulePaths.listShort,
    access: "signedIn",
    component: List,
    title: msg`Inspection schedules`,
  },
  {
    path: schedulePaths.list,
    access: "signedIn",
    component: List,
    title: msg`Inspection schedules`,
  },
];
