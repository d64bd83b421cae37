// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { ComplianceListRequest, ComplianceListResponse, ComplianceSummary, ComplianceSummaryRequest } from "./compliance";

export const events = {
  ComplianceListRequestEvent: { request: ComplianceListRequest, responsePayload: ComplianceListResponse },
  ComplianceSummaryRequestEvent: { request: ComplianceSummaryRequest, responsePayload: ComplianceSummary },
};

export const notifications = {
};
