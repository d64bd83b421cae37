// Billing rules (docs/billing.md "Rules"), pure and shared by the server (invoice job, charges) and the screens
// (plan, estimate).
export * from "./money";
export * from "./period";
export * from "./pricing";
export * from "./taxes";
export * from "./cards";
