// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type * as t from "io-ts";
import type { ErrorId } from "./errors";
import { Empty } from "./common";
import { CompanyDetails, CompanySaveRequest } from "./company";
import { FileIdRequest, StoredFile } from "./files";
import { AltchaChallenge, CredentialsLostRequest, CredentialsResetRequest, EmployeeAddRequest, ExportEmployeesRequest, ExportEmployeesResponse, ImportEmployeesRequest, ImportEmployeesResponse, PasswordChangeRequest, Person, Profile, ProfileSaveRequest, SettingsSaveRequest, SignUpRequest, SignUpResponse, SignedInSession, User, UserIdRequest, UserInviteRequest, UserListRequest, UserListResponse, UserSaveRequest, UserSessionResumeRequest, UserSignInRequest, UsersChanged, VerifyRequest, VerifyResponse } from "./users";
import { Vehicle, VehicleIdRequest, VehicleListRequest, VehicleListResponse, VehicleReferenceData, VehicleSaveRequest, VehiclesChanged } from "./vehicles";

export type EventAccess =
  | { readonly kind: "public"; }
  | { readonly kind: "signedIn"; }
  | { readonly kind: "company"; readonly roles: readonly string[]; readonly features: readonly string[]; };

/** The kinds of record request payloads link to (schema `x-references`); the server checks each kind. */
export type ReferenceTarget = "files" | "vehicleCategories" | "vehicleSchedules";

/** A link in a request payload: the property's path ("*" = every item of a list or map) and what it names. */
export interface ReferenceSite {
  readonly path: readonly string[];
  readonly target: ReferenceTarget;
}

export interface EventSpec {
  readonly request: t.Mixed;
  readonly response: string;
  readonly responsePayload: t.Mixed;
  readonly errors: readonly ErrorId[];
  readonly access: EventAccess;
  readonly references: readonly ReferenceSite[];
  /** A write applied exactly once: stamped with a client id and a sequence number (ARCHITECTURE "Commands"). */
  readonly command?: true;
}

export const eventCatalogue = {
  CompanyGetRequestEvent: {
    request: Empty,
    response: "CompanyGetResponse",
    responsePayload: CompanyDetails,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
  },
  CompanySaveRequestEvent: {
    request: CompanySaveRequest,
    response: "CompanySaveResponse",
    responsePayload: CompanyDetails,
    errors: ["ValidationFailed", "CompanyExists", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  FileGetRequestEvent: {
    request: FileIdRequest,
    response: "FileGetResponse",
    responsePayload: StoredFile,
    errors: ["NotFound"],
    access: { kind: "company", roles: [], features: [] },
    references: [],
  },
  UserSignInRequestEvent: {
    request: UserSignInRequest,
    response: "UserSignInResponse",
    responsePayload: SignedInSession,
    errors: ["UserNotFound", "UnauthorizedException", "TooManyAttempts", "BotCheckFailed"],
    access: { kind: "public" },
    references: [],
  },
  UserSessionResumeRequestEvent: {
    request: UserSessionResumeRequest,
    response: "UserSessionResumeResponse",
    responsePayload: SignedInSession,
    errors: ["NotSignedIn", "UnauthorizedException"],
    access: { kind: "public" },
    references: [],
  },
  UserSignOutRequestEvent: {
    request: Empty,
    response: "UserSignOutResponse",
    responsePayload: Empty,
    errors: [],
    access: { kind: "signedIn" },
    references: [],
  },
  AltchaChallengeRequestEvent: {
    request: Empty,
    response: "AltchaChallengeResponse",
    responsePayload: AltchaChallenge,
    errors: [],
    access: { kind: "public" },
    references: [],
  },
  UserSignUpRequestEvent: {
    request: SignUpRequest,
    response: "UserSignUpResponse",
    responsePayload: SignUpResponse,
    errors: ["EmailExists", "CompanyExists", "BotCheckFailed", "ValidationFailed"],
    access: { kind: "public" },
    references: [],
  },
  UserVerifyRequestEvent: {
    request: VerifyRequest,
    response: "UserVerifyResponse",
    responsePayload: VerifyResponse,
    errors: ["NotFound", "LinkExpired", "EmailExists", "CompanyExists"],
    access: { kind: "public" },
    references: [],
  },
  CredentialsLostRequestEvent: {
    request: CredentialsLostRequest,
    response: "CredentialsLostResponse",
    responsePayload: Empty,
    errors: ["UnauthorizedException", "NotFound", "TooManyAttempts"],
    access: { kind: "public" },
    references: [],
  },
  CredentialsResetRequestEvent: {
    request: CredentialsResetRequest,
    response: "CredentialsResetResponse",
    responsePayload: Empty,
    errors: ["LinkExpired"],
    access: { kind: "public" },
    references: [],
  },
  UserPasswordChangeRequestEvent: {
    request: PasswordChangeRequest,
    response: "UserPasswordChangeResponse",
    responsePayload: Empty,
    errors: ["WrongPassword", "TooManyAttempts"],
    access: { kind: "signedIn" },
    references: [],
  },
  UserProfileRequestEvent: {
    request: Empty,
    response: "UserProfileResponse",
    responsePayload: Profile,
    errors: [],
    access: { kind: "signedIn" },
    references: [],
  },
  UserProfileSaveRequestEvent: {
    request: ProfileSaveRequest,
    response: "UserProfileSaveResponse",
    responsePayload: Profile,
    errors: ["UnauthorizedException"],
    access: { kind: "signedIn" },
    references: [],
    command: true,
  },
  UserSettingsSaveRequestEvent: {
    request: SettingsSaveRequest,
    response: "UserSettingsSaveResponse",
    responsePayload: User,
    errors: [],
    access: { kind: "signedIn" },
    references: [],
    command: true,
  },
  UserListRequestEvent: {
    request: UserListRequest,
    response: "UserListResponse",
    responsePayload: UserListResponse,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
  },
  UserGetRequestEvent: {
    request: UserIdRequest,
    response: "UserGetResponse",
    responsePayload: Person,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
  },
  UserSaveRequestEvent: {
    request: UserSaveRequest,
    response: "UserSaveResponse",
    responsePayload: Person,
    errors: ["NotFound", "ValidationFailed", "EmailExists", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  EmployeeAddRequestEvent: {
    request: EmployeeAddRequest,
    response: "EmployeeAddResponse",
    responsePayload: Person,
    errors: ["InviteExists", "ValidationFailed", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  UserInviteRequestEvent: {
    request: UserInviteRequest,
    response: "UserInviteResponse",
    responsePayload: Person,
    errors: ["InviteExists", "ValidationFailed", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  UserRemoveRequestEvent: {
    request: UserIdRequest,
    response: "UserRemoveResponse",
    responsePayload: Person,
    errors: ["NotFound", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  UserRestoreRequestEvent: {
    request: UserIdRequest,
    response: "UserRestoreResponse",
    responsePayload: Person,
    errors: ["NotFound", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  ExportEmployeesQueryOperation: {
    request: ExportEmployeesRequest,
    response: "ExportEmployeesQueryResponse",
    responsePayload: ExportEmployeesResponse,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
  },
  ImportEmployeesFromFileQueryOperation: {
    request: ImportEmployeesRequest,
    response: "ImportEmployeesFromFileQueryResponse",
    responsePayload: ImportEmployeesResponse,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [{ path: ["files", "*"], target: "files" }],
    command: true,
  },
  VehicleListRequestEvent: {
    request: VehicleListRequest,
    response: "VehicleListResponse",
    responsePayload: VehicleListResponse,
    errors: [],
    access: { kind: "company", roles: [], features: ["vehicles", "inspections"] },
    references: [],
  },
  VehicleGetRequestEvent: {
    request: VehicleIdRequest,
    response: "VehicleGetResponse",
    responsePayload: Vehicle,
    errors: ["NotFound"],
    access: { kind: "company", roles: [], features: ["vehicles", "inspections"] },
    references: [],
  },
  VehicleSaveRequestEvent: {
    request: VehicleSaveRequest,
    response: "VehicleSaveResponse",
    responsePayload: Vehicle,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["vehicles", "inspections"] },
    references: [{ path: ["vehicle", "categoryId"], target: "vehicleCategories" }, { path: ["vehicle", "scheduleId"], target: "vehicleSchedules" }, { path: ["vehicle", "imageId"], target: "files" }],
    command: true,
  },
  VehicleRemoveRequestEvent: {
    request: VehicleIdRequest,
    response: "VehicleRemoveResponse",
    responsePayload: Vehicle,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["vehicles", "inspections"] },
    references: [],
    command: true,
  },
  VehicleRestoreRequestEvent: {
    request: VehicleIdRequest,
    response: "VehicleRestoreResponse",
    responsePayload: Vehicle,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["vehicles", "inspections"] },
    references: [],
    command: true,
  },
  VehicleReferenceDataRequestEvent: {
    request: Empty,
    response: "VehicleReferenceDataResponse",
    responsePayload: VehicleReferenceData,
    errors: [],
    access: { kind: "company", roles: [], features: ["vehicles", "inspections"] },
    references: [],
  },
} as const satisfies Record<string, EventSpec>;

export type EventName = keyof typeof eventCatalogue;

export const eventNames = Object.keys(eventCatalogue) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(eventCatalogue, name);
}

/** The request payload of each event. */
export interface EventRequests {
  CompanyGetRequestEvent: Empty;
  CompanySaveRequestEvent: CompanySaveRequest;
  FileGetRequestEvent: FileIdRequest;
  UserSignInRequestEvent: UserSignInRequest;
  UserSessionResumeRequestEvent: UserSessionResumeRequest;
  UserSignOutRequestEvent: Empty;
  AltchaChallengeRequestEvent: Empty;
  UserSignUpRequestEvent: SignUpRequest;
  UserVerifyRequestEvent: VerifyRequest;
  CredentialsLostRequestEvent: CredentialsLostRequest;
  CredentialsResetRequestEvent: CredentialsResetRequest;
  UserPasswordChangeRequestEvent: PasswordChangeRequest;
  UserProfileRequestEvent: Empty;
  UserProfileSaveRequestEvent: ProfileSaveRequest;
  UserSettingsSaveRequestEvent: SettingsSaveRequest;
  UserListRequestEvent: UserListRequest;
  UserGetRequestEvent: UserIdRequest;
  UserSaveRequestEvent: UserSaveRequest;
  EmployeeAddRequestEvent: EmployeeAddRequest;
  UserInviteRequestEvent: UserInviteRequest;
  UserRemoveRequestEvent: UserIdRequest;
  UserRestoreRequestEvent: UserIdRequest;
  ExportEmployeesQueryOperation: ExportEmployeesRequest;
  ImportEmployeesFromFileQueryOperation: ImportEmployeesRequest;
  VehicleListRequestEvent: VehicleListRequest;
  VehicleGetRequestEvent: VehicleIdRequest;
  VehicleSaveRequestEvent: VehicleSaveRequest;
  VehicleRemoveRequestEvent: VehicleIdRequest;
  VehicleRestoreRequestEvent: VehicleIdRequest;
  VehicleReferenceDataRequestEvent: Empty;
}

/** The payload of each event's complete, successful response. */
export interface EventResponses {
  CompanyGetRequestEvent: CompanyDetails;
  CompanySaveRequestEvent: CompanyDetails;
  FileGetRequestEvent: StoredFile;
  UserSignInRequestEvent: SignedInSession;
  UserSessionResumeRequestEvent: SignedInSession;
  UserSignOutRequestEvent: Empty;
  AltchaChallengeRequestEvent: AltchaChallenge;
  UserSignUpRequestEvent: SignUpResponse;
  UserVerifyRequestEvent: VerifyResponse;
  CredentialsLostRequestEvent: Empty;
  CredentialsResetRequestEvent: Empty;
  UserPasswordChangeRequestEvent: Empty;
  UserProfileRequestEvent: Profile;
  UserProfileSaveRequestEvent: Profile;
  UserSettingsSaveRequestEvent: User;
  UserListRequestEvent: UserListResponse;
  UserGetRequestEvent: Person;
  UserSaveRequestEvent: Person;
  EmployeeAddRequestEvent: Person;
  UserInviteRequestEvent: Person;
  UserRemoveRequestEvent: Person;
  UserRestoreRequestEvent: Person;
  ExportEmployeesQueryOperation: ExportEmployeesResponse;
  ImportEmployeesFromFileQueryOperation: ImportEmployeesResponse;
  VehicleListRequestEvent: VehicleListResponse;
  VehicleGetRequestEvent: Vehicle;
  VehicleSaveRequestEvent: Vehicle;
  VehicleRemoveRequestEvent: Vehicle;
  VehicleRestoreRequestEvent: Vehicle;
  VehicleReferenceDataRequestEvent: VehicleReferenceData;
}

/** The response name of each event. */
export interface EventResponseNames {
  CompanyGetRequestEvent: "CompanyGetResponse";
  CompanySaveRequestEvent: "CompanySaveResponse";
  FileGetRequestEvent: "FileGetResponse";
  UserSignInRequestEvent: "UserSignInResponse";
  UserSessionResumeRequestEvent: "UserSessionResumeResponse";
  UserSignOutRequestEvent: "UserSignOutResponse";
  AltchaChallengeRequestEvent: "AltchaChallengeResponse";
  UserSignUpRequestEvent: "UserSignUpResponse";
  UserVerifyRequestEvent: "UserVerifyResponse";
  CredentialsLostRequestEvent: "CredentialsLostResponse";
  CredentialsResetRequestEvent: "CredentialsResetResponse";
  UserPasswordChangeRequestEvent: "UserPasswordChangeResponse";
  UserProfileRequestEvent: "UserProfileResponse";
  UserProfileSaveRequestEvent: "UserProfileSaveResponse";
  UserSettingsSaveRequestEvent: "UserSettingsSaveResponse";
  UserListRequestEvent: "UserListResponse";
  UserGetRequestEvent: "UserGetResponse";
  UserSaveRequestEvent: "UserSaveResponse";
  EmployeeAddRequestEvent: "EmployeeAddResponse";
  UserInviteRequestEvent: "UserInviteResponse";
  UserRemoveRequestEvent: "UserRemoveResponse";
  UserRestoreRequestEvent: "UserRestoreResponse";
  ExportEmployeesQueryOperation: "ExportEmployeesQueryResponse";
  ImportEmployeesFromFileQueryOperation: "ImportEmployeesFromFileQueryResponse";
  VehicleListRequestEvent: "VehicleListResponse";
  VehicleGetRequestEvent: "VehicleGetResponse";
  VehicleSaveRequestEvent: "VehicleSaveResponse";
  VehicleRemoveRequestEvent: "VehicleRemoveResponse";
  VehicleRestoreRequestEvent: "VehicleRestoreResponse";
  VehicleReferenceDataRequestEvent: "VehicleReferenceDataResponse";
}

/** Server-pushed notifications and their payload codecs. */
export const notificationCatalogue = {
  UsersChangedNotification: { payload: UsersChanged },
  VehiclesChangedNotification: { payload: VehiclesChanged },
} as const satisfies Record<string, { readonly payload: t.Mixed; }>;

export type NotificationName = keyof typeof notificationCatalogue;

export function isNotificationName(name: string): name is NotificationName {
  return Object.prototype.hasOwnProperty.call(notificationCatalogue, name);
}

/** The payload of each notification. */
export interface NotificationPayloads {
  UsersChangedNotification: UsersChanged;
  VehiclesChangedNotification: VehiclesChanged;
}

/** The error ids each event may answer with. */
export type EventErrors<E extends EventName> = (typeof eventCatalogue)[E]["errors"][number];
