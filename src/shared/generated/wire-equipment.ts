// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { RecordIdRequest } from "./common";
import { AllCompaniesEquipmentListRequest, AllCompaniesEquipmentListResponse, AllCompaniesEquipmentRecord, Equipment, EquipmentChanged, EquipmentIdRequest, EquipmentListRequest, EquipmentListResponse, EquipmentRepairRequest, EquipmentSaveRequest } from "./equipment";

export const events = {
  AllCompaniesEquipmentListRequestEvent: { request: AllCompaniesEquipmentListRequest, responsePayload: AllCompaniesEquipmentListResponse },
  AllCompaniesEquipmentGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesEquipmentRecord },
  EquipmentListRequestEvent: { request: EquipmentListRequest, responsePayload: EquipmentListResponse },
  EquipmentGetRequestEvent: { request: EquipmentIdRequest, responsePayload: Equipment },
  EquipmentSaveRequestEvent: { request: EquipmentSaveRequest, responsePayload: Equipment },
  EquipmentRemoveRequestEvent: { request: EquipmentIdRequest, responsePayload: Equipment },
  EquipmentRestoreRequestEvent: { request: EquipmentIdRequest, responsePayload: Equipment },
  EquipmentRepairRequestEvent: { request: EquipmentRepairRequest, responsePayload: Equipment },
};

export const notifications = {
  EquipmentChangedNotification: EquipmentChanged,
};
