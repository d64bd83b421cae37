// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { CheckIn, CheckInIdRequest, CheckInListRequest, CheckInListResponse, CheckInSubmitRequest, CheckInsChanged } from "./checkins";

export const events = {
  CheckInSubmitRequestEvent: { request: CheckInSubmitRequest, responsePayload: CheckIn },
  CheckInListRequestEvent: { request: CheckInListRequest, responsePayload: CheckInListResponse },
  CheckInGetRequestEvent: { request: CheckInIdRequest, responsePayload: CheckIn },
};

export const notifications = {
  CheckInsChangedNotification: CheckInsChanged,
};
