// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

export * from "./accounts";
export * from "./billing";
export * from "./checkins";
export * from "./checklists";
export * from "./client";
export * from "./common";
export * from "./company";
export * from "./compliance";
export * from "./equipment";
export * from "./errors";
export * from "./events";
export * from "./files";
export * from "./home";
export * from "./hours";
export * from "./inspections";
export * from "./map";
export * from "./operator";
export * from "./reports";
export * from "./schedules";
export * from "./server";
export * from "./users";
export * from "./vehicles";
export * from "./work-orders";
