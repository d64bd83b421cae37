// What other domains use of the work-orders domain (docs/work-orders.md): they import it from here, never from its
// other files, which are its own to change. The domain's routes are its module.ts.
export { WorkOrdersSection } from "./work-orders-section";
export { WorkOrdersLink } from "./work-orders-link";
