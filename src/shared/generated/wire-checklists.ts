// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { AllCompaniesChecklistListRequest, AllCompaniesChecklistListResponse, AllCompaniesChecklistRecord, Checklist, ChecklistIdRequest, ChecklistListRequest, ChecklistListResponse, ChecklistResult, ChecklistResultListRequest, ChecklistResultListResponse, ChecklistResultSubmitRequest, ChecklistResultsChanged, ChecklistSaveRequest, ChecklistsChanged, VehicleChecklist, VehicleChecklistAttachRequest, VehicleChecklistAttachResponse, VehicleChecklistListRequest, VehicleChecklistListResponse, VehicleChecklistScheduleRequest, VehicleChecklistsChanged } from "./checklists";
import { RecordIdRequest } from "./common";

export const events = {
  AllCompaniesChecklistListRequestEvent: { request: AllCompaniesChecklistListRequest, responsePayload: AllCompaniesChecklistListResponse },
  AllCompaniesChecklistGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesChecklistRecord },
  ChecklistListRequestEvent: { request: ChecklistListRequest, responsePayload: ChecklistListResponse },
  ChecklistGetRequestEvent: { request: ChecklistIdRequest, responsePayload: Checklist },
  ChecklistSaveRequestEvent: { request: ChecklistSaveRequest, responsePayload: Checklist },
  ChecklistRemoveRequestEvent: { request: ChecklistIdRequest, responsePayload: Checklist },
  ChecklistRestoreRequestEvent: { request: ChecklistIdRequest, responsePayload: Checklist },
  ChecklistResultSubmitRequestEvent: { request: ChecklistResultSubmitRequest, responsePayload: ChecklistResult },
  ChecklistResultListRequestEvent: { request: ChecklistResultListRequest, responsePayload: ChecklistResultListResponse },
  ChecklistResultGetRequestEvent: { request: ChecklistIdRequest, responsePayload: ChecklistResult },
  VehicleChecklistListRequestEvent: { request: VehicleChecklistListRequest, responsePayload: VehicleChecklistListResponse },
  VehicleChecklistAttachRequestEvent: { request: VehicleChecklistAttachRequest, responsePayload: VehicleChecklistAttachResponse },
  VehicleChecklistScheduleRequestEvent: { request: VehicleChecklistScheduleRequest, responsePayload: VehicleChecklist },
  VehicleChecklistDetachRequestEvent: { request: ChecklistIdRequest, responsePayload: VehicleChecklist },
};

export const notifications = {
  ChecklistsChangedNotification: ChecklistsChanged,
  ChecklistResultsChangedNotification: ChecklistResultsChanged,
  VehicleChecklistsChangedNotification: VehicleChecklistsChanged,
};
