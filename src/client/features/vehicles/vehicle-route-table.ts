import { msg } from "@lingui/core/macro";
import { lazy } from "react";
import type { RouteEntry } from "../../app/route-table";
import { loadVehicleDetails, loadVehicleForms, loadVehicleList } from "./vehicle-chunks";
import { prefetchVehicleList } from "./vehicle-list-query";
import { vehiclePaths } from "./vehicle-routes";

const List = lazy(() => loadVehicleList().then((m) => ({ default: m.VehiclesListPage })));
const Details = lazy(() => loadVehicleDetails().then((m) => ({ default: m.VehicleDetailsPage })));
const Add = lazy(() => loadVehicleForms().then((m) => ({ default: m.VehicleAddScreen })));
const Copy = lazy(() => loadVehicleForms().then((m) => ({ default: m.VehicleCopyScreen })));
const Edit = lazy(() => loadVehicleForms().then((m) => ({ default: m.VehicleEditScreen })));

/** SPEC §2 vehicle routes; the v2 add/edit routes show the same form. Specific paths come first. */
export const vehicleRouteEntries: readonly RouteEntry[] = [
  { path: vehiclePaths.add, access: "signedIn", component: Add, title: msg`Add a vehicle or trailer`, preload: loadVehicleForms },
  { path: vehiclePaths.addV2, access: "signedIn", component: Add, title: msg`Add a vehicle or trailer`, preload: loadVehicleForms },
  { path: vehiclePaths.addFrom, access: "signedIn", component: Copy, title: msg`Add a vehicle or trailer`, preload: loadVehicleForms },
  { path: vehiclePaths.edit, access: "signedIn", component: Edit, title: msg`Edit vehicle`, preload: loadVehicleForms },
  { path: vehiclePaths.editV2, access: "signedIn", component: Edit, title: msg`Edit vehicle`, preload: loadVehicleForms },
  { path: vehiclePaths.details, access: "signedIn", component: Details, title: msg`Vehicle details`, preload: loadVehicleDetails },
  { path: vehiclePaths.listShort, access: "signedIn", component: List, title: msg`Vehicles & Trailers`, preload: loadVehicleList, prefetch: prefetchVehicleList },
  { path: vehiclePaths.list, access: "signedIn", component: List, title: msg`Vehicles & Trailers`, preload: loadVehicleList, prefetch: prefetchVehicleList },
  { path: vehiclePaths.listV3, access: "signedIn", component: List, title: msg`Vehicles & Trailers`, preload: loadVehicleList, prefetch: prefetchVehicleList },
];
