// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty } from "./common";
import { HomeStats } from "./home";

export const events = {
  HomeStatsRequestEvent: { request: Empty, responsePayload: HomeStats },
};

export const notifications = {
};
