import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { mapPaths } from "./map-routes";

// Its own chunk with d3-geo and the base map's TopoJSON (a further chunk of its own): nothing of it reaches the home
// route or the start-up chunk.
const MapScreen = preloadableScreen(
  () => import("./map-page"),
  (m) => m.MapPage,
);

/** The map's route (docs/map.md "Screens"; the v3 twin comes from the route table). */
export const mapRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.map }, [
  { path: mapPaths.map, access: "signedIn", component: MapScreen, title: msg`Map` },
]);
