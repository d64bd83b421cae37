// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type * as t from "io-ts";
import type { ErrorId } from "./errors";
import { Empty } from "./common";
import { FileIdRequest, StoredFile } from "./files";
import { AltchaChallenge, CredentialsLostRequest, CredentialsResetRequest, PasswordChangeRequest, Profile, ProfileSaveRequest, SettingsSaveRequest, SignUpRequest, SignUpResponse, SignedInSession, User, UserSessionResumeRequest, UserSignInRequest, VerifyRequest, VerifyResponse } from "./users";
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
  VehicleListRequestEvent: VehicleListRequest;
  VehicleGetRequestEvent: VehicleIdRequest;
  VehicleSaveRequestEvent: VehicleSaveRequest;
  VehicleRemoveRequestEvent: VehicleIdRequest;
  VehicleRestoreRequestEvent: VehicleIdRequest;
  VehicleReferenceDataRequestEvent: Empty;
}

/** The payload of each event's complete, successful response. */
export interface EventResponses {
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
  VehicleListRequestEvent: VehicleListResponse;
  VehicleGetRequestEvent: Vehicle;
  VehicleSaveRequestEvent: Vehicle;
  VehicleRemoveRequestEvent: Vehicle;
  VehicleRestoreRequestEvent: Vehicle;
  VehicleReferenceDataRequestEvent: VehicleReferenceData;
}

/** The response name of each event. */
export interface EventResponseNames {
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
  VehicleListRequestEvent: "VehicleListResponse";
  VehicleGetRequestEvent: "VehicleGetResponse";
  VehicleSaveRequestEvent: "VehicleSaveResponse";
  VehicleRemoveRequestEvent: "VehicleRemoveResponse";
  VehicleRestoreRequestEvent: "VehicleRestoreResponse";
  VehicleReferenceDataRequestEvent: "VehicleReferenceDataResponse";
}

/** Server-pushed notifications and their payload codecs. */
export const notificationCatalogue = {
  VehiclesChangedNotification: { payload: VehiclesChanged },
} as const satisfies Record<string, { readonly payload: t.Mixed; }>;

export type NotificationName = keyof typeof notificationCatalogue;

export function isNotificationName(name: string): name is NotificationName {
  return Object.prototype.hasOwnProperty.call(notificationCatalogue, name);
}

/** The payload of each notification. */
export interface NotificationPayloads {
  VehiclesChangedNotification: VehiclesChanged;
}

/** The error ids each event may answer with. */
export type EventErrors<E extends EventName> = (typeof eventCatalogue)[E]["errors"][number];
