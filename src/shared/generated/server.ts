// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type { EventRequests, EventResponses } from "./events";

/** The context a handler gets, by the access its event declares. */
export interface HandlerContexts {
  public: unknown;
  signedIn: unknown;
  company: unknown;
}

export interface EventHandlers<Contexts extends HandlerContexts> {
  /** Signs in with email and password; optionally chooses the company. May fail with: UserNotFound, UnauthorizedException, TooManyAttempts, BotCheckFailed. */
  UserSignInRequestEvent(payload: EventRequests["UserSignInRequestEvent"], context: Contexts["public"]): Promise<EventResponses["UserSignInRequestEvent"]>;
  /** Re-attaches a socket to a stored session after a reload or a reconnect. May fail with: NotSignedIn, UnauthorizedException. */
  UserSessionResumeRequestEvent(payload: EventRequests["UserSessionResumeRequestEvent"], context: Contexts["public"]): Promise<EventResponses["UserSessionResumeRequestEvent"]>;
  /** Ends the session: every socket of it is closed. May fail with: nothing but the dispatcher's errors. */
  UserSignOutRequestEvent(payload: EventRequests["UserSignOutRequestEvent"], context: Contexts["signedIn"]): Promise<EventResponses["UserSignOutRequestEvent"]>;
  /** A fresh proof-of-work challenge for the bot check on register and sign-in. May fail with: nothing but the dispatcher's errors. */
  AltchaChallengeRequestEvent(payload: EventRequests["AltchaChallengeRequestEvent"], context: Contexts["public"]): Promise<EventResponses["AltchaChallengeRequestEvent"]>;
  /** Registers a company and its owner-to-be; mails the /verify link. May fail with: EmailExists, CompanyExists, BotCheckFailed, ValidationFailed. */
  UserSignUpRequestEvent(payload: EventRequests["UserSignUpRequestEvent"], context: Contexts["public"]): Promise<EventResponses["UserSignUpRequestEvent"]>;
  /** Reads a registration, or completes it with the owner's password. May fail with: NotFound, LinkExpired, EmailExists, CompanyExists. */
  UserVerifyRequestEvent(payload: EventRequests["UserVerifyRequestEvent"], context: Contexts["public"]): Promise<EventResponses["UserVerifyRequestEvent"]>;
  /** Mails a single-use, expiring reset link; the same answer whether or not the email has an account. May fail with: UnauthorizedException, NotFound, TooManyAttempts. */
  CredentialsLostRequestEvent(payload: EventRequests["CredentialsLostRequestEvent"], context: Contexts["public"]): Promise<EventResponses["CredentialsLostRequestEvent"]>;
  /** Whether a reset link's token still works (the /recovery/{token} page asks before showing its form): answers Empty, or LinkExpired saying whether it was used or ran out. Spends nothing. May fail with: LinkExpired. */
  CredentialsResetCheckRequestEvent(payload: EventRequests["CredentialsResetCheckRequestEvent"], context: Contexts["public"]): Promise<EventResponses["CredentialsResetCheckRequestEvent"]>;
  /** Sets a new password with a reset link's token; the link is then spent. May fail with: LinkExpired. */
  CredentialsResetRequestEvent(payload: EventRequests["CredentialsResetRequestEvent"], context: Contexts["public"]): Promise<EventResponses["CredentialsResetRequestEvent"]>;
  /** Changes the signed-in user's password (/portal/profile/password). May fail with: WrongPassword, TooManyAttempts. */
  UserPasswordChangeRequestEvent(payload: EventRequests["UserPasswordChangeRequestEvent"], context: Contexts["signedIn"]): Promise<EventResponses["UserPasswordChangeRequestEvent"]>;
  /** The signed-in user's profile with signature, and whether they may change it. May fail with: nothing but the dispatcher's errors. */
  UserProfileRequestEvent(payload: EventRequests["UserProfileRequestEvent"], context: Contexts["signedIn"]): Promise<EventResponses["UserProfileRequestEvent"]>;
  /** Saves the signed-in user's profile (drivers only when the company lets them). May fail with: UnauthorizedException. */
  UserProfileSaveRequestEvent(payload: EventRequests["UserProfileSaveRequestEvent"], context: Contexts["signedIn"]): Promise<EventResponses["UserProfileSaveRequestEvent"]>;
  /** Saves the signed-in user's language and time zone. May fail with: nothing but the dispatcher's errors. */
  UserSettingsSaveRequestEvent(payload: EventRequests["UserSettingsSaveRequestEvent"], context: Contexts["signedIn"]): Promise<EventResponses["UserSettingsSaveRequestEvent"]>;
  /** Administrators: one window of every company's invoices, with the billing list's filters and sorts, a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesInvoiceListRequestEvent(payload: EventRequests["AllCompaniesInvoiceListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesInvoiceListRequestEvent"]>;
  /** Administrators: one record of any company, read-only, with its company. May fail with: NotFound. */
  AllCompaniesInvoiceGetRequestEvent(payload: EventRequests["AllCompaniesInvoiceGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesInvoiceGetRequestEvent"]>;
  /** Administrators: one window of every company's saved payment cards — brand, last four digits and expiry only — with a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesCardListRequestEvent(payload: EventRequests["AllCompaniesCardListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesCardListRequestEvent"]>;
  /** One page of the company's invoices: filter, sort, offset, limit → count, ids and the asked fields column by column. May fail with: nothing but the dispatcher's errors. */
  InvoiceListRequestEvent(payload: EventRequests["InvoiceListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceListRequestEvent"]>;
  /** One invoice of the company with its items, taxes and payments. May fail with: NotFound. */
  InvoiceGetRequestEvent(payload: EventRequests["InvoiceGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceGetRequestEvent"]>;
  /** Administrators: changes an invoice's PO number or voids an open invoice that has no payment. May fail with: NotFound, InvoiceAlreadyPaidId, ValidationFailed. */
  InvoiceSaveRequestEvent(payload: EventRequests["InvoiceSaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceSaveRequestEvent"]>;
  /** Administrators: builds the invoice of the period containing month/year (or rebuilds the given open invoice) from the company's plan now, with its PDF. An invoice already paid answers InvoiceAlreadyPaidId and is not changed. May fail with: NotFound, InvoiceAlreadyPaidId, ValidationFailed. */
  CompanyMonthlyInvoiceRequestEvent(payload: EventRequests["CompanyMonthlyInvoiceRequestEvent"], context: Contexts["company"]): Promise<EventResponses["CompanyMonthlyInvoiceRequestEvent"]>;
  /** Renders the invoice's PDF again with the company's current invoice settings and address. May fail with: NotFound, ValidationFailed. */
  InvoiceRebuildPdfRequestEvent(payload: EventRequests["InvoiceRebuildPdfRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceRebuildPdfRequestEvent"]>;
  /** A download address of the invoice PDF (signed, 5 minutes). May fail with: NotFound. */
  InvoicePdfRequestEvent(payload: EventRequests["InvoicePdfRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoicePdfRequestEvent"]>;
  /** The invoice to pay, the company's saved cards and how a new card is tokenised. May fail with: NotFound. */
  InvoiceChargeDetailsRequestEvent(payload: EventRequests["InvoiceChargeDetailsRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceChargeDetailsRequestEvent"]>;
  /** Charges what is due on an open invoice to a card, once per idempotency key (not a command: a processor call cannot sit inside the command's transaction; the key makes it idempotent across reloads too): a resend, a retry or a double click with the same key answers the first attempt's result. Paid answers InvoiceAlreadyPaidId; a declined card CardDeclined with the processor's message, leaving the invoice open. May fail with: NotFound, InvoiceAlreadyPaidId, CardDeclined, ValidationFailed. */
  InvoiceChargeRequestEvent(payload: EventRequests["InvoiceChargeRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceChargeRequestEvent"]>;
  /** Administrators: records a wire transfer, eTransfer or cheque received for an invoice. May fail with: NotFound, InvoiceAlreadyPaidId, ValidationFailed. */
  InvoicePaidRequestEvent(payload: EventRequests["InvoicePaidRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoicePaidRequestEvent"]>;
  /** The company's saved cards (brand, last four, expiry). May fail with: nothing but the dispatcher's errors. */
  CardListQueryOperation(payload: EventRequests["CardListQueryOperation"], context: Contexts["company"]): Promise<EventResponses["CardListQueryOperation"]>;
  /** Forgets a saved card of the company (the provider detaches it too). May fail with: NotFound. */
  RemoveCardCommandOperation(payload: EventRequests["RemoveCardCommandOperation"], context: Contexts["company"]): Promise<EventResponses["RemoveCardCommandOperation"]>;
  /** The company's invoice settings and billing address. May fail with: nothing but the dispatcher's errors. */
  InvoiceSettingsGetRequestEvent(payload: EventRequests["InvoiceSettingsGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceSettingsGetRequestEvent"]>;
  /** Saves the company's invoice settings and billing address (used by the next invoice and any PDF rebuilt). May fail with: ValidationFailed. */
  InvoiceSettingsAddressSaveRequestEvent(payload: EventRequests["InvoiceSettingsAddressSaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceSettingsAddressSaveRequestEvent"]>;
  /** Mails the invoice with its PDF to the company's invoice addresses (else its owners), through the outbox. May fail with: NotFound. */
  InvoiceEmailToRequestEvent(payload: EventRequests["InvoiceEmailToRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceEmailToRequestEvent"]>;
  /** Mails the thank-you for a paid invoice (sent by itself after each payment; this sends it again). May fail with: NotFound, ValidationFailed. */
  InvoiceEmailThankYouRequestEvent(payload: EventRequests["InvoiceEmailThankYouRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceEmailThankYouRequestEvent"]>;
  /** A single-use, expiring payment link for an open invoice, for someone who is not signed in (the company's bookkeeper). Only a hash of its token is stored. May fail with: NotFound, InvoiceAlreadyPaidId. */
  InvoiceCreatePaymentLinkRequestEvent(payload: EventRequests["InvoiceCreatePaymentLinkRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceCreatePaymentLinkRequestEvent"]>;
  /** The invoice a payment link is for. A used, expired or unknown link answers LinkExpired. May fail with: LinkExpired. */
  PaymentLinkGetRequestEvent(payload: EventRequests["PaymentLinkGetRequestEvent"], context: Contexts["public"]): Promise<EventResponses["PaymentLinkGetRequestEvent"]>;
  /** Pays the link's invoice with a tokenised card, once per idempotency key; the link is spent when the payment succeeds. Paid answers InvoiceAlreadyPaidId; a decline CardDeclined with the processor's message. May fail with: LinkExpired, InvoiceAlreadyPaidId, CardDeclined, ValidationFailed. */
  PaymentLinkPayRequestEvent(payload: EventRequests["PaymentLinkPayRequestEvent"], context: Contexts["public"]): Promise<EventResponses["PaymentLinkPayRequestEvent"]>;
  /** The company's invoices of a filter as CSV (UTF-8 with a BOM, ISO dates, amounts in dollars with two decimals), through a signed download address. May fail with: nothing but the dispatcher's errors. */
  ExportInvoicesQueryOperation(payload: EventRequests["ExportInvoicesQueryOperation"], context: Contexts["company"]): Promise<EventResponses["ExportInvoicesQueryOperation"]>;
  /** Administrators: whether a QuickBooks Online API connection is configured on this server. May fail with: nothing but the dispatcher's errors. */
  QuickBooksStatusRequestEvent(payload: EventRequests["QuickBooksStatusRequestEvent"], context: Contexts["company"]): Promise<EventResponses["QuickBooksStatusRequestEvent"]>;
  /** Administrators: what an export of the period would hold, every company's (the choices of the company filter). May fail with: ValidationFailed. */
  QuickBooksPeriodRequestEvent(payload: EventRequests["QuickBooksPeriodRequestEvent"], context: Contexts["company"]): Promise<EventResponses["QuickBooksPeriodRequestEvent"]>;
  /** Administrators: exports the period's invoices and payments (every company's, or one company's) as IIF and/or QuickBooks Online CSV files, stored with who exported what when. A period with nothing in it answers ValidationFailed. May fail with: NotFound, ValidationFailed. */
  QuickBooksExportRequestEvent(payload: EventRequests["QuickBooksExportRequestEvent"], context: Contexts["company"]): Promise<EventResponses["QuickBooksExportRequestEvent"]>;
  /** Administrators: the export of one invoice again, as it stands now (its lines, credit and every payment), in both formats, stored as a new export. A void invoice answers ValidationFailed. May fail with: NotFound, ValidationFailed. */
  InvoiceRebuildQuickBooksRequestEvent(payload: EventRequests["InvoiceRebuildQuickBooksRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InvoiceRebuildQuickBooksRequestEvent"]>;
  /** Administrators: the stored exports, newest first, a page at a time. May fail with: nothing but the dispatcher's errors. */
  QuickBooksExportListRequestEvent(payload: EventRequests["QuickBooksExportListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["QuickBooksExportListRequestEvent"]>;
  /** Administrators: a download address of a stored export file (signed, 5 minutes). May fail with: NotFound. */
  QuickBooksFileRequestEvent(payload: EventRequests["QuickBooksFileRequestEvent"], context: Contexts["company"]): Promise<EventResponses["QuickBooksFileRequestEvent"]>;
  /** Keeps a card for the company's next invoices: the provider attaches the tokenised card (a card it declines is CardDeclined); only brand, last four digits and expiry are stored. Not a command, as a charge is not: the provider call cannot sit inside a transaction, and a card token is single-use, so a resend cannot keep a card twice. May fail with: CardDeclined, ValidationFailed. */
  AddCardCommandOperation(payload: EventRequests["AddCardCommandOperation"], context: Contexts["company"]): Promise<EventResponses["AddCardCommandOperation"]>;
  /** The company's plan and an estimate of its next invoice (docs/billing.md "Screens"). May fail with: nothing but the dispatcher's errors. */
  BillingDisplayRequestEvent(payload: EventRequests["BillingDisplayRequestEvent"], context: Contexts["company"]): Promise<EventResponses["BillingDisplayRequestEvent"]>;
  /** Administrators: one window of every company's check-ins, with the checkins list's filters and sorts, a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesCheckInListRequestEvent(payload: EventRequests["AllCompaniesCheckInListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesCheckInListRequestEvent"]>;
  /** Administrators: one record of any company, read-only, with its company. May fail with: NotFound. */
  AllCompaniesCheckInGetRequestEvent(payload: EventRequests["AllCompaniesCheckInGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesCheckInGetRequestEvent"]>;
  /** The signed-in employee checks in: fit for duty, or not able to work with a reason (which mails the company's managers and owners). May fail with: ValidationFailed. */
  CheckInSubmitRequestEvent(payload: EventRequests["CheckInSubmitRequestEvent"], context: Contexts["company"]): Promise<EventResponses["CheckInSubmitRequestEvent"]>;
  /** One window of check-ins: the company's for owners, managers and administrators; the caller's own for anyone else. May fail with: nothing but the dispatcher's errors. */
  CheckInListRequestEvent(payload: EventRequests["CheckInListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["CheckInListRequestEvent"]>;
  /** One check-in, under the same visibility as the list. May fail with: NotFound. */
  CheckInGetRequestEvent(payload: EventRequests["CheckInGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["CheckInGetRequestEvent"]>;
  /** Administrators: one window of every company's checklists, with the checklists list's filters and sorts, a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesChecklistListRequestEvent(payload: EventRequests["AllCompaniesChecklistListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesChecklistListRequestEvent"]>;
  /** Administrators: one record of any company, read-only, with its company. May fail with: NotFound. */
  AllCompaniesChecklistGetRequestEvent(payload: EventRequests["AllCompaniesChecklistGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesChecklistGetRequestEvent"]>;
  /** One window of the company's checklists (the driver app lists them to pick one). May fail with: nothing but the dispatcher's errors. */
  ChecklistListRequestEvent(payload: EventRequests["ChecklistListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ChecklistListRequestEvent"]>;
  /** One checklist of the company with its items and options in order, removed ones included. May fail with: NotFound. */
  ChecklistGetRequestEvent(payload: EventRequests["ChecklistGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ChecklistGetRequestEvent"]>;
  /** Adds a checklist (no id) or replaces one of the company's whole: items and options in the order given. A saved item or option keeps its id; one left out is retired (past results keep its text). May fail with: NotFound, ValidationFailed. */
  ChecklistSaveRequestEvent(payload: EventRequests["ChecklistSaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ChecklistSaveRequestEvent"]>;
  /** Soft-removes a checklist: it leaves the list and the driver app; its results stay. Restore brings it back. May fail with: NotFound. */
  ChecklistRemoveRequestEvent(payload: EventRequests["ChecklistRemoveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ChecklistRemoveRequestEvent"]>;
  /** Restores a removed checklist. May fail with: NotFound. */
  ChecklistRestoreRequestEvent(payload: EventRequests["ChecklistRestoreRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ChecklistRestoreRequestEvent"]>;
  /** An employee's filled checklist for a vehicle, or for an equipment (an equipment inspection: the equipment's grade rises to the result's, a major one puts it out of service until repaired; the result mails emailEquipment, and a minor or major one also emailEquipmentDefects, instead of emailDefects). In one transaction: the result with every answer graded, its defectType (the most severe answer), and for a minor or major result the mail to the company's emailDefects list (outbox). Anything wrong (an item not of this checklist, an option of another item, a number that is not one, an item left out) refuses it whole with ValidationFailed naming each field. May fail with: ValidationFailed. */
  ChecklistResultSubmitRequestEvent(payload: EventRequests["ChecklistResultSubmitRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ChecklistResultSubmitRequestEvent"]>;
  /** One window of checklist results: of a checklist, of a vehicle, or all of the company's. May fail with: nothing but the dispatcher's errors. */
  ChecklistResultListRequestEvent(payload: EventRequests["ChecklistResultListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ChecklistResultListRequestEvent"]>;
  /** One result whole: every item's answer as it read when submitted. May fail with: NotFound. */
  ChecklistResultGetRequestEvent(payload: EventRequests["ChecklistResultGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ChecklistResultGetRequestEvent"]>;
  /** Attached checklists with their due status: a vehicle's (its details), a checklist's ("attached to N vehicles"), or the company's due and overdue ones (the driver app offers them first). May fail with: nothing but the dispatcher's errors. */
  VehicleChecklistListRequestEvent(payload: EventRequests["VehicleChecklistListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleChecklistListRequestEvent"]>;
  /** Attaches a checklist to one or many vehicles of the company, in one transaction: all of them or, on any bad id or plan, none. May fail with: ValidationFailed. */
  VehicleChecklistAttachRequestEvent(payload: EventRequests["VehicleChecklistAttachRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleChecklistAttachRequestEvent"]>;
  /** Changes the schedule of one of the company's attached checklists. May fail with: NotFound, ValidationFailed. */
  VehicleChecklistScheduleRequestEvent(payload: EventRequests["VehicleChecklistScheduleRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleChecklistScheduleRequestEvent"]>;
  /** Detaches a checklist from a vehicle: it is no longer due there. Its results stay. May fail with: NotFound. */
  VehicleChecklistDetachRequestEvent(payload: EventRequests["VehicleChecklistDetachRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleChecklistDetachRequestEvent"]>;
  /** The session's company with its editable fields and features; admin fields for administrators only. May fail with: nothing but the dispatcher's errors. */
  CompanyGetRequestEvent(payload: EventRequests["CompanyGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["CompanyGetRequestEvent"]>;
  /** Saves the session's company. Email lists and addresses are checked field by field (ValidationFailed with Error.fields: fields.emailDefects format…). May fail with: ValidationFailed, CompanyExists, UnauthorizedException. */
  CompanySaveRequestEvent(payload: EventRequests["CompanySaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["CompanySaveRequestEvent"]>;
  /** The getting-started checklist's steps for the session's company. May fail with: nothing but the dispatcher's errors. */
  CompanySetupRequestEvent(payload: EventRequests["CompanySetupRequestEvent"], context: Contexts["company"]): Promise<EventResponses["CompanySetupRequestEvent"]>;
  /** Keeps the standard inspection schedules as they are: the checklist's schedules step is done. May fail with: nothing but the dispatcher's errors. */
  CompanySchedulesChosenRequestEvent(payload: EventRequests["CompanySchedulesChosenRequestEvent"], context: Contexts["company"]): Promise<EventResponses["CompanySchedulesChosenRequestEvent"]>;
  /** One window of what has expired or expires within the chosen weeks, across plates, safeties, licences, documents, the CVOR renewal and overdue vehicle checklists. May fail with: nothing but the dispatcher's errors. */
  ComplianceListRequestEvent(payload: EventRequests["ComplianceListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ComplianceListRequestEvent"]>;
  /** The summary counts behind the compliance tiles, computed by one set of indexed queries. May fail with: nothing but the dispatcher's errors. */
  ComplianceSummaryRequestEvent(payload: EventRequests["ComplianceSummaryRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ComplianceSummaryRequestEvent"]>;
  /** Administrators: one window of every company's equipment, with the equipment list's filters and sorts, a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesEquipmentListRequestEvent(payload: EventRequests["AllCompaniesEquipmentListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesEquipmentListRequestEvent"]>;
  /** Administrators: one record of any company, read-only, with its company. May fail with: NotFound. */
  AllCompaniesEquipmentGetRequestEvent(payload: EventRequests["AllCompaniesEquipmentGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesEquipmentGetRequestEvent"]>;
  /** One window of the company's equipment (the driver app lists them to pick one to inspect). May fail with: nothing but the dispatcher's errors. */
  EquipmentListRequestEvent(payload: EventRequests["EquipmentListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EquipmentListRequestEvent"]>;
  /** One equipment of the company, removed ones included. May fail with: NotFound. */
  EquipmentGetRequestEvent(payload: EventRequests["EquipmentGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EquipmentGetRequestEvent"]>;
  /** Adds an equipment (no id) or changes one of the company's. May fail with: NotFound, ValidationFailed. */
  EquipmentSaveRequestEvent(payload: EventRequests["EquipmentSaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EquipmentSaveRequestEvent"]>;
  /** Soft-removes an equipment (it can be restored); its inspections stay. May fail with: NotFound. */
  EquipmentRemoveRequestEvent(payload: EventRequests["EquipmentRemoveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EquipmentRemoveRequestEvent"]>;
  /** Restores a removed equipment. May fail with: NotFound. */
  EquipmentRestoreRequestEvent(payload: EventRequests["EquipmentRestoreRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EquipmentRestoreRequestEvent"]>;
  /** Marks an equipment's defects repaired: back in service, with the note and who repaired it when. Refused when nothing is open. May fail with: NotFound, ValidationFailed. */
  EquipmentRepairRequestEvent(payload: EventRequests["EquipmentRepairRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EquipmentRepairRequestEvent"]>;
  /** One uploaded file of the company, as base64. May fail with: NotFound. */
  FileGetRequestEvent(payload: EventRequests["FileGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["FileGetRequestEvent"]>;
  /** The home screen's stats: per domain the company has, a series over the last 15 days and one over the last 15 months, each from one indexed aggregate query; and the vehicles out of service now. May fail with: nothing but the dispatcher's errors. */
  HomeStatsRequestEvent(payload: EventRequests["HomeStatsRequestEvent"], context: Contexts["company"]): Promise<EventResponses["HomeStatsRequestEvent"]>;
  /** Administrators: one window of every company's timesheets (days of hours of service; today and this month are the operator's own when no company is chosen), with the hours list's filters and sorts, a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesTimesheetListRequestEvent(payload: EventRequests["AllCompaniesTimesheetListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesTimesheetListRequestEvent"]>;
  /** Administrators: one record of any company, read-only, with its company. May fail with: NotFound. */
  AllCompaniesTimesheetGetRequestEvent(payload: EventRequests["AllCompaniesTimesheetGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesTimesheetGetRequestEvent"]>;
  /** One window of timesheets: the company's for owners, managers and administrators; the caller's own for anyone else. May fail with: nothing but the dispatcher's errors. */
  TimesheetListRequestEvent(payload: EventRequests["TimesheetListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["TimesheetListRequestEvent"]>;
  /** One day whole, with the engine's judgement of its 14-day look-back, under the same visibility as the list. May fail with: NotFound. */
  TimesheetGetRequestEvent(payload: EventRequests["TimesheetGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["TimesheetGetRequestEvent"]>;
  /** The signed-in driver's own hours: today, the status in force, what is left and the days to certify. May fail with: UnauthorizedException. */
  MyHoursRequestEvent(payload: EventRequests["MyHoursRequestEvent"], context: Contexts["company"]): Promise<EventResponses["MyHoursRequestEvent"]>;
  /** The signed-in driver changes duty status (one of six) at a time and place. May fail with: ValidationFailed, UnauthorizedException. */
  DutyStatusChangeRequestEvent(payload: EventRequests["DutyStatusChangeRequestEvent"], context: Contexts["company"]): Promise<EventResponses["DutyStatusChangeRequestEvent"]>;
  /** The signed-in driver declares a deferral of off-duty time (SOR/2005-313 s.16(e)). May fail with: ValidationFailed, UnauthorizedException. */
  DeferralDeclareRequestEvent(payload: EventRequests["DeferralDeclareRequestEvent"], context: Contexts["company"]): Promise<EventResponses["DeferralDeclareRequestEvent"]>;
  /** The signed-in driver declares adverse driving conditions (SOR/2005-313 s.76, 49 CFR 395.1(b)(1)). May fail with: ValidationFailed, UnauthorizedException. */
  AdverseConditionsDeclareRequestEvent(payload: EventRequests["AdverseConditionsDeclareRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdverseConditionsDeclareRequestEvent"]>;
  /** The driver certifies one of their own days with a signature. May fail with: NotFound, ValidationFailed. */
  TimesheetCertifyRequestEvent(payload: EventRequests["TimesheetCertifyRequestEvent"], context: Contexts["company"]): Promise<EventResponses["TimesheetCertifyRequestEvent"]>;
  /** An annotated correction of a day (the driver's own, or any of the company's by the office); the original stays in the edit history. May fail with: NotFound, ValidationFailed. */
  TimesheetEntryCorrectRequestEvent(payload: EventRequests["TimesheetEntryCorrectRequestEvent"], context: Contexts["company"]): Promise<EventResponses["TimesheetEntryCorrectRequestEvent"]>;
  /** The office imports a third-party ELD's output file for one driver and period, in one transaction: the duty status changes (personal conveyance and yard moves included) become the driver's timesheet entries marked as imported, then the engine judges the period. Intermediate replies carry progressMessage "done/total phase" (reading, writing, days). A driver's records are never overwritten: a period that already has entries is refused (EldImportConflict) naming its days. May fail with: NotFound, ValidationFailed, EldFileMalformed, EldImportConflict. */
  EldFileImportRequestEvent(payload: EventRequests["EldFileImportRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EldFileImportRequestEvent"]>;
  /** Administrators: one window of every company's inspections, with the inspections list's filters and sorts, a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesInspectionListRequestEvent(payload: EventRequests["AllCompaniesInspectionListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesInspectionListRequestEvent"]>;
  /** Administrators: one record of any company, read-only, with its company. May fail with: NotFound. */
  AllCompaniesInspectionGetRequestEvent(payload: EventRequests["AllCompaniesInspectionGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesInspectionGetRequestEvent"]>;
  /** One window of the company's inspections. Drivers (sessions with only driver or nc_driver roles) get their own only. May fail with: nothing but the dispatcher's errors. */
  InspectionListRequestEvent(payload: EventRequests["InspectionListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InspectionListRequestEvent"]>;
  /** One inspection whole: every answer by part, photos as file ids (FileGetRequestEvent), signatures, remarks, defects and repairs, coordinates. A driver reads only their own. May fail with: NotFound. */
  InspectionGetRequestEvent(payload: EventRequests["InspectionGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InspectionGetRequestEvent"]>;
  /** A driver's inspection. In one transaction: the inspection, a defect per minor or major answer, the units' defectType (the most severe open defect; major = out of service) and inspectedUntil, acknowledged repairs, and the defect mail to the company's emailDefects list and the driver's copy (outbox). May fail with: NotFound, ValidationFailed, TimesheetNotStarted. */
  InspectionSubmitRequestEvent(payload: EventRequests["InspectionSubmitRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InspectionSubmitRequestEvent"]>;
  /** Adds a remark (date, by, text) to an inspection. May fail with: NotFound. */
  InspectionRemarkAddRequestEvent(payload: EventRequests["InspectionRemarkAddRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InspectionRemarkAddRequestEvent"]>;
  /** Mails the report (PDF attached) to a comma-separated list of addresses, through the outbox. May fail with: NotFound, ValidationFailed. */
  InspectionEmailRequestEvent(payload: EventRequests["InspectionEmailRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InspectionEmailRequestEvent"]>;
  /** A download address of the report PDF (the details screen's Download). A driver gets only their own. May fail with: NotFound. */
  InspectionReportRequestEvent(payload: EventRequests["InspectionReportRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InspectionReportRequestEvent"]>;
  /** Before inspecting: the unit's open defects, repairs awaiting acknowledgement, the schedule to use and the last inspection. May fail with: nothing but the dispatcher's errors. */
  VehicleOpenDefectsRequestEvent(payload: EventRequests["VehicleOpenDefectsRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleOpenDefectsRequestEvent"]>;
  /** Before the driver app starts an inspection: whether today's record of duty status must be started first and whether it is (docs/inspections.md "Rules"). May fail with: nothing but the dispatcher's errors. */
  InspectionReadinessRequestEvent(payload: EventRequests["InspectionReadinessRequestEvent"], context: Contexts["company"]): Promise<EventResponses["InspectionReadinessRequestEvent"]>;
  /** Administrators: one window of every company's active units with their last known positions (as each company's map places them), with a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesMapPositionListRequestEvent(payload: EventRequests["AllCompaniesMapPositionListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesMapPositionListRequestEvent"]>;
  /** The last known position of every active vehicle of the session's company that has one (one indexed lookup per vehicle). The map refetches it when VehiclesChangedNotification or InspectionsChangedNotification arrives. May fail with: nothing but the dispatcher's errors. */
  MapPositionsRequestEvent(payload: EventRequests["MapPositionsRequestEvent"], context: Contexts["company"]): Promise<EventResponses["MapPositionsRequestEvent"]>;
  /** One window of every company: filter, sort, offset, limit → count, ids and the asked fields column by column. May fail with: nothing but the dispatcher's errors. */
  AdminCompanyListRequestEvent(payload: EventRequests["AdminCompanyListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminCompanyListRequestEvent"]>;
  /** One company with its admin-only fields, features and prices. May fail with: NotFound. */
  AdminCompanyGetRequestEvent(payload: EventRequests["AdminCompanyGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminCompanyGetRequestEvent"]>;
  /** Saves a company's admin fields, state and features with prices; one audit entry with before and after. May fail with: NotFound, ValidationFailed. */
  AdminCompanySaveRequestEvent(payload: EventRequests["AdminCompanySaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminCompanySaveRequestEvent"]>;
  /** Generates a new API key for the company (the old one stops working); the audit entry names the keys by their last four characters only. May fail with: NotFound. */
  AdminCompanyApiKeyRotateRequestEvent(payload: EventRequests["AdminCompanyApiKeyRotateRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminCompanyApiKeyRotateRequestEvent"]>;
  /** The company's billing display (its plan and the next invoice's estimate), as its owner sees it. May fail with: NotFound. */
  AdminCompanyBillingRequestEvent(payload: EventRequests["AdminCompanyBillingRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminCompanyBillingRequestEvent"]>;
  /** The feature catalogue with prices, for the new-company form. May fail with: nothing but the dispatcher's errors. */
  AdminFeatureCatalogueRequestEvent(payload: EventRequests["AdminFeatureCatalogueRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminFeatureCatalogueRequestEvent"]>;
  /** Creates a company and its owner in one transaction and mails the owner a link to choose a password. May fail with: ValidationFailed, EmailExists, CompanyExists. */
  AdminCompanyCreateRequestEvent(payload: EventRequests["AdminCompanyCreateRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminCompanyCreateRequestEvent"]>;
  /** One window of the registrations (sign-ups), by status. May fail with: nothing but the dispatcher's errors. */
  AdminRegistrationListRequestEvent(payload: EventRequests["AdminRegistrationListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminRegistrationListRequestEvent"]>;
  /** Approves a waiting registration: its company and owner are created and the owner is mailed a link to choose a password. Approving again answers the same registration and creates nothing; a rejected one answers RegistrationDecided. May fail with: NotFound, RegistrationDecided, EmailExists, CompanyExists. */
  AdminRegistrationApproveRequestEvent(payload: EventRequests["AdminRegistrationApproveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminRegistrationApproveRequestEvent"]>;
  /** Rejects a waiting registration with a reason mailed to the applicant; its link stops working. Rejecting again answers the same registration; an approved or verified one answers RegistrationDecided. May fail with: NotFound, RegistrationDecided, ValidationFailed. */
  AdminRegistrationRejectRequestEvent(payload: EventRequests["AdminRegistrationRejectRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminRegistrationRejectRequestEvent"]>;
  /** One window of the audit log, newest first, of one company or event or all. May fail with: nothing but the dispatcher's errors. */
  AdminAuditListRequestEvent(payload: EventRequests["AdminAuditListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AdminAuditListRequestEvent"]>;
  /** Administrators: the company filter's choices, searched by name. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesCompanyOptionsRequestEvent(payload: EventRequests["AllCompaniesCompanyOptionsRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesCompanyOptionsRequestEvent"]>;
  /** Administrators: this socket shows a cross-company list; AllCompaniesListChangedNotification brings its changed rows (every company's, or the chosen one's) until unwatched or the socket closes or changes session. At most 16 watches a socket. May fail with: RateLimited. */
  AllCompaniesListWatchRequestEvent(payload: EventRequests["AllCompaniesListWatchRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesListWatchRequestEvent"]>;
  /** Administrators: this socket no longer shows that cross-company list (the same list and company as watched). May fail with: nothing but the dispatcher's errors. */
  AllCompaniesListUnwatchRequestEvent(payload: EventRequests["AllCompaniesListUnwatchRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesListUnwatchRequestEvent"]>;
  /** The admin home's figures: counts across every company now, and inspections, registrations and revenue per day (15 days) and per month (15 months), each series from indexed range counts grouped by local day. May fail with: nothing but the dispatcher's errors. */
  PlatformStatsRequestEvent(payload: EventRequests["PlatformStatsRequestEvent"], context: Contexts["company"]): Promise<EventResponses["PlatformStatsRequestEvent"]>;
  /** Finds companies by name or website, to open one read-only. May fail with: nothing but the dispatcher's errors. */
  PlatformCompanySearchRequestEvent(payload: EventRequests["PlatformCompanySearchRequestEvent"], context: Contexts["company"]): Promise<EventResponses["PlatformCompanySearchRequestEvent"]>;
  /** Opens the company's portal read-only for this session: queries then read that company, every event that could change data is refused with ReadOnlyView, and the start is written to the audit log. The client then resumes the session into the company (UserSessionResumeRequestEvent with company), whose answer carries viewAs. May fail with: NotFound. */
  PlatformViewAsStartRequestEvent(payload: EventRequests["PlatformViewAsStartRequestEvent"], context: Contexts["company"]): Promise<EventResponses["PlatformViewAsStartRequestEvent"]>;
  /** Leaves the read-only view (audited); the client then resumes into the operator's own company. Leaving when not viewing changes nothing. May fail with: nothing but the dispatcher's errors. */
  PlatformViewAsStopRequestEvent(payload: EventRequests["PlatformViewAsStopRequestEvent"], context: Contexts["company"]): Promise<EventResponses["PlatformViewAsStopRequestEvent"]>;
  /** Administrators: one window of every company's reports (queued, running, done or failed), searched and filtered, with a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesReportListRequestEvent(payload: EventRequests["AllCompaniesReportListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesReportListRequestEvent"]>;
  /** Administrators: one report of any company (what it exports, its state and progress), read-only, with its company. May fail with: NotFound. */
  AllCompaniesReportGetRequestEvent(payload: EventRequests["AllCompaniesReportGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesReportGetRequestEvent"]>;
  /** Queues a report of a list with its filter and sort. The session must be allowed to read that list (its list event's access); a mechanic (docs/reports.md "Who may do what") reports only vehicles and inspections. May fail with: nothing but the dispatcher's errors. */
  ReportCreateRequestEvent(payload: EventRequests["ReportCreateRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ReportCreateRequestEvent"]>;
  /** The company's recent reports (the last 7 days), newest first, with their state and progress; a mechanic sees only the lists it may report. May fail with: nothing but the dispatcher's errors. */
  ReportListRequestEvent(payload: EventRequests["ReportListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ReportListRequestEvent"]>;
  /** A signed download address of a finished report of the session's company. Another company's report, or one the session may not read, is NotFound; one not finished yet is ValidationFailed. May fail with: NotFound, ValidationFailed. */
  ReportDownloadRequestEvent(payload: EventRequests["ReportDownloadRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ReportDownloadRequestEvent"]>;
  /** Administrators: one window of every company's own inspection schedules (never the templates), searched and filtered, with a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesScheduleListRequestEvent(payload: EventRequests["AllCompaniesScheduleListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesScheduleListRequestEvent"]>;
  /** Administrators: one schedule of any company, read-only, with its company. May fail with: NotFound. */
  AllCompaniesScheduleGetRequestEvent(payload: EventRequests["AllCompaniesScheduleGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesScheduleGetRequestEvent"]>;
  /** The company's schedules (and, when asked, the templates). May fail with: nothing but the dispatcher's errors. */
  ScheduleListRequestEvent(payload: EventRequests["ScheduleListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ScheduleListRequestEvent"]>;
  /** One schedule with its questions and options: the company's own, or a template. The driver app walks it part by part. May fail with: NotFound. */
  ScheduleGetRequestEvent(payload: EventRequests["ScheduleGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ScheduleGetRequestEvent"]>;
  /** Adds a schedule (no id) or changes one of the company's (never a template). May fail with: NotFound, ValidationFailed. */
  ScheduleSaveRequestEvent(payload: EventRequests["ScheduleSaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ScheduleSaveRequestEvent"]>;
  /** A new schedule of the company copied from a template or from one of its own. May fail with: NotFound. */
  ScheduleCopyFromTemplateRequestEvent(payload: EventRequests["ScheduleCopyFromTemplateRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ScheduleCopyFromTemplateRequestEvent"]>;
  /** Assigns a schedule of the company to vehicles of the company. May fail with: nothing but the dispatcher's errors. */
  ScheduleAssignRequestEvent(payload: EventRequests["ScheduleAssignRequestEvent"], context: Contexts["company"]): Promise<EventResponses["ScheduleAssignRequestEvent"]>;
  /** Administrators: one window of every company's employees (one row per employment: a person working for two companies shows twice; ids are employment ids), with the users list's filters and sorts, a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesEmployeeListRequestEvent(payload: EventRequests["AllCompaniesEmployeeListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesEmployeeListRequestEvent"]>;
  /** Administrators: one record of any company, read-only, with its company. May fail with: NotFound. */
  AllCompaniesEmployeeGetRequestEvent(payload: EventRequests["AllCompaniesEmployeeGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesEmployeeGetRequestEvent"]>;
  /** One window of the company's people: filter, sort, offset, limit, fields → count, user ids, columns. May fail with: nothing but the dispatcher's errors. */
  UserListRequestEvent(payload: EventRequests["UserListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["UserListRequestEvent"]>;
  /** One person of the company (removed ones included): account, employment, signature. May fail with: NotFound. */
  UserGetRequestEvent(payload: EventRequests["UserGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["UserGetRequestEvent"]>;
  /** Changes a person of the company: account fields, employment (roles), preferences. May fail with: NotFound, ValidationFailed, EmailExists, UnauthorizedException. */
  UserSaveRequestEvent(payload: EventRequests["UserSaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["UserSaveRequestEvent"]>;
  /** Adds an employee without mail; an email that already has an account (another company's person) is linked, not duplicated. May fail with: InviteExists, ValidationFailed, UnauthorizedException. */
  EmployeeAddRequestEvent(payload: EventRequests["EmployeeAddRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EmployeeAddRequestEvent"]>;
  /** Invites a person: the employee starts as invited and, with sendEmail, gets a single-use 7-day link to choose a password; an email already in the company is InviteExists. May fail with: InviteExists, ValidationFailed, UnauthorizedException. */
  UserInviteRequestEvent(payload: EventRequests["UserInviteRequestEvent"], context: Contexts["company"]): Promise<EventResponses["UserInviteRequestEvent"]>;
  /** Removes a person from the company (state inactive, shown as Removed; the row stays) and ends their sessions in it. May fail with: NotFound, UnauthorizedException. */
  UserRemoveRequestEvent(payload: EventRequests["UserRemoveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["UserRemoveRequestEvent"]>;
  /** Brings a removed person back: active when they have a password, else invited. May fail with: NotFound, UnauthorizedException. */
  UserRestoreRequestEvent(payload: EventRequests["UserRestoreRequestEvent"], context: Contexts["company"]): Promise<EventResponses["UserRestoreRequestEvent"]>;
  /** The filtered people as CSV (UTF-8 with BOM, ISO dates): answers a signed download address valid 5 minutes. May fail with: nothing but the dispatcher's errors. */
  ExportEmployeesQueryOperation(payload: EventRequests["ExportEmployeesQueryOperation"], context: Contexts["company"]): Promise<EventResponses["ExportEmployeesQueryOperation"]>;
  /** Imports people from an uploaded CSV in one transaction, with intermediate replies whose progressMessage is "done/total phase". May fail with: NotFound. */
  ImportEmployeesFromFileQueryOperation(payload: EventRequests["ImportEmployeesFromFileQueryOperation"], context: Contexts["company"]): Promise<EventResponses["ImportEmployeesFromFileQueryOperation"]>;
  /** The documents of a person's file (/portal/operator/users/file/{id}). A driver (a session without an owner, manager or administrator role) reads only their own file. May fail with: NotFound, UnauthorizedException. */
  EmployeeDocumentListRequestEvent(payload: EventRequests["EmployeeDocumentListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EmployeeDocumentListRequestEvent"]>;
  /** Adds a document to a person's file or replaces one (file, kind, title, expiry, note). May fail with: NotFound, ValidationFailed, UnauthorizedException. */
  EmployeeDocumentSaveRequestEvent(payload: EventRequests["EmployeeDocumentSaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EmployeeDocumentSaveRequestEvent"]>;
  /** Removes a document from the file: it is marked removed, never deleted. May fail with: NotFound, UnauthorizedException. */
  EmployeeDocumentRemoveRequestEvent(payload: EventRequests["EmployeeDocumentRemoveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EmployeeDocumentRemoveRequestEvent"]>;
  /** Sets or clears the photo of a person's licence (/portal/operator/users/license/{id}). May fail with: NotFound, UnauthorizedException. */
  EmployeeLicencePhotoSaveRequestEvent(payload: EventRequests["EmployeeLicencePhotoSaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["EmployeeLicencePhotoSaveRequestEvent"]>;
  /** Administrators: one window of every company's vehicles and trailers, with the vehicles list's filters and sorts, a company filter and a Company column. May fail with: nothing but the dispatcher's errors. */
  AllCompaniesVehicleListRequestEvent(payload: EventRequests["AllCompaniesVehicleListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesVehicleListRequestEvent"]>;
  /** Administrators: one record of any company, read-only, with its company. May fail with: NotFound. */
  AllCompaniesVehicleGetRequestEvent(payload: EventRequests["AllCompaniesVehicleGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["AllCompaniesVehicleGetRequestEvent"]>;
  /** One window of the company's vehicles: filter, sort, offset, limit → count, ordered ids and items. May fail with: nothing but the dispatcher's errors. */
  VehicleListRequestEvent(payload: EventRequests["VehicleListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleListRequestEvent"]>;
  /** One vehicle of the company, removed ones included. May fail with: NotFound. */
  VehicleGetRequestEvent(payload: EventRequests["VehicleGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleGetRequestEvent"]>;
  /** Adds a vehicle (no id) or changes one of the company's. May fail with: NotFound, ValidationFailed. */
  VehicleSaveRequestEvent(payload: EventRequests["VehicleSaveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleSaveRequestEvent"]>;
  /** Soft-removes a vehicle; it can be restored. May fail with: NotFound. */
  VehicleRemoveRequestEvent(payload: EventRequests["VehicleRemoveRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleRemoveRequestEvent"]>;
  /** Restores a removed vehicle. May fail with: NotFound. */
  VehicleRestoreRequestEvent(payload: EventRequests["VehicleRestoreRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleRestoreRequestEvent"]>;
  /** Vehicle categories (the fixed list of docs/vehicles.md "Rules"), makers and types. May fail with: nothing but the dispatcher's errors. */
  VehicleReferenceDataRequestEvent(payload: EventRequests["VehicleReferenceDataRequestEvent"], context: Contexts["company"]): Promise<EventResponses["VehicleReferenceDataRequestEvent"]>;
  /** Adds vehicles and trailers from an uploaded CSV or .xlsx in one transaction (docs/vehicles.md "Importing vehicles"), with intermediate replies whose progressMessage is "done/total phase". May fail with: NotFound. */
  ImportVehiclesFromFileQueryOperation(payload: EventRequests["ImportVehiclesFromFileQueryOperation"], context: Contexts["company"]): Promise<EventResponses["ImportVehiclesFromFileQueryOperation"]>;
  /** Marks defects of an inspection repaired or needing no correction (the inspection's repair tab); the inspection's status and the vehicles' defectType are recomputed, and a work order whose last open defect it signs off is completed, in the same transaction. May fail with: NotFound, ValidationFailed. */
  DefectRepairRequestEvent(payload: EventRequests["DefectRepairRequestEvent"], context: Contexts["company"]): Promise<EventResponses["DefectRepairRequestEvent"]>;
  /** Opens a work order (next number of the company) for a unit over open defects of its inspections. May fail with: NotFound, ValidationFailed, ReferenceNotFound. */
  WorkOrderOpenRequestEvent(payload: EventRequests["WorkOrderOpenRequestEvent"], context: Contexts["company"]): Promise<EventResponses["WorkOrderOpenRequestEvent"]>;
  /** Changes an open work order's status (open, in progress), assignee, notes and due date. May fail with: NotFound, ValidationFailed. */
  WorkOrderUpdateRequestEvent(payload: EventRequests["WorkOrderUpdateRequestEvent"], context: Contexts["company"]): Promise<EventResponses["WorkOrderUpdateRequestEvent"]>;
  /** Completes a work order: its open defects signed off through the repair sign-off and the units' defect state recomputed, in one transaction. May fail with: NotFound, ValidationFailed. */
  WorkOrderCompleteRequestEvent(payload: EventRequests["WorkOrderCompleteRequestEvent"], context: Contexts["company"]): Promise<EventResponses["WorkOrderCompleteRequestEvent"]>;
  /** One work order with its defects. May fail with: NotFound. */
  WorkOrderGetRequestEvent(payload: EventRequests["WorkOrderGetRequestEvent"], context: Contexts["company"]): Promise<EventResponses["WorkOrderGetRequestEvent"]>;
  /** Work orders of a unit, of an inspection's defects, or of the company (newest first, at most 200). May fail with: nothing but the dispatcher's errors. */
  WorkOrdersRequestEvent(payload: EventRequests["WorkOrdersRequestEvent"], context: Contexts["company"]): Promise<EventResponses["WorkOrdersRequestEvent"]>;
  /** One window of the company's work orders (the work orders screen): filter, sort, offset, limit, fields → count + ids + the asked fields column by column. May fail with: nothing but the dispatcher's errors. */
  WorkOrderListRequestEvent(payload: EventRequests["WorkOrderListRequestEvent"], context: Contexts["company"]): Promise<EventResponses["WorkOrderListRequestEvent"]>;
  /** The people a work order may be assigned to. May fail with: nothing but the dispatcher's errors. */
  WorkOrderAssigneesRequestEvent(payload: EventRequests["WorkOrderAssigneesRequestEvent"], context: Contexts["company"]): Promise<EventResponses["WorkOrderAssigneesRequestEvent"]>;
}
