// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty } from "./common";
import { DefectRepairRequest, Inspection, InspectionEmailRequest, InspectionEmailResponse, InspectionIdRequest, InspectionListRequest, InspectionListResponse, InspectionReadiness, InspectionRemarkAddRequest, InspectionReportLink, InspectionSubmitRequest, InspectionsChanged, VehicleInspectionState, VehicleOpenDefectsRequest, WorkOrder, WorkOrderAssignees, WorkOrderCompleteRequest, WorkOrderIdRequest, WorkOrderListRequest, WorkOrderListResponse, WorkOrderOpenRequest, WorkOrderUpdateRequest, WorkOrders, WorkOrdersChanged, WorkOrdersRequest } from "./inspections";

export const events = {
  InspectionListRequestEvent: { request: InspectionListRequest, responsePayload: InspectionListResponse },
  InspectionGetRequestEvent: { request: InspectionIdRequest, responsePayload: Inspection },
  InspectionSubmitRequestEvent: { request: InspectionSubmitRequest, responsePayload: Inspection },
  DefectRepairRequestEvent: { request: DefectRepairRequest, responsePayload: Inspection },
  InspectionRemarkAddRequestEvent: { request: InspectionRemarkAddRequest, responsePayload: Inspection },
  InspectionEmailRequestEvent: { request: InspectionEmailRequest, responsePayload: InspectionEmailResponse },
  InspectionReportRequestEvent: { request: InspectionIdRequest, responsePayload: InspectionReportLink },
  VehicleOpenDefectsRequestEvent: { request: VehicleOpenDefectsRequest, responsePayload: VehicleInspectionState },
  InspectionReadinessRequestEvent: { request: Empty, responsePayload: InspectionReadiness },
  WorkOrderOpenRequestEvent: { request: WorkOrderOpenRequest, responsePayload: WorkOrder },
  WorkOrderUpdateRequestEvent: { request: WorkOrderUpdateRequest, responsePayload: WorkOrder },
  WorkOrderCompleteRequestEvent: { request: WorkOrderCompleteRequest, responsePayload: WorkOrder },
  WorkOrderGetRequestEvent: { request: WorkOrderIdRequest, responsePayload: WorkOrder },
  WorkOrdersRequestEvent: { request: WorkOrdersRequest, responsePayload: WorkOrders },
  WorkOrderListRequestEvent: { request: WorkOrderListRequest, responsePayload: WorkOrderListResponse },
  WorkOrderAssigneesRequestEvent: { request: Empty, responsePayload: WorkOrderAssignees },
};

export const notifications = {
  InspectionsChangedNotification: InspectionsChanged,
  WorkOrdersChangedNotification: WorkOrdersChanged,
};
