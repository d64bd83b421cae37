import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen, whenIdle } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { loadVehicleDetails, loadVehicleForms, loadVehicleImport, loadVehicleList } from "./vehicle-chunks";
import { vehiclePaths } from "./vehicle-routes";

/** The list's first-window request: its code loads beside the screen's, not with every signed-in screen. */
const loadPrefetchVehicleList = () => import("./vehicle-list-query").then((m) => m.prefetchVehicleList);

const List = preloadableScreen(loadVehicleList, (m) => m.VehiclesListPage);
const Details = preloadableScreen(loadVehicleDetails, (m) => m.VehicleDetailsPage);
const Add = preloadableScreen(loadVehicleForms, (m) => m.VehicleAddScreen);
const Copy = preloadableScreen(loadVehicleForms, (m) => m.VehicleCopyScreen);
const Edit = preloadableScreen(loadVehicleForms, (m) => m.VehicleEditScreen);
const Import = preloadableScreen(loadVehicleImport, (m) => m.ImportVehiclesPage);

/** Once the list shows, the screens opened from it are fetched while the browser is idle (vehicle-chunks.ts). */
export const preloadOtherVehicleScreens = () =>
  whenIdle(() => Promise.all([Details, Add, Copy, Edit].map((screen) => screen.preload())));

/** The vehicle routes (docs/vehicles.md "Screens"); v2 add/edit show the same form. Specific paths come first. */
export const vehicleRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.vehicles }, [
  {
    path: vehiclePaths.add,
    access: "signedIn",
    component: Add,
    title: msg`Add a vehicle or trailer`,
  },
  {
    path: vehiclePaths.import,
    event: "ImportVehiclesFromFileQueryOperation",
    access: "signedIn",
    component: Import,
    title: msg`Import vehicles`,
  },
  {
    path: vehiclePaths.addV2,
    access: "signedIn",
    component: Add,
    title: msg`Add a vehicle or trailer`,
  },
  {
    path: vehiclePaths.addFrom,
    access: "signedIn",
    component: Copy,
    title: msg`Add a vehicle or trailer`,
  },
  { path: vehiclePaths.edit, access: "signedIn", component: Edit, title: msg`Edit vehicle` },
  { path: vehiclePaths.editV2, access: "signedIn", component: Edit, title: msg`Edit vehicle` },
  {
    path: vehiclePaths.details,
    access: "signedIn",
    component: Details,
    title: msg`Vehicle details`,
  },
  {
    path: vehiclePaths.listShort,
    access: "signedIn",
    component: List,
    title: msg`Vehicles & Trailers`,
    loadPrefetch: loadPrefetchVehicleList,
  },
  {
    path: vehiclePaths.list,
    access: "signedIn",
    component: List,
    title: msg`Vehicles & Trailers`,
    loadPrefetch: loadPrefetchVehicleList,
  },
  {
    path: vehiclePaths.listV3,
    access: "signedIn",
    component: List,
    title: msg`Vehicles & Trailers`,
    loadPrefetch: loadPrefetchVehicleList,
  },
]);
