import { msg } from "@lingui/core/macro";
import { lazy } from "react";
import type { RouteEntry } from "../../app/route-table";
import { prefetchVehicleList } from "./vehicle-list-query";
import { vehiclePaths } from "./vehicle-routes";

const screens = () => import("./vehicle-screens");
const List = lazy(() => screens().then((m) => ({ default: m.VehiclesListScreen })));
const Details = lazy(() => screens().then((m) => ({ default: m.VehicleDetailsScreen })));
const Add = lazy(() => screens().then((m) => ({ default: m.VehicleAddScreen })));
const Copy = lazy(() => screens().then((m) => ({ default: m.VehicleCopyScreen })));
const Edit = lazy(() => screens().then((m) => ({ default: m.VehicleEditScreen })));

/** SPEC §2 vehicle routes; the v2 add/edit routes show the same form. Specific paths come first. */
export const vehicleRouteEntries: readonly RouteEntry[] = [
  { path: vehiclePaths.add, access: "signedIn", component: Add, title: msg`Add a vehicle or trailer`, preload: screens },
  { path: vehiclePaths.addV2, access: "signedIn", component: Add, title: msg`Add a vehicle or trailer`, preload: screens },
  { path: vehiclePaths.addFrom, access: "signedIn", component: Copy, title: msg`Add a vehicle or trailer`, preload: screens },
  { path: vehiclePaths.edit, access: "signedIn", component: Edit, title: msg`Edit vehicle`, preload: screens },
  { path: vehiclePaths.editV2, access: "signedIn", component: Edit, title: msg`Edit vehicle`, preload: screens },
  { path: vehiclePaths.details, access: "signedIn", component: Details, title: msg`Vehicle details`, preload: screens },
  { path: vehiclePaths.listShort, access: "signedIn", component: List, title: msg`Vehicles & Trailers`, preload: screens, prefetch: prefetchVehicleList },
  { path: vehiclePaths.list, access: "signedIn", component: List, title: msg`Vehicles & Trailers`, preload: screens, prefetch: prefetchVehicleList },
  { path: vehiclePaths.listV3, access: "signedIn", component: List, title: msg`Vehicles & Trailers`, preload: screens, prefetch: prefetchVehicleList },
];
