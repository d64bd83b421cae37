import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen, whenIdle } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import {
  loadInspectionDetails,
  loadInspectionEmail,
  loadInspectionList,
  loadInspectionRemarks,
  loadInspectionRepair,
  loadScopedInspectionLists,
} from "./inspection-chunks";
import { inspectionPaths } from "./inspection-routes";

/** The list's first-window request: their code loads beside the screen's, not with every signed-in screen. */
const loadPrefetchInspectionList = () => import("./inspection-list-query").then((m) => m.prefetchInspectionList);

const List = preloadableScreen(loadInspectionList, (m) => m.InspectionsListPage);
const OfVehicle = preloadableScreen(loadScopedInspectionLists, (m) => m.VehicleInspectionsPage);
const OfUser = preloadableScreen(loadScopedInspectionLists, (m) => m.UserInspectionsPage);
const Details = preloadableScreen(loadInspectionDetails, (m) => m.InspectionDetailsPage);
const Repair = preloadableScreen(loadInspectionRepair, (m) => m.InspectionRepairPage);
const Remarks = preloadableScreen(loadInspectionRemarks, (m) => m.InspectionRemarksPage);
const Email = preloadableScreen(loadInspectionEmail, (m) => m.InspectionEmailPage);

/** Once a list shows, the details screen (what a click opens) is fetched while the browser is idle. */
export const preloadOtherInspectionScreens = () => whenIdle(() => Details.preload());

/**
 * The inspection routes, the vehicle's and the employee's inspections (docs/inspections.md "Screens"); the list's v3
 * twin comes from the route table.
 */
export const inspectionRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.inspections }, [
  {
    path: inspectionPaths.details,
    access: "signedIn",
    component: Details,
    title: msg`Inspection details`,
  },
  {
    path: inspectionPaths.repair,
    access: "signedIn",
    component: Repair,
    title: msg`Inspection repairs`,
  },
  {
    path: inspectionPaths.remarks,
    access: "signedIn",
    component: Remarks,
    title: msg`Inspection remarks`,
  },
  {
    path: inspectionPaths.email,
    access: "signedIn",
    component: Email,
    title: msg`Email inspection`,
  },
  {
    path: inspectionPaths.ofVehicle,
    access: "signedIn",
    component: OfVehicle,
    title: msg`Vehicle inspections`,
  },
  {
    path: inspectionPaths.ofUser,
    access: "signedIn",
    component: OfUser,
    title: msg`Employee inspections`,
  },
  {
    path: inspectionPaths.listShort,
    access: "signedIn",
    component: List,
    title: msg`Inspections`,
    loadPrefetch: loadPrefetchInspectionList,
  },
  {
    path: inspectionPaths.list,
    access: "signedIn",
    component: List,
    title: msg`Inspections`,
    loadPrefetch: loadPrefetchInspectionList,
  },
]);
