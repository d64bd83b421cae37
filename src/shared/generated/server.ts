// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type { EventRequests, EventResponses } from "./events";

export interface EventHandlers<Context> {
  /** One page of the company's invoices: filter, sort, offset, limit → count, ids and the asked fields column by column. May fail with: nothing but the dispatcher's errors. */
  InvoiceListRequestEvent(payload: EventRequests["InvoiceListRequestEvent"], context: Context): Promise<EventResponses["InvoiceListRequestEvent"]>;
  /** One invoice of the company with its items, taxes and payments. May fail with: NotFound. */
  InvoiceGetRequestEvent(payload: EventRequests["InvoiceGetRequestEvent"], context: Context): Promise<EventResponses["InvoiceGetRequestEvent"]>;
  /** Administrators: changes an invoice's PO number or voids an open invoice that has no payment. May fail with: NotFound, InvoiceAlreadyPaidId, ValidationFailed. */
  InvoiceSaveRequestEvent(payload: EventRequests["InvoiceSaveRequestEvent"], context: Context): Promise<EventResponses["InvoiceSaveRequestEvent"]>;
  /** Administrators: builds the invoice of the period containing month/year (or rebuilds the given open invoice) from the company's plan now, with its PDF. An invoice already paid answers InvoiceAlreadyPaidId and is not changed. May fail with: NotFound, InvoiceAlreadyPaidId, ValidationFailed. */
  CompanyMonthlyInvoiceRequestEvent(payload: EventRequests["CompanyMonthlyInvoiceRequestEvent"], context: Context): Promise<EventResponses["CompanyMonthlyInvoiceRequestEvent"]>;
  /** Renders the invoice's PDF again with the company's current invoice settings and address. May fail with: NotFound, ValidationFailed. */
  InvoiceRebuildPdfRequestEvent(payload: EventRequests["InvoiceRebuildPdfRequestEvent"], context: Context): Promise<EventResponses["InvoiceRebuildPdfRequestEvent"]>;
  /** A download address of the invoice PDF (signed, 5 minutes). May fail with: NotFound. */
  InvoicePdfRequestEvent(payload: EventRequests["InvoicePdfRequestEvent"], context: Context): Promise<EventResponses["InvoicePdfRequestEvent"]>;
  /** The invoice to pay, the company's saved cards and how a new card is tokenised. May fail with: NotFound. */
  InvoiceChargeDetailsRequestEvent(payload: EventRequests["InvoiceChargeDetailsRequestEvent"], context: Context): Promise<EventResponses["InvoiceChargeDetailsRequestEvent"]>;
  /** Charges what is due on an open invoice to a card, once per idempotency key (not a command: a processor call cannot sit inside the command's transaction; the key makes it idempotent across reloads too): a resend, a retry or a double click with the same key answers the first attempt's result. Paid answers InvoiceAlreadyPaidId; a declined card CardDeclined with the processor's message, leaving the invoice open. May fail with: NotFound, InvoiceAlreadyPaidId, CardDeclined, ValidationFailed. */
  InvoiceChargeRequestEvent(payload: EventRequests["InvoiceChargeRequestEvent"], context: Context): Promise<EventResponses["InvoiceChargeRequestEvent"]>;
  /** Administrators: records a wire transfer, eTransfer or cheque received for an invoice. May fail with: NotFound, InvoiceAlreadyPaidId, ValidationFailed. */
  InvoicePaidRequestEvent(payload: EventRequests["InvoicePaidRequestEvent"], context: Context): Promise<EventResponses["InvoicePaidRequestEvent"]>;
  /** The company's saved cards (brand, last four, expiry). May fail with: nothing but the dispatcher's errors. */
  CardListQueryOperation(payload: EventRequests["CardListQueryOperation"], context: Context): Promise<EventResponses["CardListQueryOperation"]>;
  /** Forgets a saved card of the company (the provider detaches it too). May fail with: NotFound. */
  RemoveCardCommandOperation(payload: EventRequests["RemoveCardCommandOperation"], context: Context): Promise<EventResponses["RemoveCardCommandOperation"]>;
  /** The company's invoice settings and billing address. May fail with: nothing but the dispatcher's errors. */
  InvoiceSettingsGetRequestEvent(payload: EventRequests["InvoiceSettingsGetRequestEvent"], context: Context): Promise<EventResponses["InvoiceSettingsGetRequestEvent"]>;
  /** Saves the company's invoice settings and billing address (used by the next invoice and any PDF rebuilt). May fail with: ValidationFailed. */
  InvoiceSettingsAddressSaveRequestEvent(payload: EventRequests["InvoiceSettingsAddressSaveRequestEvent"], context: Context): Promise<EventResponses["InvoiceSettingsAddressSaveRequestEvent"]>;
  /** Mails the invoice with its PDF to the company's invoice addresses (else its owners), through the outbox. May fail with: NotFound. */
  InvoiceEmailToRequestEvent(payload: EventRequests["InvoiceEmailToRequestEvent"], context: Context): Promise<EventResponses["InvoiceEmailToRequestEvent"]>;
  /** Mails the thank-you for a paid invoice (sent by itself after each payment; this sends it again). May fail with: NotFound, ValidationFailed. */
  InvoiceEmailThankYouRequestEvent(payload: EventRequests["InvoiceEmailThankYouRequestEvent"], context: Context): Promise<EventResponses["InvoiceEmailThankYouRequestEvent"]>;
  /** A single-use, expiring payment link for an open invoice, for someone who is not signed in (the company's bookkeeper). Only a hash of its token is stored. May fail with: NotFound, InvoiceAlreadyPaidId. */
  InvoiceCreatePaymentLinkRequestEvent(payload: EventRequests["InvoiceCreatePaymentLinkRequestEvent"], context: Context): Promise<EventResponses["InvoiceCreatePaymentLinkRequestEvent"]>;
  /** The invoice a payment link is for. A used, expired or unknown link answers LinkExpired. May fail with: LinkExpired. */
  PaymentLinkGetRequestEvent(payload: EventRequests["PaymentLinkGetRequestEvent"], context: Context): Promise<EventResponses["PaymentLinkGetRequestEvent"]>;
  /** Pays the link's invoice with a tokenised card, once per idempotency key; the link is spent when the payment succeeds. Paid answers InvoiceAlreadyPaidId; a decline CardDeclined with the processor's message. May fail with: LinkExpired, InvoiceAlreadyPaidId, CardDeclined, ValidationFailed. */
  PaymentLinkPayRequestEvent(payload: EventRequests["PaymentLinkPayRequestEvent"], context: Context): Promise<EventResponses["PaymentLinkPayRequestEvent"]>;
  /** The company's invoices of a filter as CSV (UTF-8 with a BOM, ISO dates, amounts in dollars with two decimals), through a signed download address. May fail with: nothing but the dispatcher's errors. */
  ExportInvoicesQueryOperation(payload: EventRequests["ExportInvoicesQueryOperation"], context: Context): Promise<EventResponses["ExportInvoicesQueryOperation"]>;
  /** The company's plan and an estimate of its next invoice (SPEC §2 billing display). May fail with: nothing but the dispatcher's errors. */
  BillingDisplayRequestEvent(payload: EventRequests["BillingDisplayRequestEvent"], context: Context): Promise<EventResponses["BillingDisplayRequestEvent"]>;
  /** The signed-in employee checks in: fit for duty, or not able to work with a reason (which mails the company's managers and owners). May fail with: ValidationFailed. */
  CheckInSubmitRequestEvent(payload: EventRequests["CheckInSubmitRequestEvent"], context: Context): Promise<EventResponses["CheckInSubmitRequestEvent"]>;
  /** One window of check-ins: the company's for owners, managers and administrators; the caller's own for anyone else. May fail with: nothing but the dispatcher's errors. */
  CheckInListRequestEvent(payload: EventRequests["CheckInListRequestEvent"], context: Context): Promise<EventResponses["CheckInListRequestEvent"]>;
  /** One check-in, under the same visibility as the list. May fail with: NotFound. */
  CheckInGetRequestEvent(payload: EventRequests["CheckInGetRequestEvent"], context: Context): Promise<EventResponses["CheckInGetRequestEvent"]>;
  /** One window of the company's checklists (the driver app lists them to pick one). May fail with: nothing but the dispatcher's errors. */
  ChecklistListRequestEvent(payload: EventRequests["ChecklistListRequestEvent"], context: Context): Promise<EventResponses["ChecklistListRequestEvent"]>;
  /** One checklist of the company with its items and options in order, removed ones included. May fail with: NotFound. */
  ChecklistGetRequestEvent(payload: EventRequests["ChecklistGetRequestEvent"], context: Context): Promise<EventResponses["ChecklistGetRequestEvent"]>;
  /** Adds a checklist (no id) or replaces one of the company's whole: items and options in the order given. A saved item or option keeps its id; one left out is retired (past results keep its text). May fail with: NotFound, ValidationFailed. */
  ChecklistSaveRequestEvent(payload: EventRequests["ChecklistSaveRequestEvent"], context: Context): Promise<EventResponses["ChecklistSaveRequestEvent"]>;
  /** Soft-removes a checklist: it leaves the list and the driver app; its results stay. Restore brings it back. May fail with: NotFound. */
  ChecklistRemoveRequestEvent(payload: EventRequests["ChecklistRemoveRequestEvent"], context: Context): Promise<EventResponses["ChecklistRemoveRequestEvent"]>;
  /** Restores a removed checklist. May fail with: NotFound. */
  ChecklistRestoreRequestEvent(payload: EventRequests["ChecklistRestoreRequestEvent"], context: Context): Promise<EventResponses["ChecklistRestoreRequestEvent"]>;
  /** An employee's filled checklist for a vehicle, or for an equipment (an equipment inspection: the equipment's grade rises to the result's, a major one puts it out of service until repaired; the result mails emailEquipment, and a minor or major one also emailEquipmentDefects, instead of emailDefects). In one transaction: the result with every answer graded, its defectType (the most severe answer), and for a minor or major result the mail to the company's emailDefects list (outbox). Anything wrong (an item not of this checklist, an option of another item, a number that is not one, an item left out) refuses it whole with ValidationFailed naming each field. May fail with: ValidationFailed. */
  ChecklistResultSubmitRequestEvent(payload: EventRequests["ChecklistResultSubmitRequestEvent"], context: Context): Promise<EventResponses["ChecklistResultSubmitRequestEvent"]>;
  /** One window of checklist results: of a checklist, of a vehicle, or all of the company's. May fail with: nothing but the dispatcher's errors. */
  ChecklistResultListRequestEvent(payload: EventRequests["ChecklistResultListRequestEvent"], context: Context): Promise<EventResponses["ChecklistResultListRequestEvent"]>;
  /** One result whole: every item's answer as it read when submitted. May fail with: NotFound. */
  ChecklistResultGetRequestEvent(payload: EventRequests["ChecklistResultGetRequestEvent"], context: Context): Promise<EventResponses["ChecklistResultGetRequestEvent"]>;
  /** The session's company with its editable fields and features; admin fields for administrators only. May fail with: nothing but the dispatcher's errors. */
  CompanyGetRequestEvent(payload: EventRequests["CompanyGetRequestEvent"], context: Context): Promise<EventResponses["CompanyGetRequestEvent"]>;
  /** Saves the session's company. Email lists and addresses are checked field by field (ValidationFailed with Error.fields: fields.emailDefects format…). May fail with: ValidationFailed, CompanyExists, UnauthorizedException. */
  CompanySaveRequestEvent(payload: EventRequests["CompanySaveRequestEvent"], context: Context): Promise<EventResponses["CompanySaveRequestEvent"]>;
  /** One window of what has expired or expires within the chosen weeks, across plates, safeties, licences, documents and the CVOR renewal. May fail with: nothing but the dispatcher's errors. */
  ComplianceListRequestEvent(payload: EventRequests["ComplianceListRequestEvent"], context: Context): Promise<EventResponses["ComplianceListRequestEvent"]>;
  /** The summary counts object (SPEC §3), computed by one set of indexed queries. May fail with: nothing but the dispatcher's errors. */
  ComplianceSummaryRequestEvent(payload: EventRequests["ComplianceSummaryRequestEvent"], context: Context): Promise<EventResponses["ComplianceSummaryRequestEvent"]>;
  /** One window of the company's equipment (the driver app lists them to pick one to inspect). May fail with: nothing but the dispatcher's errors. */
  EquipmentListRequestEvent(payload: EventRequests["EquipmentListRequestEvent"], context: Context): Promise<EventResponses["EquipmentListRequestEvent"]>;
  /** One equipment of the company, removed ones included. May fail with: NotFound. */
  EquipmentGetRequestEvent(payload: EventRequests["EquipmentGetRequestEvent"], context: Context): Promise<EventResponses["EquipmentGetRequestEvent"]>;
  /** Adds an equipment (no id) or changes one of the company's. May fail with: NotFound, ValidationFailed. */
  EquipmentSaveRequestEvent(payload: EventRequests["EquipmentSaveRequestEvent"], context: Context): Promise<EventResponses["EquipmentSaveRequestEvent"]>;
  /** Soft-removes an equipment (SPEC §4: it can be restored); its inspections stay. May fail with: NotFound. */
  EquipmentRemoveRequestEvent(payload: EventRequests["EquipmentRemoveRequestEvent"], context: Context): Promise<EventResponses["EquipmentRemoveRequestEvent"]>;
  /** Restores a removed equipment. May fail with: NotFound. */
  EquipmentRestoreRequestEvent(payload: EventRequests["EquipmentRestoreRequestEvent"], context: Context): Promise<EventResponses["EquipmentRestoreRequestEvent"]>;
  /** Marks an equipment's defects repaired: back in service, with the note and who repaired it when. Refused when nothing is open. May fail with: NotFound, ValidationFailed. */
  EquipmentRepairRequestEvent(payload: EventRequests["EquipmentRepairRequestEvent"], context: Context): Promise<EventResponses["EquipmentRepairRequestEvent"]>;
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
  /** The office imports a third-party ELD's output file for one driver and period, in one transaction: the duty status changes (personal conveyance and yard moves included) become the driver's timesheet entries marked as imported, then the engine judges the period. Intermediate replies carry progressMessage "done/total phase" (reading, writing, days). A driver's records are never overwritten: a period that already has entries is refused (EldImportConflict) naming its days. May fail with: NotFound, ValidationFailed, EldFileMalformed, EldImportConflict. */
  EldFileImportRequestEvent(payload: EventRequests["EldFileImportRequestEvent"], context: Context): Promise<EventResponses["EldFileImportRequestEvent"]>;
  /** One window of the company's inspections. Drivers (sessions with only driver or nc_driver roles) get their own only. May fail with: nothing but the dispatcher's errors. */
  InspectionListRequestEvent(payload: EventRequests["InspectionListRequestEvent"], context: Context): Promise<EventResponses["InspectionListRequestEvent"]>;
  /** One inspection whole: every answer by part, photos as file ids (FileGetRequestEvent), signatures, remarks, defects and repairs, coordinates. A driver reads only their own. May fail with: NotFound. */
  InspectionGetRequestEvent(payload: EventRequests["InspectionGetRequestEvent"], context: Context): Promise<EventResponses["InspectionGetRequestEvent"]>;
  /** A driver's inspection. In one transaction: the inspection, a defect per minor or major answer, the units' defectType (the most severe open defect; major = out of service) and inspectedUntil, acknowledged repairs, and the defect mail to the company's emailDefects list and the driver's copy (outbox). May fail with: NotFound, ValidationFailed, TimesheetNotStarted. */
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
  /** Before the driver app starts an inspection: whether today's record of duty status must be started first and whether it is (SPEC §6). May fail with: nothing but the dispatcher's errors. */
  InspectionReadinessRequestEvent(payload: EventRequests["InspectionReadinessRequestEvent"], context: Context): Promise<EventResponses["InspectionReadinessRequestEvent"]>;
  /** Opens a work order (next number of the company) for a unit over open defects of its inspections. May fail with: NotFound, ValidationFailed, ReferenceNotFound. */
  WorkOrderOpenRequestEvent(payload: EventRequests["WorkOrderOpenRequestEvent"], context: Context): Promise<EventResponses["WorkOrderOpenRequestEvent"]>;
  /** Changes an open work order's status (open, in progress), assignee, notes and due date. May fail with: NotFound, ValidationFailed. */
  WorkOrderUpdateRequestEvent(payload: EventRequests["WorkOrderUpdateRequestEvent"], context: Context): Promise<EventResponses["WorkOrderUpdateRequestEvent"]>;
  /** Completes a work order: its open defects signed off through the repair sign-off and the units' defect state recomputed, in one transaction. May fail with: NotFound, ValidationFailed. */
  WorkOrderCompleteRequestEvent(payload: EventRequests["WorkOrderCompleteRequestEvent"], context: Context): Promise<EventResponses["WorkOrderCompleteRequestEvent"]>;
  /** One work order with its defects. May fail with: NotFound. */
  WorkOrderGetRequestEvent(payload: EventRequests["WorkOrderGetRequestEvent"], context: Context): Promise<EventResponses["WorkOrderGetRequestEvent"]>;
  /** Work orders of a unit, of an inspection's defects, or of the company (newest first, at most 200). May fail with: nothing but the dispatcher's errors. */
  WorkOrdersRequestEvent(payload: EventRequests["WorkOrdersRequestEvent"], context: Context): Promise<EventResponses["WorkOrdersRequestEvent"]>;
  /** The people a work order may be assigned to. May fail with: nothing but the dispatcher's errors. */
  WorkOrderAssigneesRequestEvent(payload: EventRequests["WorkOrderAssigneesRequestEvent"], context: Context): Promise<EventResponses["WorkOrderAssigneesRequestEvent"]>;
  /** The last known position of every active vehicle of the session's company that has one (one indexed lookup per vehicle). The map refetches it when VehiclesChangedNotification or InspectionsChangedNotification arrives. May fail with: nothing but the dispatcher's errors. */
  MapPositionsRequestEvent(payload: EventRequests["MapPositionsRequestEvent"], context: Context): Promise<EventResponses["MapPositionsRequestEvent"]>;
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
