// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type { Observable } from "rxjs";
import type { EventName, EventRequests, EventResponses } from "./events";
import { eventWire } from "./wire";

/** A reply as the client sees it: progress while the server works, then the decoded payload. */
export type Reply<P> =
  | { readonly status: "intermediate"; readonly progressMessage: string; }
  | { readonly status: "complete"; readonly payload: P; };

/** What the generated API needs: the connection's request function. */
export interface Requester {
  request<E extends EventName>(eventName: E, payload: EventRequests[E]): Observable<Reply<EventResponses[E]>>;
}

/** One method per event, named by `methodName`. */
export interface Api {
  /** Signs in with email and password; optionally chooses the company. */
  userSignIn(payload: EventRequests["UserSignInRequestEvent"]): Observable<Reply<EventResponses["UserSignInRequestEvent"]>>;
  /** Re-attaches a socket to a stored session after a reload or a reconnect. */
  userSessionResume(payload: EventRequests["UserSessionResumeRequestEvent"]): Observable<Reply<EventResponses["UserSessionResumeRequestEvent"]>>;
  /** Ends the session: every socket of it is closed. */
  userSignOut(payload: EventRequests["UserSignOutRequestEvent"]): Observable<Reply<EventResponses["UserSignOutRequestEvent"]>>;
  /** A fresh proof-of-work challenge for the bot check on register and sign-in. */
  altchaChallenge(payload: EventRequests["AltchaChallengeRequestEvent"]): Observable<Reply<EventResponses["AltchaChallengeRequestEvent"]>>;
  /** Registers a company and its owner-to-be; mails the /verify link. */
  userSignUp(payload: EventRequests["UserSignUpRequestEvent"]): Observable<Reply<EventResponses["UserSignUpRequestEvent"]>>;
  /** Reads a registration, or completes it with the owner's password. */
  userVerify(payload: EventRequests["UserVerifyRequestEvent"]): Observable<Reply<EventResponses["UserVerifyRequestEvent"]>>;
  /** Mails a single-use, expiring reset link; the same answer whether or not the email has an account. */
  credentialsLost(payload: EventRequests["CredentialsLostRequestEvent"]): Observable<Reply<EventResponses["CredentialsLostRequestEvent"]>>;
  /** Whether a reset link's token still works (the /recovery/{token} page asks before showing its form): answers Empty, or LinkExpired saying whether it was used or ran out. Spends nothing. */
  credentialsResetCheck(payload: EventRequests["CredentialsResetCheckRequestEvent"]): Observable<Reply<EventResponses["CredentialsResetCheckRequestEvent"]>>;
  /** Sets a new password with a reset link's token; the link is then spent. */
  credentialsReset(payload: EventRequests["CredentialsResetRequestEvent"]): Observable<Reply<EventResponses["CredentialsResetRequestEvent"]>>;
  /** Changes the signed-in user's password (/portal/profile/password). */
  userPasswordChange(payload: EventRequests["UserPasswordChangeRequestEvent"]): Observable<Reply<EventResponses["UserPasswordChangeRequestEvent"]>>;
  /** The signed-in user's profile with signature, and whether they may change it. */
  userProfile(payload: EventRequests["UserProfileRequestEvent"]): Observable<Reply<EventResponses["UserProfileRequestEvent"]>>;
  /** Saves the signed-in user's profile (drivers only when the company lets them). */
  userProfileSave(payload: EventRequests["UserProfileSaveRequestEvent"]): Observable<Reply<EventResponses["UserProfileSaveRequestEvent"]>>;
  /** Saves the signed-in user's language and time zone. */
  userSettingsSave(payload: EventRequests["UserSettingsSaveRequestEvent"]): Observable<Reply<EventResponses["UserSettingsSaveRequestEvent"]>>;
  /** Administrators: one window of every company's invoices, with the billing list's filters and sorts, a company filter and a Company column. */
  allCompaniesInvoiceList(payload: EventRequests["AllCompaniesInvoiceListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesInvoiceListRequestEvent"]>>;
  /** Administrators: one record of any company, read-only, with its company. */
  allCompaniesInvoiceGet(payload: EventRequests["AllCompaniesInvoiceGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesInvoiceGetRequestEvent"]>>;
  /** Administrators: one window of every company's saved payment cards — brand, last four digits and expiry only — with a company filter and a Company column. */
  allCompaniesCardList(payload: EventRequests["AllCompaniesCardListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesCardListRequestEvent"]>>;
  /** One page of the company's invoices: filter, sort, offset, limit → count, ids and the asked fields column by column. */
  invoiceList(payload: EventRequests["InvoiceListRequestEvent"]): Observable<Reply<EventResponses["InvoiceListRequestEvent"]>>;
  /** One invoice of the company with its items, taxes and payments. */
  invoiceGet(payload: EventRequests["InvoiceGetRequestEvent"]): Observable<Reply<EventResponses["InvoiceGetRequestEvent"]>>;
  /** Administrators: changes an invoice's PO number or voids an open invoice that has no payment. */
  invoiceSave(payload: EventRequests["InvoiceSaveRequestEvent"]): Observable<Reply<EventResponses["InvoiceSaveRequestEvent"]>>;
  /** Administrators: builds the invoice of the period containing month/year (or rebuilds the given open invoice) from the company's plan now, with its PDF. An invoice already paid answers InvoiceAlreadyPaidId and is not changed. */
  companyMonthlyInvoice(payload: EventRequests["CompanyMonthlyInvoiceRequestEvent"]): Observable<Reply<EventResponses["CompanyMonthlyInvoiceRequestEvent"]>>;
  /** Renders the invoice's PDF again with the company's current invoice settings and address. */
  invoiceRebuildPdf(payload: EventRequests["InvoiceRebuildPdfRequestEvent"]): Observable<Reply<EventResponses["InvoiceRebuildPdfRequestEvent"]>>;
  /** A download address of the invoice PDF (signed, 5 minutes). */
  invoicePdf(payload: EventRequests["InvoicePdfRequestEvent"]): Observable<Reply<EventResponses["InvoicePdfRequestEvent"]>>;
  /** The invoice to pay, the company's saved cards and how a new card is tokenised. */
  invoiceChargeDetails(payload: EventRequests["InvoiceChargeDetailsRequestEvent"]): Observable<Reply<EventResponses["InvoiceChargeDetailsRequestEvent"]>>;
  /** Charges what is due on an open invoice to a card, once per idempotency key (not a command: a processor call cannot sit inside the command's transaction; the key makes it idempotent across reloads too): a resend, a retry or a double click with the same key answers the first attempt's result. Paid answers InvoiceAlreadyPaidId; a declined card CardDeclined with the processor's message, leaving the invoice open. */
  invoiceCharge(payload: EventRequests["InvoiceChargeRequestEvent"]): Observable<Reply<EventResponses["InvoiceChargeRequestEvent"]>>;
  /** Administrators: records a wire transfer, eTransfer or cheque received for an invoice. */
  invoicePaid(payload: EventRequests["InvoicePaidRequestEvent"]): Observable<Reply<EventResponses["InvoicePaidRequestEvent"]>>;
  /** The company's saved cards (brand, last four, expiry). */
  cardListQueryOperation(payload: EventRequests["CardListQueryOperation"]): Observable<Reply<EventResponses["CardListQueryOperation"]>>;
  /** Forgets a saved card of the company (the provider detaches it too). */
  removeCardCommandOperation(payload: EventRequests["RemoveCardCommandOperation"]): Observable<Reply<EventResponses["RemoveCardCommandOperation"]>>;
  /** The company's invoice settings and billing address. */
  invoiceSettingsGet(payload: EventRequests["InvoiceSettingsGetRequestEvent"]): Observable<Reply<EventResponses["InvoiceSettingsGetRequestEvent"]>>;
  /** Saves the company's invoice settings and billing address (used by the next invoice and any PDF rebuilt). */
  invoiceSettingsAddressSave(payload: EventRequests["InvoiceSettingsAddressSaveRequestEvent"]): Observable<Reply<EventResponses["InvoiceSettingsAddressSaveRequestEvent"]>>;
  /** Mails the invoice with its PDF to the company's invoice addresses (else its owners), through the outbox. */
  invoiceEmailTo(payload: EventRequests["InvoiceEmailToRequestEvent"]): Observable<Reply<EventResponses["InvoiceEmailToRequestEvent"]>>;
  /** Mails the thank-you for a paid invoice (sent by itself after each payment; this sends it again). */
  invoiceEmailThankYou(payload: EventRequests["InvoiceEmailThankYouRequestEvent"]): Observable<Reply<EventResponses["InvoiceEmailThankYouRequestEvent"]>>;
  /** A single-use, expiring payment link for an open invoice, for someone who is not signed in (the company's bookkeeper). Only a hash of its token is stored. */
  invoiceCreatePaymentLink(payload: EventRequests["InvoiceCreatePaymentLinkRequestEvent"]): Observable<Reply<EventResponses["InvoiceCreatePaymentLinkRequestEvent"]>>;
  /** The invoice a payment link is for. A used, expired or unknown link answers LinkExpired. */
  paymentLinkGet(payload: EventRequests["PaymentLinkGetRequestEvent"]): Observable<Reply<EventResponses["PaymentLinkGetRequestEvent"]>>;
  /** Pays the link's invoice with a tokenised card, once per idempotency key; the link is spent when the payment succeeds. Paid answers InvoiceAlreadyPaidId; a decline CardDeclined with the processor's message. */
  paymentLinkPay(payload: EventRequests["PaymentLinkPayRequestEvent"]): Observable<Reply<EventResponses["PaymentLinkPayRequestEvent"]>>;
  /** The company's invoices of a filter as CSV (UTF-8 with a BOM, ISO dates, amounts in dollars with two decimals), through a signed download address. */
  exportInvoicesQueryOperation(payload: EventRequests["ExportInvoicesQueryOperation"]): Observable<Reply<EventResponses["ExportInvoicesQueryOperation"]>>;
  /** Administrators: whether a QuickBooks Online API connection is configured on this server. */
  quickBooksStatus(payload: EventRequests["QuickBooksStatusRequestEvent"]): Observable<Reply<EventResponses["QuickBooksStatusRequestEvent"]>>;
  /** Administrators: what an export of the period would hold, every company's (the choices of the company filter). */
  quickBooksPeriod(payload: EventRequests["QuickBooksPeriodRequestEvent"]): Observable<Reply<EventResponses["QuickBooksPeriodRequestEvent"]>>;
  /** Administrators: exports the period's invoices and payments (every company's, or one company's) as IIF and/or QuickBooks Online CSV files, stored with who exported what when. A period with nothing in it answers ValidationFailed. */
  quickBooksExport(payload: EventRequests["QuickBooksExportRequestEvent"]): Observable<Reply<EventResponses["QuickBooksExportRequestEvent"]>>;
  /** Administrators: the export of one invoice again, as it stands now (its lines, credit and every payment), in both formats, stored as a new export. A void invoice answers ValidationFailed. */
  invoiceRebuildQuickBooks(payload: EventRequests["InvoiceRebuildQuickBooksRequestEvent"]): Observable<Reply<EventResponses["InvoiceRebuildQuickBooksRequestEvent"]>>;
  /** Administrators: the stored exports, newest first, a page at a time. */
  quickBooksExportList(payload: EventRequests["QuickBooksExportListRequestEvent"]): Observable<Reply<EventResponses["QuickBooksExportListRequestEvent"]>>;
  /** Administrators: a download address of a stored export file (signed, 5 minutes). */
  quickBooksFile(payload: EventRequests["QuickBooksFileRequestEvent"]): Observable<Reply<EventResponses["QuickBooksFileRequestEvent"]>>;
  /** Keeps a card for the company's next invoices: the provider attaches the tokenised card (a card it declines is CardDeclined); only brand, last four digits and expiry are stored. Not a command, as a charge is not: the provider call cannot sit inside a transaction, and a card token is single-use, so a resend cannot keep a card twice. */
  addCardCommandOperation(payload: EventRequests["AddCardCommandOperation"]): Observable<Reply<EventResponses["AddCardCommandOperation"]>>;
  /** The company's plan and an estimate of its next invoice (docs/billing.md "Screens"). */
  billingDisplay(payload: EventRequests["BillingDisplayRequestEvent"]): Observable<Reply<EventResponses["BillingDisplayRequestEvent"]>>;
  /** Administrators: one window of every company's check-ins, with the checkins list's filters and sorts, a company filter and a Company column. */
  allCompaniesCheckInList(payload: EventRequests["AllCompaniesCheckInListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesCheckInListRequestEvent"]>>;
  /** Administrators: one record of any company, read-only, with its company. */
  allCompaniesCheckInGet(payload: EventRequests["AllCompaniesCheckInGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesCheckInGetRequestEvent"]>>;
  /** The signed-in employee checks in: fit for duty, or not able to work with a reason (which mails the company's managers and owners). */
  checkInSubmit(payload: EventRequests["CheckInSubmitRequestEvent"]): Observable<Reply<EventResponses["CheckInSubmitRequestEvent"]>>;
  /** One window of check-ins: the company's for owners, managers and administrators; the caller's own for anyone else. */
  checkInList(payload: EventRequests["CheckInListRequestEvent"]): Observable<Reply<EventResponses["CheckInListRequestEvent"]>>;
  /** One check-in, under the same visibility as the list. */
  checkInGet(payload: EventRequests["CheckInGetRequestEvent"]): Observable<Reply<EventResponses["CheckInGetRequestEvent"]>>;
  /** Administrators: one window of every company's checklists, with the checklists list's filters and sorts, a company filter and a Company column. */
  allCompaniesChecklistList(payload: EventRequests["AllCompaniesChecklistListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesChecklistListRequestEvent"]>>;
  /** Administrators: one record of any company, read-only, with its company. */
  allCompaniesChecklistGet(payload: EventRequests["AllCompaniesChecklistGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesChecklistGetRequestEvent"]>>;
  /** One window of the company's checklists (the driver app lists them to pick one). */
  checklistList(payload: EventRequests["ChecklistListRequestEvent"]): Observable<Reply<EventResponses["ChecklistListRequestEvent"]>>;
  /** One checklist of the company with its items and options in order, removed ones included. */
  checklistGet(payload: EventRequests["ChecklistGetRequestEvent"]): Observable<Reply<EventResponses["ChecklistGetRequestEvent"]>>;
  /** Adds a checklist (no id) or replaces one of the company's whole: items and options in the order given. A saved item or option keeps its id; one left out is retired (past results keep its text). */
  checklistSave(payload: EventRequests["ChecklistSaveRequestEvent"]): Observable<Reply<EventResponses["ChecklistSaveRequestEvent"]>>;
  /** Soft-removes a checklist: it leaves the list and the driver app; its results stay. Restore brings it back. */
  checklistRemove(payload: EventRequests["ChecklistRemoveRequestEvent"]): Observable<Reply<EventResponses["ChecklistRemoveRequestEvent"]>>;
  /** Restores a removed checklist. */
  checklistRestore(payload: EventRequests["ChecklistRestoreRequestEvent"]): Observable<Reply<EventResponses["ChecklistRestoreRequestEvent"]>>;
  /** An employee's filled checklist for a vehicle, or for an equipment (an equipment inspection: the equipment's grade rises to the result's, a major one puts it out of service until repaired; the result mails emailEquipment, and a minor or major one also emailEquipmentDefects, instead of emailDefects). In one transaction: the result with every answer graded, its defectType (the most severe answer), and for a minor or major result the mail to the company's emailDefects list (outbox). Anything wrong (an item not of this checklist, an option of another item, a number that is not one, an item left out) refuses it whole with ValidationFailed naming each field. */
  checklistResultSubmit(payload: EventRequests["ChecklistResultSubmitRequestEvent"]): Observable<Reply<EventResponses["ChecklistResultSubmitRequestEvent"]>>;
  /** One window of checklist results: of a checklist, of a vehicle, or all of the company's. */
  checklistResultList(payload: EventRequests["ChecklistResultListRequestEvent"]): Observable<Reply<EventResponses["ChecklistResultListRequestEvent"]>>;
  /** One result whole: every item's answer as it read when submitted. */
  checklistResultGet(payload: EventRequests["ChecklistResultGetRequestEvent"]): Observable<Reply<EventResponses["ChecklistResultGetRequestEvent"]>>;
  /** Attached checklists with their due status: a vehicle's (its details), a checklist's ("attached to N vehicles"), or the company's due and overdue ones (the driver app offers them first). */
  vehicleChecklistList(payload: EventRequests["VehicleChecklistListRequestEvent"]): Observable<Reply<EventResponses["VehicleChecklistListRequestEvent"]>>;
  /** Attaches a checklist to one or many vehicles of the company, in one transaction: all of them or, on any bad id or plan, none. */
  vehicleChecklistAttach(payload: EventRequests["VehicleChecklistAttachRequestEvent"]): Observable<Reply<EventResponses["VehicleChecklistAttachRequestEvent"]>>;
  /** Changes the schedule of one of the company's attached checklists. */
  vehicleChecklistSchedule(payload: EventRequests["VehicleChecklistScheduleRequestEvent"]): Observable<Reply<EventResponses["VehicleChecklistScheduleRequestEvent"]>>;
  /** Detaches a checklist from a vehicle: it is no longer due there. Its results stay. */
  vehicleChecklistDetach(payload: EventRequests["VehicleChecklistDetachRequestEvent"]): Observable<Reply<EventResponses["VehicleChecklistDetachRequestEvent"]>>;
  /** The session's company with its editable fields and features; admin fields for administrators only. */
  companyGet(payload: EventRequests["CompanyGetRequestEvent"]): Observable<Reply<EventResponses["CompanyGetRequestEvent"]>>;
  /** Saves the session's company. Email lists and addresses are checked field by field (ValidationFailed with Error.fields: fields.emailDefects format…). */
  companySave(payload: EventRequests["CompanySaveRequestEvent"]): Observable<Reply<EventResponses["CompanySaveRequestEvent"]>>;
  /** The getting-started checklist's steps for the session's company. */
  companySetup(payload: EventRequests["CompanySetupRequestEvent"]): Observable<Reply<EventResponses["CompanySetupRequestEvent"]>>;
  /** Keeps the standard inspection schedules as they are: the checklist's schedules step is done. */
  companySchedulesChosen(payload: EventRequests["CompanySchedulesChosenRequestEvent"]): Observable<Reply<EventResponses["CompanySchedulesChosenRequestEvent"]>>;
  /** One window of what has expired or expires within the chosen weeks, across plates, safeties, licences, documents, the CVOR renewal and overdue vehicle checklists. */
  complianceList(payload: EventRequests["ComplianceListRequestEvent"]): Observable<Reply<EventResponses["ComplianceListRequestEvent"]>>;
  /** The summary counts behind the compliance tiles, computed by one set of indexed queries. */
  complianceSummary(payload: EventRequests["ComplianceSummaryRequestEvent"]): Observable<Reply<EventResponses["ComplianceSummaryRequestEvent"]>>;
  /** Administrators: one window of every company's equipment, with the equipment list's filters and sorts, a company filter and a Company column. */
  allCompaniesEquipmentList(payload: EventRequests["AllCompaniesEquipmentListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesEquipmentListRequestEvent"]>>;
  /** Administrators: one record of any company, read-only, with its company. */
  allCompaniesEquipmentGet(payload: EventRequests["AllCompaniesEquipmentGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesEquipmentGetRequestEvent"]>>;
  /** One window of the company's equipment (the driver app lists them to pick one to inspect). */
  equipmentList(payload: EventRequests["EquipmentListRequestEvent"]): Observable<Reply<EventResponses["EquipmentListRequestEvent"]>>;
  /** One equipment of the company, removed ones included. */
  equipmentGet(payload: EventRequests["EquipmentGetRequestEvent"]): Observable<Reply<EventResponses["EquipmentGetRequestEvent"]>>;
  /** Adds an equipment (no id) or changes one of the company's. */
  equipmentSave(payload: EventRequests["EquipmentSaveRequestEvent"]): Observable<Reply<EventResponses["EquipmentSaveRequestEvent"]>>;
  /** Soft-removes an equipment (it can be restored); its inspections stay. */
  equipmentRemove(payload: EventRequests["EquipmentRemoveRequestEvent"]): Observable<Reply<EventResponses["EquipmentRemoveRequestEvent"]>>;
  /** Restores a removed equipment. */
  equipmentRestore(payload: EventRequests["EquipmentRestoreRequestEvent"]): Observable<Reply<EventResponses["EquipmentRestoreRequestEvent"]>>;
  /** Marks an equipment's defects repaired: back in service, with the note and who repaired it when. Refused when nothing is open. */
  equipmentRepair(payload: EventRequests["EquipmentRepairRequestEvent"]): Observable<Reply<EventResponses["EquipmentRepairRequestEvent"]>>;
  /** One uploaded file of the company, as base64. */
  fileGet(payload: EventRequests["FileGetRequestEvent"]): Observable<Reply<EventResponses["FileGetRequestEvent"]>>;
  /** The home screen's stats: per domain the company has, a series over the last 15 days and one over the last 15 months, each from one indexed aggregate query; and the vehicles out of service now. */
  homeStats(payload: EventRequests["HomeStatsRequestEvent"]): Observable<Reply<EventResponses["HomeStatsRequestEvent"]>>;
  /** Administrators: one window of every company's timesheets (days of hours of service; today and this month are the operator's own when no company is chosen), with the hours list's filters and sorts, a company filter and a Company column. */
  allCompaniesTimesheetList(payload: EventRequests["AllCompaniesTimesheetListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesTimesheetListRequestEvent"]>>;
  /** Administrators: one record of any company, read-only, with its company. */
  allCompaniesTimesheetGet(payload: EventRequests["AllCompaniesTimesheetGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesTimesheetGetRequestEvent"]>>;
  /** One window of timesheets: the company's for owners, managers and administrators; the caller's own for anyone else. */
  timesheetList(payload: EventRequests["TimesheetListRequestEvent"]): Observable<Reply<EventResponses["TimesheetListRequestEvent"]>>;
  /** One day whole, with the engine's judgement of its 14-day look-back, under the same visibility as the list. */
  timesheetGet(payload: EventRequests["TimesheetGetRequestEvent"]): Observable<Reply<EventResponses["TimesheetGetRequestEvent"]>>;
  /** The signed-in driver's own hours: today, the status in force, what is left and the days to certify. */
  myHours(payload: EventRequests["MyHoursRequestEvent"]): Observable<Reply<EventResponses["MyHoursRequestEvent"]>>;
  /** The signed-in driver changes duty status (one of six) at a time and place. */
  dutyStatusChange(payload: EventRequests["DutyStatusChangeRequestEvent"]): Observable<Reply<EventResponses["DutyStatusChangeRequestEvent"]>>;
  /** The signed-in driver declares a deferral of off-duty time (SOR/2005-313 s.16(e)). */
  deferralDeclare(payload: EventRequests["DeferralDeclareRequestEvent"]): Observable<Reply<EventResponses["DeferralDeclareRequestEvent"]>>;
  /** The signed-in driver declares adverse driving conditions (SOR/2005-313 s.76, 49 CFR 395.1(b)(1)). */
  adverseConditionsDeclare(payload: EventRequests["AdverseConditionsDeclareRequestEvent"]): Observable<Reply<EventResponses["AdverseConditionsDeclareRequestEvent"]>>;
  /** The driver certifies one of their own days with a signature. */
  timesheetCertify(payload: EventRequests["TimesheetCertifyRequestEvent"]): Observable<Reply<EventResponses["TimesheetCertifyRequestEvent"]>>;
  /** An annotated correction of a day (the driver's own, or any of the company's by the office); the original stays in the edit history. */
  timesheetEntryCorrect(payload: EventRequests["TimesheetEntryCorrectRequestEvent"]): Observable<Reply<EventResponses["TimesheetEntryCorrectRequestEvent"]>>;
  /** The office imports a third-party ELD's output file for one driver and period, in one transaction: the duty status changes (personal conveyance and yard moves included) become the driver's timesheet entries marked as imported, then the engine judges the period. Intermediate replies carry progressMessage "done/total phase" (reading, writing, days). A driver's records are never overwritten: a period that already has entries is refused (EldImportConflict) naming its days. */
  eldFileImport(payload: EventRequests["EldFileImportRequestEvent"]): Observable<Reply<EventResponses["EldFileImportRequestEvent"]>>;
  /** Administrators: one window of every company's inspections, with the inspections list's filters and sorts, a company filter and a Company column. */
  allCompaniesInspectionList(payload: EventRequests["AllCompaniesInspectionListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesInspectionListRequestEvent"]>>;
  /** Administrators: one record of any company, read-only, with its company. */
  allCompaniesInspectionGet(payload: EventRequests["AllCompaniesInspectionGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesInspectionGetRequestEvent"]>>;
  /** One window of the company's inspections. Drivers (sessions with only driver or nc_driver roles) get their own only. */
  inspectionList(payload: EventRequests["InspectionListRequestEvent"]): Observable<Reply<EventResponses["InspectionListRequestEvent"]>>;
  /** One inspection whole: every answer by part, photos as file ids (FileGetRequestEvent), signatures, remarks, defects and repairs, coordinates. A driver reads only their own. */
  inspectionGet(payload: EventRequests["InspectionGetRequestEvent"]): Observable<Reply<EventResponses["InspectionGetRequestEvent"]>>;
  /** A driver's inspection. In one transaction: the inspection, a defect per minor or major answer, the units' defectType (the most severe open defect; major = out of service) and inspectedUntil, acknowledged repairs, and the defect mail to the company's emailDefects list and the driver's copy (outbox). */
  inspectionSubmit(payload: EventRequests["InspectionSubmitRequestEvent"]): Observable<Reply<EventResponses["InspectionSubmitRequestEvent"]>>;
  /** Adds a remark (date, by, text) to an inspection. */
  inspectionRemarkAdd(payload: EventRequests["InspectionRemarkAddRequestEvent"]): Observable<Reply<EventResponses["InspectionRemarkAddRequestEvent"]>>;
  /** Mails the report (PDF attached) to a comma-separated list of addresses, through the outbox. */
  inspectionEmail(payload: EventRequests["InspectionEmailRequestEvent"]): Observable<Reply<EventResponses["InspectionEmailRequestEvent"]>>;
  /** A download address of the report PDF (the details screen's Download). A driver gets only their own. */
  inspectionReport(payload: EventRequests["InspectionReportRequestEvent"]): Observable<Reply<EventResponses["InspectionReportRequestEvent"]>>;
  /** Before inspecting: the unit's open defects, repairs awaiting acknowledgement, the schedule to use and the last inspection. */
  vehicleOpenDefects(payload: EventRequests["VehicleOpenDefectsRequestEvent"]): Observable<Reply<EventResponses["VehicleOpenDefectsRequestEvent"]>>;
  /** Before the driver app starts an inspection: whether today's record of duty status must be started first and whether it is (docs/inspections.md "Rules"). */
  inspectionReadiness(payload: EventRequests["InspectionReadinessRequestEvent"]): Observable<Reply<EventResponses["InspectionReadinessRequestEvent"]>>;
  /** Administrators: one window of every company's active units with their last known positions (as each company's map places them), with a company filter and a Company column. */
  allCompaniesMapPositionList(payload: EventRequests["AllCompaniesMapPositionListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesMapPositionListRequestEvent"]>>;
  /** The last known position of every active vehicle of the session's company that has one (one indexed lookup per vehicle). The map refetches it when VehiclesChangedNotification or InspectionsChangedNotification arrives. */
  mapPositions(payload: EventRequests["MapPositionsRequestEvent"]): Observable<Reply<EventResponses["MapPositionsRequestEvent"]>>;
  /** One window of every company: filter, sort, offset, limit → count, ids and the asked fields column by column. */
  adminCompanyList(payload: EventRequests["AdminCompanyListRequestEvent"]): Observable<Reply<EventResponses["AdminCompanyListRequestEvent"]>>;
  /** One company with its admin-only fields, features and prices. */
  adminCompanyGet(payload: EventRequests["AdminCompanyGetRequestEvent"]): Observable<Reply<EventResponses["AdminCompanyGetRequestEvent"]>>;
  /** Saves a company's admin fields, state and features with prices; one audit entry with before and after. */
  adminCompanySave(payload: EventRequests["AdminCompanySaveRequestEvent"]): Observable<Reply<EventResponses["AdminCompanySaveRequestEvent"]>>;
  /** Generates a new API key for the company (the old one stops working); the audit entry names the keys by their last four characters only. */
  adminCompanyApiKeyRotate(payload: EventRequests["AdminCompanyApiKeyRotateRequestEvent"]): Observable<Reply<EventResponses["AdminCompanyApiKeyRotateRequestEvent"]>>;
  /** The company's billing display (its plan and the next invoice's estimate), as its owner sees it. */
  adminCompanyBilling(payload: EventRequests["AdminCompanyBillingRequestEvent"]): Observable<Reply<EventResponses["AdminCompanyBillingRequestEvent"]>>;
  /** The feature catalogue with prices, for the new-company form. */
  adminFeatureCatalogue(payload: EventRequests["AdminFeatureCatalogueRequestEvent"]): Observable<Reply<EventResponses["AdminFeatureCatalogueRequestEvent"]>>;
  /** Creates a company and its owner in one transaction and mails the owner a link to choose a password. */
  adminCompanyCreate(payload: EventRequests["AdminCompanyCreateRequestEvent"]): Observable<Reply<EventResponses["AdminCompanyCreateRequestEvent"]>>;
  /** One window of the registrations (sign-ups), by status. */
  adminRegistrationList(payload: EventRequests["AdminRegistrationListRequestEvent"]): Observable<Reply<EventResponses["AdminRegistrationListRequestEvent"]>>;
  /** Approves a waiting registration: its company and owner are created and the owner is mailed a link to choose a password. Approving again answers the same registration and creates nothing; a rejected one answers RegistrationDecided. */
  adminRegistrationApprove(payload: EventRequests["AdminRegistrationApproveRequestEvent"]): Observable<Reply<EventResponses["AdminRegistrationApproveRequestEvent"]>>;
  /** Rejects a waiting registration with a reason mailed to the applicant; its link stops working. Rejecting again answers the same registration; an approved or verified one answers RegistrationDecided. */
  adminRegistrationReject(payload: EventRequests["AdminRegistrationRejectRequestEvent"]): Observable<Reply<EventResponses["AdminRegistrationRejectRequestEvent"]>>;
  /** One window of the audit log, newest first, of one company or event or all. */
  adminAuditList(payload: EventRequests["AdminAuditListRequestEvent"]): Observable<Reply<EventResponses["AdminAuditListRequestEvent"]>>;
  /** Administrators: the company filter's choices, searched by name. */
  allCompaniesCompanyOptions(payload: EventRequests["AllCompaniesCompanyOptionsRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesCompanyOptionsRequestEvent"]>>;
  /** Administrators: this socket shows a cross-company list; AllCompaniesListChangedNotification brings its changed rows (every company's, or the chosen one's) until unwatched or the socket closes or changes session. At most 16 watches a socket. */
  allCompaniesListWatch(payload: EventRequests["AllCompaniesListWatchRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesListWatchRequestEvent"]>>;
  /** Administrators: this socket no longer shows that cross-company list (the same list and company as watched). */
  allCompaniesListUnwatch(payload: EventRequests["AllCompaniesListUnwatchRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesListUnwatchRequestEvent"]>>;
  /** The admin home's figures: counts across every company now, and inspections, registrations and revenue per day (15 days) and per month (15 months), each series from indexed range counts grouped by local day. */
  platformStats(payload: EventRequests["PlatformStatsRequestEvent"]): Observable<Reply<EventResponses["PlatformStatsRequestEvent"]>>;
  /** Finds companies by name or website, to open one read-only. */
  platformCompanySearch(payload: EventRequests["PlatformCompanySearchRequestEvent"]): Observable<Reply<EventResponses["PlatformCompanySearchRequestEvent"]>>;
  /** Opens the company's portal read-only for this session: queries then read that company, every event that could change data is refused with ReadOnlyView, and the start is written to the audit log. The client then resumes the session into the company (UserSessionResumeRequestEvent with company), whose answer carries viewAs. */
  platformViewAsStart(payload: EventRequests["PlatformViewAsStartRequestEvent"]): Observable<Reply<EventResponses["PlatformViewAsStartRequestEvent"]>>;
  /** Leaves the read-only view (audited); the client then resumes into the operator's own company. Leaving when not viewing changes nothing. */
  platformViewAsStop(payload: EventRequests["PlatformViewAsStopRequestEvent"]): Observable<Reply<EventResponses["PlatformViewAsStopRequestEvent"]>>;
  /** Administrators: one window of every company's reports (queued, running, done or failed), searched and filtered, with a company filter and a Company column. */
  allCompaniesReportList(payload: EventRequests["AllCompaniesReportListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesReportListRequestEvent"]>>;
  /** Administrators: one report of any company (what it exports, its state and progress), read-only, with its company. */
  allCompaniesReportGet(payload: EventRequests["AllCompaniesReportGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesReportGetRequestEvent"]>>;
  /** Queues a report of a list with its filter and sort. The session must be allowed to read that list (its list event's access); a mechanic (docs/reports.md "Who may do what") reports only vehicles and inspections. */
  reportCreate(payload: EventRequests["ReportCreateRequestEvent"]): Observable<Reply<EventResponses["ReportCreateRequestEvent"]>>;
  /** The company's recent reports (the last 7 days), newest first, with their state and progress; a mechanic sees only the lists it may report. */
  reportList(payload: EventRequests["ReportListRequestEvent"]): Observable<Reply<EventResponses["ReportListRequestEvent"]>>;
  /** A signed download address of a finished report of the session's company. Another company's report, or one the session may not read, is NotFound; one not finished yet is ValidationFailed. */
  reportDownload(payload: EventRequests["ReportDownloadRequestEvent"]): Observable<Reply<EventResponses["ReportDownloadRequestEvent"]>>;
  /** Administrators: one window of every company's own inspection schedules (never the templates), searched and filtered, with a company filter and a Company column. */
  allCompaniesScheduleList(payload: EventRequests["AllCompaniesScheduleListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesScheduleListRequestEvent"]>>;
  /** Administrators: one schedule of any company, read-only, with its company. */
  allCompaniesScheduleGet(payload: EventRequests["AllCompaniesScheduleGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesScheduleGetRequestEvent"]>>;
  /** The company's schedules (and, when asked, the templates). */
  scheduleList(payload: EventRequests["ScheduleListRequestEvent"]): Observable<Reply<EventResponses["ScheduleListRequestEvent"]>>;
  /** One schedule with its questions and options: the company's own, or a template. The driver app walks it part by part. */
  scheduleGet(payload: EventRequests["ScheduleGetRequestEvent"]): Observable<Reply<EventResponses["ScheduleGetRequestEvent"]>>;
  /** Adds a schedule (no id) or changes one of the company's (never a template). */
  scheduleSave(payload: EventRequests["ScheduleSaveRequestEvent"]): Observable<Reply<EventResponses["ScheduleSaveRequestEvent"]>>;
  /** A new schedule of the company copied from a template or from one of its own. */
  scheduleCopyFromTemplate(payload: EventRequests["ScheduleCopyFromTemplateRequestEvent"]): Observable<Reply<EventResponses["ScheduleCopyFromTemplateRequestEvent"]>>;
  /** Assigns a schedule of the company to vehicles of the company. */
  scheduleAssign(payload: EventRequests["ScheduleAssignRequestEvent"]): Observable<Reply<EventResponses["ScheduleAssignRequestEvent"]>>;
  /** Administrators: one window of every company's employees (one row per employment: a person working for two companies shows twice; ids are employment ids), with the users list's filters and sorts, a company filter and a Company column. */
  allCompaniesEmployeeList(payload: EventRequests["AllCompaniesEmployeeListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesEmployeeListRequestEvent"]>>;
  /** Administrators: one record of any company, read-only, with its company. */
  allCompaniesEmployeeGet(payload: EventRequests["AllCompaniesEmployeeGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesEmployeeGetRequestEvent"]>>;
  /** One window of the company's people: filter, sort, offset, limit, fields → count, user ids, columns. */
  userList(payload: EventRequests["UserListRequestEvent"]): Observable<Reply<EventResponses["UserListRequestEvent"]>>;
  /** One person of the company (removed ones included): account, employment, signature. */
  userGet(payload: EventRequests["UserGetRequestEvent"]): Observable<Reply<EventResponses["UserGetRequestEvent"]>>;
  /** Changes a person of the company: account fields, employment (roles), preferences. */
  userSave(payload: EventRequests["UserSaveRequestEvent"]): Observable<Reply<EventResponses["UserSaveRequestEvent"]>>;
  /** Adds an employee without mail; an email that already has an account (another company's person) is linked, not duplicated. */
  employeeAdd(payload: EventRequests["EmployeeAddRequestEvent"]): Observable<Reply<EventResponses["EmployeeAddRequestEvent"]>>;
  /** Invites a person: the employee starts as invited and, with sendEmail, gets a single-use 7-day link to choose a password; an email already in the company is InviteExists. */
  userInvite(payload: EventRequests["UserInviteRequestEvent"]): Observable<Reply<EventResponses["UserInviteRequestEvent"]>>;
  /** Removes a person from the company (state inactive, shown as Removed; the row stays) and ends their sessions in it. */
  userRemove(payload: EventRequests["UserRemoveRequestEvent"]): Observable<Reply<EventResponses["UserRemoveRequestEvent"]>>;
  /** Brings a removed person back: active when they have a password, else invited. */
  userRestore(payload: EventRequests["UserRestoreRequestEvent"]): Observable<Reply<EventResponses["UserRestoreRequestEvent"]>>;
  /** The filtered people as CSV (UTF-8 with BOM, ISO dates): answers a signed download address valid 5 minutes. */
  exportEmployeesQueryOperation(payload: EventRequests["ExportEmployeesQueryOperation"]): Observable<Reply<EventResponses["ExportEmployeesQueryOperation"]>>;
  /** Imports people from an uploaded CSV in one transaction, with intermediate replies whose progressMessage is "done/total phase". */
  importEmployeesFromFileQueryOperation(payload: EventRequests["ImportEmployeesFromFileQueryOperation"]): Observable<Reply<EventResponses["ImportEmployeesFromFileQueryOperation"]>>;
  /** The documents of a person's file (/portal/operator/users/file/{id}). A driver (a session without an owner, manager or administrator role) reads only their own file. */
  employeeDocumentList(payload: EventRequests["EmployeeDocumentListRequestEvent"]): Observable<Reply<EventResponses["EmployeeDocumentListRequestEvent"]>>;
  /** Adds a document to a person's file or replaces one (file, kind, title, expiry, note). */
  employeeDocumentSave(payload: EventRequests["EmployeeDocumentSaveRequestEvent"]): Observable<Reply<EventResponses["EmployeeDocumentSaveRequestEvent"]>>;
  /** Removes a document from the file: it is marked removed, never deleted. */
  employeeDocumentRemove(payload: EventRequests["EmployeeDocumentRemoveRequestEvent"]): Observable<Reply<EventResponses["EmployeeDocumentRemoveRequestEvent"]>>;
  /** Sets or clears the photo of a person's licence (/portal/operator/users/license/{id}). */
  employeeLicencePhotoSave(payload: EventRequests["EmployeeLicencePhotoSaveRequestEvent"]): Observable<Reply<EventResponses["EmployeeLicencePhotoSaveRequestEvent"]>>;
  /** Administrators: one window of every company's vehicles and trailers, with the vehicles list's filters and sorts, a company filter and a Company column. */
  allCompaniesVehicleList(payload: EventRequests["AllCompaniesVehicleListRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesVehicleListRequestEvent"]>>;
  /** Administrators: one record of any company, read-only, with its company. */
  allCompaniesVehicleGet(payload: EventRequests["AllCompaniesVehicleGetRequestEvent"]): Observable<Reply<EventResponses["AllCompaniesVehicleGetRequestEvent"]>>;
  /** One window of the company's vehicles: filter, sort, offset, limit → count, ordered ids and items. */
  vehicleList(payload: EventRequests["VehicleListRequestEvent"]): Observable<Reply<EventResponses["VehicleListRequestEvent"]>>;
  /** One vehicle of the company, removed ones included. */
  vehicleGet(payload: EventRequests["VehicleGetRequestEvent"]): Observable<Reply<EventResponses["VehicleGetRequestEvent"]>>;
  /** Adds a vehicle (no id) or changes one of the company's. */
  vehicleSave(payload: EventRequests["VehicleSaveRequestEvent"]): Observable<Reply<EventResponses["VehicleSaveRequestEvent"]>>;
  /** Soft-removes a vehicle; it can be restored. */
  vehicleRemove(payload: EventRequests["VehicleRemoveRequestEvent"]): Observable<Reply<EventResponses["VehicleRemoveRequestEvent"]>>;
  /** Restores a removed vehicle. */
  vehicleRestore(payload: EventRequests["VehicleRestoreRequestEvent"]): Observable<Reply<EventResponses["VehicleRestoreRequestEvent"]>>;
  /** Vehicle categories (the fixed list of docs/vehicles.md "Rules"), makers and types. */
  vehicleReferenceData(payload: EventRequests["VehicleReferenceDataRequestEvent"]): Observable<Reply<EventResponses["VehicleReferenceDataRequestEvent"]>>;
  /** Adds vehicles and trailers from an uploaded CSV or .xlsx in one transaction (docs/vehicles.md "Importing vehicles"), with intermediate replies whose progressMessage is "done/total phase". */
  importVehiclesFromFileQueryOperation(payload: EventRequests["ImportVehiclesFromFileQueryOperation"]): Observable<Reply<EventResponses["ImportVehiclesFromFileQueryOperation"]>>;
  /** Marks defects of an inspection repaired or needing no correction (the inspection's repair tab); the inspection's status and the vehicles' defectType are recomputed, and a work order whose last open defect it signs off is completed, in the same transaction. */
  defectRepair(payload: EventRequests["DefectRepairRequestEvent"]): Observable<Reply<EventResponses["DefectRepairRequestEvent"]>>;
  /** Opens a work order (next number of the company) for a unit over open defects of its inspections. */
  workOrderOpen(payload: EventRequests["WorkOrderOpenRequestEvent"]): Observable<Reply<EventResponses["WorkOrderOpenRequestEvent"]>>;
  /** Changes an open work order's status (open, in progress), assignee, notes and due date. */
  workOrderUpdate(payload: EventRequests["WorkOrderUpdateRequestEvent"]): Observable<Reply<EventResponses["WorkOrderUpdateRequestEvent"]>>;
  /** Completes a work order: its open defects signed off through the repair sign-off and the units' defect state recomputed, in one transaction. */
  workOrderComplete(payload: EventRequests["WorkOrderCompleteRequestEvent"]): Observable<Reply<EventResponses["WorkOrderCompleteRequestEvent"]>>;
  /** One work order with its defects. */
  workOrderGet(payload: EventRequests["WorkOrderGetRequestEvent"]): Observable<Reply<EventResponses["WorkOrderGetRequestEvent"]>>;
  /** Work orders of a unit, of an inspection's defects, or of the company (newest first, at most 200). */
  workOrders(payload: EventRequests["WorkOrdersRequestEvent"]): Observable<Reply<EventResponses["WorkOrdersRequestEvent"]>>;
  /** One window of the company's work orders (the work orders screen): filter, sort, offset, limit, fields → count + ids + the asked fields column by column. */
  workOrderList(payload: EventRequests["WorkOrderListRequestEvent"]): Observable<Reply<EventResponses["WorkOrderListRequestEvent"]>>;
  /** The people a work order may be assigned to. */
  workOrderAssignees(payload: EventRequests["WorkOrderAssigneesRequestEvent"]): Observable<Reply<EventResponses["WorkOrderAssigneesRequestEvent"]>>;
}

/** An event's method: its name without "RequestEvent" (or "Event"), first letter lowered (VehicleListRequestEvent → vehicleList). */
export function methodName(eventName: string): string {
  const base = eventName.replace(/RequestEvent$/, "").replace(/Event$/, "");
  return base.charAt(0).toLowerCase() + base.slice(1);
}

export function createApi(requester: Requester): Api {
  const api: Record<string, (payload: never) => unknown> = {};
  for (const eventName of Object.keys(eventWire) as EventName[]) api[methodName(eventName)] = (payload: never) => requester.request(eventName, payload);
  return api as unknown as Api;
}
