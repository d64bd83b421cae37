// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty } from "./common";
import { PlatformCompanySearch, PlatformCompanySearchRequest, PlatformStats, PlatformViewAsStartRequest, PlatformViewEnded } from "./platform";
import { ReadOnlyView } from "./users";

export const events = {
  PlatformStatsRequestEvent: { request: Empty, responsePayload: PlatformStats },
  PlatformCompanySearchRequestEvent: { request: PlatformCompanySearchRequest, responsePayload: PlatformCompanySearch },
  PlatformViewAsStartRequestEvent: { request: PlatformViewAsStartRequest, responsePayload: ReadOnlyView },
  PlatformViewAsStopRequestEvent: { request: Empty, responsePayload: PlatformViewEnded },
};

export const notifications = {
};
