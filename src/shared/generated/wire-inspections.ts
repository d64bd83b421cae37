// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty, RecordIdRequest } from "./common";
import { AllCompaniesInspectionListRequest, AllCompaniesInspectionListResponse, AllCompaniesInspectionRecord, Inspection, InspectionEmailRequest, InspectionEmailResponse, InspectionIdRequest, InspectionListRequest, InspectionListResponse, InspectionReadiness, InspectionRemarkAddRequest, InspectionReportLink, InspectionSubmitRequest, InspectionsChanged, VehicleInspectionState, VehicleOpenDefectsRequest } from "./inspections";

export const events = {
  AllCompaniesInspectionListRequestEvent: { request: AllCompaniesInspectionListRequest, responsePayload: AllCompaniesInspectionListResponse },
  AllCompaniesInspectionGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesInspectionRecord },
  InspectionListRequestEvent: { request: InspectionListRequest, responsePayload: InspectionListResponse },
  InspectionGetRequestEvent: { request: InspectionIdRequest, responsePayload: Inspection },
  InspectionSubmitRequestEvent: { request: InspectionSubmitRequest, responsePayload: Inspection },
  InspectionRemarkAddRequestEvent: { request: InspectionRemarkAddRequest, responsePayload: Inspection },
  InspectionEmailRequestEvent: { request: InspectionEmailRequest, responsePayload: InspectionEmailResponse },
  InspectionReportRequestEvent: { request: InspectionIdRequest, responsePayload: InspectionReportLink },
  VehicleOpenDefectsRequestEvent: { request: VehicleOpenDefectsRequest, responsePayload: VehicleInspectionState },
  InspectionReadinessRequestEvent: { request: Empty, responsePayload: InspectionReadiness },
};

export const notifications = {
  InspectionsChangedNotification: InspectionsChanged,
};
