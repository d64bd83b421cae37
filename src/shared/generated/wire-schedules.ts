// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { RecordIdRequest } from "./common";
import { AllCompaniesScheduleListRequest, AllCompaniesScheduleListResponse, AllCompaniesScheduleRecord, ScheduleAssignRequest, ScheduleAssignResponse, ScheduleCopyRequest, ScheduleIdRequest, ScheduleList, ScheduleListRequest, ScheduleSaveRequest, SchedulesChanged, VehicleSchedule } from "./schedules";

export const events = {
  AllCompaniesScheduleListRequestEvent: { request: AllCompaniesScheduleListRequest, responsePayload: AllCompaniesScheduleListResponse },
  AllCompaniesScheduleGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesScheduleRecord },
  ScheduleListRequestEvent: { request: ScheduleListRequest, responsePayload: ScheduleList },
  ScheduleGetRequestEvent: { request: ScheduleIdRequest, responsePayload: VehicleSchedule },
  ScheduleSaveRequestEvent: { request: ScheduleSaveRequest, responsePayload: VehicleSchedule },
  ScheduleCopyFromTemplateRequestEvent: { request: ScheduleCopyRequest, responsePayload: VehicleSchedule },
  ScheduleAssignRequestEvent: { request: ScheduleAssignRequest, responsePayload: ScheduleAssignResponse },
};

export const notifications = {
  SchedulesChangedNotification: SchedulesChanged,
};
