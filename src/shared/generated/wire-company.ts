// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty } from "./common";
import { CompanyDetails, CompanySaveRequest, CompanySetup } from "./company";

export const events = {
  CompanyGetRequestEvent: { request: Empty, responsePayload: CompanyDetails },
  CompanySaveRequestEvent: { request: CompanySaveRequest, responsePayload: CompanyDetails },
  CompanySetupRequestEvent: { request: Empty, responsePayload: CompanySetup },
  CompanySchedulesChosenRequestEvent: { request: Empty, responsePayload: CompanySetup },
};

export const notifications = {
};
