// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty } from "./common";
import { AllCompaniesMapPositionListRequest, AllCompaniesMapPositionListResponse, MapPositions } from "./map";

export const events = {
  AllCompaniesMapPositionListRequestEvent: { request: AllCompaniesMapPositionListRequest, responsePayload: AllCompaniesMapPositionListResponse },
  MapPositionsRequestEvent: { request: Empty, responsePayload: MapPositions },
};

export const notifications = {
};
