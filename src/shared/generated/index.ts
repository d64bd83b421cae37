// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

export * from "./client";
export * from "./common";
export * from "./company";
export * from "./errors";
export * from "./events";
export * from "./files";
export * from "./server";
export * from "./users";
export * from "./vehicles";
