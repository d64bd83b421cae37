// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type { EventRequests, EventResponses } from "./events";

export interface EventHandlers<Context> {
  /** The signed-in employee checks in: fit for duty, or not able to work with a reason (which mails the company's managers and owners). May fail with: ValidationFailed. */
  CheckInSubmitRequestEvent(payload: EventRequests["CheckInSubmitRequestEvent"], context: Context): Promise<EventResponses["CheckInSubmitRequestEvent"]>;
  /** One window of check-ins: the company's for owners, managers and administrators; the caller's own for anyone else. May fail with: nothing but the dispatcher's errors. */
  CheckInListRequestEvent(payload: EventRequests["CheckInListRequestEvent"], context: Context): Promise<EventResponses["CheckInListRequestEvent"]>;
  /** One check-in, under the same visibility as the list. May fail with: NotFound. */
  CheckInGetRequestEvent(payload: EventRequests["CheckInGetRequestEvent"], context: Context): Promise<EventResponses["CheckInGetRequestEvent"]>;
  /** The session's company with its editable fields and features; admin fields for administrators only. May fail with: nothing but the dispatcher's errors. */
  CompanyGetRequestEvent(payload: EventRequests["CompanyGetRequestEvent"], context: Context): Promise<EventResponses["CompanyGetRequestEvent"]>;
  /** Saves the session's company. Email lists and addresses are checked field by field (ValidationFailed with Error.fields: fields.emailDefects format…). May fail with: ValidationFailed, CompanyExists, UnauthorizedException. */
  CompanySaveRequestEvent(payload: EventRequests["CompanySaveRequestEvent"], context: Context): Promise<EventResponses["CompanySaveRequestEvent"]>;
  /** One window of what has expired or expires within the chosen weeks, across plates, safeties, licences, documents and the CVOR renewal. May fail with: nothing but the dispatcher's errors. */
  ComplianceListRequestEvent(payload: EventRequests["ComplianceListRequestEvent"], context: Context): Promise<EventResponses["ComplianceListRequestEvent"]>;
  /** The summary counts object (SPEC §3), computed by one set of indexed queries. May fail with: nothing but the dispatcher's errors. */
  ComplianceSummaryRequestEvent(payload: EventRequests["ComplianceSummaryRequestEvent"], context: Context): Promise<EventResponses["ComplianceSummaryRequestEvent"]>;
  /** One uploaded file of the company, as base64. May fail with: NotFound. */
  FileGetRequestEvent(payload: EventRequests["FileGetRequestEvent"], context: Context): Promise<EventResponses["FileGetRequestEvent"]>;
  /** The home screen's stats: per domain the company has, a series over the last 15 days and one over the last 15 months, each from one indexed aggregate query; and the vehicles out of service now. May fail with: nothing but the dispatcher's errors. */
  HomeStatsRequestEvent(payload: EventRequests["HomeStatsRequestEvent"], context: Context): Promise<EventResponses["HomeStatsRequestEvent"]>;
  /** One window of timesheets: the company's for owners, managers and administrators; the caller's own for anyone else. May fail with: nothing but the dispatcher's errors. */
  TimesheetListRequestEvent(payload: EventRequests["TimesheetListRequestEvent"], context: Context): Promise<EventResponses["TimesheetListRequestEvent"]>;
  /** One day whole, with the engine's judgement of its 14-day look-back, under the same visibility as the list. May fail with: NotFound. */
  TimesheetGetRequestEvent(payload: EventRequests["TimesheetGetRequestEvent"], context: Context): Promise<EventResponses["TimesheetGetRequestEvent"]>;
  /** The signed-in driver's own hours: today, the status in force, what is left and the days to certify. May fail with: UnauthorizedException. */
  MyHoursRequestEvent(payload: EventRequests["MyHoursRequestEvent"], context: Context): Promise<EventResponses["MyHoursRequestEvent"]>;
  /** The signed-in driver changes duty status (one of six) at a time and place. May fail with: ValidationFailed, UnauthorizedException. */
  DutyStatusChangeRequestEvent(payload: EventRequests["DutyStatusChangeRequestEvent"], context: Context): Promise<EventResponses["DutyStatusChangeRequestEvent"]>;
  /** The signed-in driver declares a deferral of off-duty time (SOR/2005-313 s.16(e)). May fail with: ValidationFailed, UnauthorizedException. */
  DeferralDeclareRequestEvent(payload: EventRequests["DeferralDeclareRequestEvent"], context: Context): Promise<EventResponses["DeferralDeclareRequestEvent"]>;
  /** The signed-in driver declares adverse driving conditions (SOR/2005-313 s.76, 49 CFR 395.1(b)(1)). May fail with: ValidationFailed, UnauthorizedException. */
  AdverseConditionsDeclareRequestEvent(payload: EventRequests["AdverseConditionsDeclareRequestEvent"], context: Context): Promise<EventResponses["AdverseConditionsDeclareRequestEvent"]>;
  /** The driver certifies one of their own days with a signature. May fail with: NotFound, ValidationFailed. */
  TimesheetCertifyRequestEvent(payload: EventRequests["TimesheetCertifyRequestEvent"], context: Context): Promise<EventResponses["TimesheetCertifyRequestEvent"]>;
  /** An annotated correction of a day (the driver's own, or any of the company's by the office); the original stays in the edit history. May fail with: NotFound, ValidationFailed. */
  TimesheetEntryCorrectRequestEvent(payload: EventRequests["TimesheetEntryCorrectRequestEvent"], context: Context): Promise<EventResponses["TimesheetEntryCorrectRequestEvent"]>;
  /** One window of the company's inspections. Drivers (sessions with only driver or nc_driver roles) get their own only. May fail with: nothing but the dispatcher's errors. */
  InspectionListRequestEvent(payload: EventRequests["InspectionListRequestEvent"], context: Context): Promise<EventResponses["InspectionListRequestEvent"]>;
  /** One inspection whole: every answer by part, photos as file ids (FileGetRequestEvent), signatures, remarks, defects and repairs, coordinates. A driver reads only their own. May fail with: NotFound. */
  InspectionGetRequestEvent(payload: EventRequests["InspectionGetRequestEvent"], context: Context): Promise<EventResponses["InspectionGetRequestEvent"]>;
  /** A driver's inspection. In one transaction: the inspection, a defect per minor or major answer, the units' defectType (the most severe open defect; major = out of service) and inspectedUntil, acknowledged repairs, and the defect mail to the company's emailDefects list and the driver's copy (outbox). May fail with: NotFound, ValidationFailed. */
  InspectionSubmitRequestEvent(payload: EventRequests["InspectionSubmitRequestEvent"], context: Context): Promise<EventResponses["InspectionSubmitRequestEvent"]>;
  /** Marks defects of an inspection repaired or needing no correction; the inspection's status and the vehicles' defectType are recomputed in the same transaction. May fail with: NotFound, ValidationFailed. */
  DefectRepairRequestEvent(payload: EventRequests["DefectRepairRequestEvent"], context: Context): Promise<EventResponses["DefectRepairRequestEvent"]>;
  /** Adds a remark (date, by, text) to an inspection. May fail with: NotFound. */
  InspectionRemarkAddRequestEvent(payload: EventRequests["InspectionRemarkAddRequestEvent"], context: Context): Promise<EventResponses["InspectionRemarkAddRequestEvent"]>;
  /** Mails the report (PDF attached) to a comma-separated list of addresses, through the outbox. May fail with: NotFound, ValidationFailed. */
  InspectionEmailRequestEvent(payload: EventRequests["InspectionEmailRequestEvent"], context: Context): Promise<EventResponses["InspectionEmailRequestEvent"]>;
  /** A download address of the report PDF (the details screen's Download). A driver gets only their own. May fail with: NotFound. */
  InspectionReportRequestEvent(payload: EventRequests["InspectionReportRequestEvent"], context: Context): Promise<EventResponses["InspectionReportRequestEvent"]>;
  /** Before inspecting: the unit's open defects, repairs awaiting acknowledgement, the schedule to use and the last inspection. May fail with: nothing but the dispatcher's errors. */
  VehicleOpenDefectsRequestEvent(payload: EventRequests["VehicleOpenDefectsRequestEvent"], context: Context): Promise<EventResponses["VehicleOpenDefectsRequestEvent"]>;
  /** Queues a report of a list with its filter and sort. The session must be allowed to read that list (its list event's access); a mechanic (SPEC §6 reduced menu) reports only vehicles and inspections. May fail with: nothing but the dispatcher's errors. */
  ReportCreateRequestEvent(payload: EventRequests["ReportCreateRequestEvent"], context: Context): Promise<EventResponses["ReportCreateRequestEvent"]>;
  /** The company's recent reports (the last 7 days), newest first, with their state and progress; a mechanic sees only the lists it may report. May fail with: nothing but the dispatcher's errors. */
  ReportListRequestEvent(payload: EventRequests["ReportListRequestEvent"], context: Context): Promise<EventResponses["ReportListRequestEvent"]>;
  /** A signed download address of a finished report of the session's company. Another company's report, or one the session may not read, is NotFound; one not finished yet is ValidationFailed. May fail with: NotFound, ValidationFailed. */
  ReportDownloadRequestEvent(payload: EventRequests["ReportDownloadRequestEvent"], context: Context): Promise<EventResponses["ReportDownloadRequestEvent"]>;
  /** The company's schedules (and, when asked, the templates). May fail with: nothing but the dispatcher's errors. */
  ScheduleListRequestEvent(payload: EventRequests["ScheduleListRequestEvent"], context: Context): Promise<EventResponses["ScheduleListRequestEvent"]>;
  /** One schedule with its questions and options: the company's own, or a template. The driver app walks it part by part. May fail with: NotFound. */
  ScheduleGetRequestEvent(payload: EventRequests["ScheduleGetRequestEvent"], context: Context): Promise<EventResponses["ScheduleGetRequestEvent"]>;
  /** Adds a schedule (no id) or changes one of the company's (never a template). May fail with: NotFound, ValidationFailed. */
  ScheduleSaveRequestEvent(payload: EventRequests["ScheduleSaveRequestEvent"], context: Context): Promise<EventResponses["ScheduleSaveRequestEvent"]>;
  /** A new schedule of the company copied from a template or from one of its own. May fail with: NotFound. */
  ScheduleCopyFromTemplateRequestEvent(payload: EventRequests["ScheduleCopyFromTemplateRequestEvent"], context: Context): Promise<EventResponses["ScheduleCopyFromTemplateRequestEvent"]>;
  /** Assigns a schedule of the company to vehicles of the company. May fail with: nothing but the dispatcher's errors. */
  ScheduleAssignRequestEvent(payload: EventRequests["ScheduleAssignRequestEvent"], context: Context): Promise<EventResponses["ScheduleAssignRequestEvent"]>;
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
  /** The documents of a person's file (/portal/operator/users/file/{id}). A driver (a session without an owner, manager or administrator role) reads only their own file. May fail with: NotFound, UnauthorizedException. */
  EmployeeDocumentListRequestEvent(payload: EventRequests["EmployeeDocumentListRequestEvent"], context: Context): Promise<EventResponses["EmployeeDocumentListRequestEvent"]>;
  /** Adds a document to a person's file or replaces one (file, kind, title, expiry, note). May fail with: NotFound, ValidationFailed, UnauthorizedException. */
  EmployeeDocumentSaveRequestEvent(payload: EventRequests["EmployeeDocumentSaveRequestEvent"], context: Context): Promise<EventResponses["EmployeeDocumentSaveRequestEvent"]>;
  /** Removes a document from the file: it is marked removed, never deleted. May fail with: NotFound, UnauthorizedException. */
  EmployeeDocumentRemoveRequestEvent(payload: EventRequests["EmployeeDocumentRemoveRequestEvent"], context: Context): Promise<EventResponses["EmployeeDocumentRemoveRequestEvent"]>;
  /** Sets or clears the photo of a person's licence (/portal/operator/users/license/{id}). May fail with: NotFound, UnauthorizedException. */
  EmployeeLicencePhotoSaveRequestEvent(payload: EventRequests["EmployeeLicencePhotoSaveRequestEvent"], context: Context): Promise<EventResponses["EmployeeLicencePhotoSaveRequestEvent"]>;
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
