// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty } from "./common";
import { CompanyDetails, CompanySaveRequest } from "./company";

export const events = {
  CompanyGetRequestEvent: { request: Empty, responsePayload: CompanyDetails },
  CompanySaveRequestEvent: { request: CompanySaveRequest, responsePayload: CompanyDetails },
};

export const notifications = {
};
