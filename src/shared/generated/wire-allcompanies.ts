// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { AllCompaniesCardListRequest, AllCompaniesCardListResponse, AllCompaniesCheckInListRequest, AllCompaniesCheckInListResponse, AllCompaniesCheckInRecord, AllCompaniesChecklistListRequest, AllCompaniesChecklistListResponse, AllCompaniesChecklistRecord, AllCompaniesEmployeeListRequest, AllCompaniesEmployeeListResponse, AllCompaniesEmployeeRecord, AllCompaniesEquipmentListRequest, AllCompaniesEquipmentListResponse, AllCompaniesEquipmentRecord, AllCompaniesInspectionListRequest, AllCompaniesInspectionListResponse, AllCompaniesInspectionRecord, AllCompaniesInvoiceListRequest, AllCompaniesInvoiceListResponse, AllCompaniesInvoiceRecord, AllCompaniesListChanged, AllCompaniesListWatch, AllCompaniesMapPositionListRequest, AllCompaniesMapPositionListResponse, AllCompaniesReportListRequest, AllCompaniesReportListResponse, AllCompaniesReportRecord, AllCompaniesScheduleListRequest, AllCompaniesScheduleListResponse, AllCompaniesScheduleRecord, AllCompaniesTimesheetListRequest, AllCompaniesTimesheetListResponse, AllCompaniesTimesheetRecord, AllCompaniesVehicleListRequest, AllCompaniesVehicleListResponse, AllCompaniesVehicleRecord, CompanyOptions, CompanyOptionsRequest, RecordIdRequest } from "./allcompanies";
import { Empty } from "./common";

export const events = {
  AllCompaniesCompanyOptionsRequestEvent: { request: CompanyOptionsRequest, responsePayload: CompanyOptions },
  AllCompaniesListWatchRequestEvent: { request: AllCompaniesListWatch, responsePayload: Empty },
  AllCompaniesListUnwatchRequestEvent: { request: AllCompaniesListWatch, responsePayload: Empty },
  AllCompaniesInspectionListRequestEvent: { request: AllCompaniesInspectionListRequest, responsePayload: AllCompaniesInspectionListResponse },
  AllCompaniesInspectionGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesInspectionRecord },
  AllCompaniesVehicleListRequestEvent: { request: AllCompaniesVehicleListRequest, responsePayload: AllCompaniesVehicleListResponse },
  AllCompaniesVehicleGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesVehicleRecord },
  AllCompaniesEmployeeListRequestEvent: { request: AllCompaniesEmployeeListRequest, responsePayload: AllCompaniesEmployeeListResponse },
  AllCompaniesEmployeeGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesEmployeeRecord },
  AllCompaniesTimesheetListRequestEvent: { request: AllCompaniesTimesheetListRequest, responsePayload: AllCompaniesTimesheetListResponse },
  AllCompaniesTimesheetGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesTimesheetRecord },
  AllCompaniesCheckInListRequestEvent: { request: AllCompaniesCheckInListRequest, responsePayload: AllCompaniesCheckInListResponse },
  AllCompaniesCheckInGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesCheckInRecord },
  AllCompaniesInvoiceListRequestEvent: { request: AllCompaniesInvoiceListRequest, responsePayload: AllCompaniesInvoiceListResponse },
  AllCompaniesInvoiceGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesInvoiceRecord },
  AllCompaniesEquipmentListRequestEvent: { request: AllCompaniesEquipmentListRequest, responsePayload: AllCompaniesEquipmentListResponse },
  AllCompaniesEquipmentGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesEquipmentRecord },
  AllCompaniesChecklistListRequestEvent: { request: AllCompaniesChecklistListRequest, responsePayload: AllCompaniesChecklistListResponse },
  AllCompaniesChecklistGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesChecklistRecord },
  AllCompaniesScheduleListRequestEvent: { request: AllCompaniesScheduleListRequest, responsePayload: AllCompaniesScheduleListResponse },
  AllCompaniesScheduleGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesScheduleRecord },
  AllCompaniesReportListRequestEvent: { request: AllCompaniesReportListRequest, responsePayload: AllCompaniesReportListResponse },
  AllCompaniesReportGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesReportRecord },
  AllCompaniesCardListRequestEvent: { request: AllCompaniesCardListRequest, responsePayload: AllCompaniesCardListResponse },
  AllCompaniesMapPositionListRequestEvent: { request: AllCompaniesMapPositionListRequest, responsePayload: AllCompaniesMapPositionListResponse },
};

export const notifications = {
  AllCompaniesListChangedNotification: AllCompaniesListChanged,
};
