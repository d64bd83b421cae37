import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen, whenIdle } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { loadEquipmentDetails, loadEquipmentForms, loadEquipmentInspect, loadEquipmentList } from "./equipment-chunks";
import { equipmentPaths } from "./equipment-routes";

/** The list's first-window request: its code loads beside the screen's, not with every signed-in screen. */
const loadPrefetchEquipmentList = () => import("./equipment-list-query").then((m) => m.prefetchEquipmentList);

const List = preloadableScreen(loadEquipmentList, (m) => m.EquipmentListPage);
const Details = preloadableScreen(loadEquipmentDetails, (m) => m.EquipmentDetailsPage);
const Add = preloadableScreen(loadEquipmentForms, (m) => m.EquipmentAddScreen);
const Edit = preloadableScreen(loadEquipmentForms, (m) => m.EquipmentEditScreen);
const Inspect = preloadableScreen(loadEquipmentInspect, (m) => m.EquipmentInspectPage);

/** Once the list shows, the screens opened from it are fetched while the browser is idle. */
export const preloadOtherEquipmentScreens = () =>
  whenIdle(() => Promise.all([Details, Add, Edit].map((screen) => screen.preload())));

/** The equipment routes (docs/equipment.md "Screens"). Specific paths come first. */
export const equipmentRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.equipment }, [
  { path: equipmentPaths.add, access: "signedIn", component: Add, title: msg`Add equipment` },
  { path: equipmentPaths.edit, access: "signedIn", component: Edit, title: msg`Edit equipment` },
  {
    path: equipmentPaths.inspect,
    access: "signedIn",
    component: Inspect,
    title: msg`Inspect equipment`,
  },
  {
    path: equipmentPaths.details,
    access: "signedIn",
    component: Details,
    title: msg`Equipment details`,
  },
  {
    path: equipmentPaths.listShort,
    access: "signedIn",
    component: List,
    title: msg`Equipment`,
    loadPrefetch: loadPrefetchEquipmentList,
  },
  {
    path: equipmentPaths.list,
    access: "signedIn",
    component: List,
    title: msg`Equipment`,
    loadPrefetch: loadPrefetchEquipmentList,
  },
  {
    path: equipmentPaths.listV3,
    access: "signedIn",
    component: List,
    title: msg`Equipment`,
    loadPrefetch: loadPrefetchEquipmentList,
  },
]);
