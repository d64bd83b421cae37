// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type { Observable } from "rxjs";
import type { EventName, EventRequests, EventResponses } from "./events";

/** A reply as the client sees it: progress while the server works, then the decoded payload. */
export type Reply<P> =
  | { readonly status: "intermediate"; readonly progressMessage: string; }
  | { readonly status: "complete"; readonly payload: P; };

/** What the generated API needs: the connection's request function. */
export interface Requester {
  request<E extends EventName>(eventName: E, payload: EventRequests[E]): Observable<Reply<EventResponses[E]>>;
}

export function createApi(requester: Requester) {
  return {
    /** The session's company with its editable fields and features; admin fields for administrators only. */
    companyGet: (payload: EventRequests["CompanyGetRequestEvent"]) => requester.request("CompanyGetRequestEvent", payload),
    /** Saves the session's company. Email lists and addresses are checked field by field (ValidationFailed with Error.fields: fields.emailDefects format…). */
    companySave: (payload: EventRequests["CompanySaveRequestEvent"]) => requester.request("CompanySaveRequestEvent", payload),
    /** One uploaded file of the company, as base64. */
    fileGet: (payload: EventRequests["FileGetRequestEvent"]) => requester.request("FileGetRequestEvent", payload),
    /** Signs in with email and password; optionally chooses the company (SPEC §7). */
    userSignIn: (payload: EventRequests["UserSignInRequestEvent"]) => requester.request("UserSignInRequestEvent", payload),
    /** Re-attaches a socket to a stored session after a reload or a reconnect. */
    userSessionResume: (payload: EventRequests["UserSessionResumeRequestEvent"]) => requester.request("UserSessionResumeRequestEvent", payload),
    /** Ends the session: every socket of it is closed (SPEC §2 /signout). */
    userSignOut: (payload: EventRequests["UserSignOutRequestEvent"]) => requester.request("UserSignOutRequestEvent", payload),
    /** A fresh proof-of-work challenge for the bot check on register and sign-in. */
    altchaChallenge: (payload: EventRequests["AltchaChallengeRequestEvent"]) => requester.request("AltchaChallengeRequestEvent", payload),
    /** Registers a company and its owner-to-be; mails the /verify link (SPEC §2, §3). */
    userSignUp: (payload: EventRequests["UserSignUpRequestEvent"]) => requester.request("UserSignUpRequestEvent", payload),
    /** Reads a registration, or completes it with the owner's password (SPEC §7). */
    userVerify: (payload: EventRequests["UserVerifyRequestEvent"]) => requester.request("UserVerifyRequestEvent", payload),
    /** Mails a single-use, expiring reset link; the same answer whether or not the email has an account. */
    credentialsLost: (payload: EventRequests["CredentialsLostRequestEvent"]) => requester.request("CredentialsLostRequestEvent", payload),
    /** Sets a new password with a reset link's token; the link is then spent. */
    credentialsReset: (payload: EventRequests["CredentialsResetRequestEvent"]) => requester.request("CredentialsResetRequestEvent", payload),
    /** Changes the signed-in user's password (/portal/profile/password). */
    userPasswordChange: (payload: EventRequests["UserPasswordChangeRequestEvent"]) => requester.request("UserPasswordChangeRequestEvent", payload),
    /** The signed-in user's profile with signature, and whether they may change it. */
    userProfile: (payload: EventRequests["UserProfileRequestEvent"]) => requester.request("UserProfileRequestEvent", payload),
    /** Saves the signed-in user's profile (SPEC §6: drivers only when the company lets them). */
    userProfileSave: (payload: EventRequests["UserProfileSaveRequestEvent"]) => requester.request("UserProfileSaveRequestEvent", payload),
    /** Saves the signed-in user's language and time zone. */
    userSettingsSave: (payload: EventRequests["UserSettingsSaveRequestEvent"]) => requester.request("UserSettingsSaveRequestEvent", payload),
    /** One window of the company's people: filter, sort, offset, limit, fields → count, user ids, columns. */
    userList: (payload: EventRequests["UserListRequestEvent"]) => requester.request("UserListRequestEvent", payload),
    /** One person of the company (removed ones included): account, employment, signature. */
    userGet: (payload: EventRequests["UserGetRequestEvent"]) => requester.request("UserGetRequestEvent", payload),
    /** Changes a person of the company: account fields, employment (roles), preferences (SPEC §7). */
    userSave: (payload: EventRequests["UserSaveRequestEvent"]) => requester.request("UserSaveRequestEvent", payload),
    /** Adds an employee without mail; an email that already has an account (another company's person) is linked, not duplicated (SPEC §7). */
    employeeAdd: (payload: EventRequests["EmployeeAddRequestEvent"]) => requester.request("EmployeeAddRequestEvent", payload),
    /** Invites a person: the employee starts as invited and, with sendEmail, gets a single-use 7-day link to choose a password (SPEC §7, §8 InviteExists). */
    userInvite: (payload: EventRequests["UserInviteRequestEvent"]) => requester.request("UserInviteRequestEvent", payload),
    /** Removes a person from the company (state inactive, shown as Removed; the row stays) and ends their sessions in it (SPEC §4). */
    userRemove: (payload: EventRequests["UserRemoveRequestEvent"]) => requester.request("UserRemoveRequestEvent", payload),
    /** Brings a removed person back: active when they have a password, else invited. */
    userRestore: (payload: EventRequests["UserRestoreRequestEvent"]) => requester.request("UserRestoreRequestEvent", payload),
    /** The filtered people as CSV (UTF-8 with BOM, ISO dates): answers a signed download address valid 5 minutes (SPEC §7). */
    exportEmployeesQueryOperation: (payload: EventRequests["ExportEmployeesQueryOperation"]) => requester.request("ExportEmployeesQueryOperation", payload),
    /** Imports people from an uploaded CSV in one transaction, with intermediate replies whose progressMessage is "done/total phase" (SPEC §7). */
    importEmployeesFromFileQueryOperation: (payload: EventRequests["ImportEmployeesFromFileQueryOperation"]) => requester.request("ImportEmployeesFromFileQueryOperation", payload),
    /** One window of the company's vehicles: filter, sort, offset, limit → count, ordered ids and items. */
    vehicleList: (payload: EventRequests["VehicleListRequestEvent"]) => requester.request("VehicleListRequestEvent", payload),
    /** One vehicle of the company, removed ones included. */
    vehicleGet: (payload: EventRequests["VehicleGetRequestEvent"]) => requester.request("VehicleGetRequestEvent", payload),
    /** Adds a vehicle (no id) or changes one of the company's. */
    vehicleSave: (payload: EventRequests["VehicleSaveRequestEvent"]) => requester.request("VehicleSaveRequestEvent", payload),
    /** Soft-removes a vehicle (SPEC §4: it can be restored). */
    vehicleRemove: (payload: EventRequests["VehicleRemoveRequestEvent"]) => requester.request("VehicleRemoveRequestEvent", payload),
    /** Restores a removed vehicle. */
    vehicleRestore: (payload: EventRequests["VehicleRestoreRequestEvent"]) => requester.request("VehicleRestoreRequestEvent", payload),
    /** Vehicle categories (SPEC §9), makers and types. */
    vehicleReferenceData: (payload: EventRequests["VehicleReferenceDataRequestEvent"]) => requester.request("VehicleReferenceDataRequestEvent", payload),
  };
}

export type Api = ReturnType<typeof createApi>;
