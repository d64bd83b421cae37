// The work-orders domain on the server (docs/work-orders.md): the shop's jobs over an inspection's defects. What it
// adds to the dispatcher and the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { repairHandlers } from "./defect-repair";
import { seedDemoWorkOrders } from "./demo";
import { loadWorkOrderSummaries } from "./work-order-list-fields";
import { workOrderHandlers } from "./work-orders";

export const workOrdersDomain = serverDomain({
  name: "work-orders",
  handlers: { ...workOrderHandlers, ...repairHandlers },
  changeLoaders: (db) => ({
    WorkOrdersChangedNotification: (companyId, ids) => loadWorkOrderSummaries(db, companyId, ids),
  }),
  // …and the shop's work orders over some of the inspections' defects, one completed, one open.
  demo: {
    order: 45,
    company: ({ trx, companyId, nowMs }) => seedDemoWorkOrders(trx, companyId, nowMs).then(() => undefined),
  },
});
