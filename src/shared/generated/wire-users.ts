// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { ImportFileRequest, RecordIdRequest } from "./common";
import { AllCompaniesEmployeeListRequest, AllCompaniesEmployeeListResponse, AllCompaniesEmployeeRecord, CompaniesChanged, EmployeeAddRequest, EmployeeDocument, EmployeeDocumentList, EmployeeDocumentListRequest, EmployeeDocumentRemoveRequest, EmployeeDocumentSaveRequest, EmployeeLicencePhotoSaveRequest, ExportEmployeesRequest, ExportEmployeesResponse, ImportEmployeesResponse, Person, UserIdRequest, UserInviteRequest, UserListRequest, UserListResponse, UserSaveRequest, UsersChanged } from "./users";

export const events = {
  AllCompaniesEmployeeListRequestEvent: { request: AllCompaniesEmployeeListRequest, responsePayload: AllCompaniesEmployeeListResponse },
  AllCompaniesEmployeeGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesEmployeeRecord },
  UserListRequestEvent: { request: UserListRequest, responsePayload: UserListResponse },
  UserGetRequestEvent: { request: UserIdRequest, responsePayload: Person },
  UserSaveRequestEvent: { request: UserSaveRequest, responsePayload: Person },
  EmployeeAddRequestEvent: { request: EmployeeAddRequest, responsePayload: Person },
  UserInviteRequestEvent: { request: UserInviteRequest, responsePayload: Person },
  UserRemoveRequestEvent: { request: UserIdRequest, responsePayload: Person },
  UserRestoreRequestEvent: { request: UserIdRequest, responsePayload: Person },
  ExportEmployeesQueryOperation: { request: ExportEmployeesRequest, responsePayload: ExportEmployeesResponse },
  ImportEmployeesFromFileQueryOperation: { request: ImportFileRequest, responsePayload: ImportEmployeesResponse },
  EmployeeDocumentListRequestEvent: { request: EmployeeDocumentListRequest, responsePayload: EmployeeDocumentList },
  EmployeeDocumentSaveRequestEvent: { request: EmployeeDocumentSaveRequest, responsePayload: EmployeeDocument },
  EmployeeDocumentRemoveRequestEvent: { request: EmployeeDocumentRemoveRequest, responsePayload: EmployeeDocument },
  EmployeeLicencePhotoSaveRequestEvent: { request: EmployeeLicencePhotoSaveRequest, responsePayload: Person },
};

export const notifications = {
  UsersChangedNotification: UsersChanged,
  CompanyChangedNotification: CompaniesChanged,
};
