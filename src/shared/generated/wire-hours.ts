// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty, RecordIdRequest } from "./common";
import { AdverseConditionsDeclareRequest, AllCompaniesTimesheetListRequest, AllCompaniesTimesheetListResponse, AllCompaniesTimesheetRecord, DeferralDeclareRequest, DutyStatusChangeRequest, EldImportRequest, EldImportResult, MyHours, TimesheetCertifyRequest, TimesheetDetails, TimesheetEntryCorrectRequest, TimesheetIdRequest, TimesheetListRequest, TimesheetListResponse, TimesheetsChanged } from "./hours";

export const events = {
  AllCompaniesTimesheetListRequestEvent: { request: AllCompaniesTimesheetListRequest, responsePayload: AllCompaniesTimesheetListResponse },
  AllCompaniesTimesheetGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesTimesheetRecord },
  TimesheetListRequestEvent: { request: TimesheetListRequest, responsePayload: TimesheetListResponse },
  TimesheetGetRequestEvent: { request: TimesheetIdRequest, responsePayload: TimesheetDetails },
  MyHoursRequestEvent: { request: Empty, responsePayload: MyHours },
  DutyStatusChangeRequestEvent: { request: DutyStatusChangeRequest, responsePayload: MyHours },
  DeferralDeclareRequestEvent: { request: DeferralDeclareRequest, responsePayload: MyHours },
  AdverseConditionsDeclareRequestEvent: { request: AdverseConditionsDeclareRequest, responsePayload: MyHours },
  TimesheetCertifyRequestEvent: { request: TimesheetCertifyRequest, responsePayload: TimesheetDetails },
  TimesheetEntryCorrectRequestEvent: { request: TimesheetEntryCorrectRequest, responsePayload: TimesheetDetails },
  EldFileImportRequestEvent: { request: EldImportRequest, responsePayload: EldImportResult },
};

export const notifications = {
  TimesheetsChangedNotification: TimesheetsChanged,
};
