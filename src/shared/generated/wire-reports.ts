// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Report, ReportCreateRequest, ReportDownloadLink, ReportIdRequest, ReportListRequest, ReportListResponse, ReportsChanged } from "./reports";

export const events = {
  ReportCreateRequestEvent: { request: ReportCreateRequest, responsePayload: Report },
  ReportListRequestEvent: { request: ReportListRequest, responsePayload: ReportListResponse },
  ReportDownloadRequestEvent: { request: ReportIdRequest, responsePayload: ReportDownloadLink },
};

export const notifications = {
  ReportsChangedNotification: ReportsChanged,
};
