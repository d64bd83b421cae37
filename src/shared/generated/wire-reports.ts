// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { RecordIdRequest } from "./common";
import { AllCompaniesReportListRequest, AllCompaniesReportListResponse, AllCompaniesReportRecord, Report, ReportCreateRequest, ReportDownloadLink, ReportIdRequest, ReportListRequest, ReportListResponse, ReportsChanged } from "./reports";

export const events = {
  AllCompaniesReportListRequestEvent: { request: AllCompaniesReportListRequest, responsePayload: AllCompaniesReportListResponse },
  AllCompaniesReportGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesReportRecord },
  ReportCreateRequestEvent: { request: ReportCreateRequest, responsePayload: Report },
  ReportListRequestEvent: { request: ReportListRequest, responsePayload: ReportListResponse },
  ReportDownloadRequestEvent: { request: ReportIdRequest, responsePayload: ReportDownloadLink },
};

export const notifications = {
  ReportsChangedNotification: ReportsChanged,
};
