// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type { EventRequests, EventResponses } from "./events";

export interface EventHandlers<Context> {
  /** The session's company with its editable fields and features; admin fields for administrators only. May fail with: nothing but the dispatcher's errors. */
  CompanyGetRequestEvent(payload: EventRequests["CompanyGetRequestEvent"], context: Context): Promise<EventResponses["CompanyGetRequestEvent"]>;
  /** Saves the session's company. Email lists and addresses are checked field by field (ValidationFailed with Error.fields: fields.emailDefects format…). May fail with: ValidationFailed, CompanyExists, UnauthorizedException. */
  CompanySaveRequestEvent(payload: EventRequests["CompanySaveRequestEvent"], context: Context): Promise<EventResponses["CompanySaveRequestEvent"]>;
  /** One uploaded file of the company, as base64. May fail with: NotFound. */
  FileGetRequestEvent(payload: EventRequests["FileGetRequestEvent"], context: Context): Promise<EventResponses["FileGetRequestEvent"]>;
  /** Signs in with email and password; optionally chooses the company (SPEC §7). May fail with: UserNotFound, UnauthorizedException, TooManyAttempts, BotCheckFailed. */
  UserSignInRequestEvent(payload: EventRequests["UserSignInRequestEvent"], context: Context): Promise<EventResponses["UserSignInRequestEvent"]>;
  /** Re-attaches a socket to a stored session after a reload or a reconnect. May fail with: NotSignedIn, UnauthorizedException. */
  UserSessionResumeRequestEvent(payload: EventRequests["UserSessionResumeRequestEvent"], context: Context): Promise<EventResponses["UserSessionResumeRequestEvent"]>;
  /** Ends the session: every socket of it is closed (SPEC §2 /signout). May fail with: nothing but the dispatcher's errors. */
  UserSignOutRequestEvent(payload: EventRequests["UserSignOutRequestEvent"], context: Context): Promise<EventResponses["UserSignOutRequestEvent"]>;
  /** A fresh proof-of-work challenge for the bot check on register and sign-in. May fail with: nothing but the dispatcher's errors. */
  AltchaChallengeRequestEvent(payload: EventRequests["AltchaChallengeRequestEvent"], context: Context): Promise<EventResponses["AltchaChallengeRequestEvent"]>;
  /** Registers a company and its owner-to-be; mails the /verify link (SPEC §2, §3). May fail with: EmailExists, CompanyExists, BotCheckFailed, ValidationFailed. */
  UserSignUpRequestEvent(payload: EventRequests["UserSignUpRequestEvent"], context: Context): Promise<EventResponses["UserSignUpRequestEvent"]>;
  /** Reads a registration, or completes it with the owner's password (SPEC §7). May fail with: NotFound, LinkExpired, EmailExists, CompanyExists. */
  UserVerifyRequestEvent(payload: EventRequests["UserVerifyRequestEvent"], context: Context): Promise<EventResponses["UserVerifyRequestEvent"]>;
  /** Mails a single-use, expiring reset link; the same answer whether or not the email has an account. May fail with: UnauthorizedException, NotFound, TooManyAttempts. */
  CredentialsLostRequestEvent(payload: EventRequests["CredentialsLostRequestEvent"], context: Context): Promise<EventResponses["CredentialsLostRequestEvent"]>;
  /** Sets a new password with a reset link's token; the link is then spent. May fail with: LinkExpired. */
  CredentialsResetRequestEvent(payload: EventRequests["CredentialsResetRequestEvent"], context: Context): Promise<EventResponses["CredentialsResetRequestEvent"]>;
  /** Changes the signed-in user's password (/portal/profile/password). May fail with: WrongPassword, TooManyAttempts. */
  UserPasswordChangeRequestEvent(payload: EventRequests["UserPasswordChangeRequestEvent"], context: Context): Promise<EventResponses["UserPasswordChangeRequestEvent"]>;
  /** The signed-in user's profile with signature, and whether they may change it. May fail with: nothing but the dispatcher's errors. */
  UserProfileRequestEvent(payload: EventRequests["UserProfileRequestEvent"], context: Context): Promise<EventResponses["UserProfileRequestEvent"]>;
  /** Saves the signed-in user's profile (SPEC §6: drivers only when the company lets them). May fail with: UnauthorizedException. */
  UserProfileSaveRequestEvent(payload: EventRequests["UserProfileSaveRequestEvent"], context: Context): Promise<EventResponses["UserProfileSaveRequestEvent"]>;
  /** Saves the signed-in user's language and time zone. May fail with: nothing but the dispatcher's errors. */
  UserSettingsSaveRequestEvent(payload: EventRequests["UserSettingsSaveRequestEvent"], context: Context): Promise<EventResponses["UserSettingsSaveRequestEvent"]>;
  /** One window of the company's people: filter, sort, offset, limit, fields → count, user ids, columns. May fail with: nothing but the dispatcher's errors. */
  UserListRequestEvent(payload: EventRequests["UserListRequestEvent"], context: Context): Promise<EventResponses["UserListRequestEvent"]>;
  /** One person of the company (removed ones included): account, employment, signature. May fail with: NotFound. */
  UserGetRequestEvent(payload: EventRequests["UserGetRequestEvent"], context: Context): Promise<EventResponses["UserGetRequestEvent"]>;
  /** Changes a person of the company: account fields, employment (roles), preferences (SPEC §7). May fail with: NotFound, ValidationFailed, EmailExists, UnauthorizedException. */
  UserSaveRequestEvent(payload: EventRequests["UserSaveRequestEvent"], context: Context): Promise<EventResponses["UserSaveRequestEvent"]>;
  /** Adds an employee without mail; an email that already has an account (another company's person) is linked, not duplicated (SPEC §7). May fail with: InviteExists, ValidationFailed, UnauthorizedException. */
  EmployeeAddRequestEvent(payload: EventRequests["EmployeeAddRequestEvent"], context: Context): Promise<EventResponses["EmployeeAddRequestEvent"]>;
  /** Invites a person: the employee starts as invited and, with sendEmail, gets a single-use 7-day link to choose a password (SPEC §7, §8 InviteExists). May fail with: InviteExists, ValidationFailed, UnauthorizedException. */
  UserInviteRequestEvent(payload: EventRequests["UserInviteRequestEvent"], context: Context): Promise<EventResponses["UserInviteRequestEvent"]>;
  /** Removes a person from the company (state inactive, shown as Removed; the row stays) and ends their sessions in it (SPEC §4). May fail with: NotFound, UnauthorizedException. */
  UserRemoveRequestEvent(payload: EventRequests["UserRemoveRequestEvent"], context: Context): Promise<EventResponses["UserRemoveRequestEvent"]>;
  /** Brings a removed person back: active when they have a password, else invited. May fail with: NotFound, UnauthorizedException. */
  UserRestoreRequestEvent(payload: EventRequests["UserRestoreRequestEvent"], context: Context): Promise<EventResponses["UserRestoreRequestEvent"]>;
  /** The filtered people as CSV (UTF-8 with BOM, ISO dates): answers a signed download address valid 5 minutes (SPEC §7). May fail with: nothing but the dispatcher's errors. */
  ExportEmployeesQueryOperation(payload: EventRequests["ExportEmployeesQueryOperation"], context: Context): Promise<EventResponses["ExportEmployeesQueryOperation"]>;
  /** Imports people from an uploaded CSV in one transaction, with intermediate replies whose progressMessage is "done/total phase" (SPEC §7). May fail with: NotFound. */
  ImportEmployeesFromFileQueryOperation(payload: EventRequests["ImportEmployeesFromFileQueryOperation"], context: Context): Promise<EventResponses["ImportEmployeesFromFileQueryOperation"]>;
  /** One window of the company's vehicles: filter, sort, offset, limit → count, ordered ids and items. May fail with: nothing but the dispatcher's errors. */
  VehicleListRequestEvent(payload: EventRequests["VehicleListRequestEvent"], context: Context): Promise<EventResponses["VehicleListRequestEvent"]>;
  /** One vehicle of the company, removed ones included. May fail with: NotFound. */
  VehicleGetRequestEvent(payload: EventRequests["VehicleGetRequestEvent"], context: Context): Promise<EventResponses["VehicleGetRequestEvent"]>;
  /** Adds a vehicle (no id) or changes one of the company's. May fail with: NotFound, ValidationFailed. */
  VehicleSaveRequestEvent(payload: EventRequests["VehicleSaveRequestEvent"], context: Context): Promise<EventResponses["VehicleSaveRequestEvent"]>;
  /** Soft-removes a vehicle (SPEC §4: it can be restored). May fail with: NotFound. */
  VehicleRemoveRequestEvent(payload: EventRequests["VehicleRemoveRequestEvent"], context: Context): Promise<EventResponses["VehicleRemoveRequestEvent"]>;
  /** Restores a removed vehicle. May fail with: NotFound. */
  VehicleRestoreRequestEvent(payload: EventRequests["VehicleRestoreRequestEvent"], context: Context): Promise<EventResponses["VehicleRestoreRequestEvent"]>;
  /** Vehicle categories (SPEC §9), makers and types. May fail with: nothing but the dispatcher's errors. */
  VehicleReferenceDataRequestEvent(payload: EventRequests["VehicleReferenceDataRequestEvent"], context: Context): Promise<EventResponses["VehicleReferenceDataRequestEvent"]>;
}
