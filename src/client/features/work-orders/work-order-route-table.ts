import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen, whenIdle } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { workOrderPaths } from "./work-order-routes";

/** The list's first-window request: its code loads beside the screen's, not with every signed-in screen. */
const loadPrefetchWorkOrderList = () => import("./work-order-list-query").then((m) => m.prefetchWorkOrderList);

// One chunk per screen: a cold load of the list fetches only the list's code.
const List = preloadableScreen(
  () => import("./work-orders-list-page"),
  (m) => m.WorkOrdersListPage,
);
const Details = preloadableScreen(
  () => import("./work-order-details-page"),
  (m) => m.WorkOrderDetailsPage,
);

/** Once the list shows, the details screen's code is fetched while the browser is idle. */
export const preloadWorkOrderDetails = () => whenIdle(() => Details.preload());

/** The work orders' routes (docs/work-orders.md "Screens"), behind the inspections' gate: they are the shop's side of it. */
export const workOrderRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.inspections }, [
  {
    path: workOrderPaths.details,
    access: "signedIn",
    component: Details,
    title: msg`Work order`,
  },
  {
    path: workOrderPaths.listShort,
    access: "signedIn",
    component: List,
    title: msg`Work orders`,
    loadPrefetch: loadPrefetchWorkOrderList,
  },
  {
    path: workOrderPaths.list,
    access: "signedIn",
    component: List,
    title: msg`Work orders`,
    loadPrefetch: loadPrefetchWorkOrderList,
  },
]);
