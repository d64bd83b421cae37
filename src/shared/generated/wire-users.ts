// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { Empty } from "./common";
import { AltchaChallenge, CompaniesChanged, CredentialsLostRequest, CredentialsResetCheckRequest, CredentialsResetRequest, EmployeeAddRequest, EmployeeDocument, EmployeeDocumentList, EmployeeDocumentListRequest, EmployeeDocumentRemoveRequest, EmployeeDocumentSaveRequest, EmployeeLicencePhotoSaveRequest, ExportEmployeesRequest, ExportEmployeesResponse, ImportEmployeesRequest, ImportEmployeesResponse, PasswordChangeRequest, Person, Profile, ProfileSaveRequest, SettingsSaveRequest, SignUpRequest, SignUpResponse, SignedInSession, User, UserIdRequest, UserInviteRequest, UserListRequest, UserListResponse, UserSaveRequest, UserSessionResumeRequest, UserSignInRequest, UsersChanged, VerifyRequest, VerifyResponse } from "./users";

export const events = {
  UserSignInRequestEvent: { request: UserSignInRequest, responsePayload: SignedInSession },
  UserSessionResumeRequestEvent: { request: UserSessionResumeRequest, responsePayload: SignedInSession },
  UserSignOutRequestEvent: { request: Empty, responsePayload: Empty },
  AltchaChallengeRequestEvent: { request: Empty, responsePayload: AltchaChallenge },
  UserSignUpRequestEvent: { request: SignUpRequest, responsePayload: SignUpResponse },
  UserVerifyRequestEvent: { request: VerifyRequest, responsePayload: VerifyResponse },
  CredentialsLostRequestEvent: { request: CredentialsLostRequest, responsePayload: Empty },
  CredentialsResetCheckRequestEvent: { request: CredentialsResetCheckRequest, responsePayload: Empty },
  CredentialsResetRequestEvent: { request: CredentialsResetRequest, responsePayload: Empty },
  UserPasswordChangeRequestEvent: { request: PasswordChangeRequest, responsePayload: Empty },
  UserProfileRequestEvent: { request: Empty, responsePayload: Profile },
  UserProfileSaveRequestEvent: { request: ProfileSaveRequest, responsePayload: Profile },
  UserSettingsSaveRequestEvent: { request: SettingsSaveRequest, responsePayload: User },
  UserListRequestEvent: { request: UserListRequest, responsePayload: UserListResponse },
  UserGetRequestEvent: { request: UserIdRequest, responsePayload: Person },
  UserSaveRequestEvent: { request: UserSaveRequest, responsePayload: Person },
  EmployeeAddRequestEvent: { request: EmployeeAddRequest, responsePayload: Person },
  UserInviteRequestEvent: { request: UserInviteRequest, responsePayload: Person },
  UserRemoveRequestEvent: { request: UserIdRequest, responsePayload: Person },
  UserRestoreRequestEvent: { request: UserIdRequest, responsePayload: Person },
  ExportEmployeesQueryOperation: { request: ExportEmployeesRequest, responsePayload: ExportEmployeesResponse },
  ImportEmployeesFromFileQueryOperation: { request: ImportEmployeesRequest, responsePayload: ImportEmployeesResponse },
  EmployeeDocumentListRequestEvent: { request: EmployeeDocumentListRequest, responsePayload: EmployeeDocumentList },
  EmployeeDocumentSaveRequestEvent: { request: EmployeeDocumentSaveRequest, responsePayload: EmployeeDocument },
  EmployeeDocumentRemoveRequestEvent: { request: EmployeeDocumentRemoveRequest, responsePayload: EmployeeDocument },
  EmployeeLicencePhotoSaveRequestEvent: { request: EmployeeLicencePhotoSaveRequest, responsePayload: Person },
};

export const notifications = {
  UsersChangedNotification: UsersChanged,
  CompanyChangedNotification: CompaniesChanged,
};
