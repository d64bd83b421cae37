// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { AllCompaniesCheckInListRequest, AllCompaniesCheckInListResponse, AllCompaniesCheckInRecord, CheckIn, CheckInIdRequest, CheckInListRequest, CheckInListResponse, CheckInSubmitRequest, CheckInsChanged } from "./checkins";
import { RecordIdRequest } from "./common";

export const events = {
  AllCompaniesCheckInListRequestEvent: { request: AllCompaniesCheckInListRequest, responsePayload: AllCompaniesCheckInListResponse },
  AllCompaniesCheckInGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesCheckInRecord },
  CheckInSubmitRequestEvent: { request: CheckInSubmitRequest, responsePayload: CheckIn },
  CheckInListRequestEvent: { request: CheckInListRequest, responsePayload: CheckInListResponse },
  CheckInGetRequestEvent: { request: CheckInIdRequest, responsePayload: CheckIn },
};

export const notifications = {
  CheckInsChangedNotification: CheckInsChanged,
};
