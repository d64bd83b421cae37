// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty, ImportFileRequest, RecordIdRequest } from "./common";
import { AllCompaniesVehicleListRequest, AllCompaniesVehicleListResponse, AllCompaniesVehicleRecord, ImportVehiclesResponse, Vehicle, VehicleIdRequest, VehicleListRequest, VehicleListResponse, VehicleReferenceData, VehicleSaveRequest, VehiclesChanged } from "./vehicles";

export const events = {
  AllCompaniesVehicleListRequestEvent: { request: AllCompaniesVehicleListRequest, responsePayload: AllCompaniesVehicleListResponse },
  AllCompaniesVehicleGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesVehicleRecord },
  VehicleListRequestEvent: { request: VehicleListRequest, responsePayload: VehicleListResponse },
  VehicleGetRequestEvent: { request: VehicleIdRequest, responsePayload: Vehicle },
  VehicleSaveRequestEvent: { request: VehicleSaveRequest, responsePayload: Vehicle },
  VehicleRemoveRequestEvent: { request: VehicleIdRequest, responsePayload: Vehicle },
  VehicleRestoreRequestEvent: { request: VehicleIdRequest, responsePayload: Vehicle },
  VehicleReferenceDataRequestEvent: { request: Empty, responsePayload: VehicleReferenceData },
  ImportVehiclesFromFileQueryOperation: { request: ImportFileRequest, responsePayload: ImportVehiclesResponse },
};

export const notifications = {
  VehiclesChangedNotification: VehiclesChanged,
};
