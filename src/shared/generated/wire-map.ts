// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty } from "./common";
import { MapPositions } from "./map";

export const events = {
  MapPositionsRequestEvent: { request: Empty, responsePayload: MapPositions },
};

export const notifications = {
};
