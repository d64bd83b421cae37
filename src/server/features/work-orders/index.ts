// What other domains use of the work-orders domain: they import it from here, never from its
// other files (CONTRIBUTING.md "Adding a domain").

// What other domains use of this one.
export { completeWorkOrdersSignedOff } from "./work-order-close";
export { loadWorkOrderSummaries } from "./work-order-list-fields";
