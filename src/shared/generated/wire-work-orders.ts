// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty } from "./common";
import { DefectRepairRequest, Inspection } from "./inspections";
import { WorkOrder, WorkOrderAssignees, WorkOrderCompleteRequest, WorkOrderIdRequest, WorkOrderListRequest, WorkOrderListResponse, WorkOrderOpenRequest, WorkOrderUpdateRequest, WorkOrders, WorkOrdersChanged, WorkOrdersRequest } from "./work-orders";

export const events = {
  DefectRepairRequestEvent: { request: DefectRepairRequest, responsePayload: Inspection },
  WorkOrderOpenRequestEvent: { request: WorkOrderOpenRequest, responsePayload: WorkOrder },
  WorkOrderUpdateRequestEvent: { request: WorkOrderUpdateRequest, responsePayload: WorkOrder },
  WorkOrderCompleteRequestEvent: { request: WorkOrderCompleteRequest, responsePayload: WorkOrder },
  WorkOrderGetRequestEvent: { request: WorkOrderIdRequest, responsePayload: WorkOrder },
  WorkOrdersRequestEvent: { request: WorkOrdersRequest, responsePayload: WorkOrders },
  WorkOrderListRequestEvent: { request: WorkOrderListRequest, responsePayload: WorkOrderListResponse },
  WorkOrderAssigneesRequestEvent: { request: Empty, responsePayload: WorkOrderAssignees },
};

export const notifications = {
  WorkOrdersChangedNotification: WorkOrdersChanged,
};
