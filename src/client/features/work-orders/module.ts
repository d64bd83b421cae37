// The work-orders domain's client module (docs/work-orders.md): the shop's jobs over an inspection's defects. It has
// no menu entry of its own: the inspections' screens and a unit's details lead to it.
import { clientDomain } from "../../app/client-domain";
import { workOrderRouteEntries } from "./work-order-route-table";

export default clientDomain({ name: "work-orders", routes: workOrderRouteEntries });
