import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen, whenIdle } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { checklistPaths } from "./checklist-routes";

/** The list's first-window request: its code loads beside the screen's, not with every signed-in screen. */
const loadPrefetchChecklistList = () => import("./checklist-list-query").then((m) => m.prefetchChecklistList);

const List = preloadableScreen(
  () => import("./checklists-list-page"),
  (m) => m.ChecklistsListPage,
);
const Details = preloadableScreen(
  () => import("./checklist-details-page"),
  (m) => m.ChecklistDetailsPage,
);
const Add = preloadableScreen(
  () => import("./checklist-edit-page"),
  (m) => m.ChecklistAddScreen,
);
const Edit = preloadableScreen(
  () => import("./checklist-edit-page"),
  (m) => m.ChecklistEditScreen,
);
const Result = preloadableScreen(
  () => import("./result-details-page"),
  (m) => m.ResultDetailsPage,
);
const VehicleResults = preloadableScreen(
  () => import("./vehicle-results-page"),
  (m) => m.VehicleChecklistResultsPage,
);

/** Once the list shows, the screens opened from it are fetched while the browser is idle. */
export const preloadOtherChecklistScreens = () =>
  whenIdle(() => Promise.all([Details, Add, Edit].map((screen) => screen.preload())));

/**
 * The checklist routes of docs/checklists.md "Screens" (the {companyId} list has its v3 twin from the route table).
 * Specific paths first.
 */
export const checklistRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.checklists }, [
  { path: checklistPaths.add, access: "signedIn", component: Add, title: msg`Add checklist` },
  { path: checklistPaths.edit, access: "signedIn", component: Edit, title: msg`Edit checklist` },
  {
    path: checklistPaths.details,
    access: "signedIn",
    component: Details,
    title: msg`Checklist`,
  },
  {
    path: checklistPaths.result,
    access: "signedIn",
    component: Result,
    title: msg`Checklist result`,
  },
  {
    path: checklistPaths.vehicleResults,
    access: "signedIn",
    component: VehicleResults,
    title: msg`Vehicle checklists`,
  },
  {
    path: checklistPaths.listShort,
    access: "signedIn",
    component: List,
    title: msg`Checklists`,
    loadPrefetch: loadPrefetchChecklistList,
  },
  {
    path: checklistPaths.list,
    access: "signedIn",
    component: List,
    title: msg`Checklists`,
    loadPrefetch: loadPrefetchChecklistList,
  },
]);
