// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type * as t from "io-ts";
import type { ErrorId } from "./errors";
import { AltchaChallenge, CredentialsLostRequest, CredentialsResetCheckRequest, CredentialsResetRequest, PasswordChangeRequest, Profile, ProfileSaveRequest, ReadOnlyView, SettingsSaveRequest, SignUpRequest, SignUpResponse, SignedInSession, UserSessionResumeRequest, UserSignInRequest, VerifyRequest, VerifyResponse } from "./accounts";
import { AllCompaniesCardListRequest, AllCompaniesCardListResponse, AllCompaniesInvoiceListRequest, AllCompaniesInvoiceListResponse, AllCompaniesInvoiceRecord, BillingDisplay, CardAddRequest, CardIdRequest, CardList, CardsChanged, ChargeDetails, ChargeRequest, ChargeResult, Invoice, InvoiceBuildRequest, InvoiceExportLink, InvoiceExportRequest, InvoiceIdRequest, InvoiceListRequest, InvoiceListResponse, InvoiceMailRequest, InvoiceMailResult, InvoicePdfLink, InvoiceSaveRequest, InvoiceSettingsAddress, InvoicesChanged, PaidRequest, PaymentLink, PaymentLinkPayRequest, PaymentLinkPayResult, PaymentLinkRequest, PaymentLinkToken, PublicInvoice, QuickBooksExport, QuickBooksExportList, QuickBooksExportListRequest, QuickBooksExportRequest, QuickBooksFileRequest, QuickBooksPeriodRequest, QuickBooksPeriodSummary, QuickBooksStatus } from "./billing";
import { AllCompaniesCheckInListRequest, AllCompaniesCheckInListResponse, AllCompaniesCheckInRecord, CheckIn, CheckInIdRequest, CheckInListRequest, CheckInListResponse, CheckInSubmitRequest, CheckInsChanged } from "./checkins";
import { AllCompaniesChecklistListRequest, AllCompaniesChecklistListResponse, AllCompaniesChecklistRecord, Checklist, ChecklistIdRequest, ChecklistListRequest, ChecklistListResponse, ChecklistResult, ChecklistResultListRequest, ChecklistResultListResponse, ChecklistResultSubmitRequest, ChecklistResultsChanged, ChecklistSaveRequest, ChecklistsChanged, VehicleChecklist, VehicleChecklistAttachRequest, VehicleChecklistAttachResponse, VehicleChecklistListRequest, VehicleChecklistListResponse, VehicleChecklistScheduleRequest, VehicleChecklistsChanged } from "./checklists";
import { Empty, ImportFileRequest, RecordIdRequest } from "./common";
import { CompanyDetails, CompanySaveRequest, CompanySetup } from "./company";
import { ComplianceListRequest, ComplianceListResponse, ComplianceSummary, ComplianceSummaryRequest } from "./compliance";
import { AllCompaniesEquipmentListRequest, AllCompaniesEquipmentListResponse, AllCompaniesEquipmentRecord, Equipment, EquipmentChanged, EquipmentIdRequest, EquipmentListRequest, EquipmentListResponse, EquipmentRepairRequest, EquipmentSaveRequest } from "./equipment";
import { FileIdRequest, StoredFile } from "./files";
import { HomeStats } from "./home";
import { AdverseConditionsDeclareRequest, AllCompaniesTimesheetListRequest, AllCompaniesTimesheetListResponse, AllCompaniesTimesheetRecord, DeferralDeclareRequest, DutyStatusChangeRequest, EldImportRequest, EldImportResult, MyHours, TimesheetCertifyRequest, TimesheetDetails, TimesheetEntryCorrectRequest, TimesheetIdRequest, TimesheetListRequest, TimesheetListResponse, TimesheetsChanged } from "./hours";
import { AllCompaniesInspectionListRequest, AllCompaniesInspectionListResponse, AllCompaniesInspectionRecord, DefectRepairRequest, Inspection, InspectionEmailRequest, InspectionEmailResponse, InspectionIdRequest, InspectionListRequest, InspectionListResponse, InspectionReadiness, InspectionRemarkAddRequest, InspectionReportLink, InspectionSubmitRequest, InspectionsChanged, VehicleInspectionState, VehicleOpenDefectsRequest } from "./inspections";
import { AllCompaniesMapPositionListRequest, AllCompaniesMapPositionListResponse, MapPositions } from "./map";
import { AdminApiKey, AdminAuditListRequest, AdminAuditListResponse, AdminCompanyCreateRequest, AdminCompanyCreated, AdminCompanyDetails, AdminCompanyIdRequest, AdminCompanyListRequest, AdminCompanyListResponse, AdminCompanySaveRequest, AdminFeatureCatalogue, AdminRegistration, AdminRegistrationIdRequest, AdminRegistrationListRequest, AdminRegistrationListResponse, AdminRegistrationRejectRequest, AllCompaniesListChanged, AllCompaniesListWatch, CompanyOptions, CompanyOptionsRequest, PlatformCompanySearch, PlatformCompanySearchRequest, PlatformStats, PlatformViewAsStartRequest, PlatformViewEnded } from "./operator";
import { AllCompaniesReportListRequest, AllCompaniesReportListResponse, AllCompaniesReportRecord, Report, ReportCreateRequest, ReportDownloadLink, ReportIdRequest, ReportListRequest, ReportListResponse, ReportsChanged } from "./reports";
import { AllCompaniesScheduleListRequest, AllCompaniesScheduleListResponse, AllCompaniesScheduleRecord, ScheduleAssignRequest, ScheduleAssignResponse, ScheduleCopyRequest, ScheduleIdRequest, ScheduleList, ScheduleListRequest, ScheduleSaveRequest, SchedulesChanged, VehicleSchedule } from "./schedules";
import { AllCompaniesEmployeeListRequest, AllCompaniesEmployeeListResponse, AllCompaniesEmployeeRecord, CompaniesChanged, EmployeeAddRequest, EmployeeDocument, EmployeeDocumentList, EmployeeDocumentListRequest, EmployeeDocumentRemoveRequest, EmployeeDocumentSaveRequest, EmployeeLicencePhotoSaveRequest, ExportEmployeesRequest, ExportEmployeesResponse, ImportEmployeesResponse, Person, User, UserIdRequest, UserInviteRequest, UserListRequest, UserListResponse, UserSaveRequest, UsersChanged } from "./users";
import { AllCompaniesVehicleListRequest, AllCompaniesVehicleListResponse, AllCompaniesVehicleRecord, ImportVehiclesResponse, Vehicle, VehicleIdRequest, VehicleListRequest, VehicleListResponse, VehicleReferenceData, VehicleSaveRequest, VehiclesChanged } from "./vehicles";
import { WorkOrder, WorkOrderAssignees, WorkOrderCompleteRequest, WorkOrderIdRequest, WorkOrderListRequest, WorkOrderListResponse, WorkOrderOpenRequest, WorkOrderUpdateRequest, WorkOrders, WorkOrdersChanged, WorkOrdersRequest } from "./work-orders";

export type EventAccess =
  | { readonly kind: "public"; }
  | { readonly kind: "signedIn"; }
  | { readonly kind: "company"; readonly roles: readonly string[]; readonly features: readonly string[]; };

/** The kinds of record request payloads link to (schema `x-references`); the server checks each kind. */
export type ReferenceTarget = "checklists" | "equipment" | "files" | "vehicleCategories" | "vehicleSchedules" | "vehicles";

/** A link in a request payload: the property's path ("*" = every item of a list or map) and what it names. */
export interface ReferenceSite {
  readonly path: readonly string[];
  readonly target: ReferenceTarget;
  /** On a link to files: what the file is to the record (schema `x-file-purpose`). */
  readonly purpose?: string;
}

export interface EventSpec {
  readonly request: t.Mixed;
  readonly response: string;
  readonly responsePayload: t.Mixed;
  readonly errors: readonly ErrorId[];
  readonly access: EventAccess;
  readonly references: readonly ReferenceSite[];
  /** A write applied exactly once: stamped with a client id and a sequence number (docs/design/commands.md). */
  readonly command?: true;
  /**
   * "read": changes nothing; "session": acts only on the caller's own sign-in session. Absent: may change data.
   * Only these run while a platform administrator views a company read-only (src/server/ws/authorize.ts).
   */
  readonly effect?: "read" | "session";
}

export const eventCatalogue = {
  UserSignInRequestEvent: {
    request: UserSignInRequest,
    response: "UserSignInResponse",
    responsePayload: SignedInSession,
    errors: ["UserNotFound", "UnauthorizedException", "TooManyAttempts", "BotCheckFailed"],
    access: { kind: "public" },
    references: [],
    effect: "session",
  },
  UserSessionResumeRequestEvent: {
    request: UserSessionResumeRequest,
    response: "UserSessionResumeResponse",
    responsePayload: SignedInSession,
    errors: ["NotSignedIn", "UnauthorizedException"],
    access: { kind: "public" },
    references: [],
    effect: "session",
  },
  UserSignOutRequestEvent: {
    request: Empty,
    response: "UserSignOutResponse",
    responsePayload: Empty,
    errors: [],
    access: { kind: "signedIn" },
    references: [],
    effect: "session",
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
  CredentialsResetCheckRequestEvent: {
    request: CredentialsResetCheckRequest,
    response: "CredentialsResetCheckResponse",
    responsePayload: Empty,
    errors: ["LinkExpired"],
    access: { kind: "public" },
    references: [],
    effect: "read",
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
    effect: "read",
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
  AllCompaniesInvoiceListRequestEvent: {
    request: AllCompaniesInvoiceListRequest,
    response: "AllCompaniesInvoiceListResponse",
    responsePayload: AllCompaniesInvoiceListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesInvoiceGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesInvoiceGetResponse",
    responsePayload: AllCompaniesInvoiceRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesCardListRequestEvent: {
    request: AllCompaniesCardListRequest,
    response: "AllCompaniesCardListResponse",
    responsePayload: AllCompaniesCardListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  InvoiceListRequestEvent: {
    request: InvoiceListRequest,
    response: "InvoiceListResponse",
    responsePayload: InvoiceListResponse,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  InvoiceGetRequestEvent: {
    request: InvoiceIdRequest,
    response: "InvoiceGetResponse",
    responsePayload: Invoice,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  InvoiceSaveRequestEvent: {
    request: InvoiceSaveRequest,
    response: "InvoiceSaveResponse",
    responsePayload: Invoice,
    errors: ["NotFound", "InvoiceAlreadyPaidId", "ValidationFailed"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  CompanyMonthlyInvoiceRequestEvent: {
    request: InvoiceBuildRequest,
    response: "CompanyMonthlyInvoiceResponse",
    responsePayload: Invoice,
    errors: ["NotFound", "InvoiceAlreadyPaidId", "ValidationFailed"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  InvoiceRebuildPdfRequestEvent: {
    request: InvoiceBuildRequest,
    response: "InvoiceRebuildPdfResponse",
    responsePayload: Invoice,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  InvoicePdfRequestEvent: {
    request: InvoiceIdRequest,
    response: "InvoicePdfResponse",
    responsePayload: InvoicePdfLink,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  InvoiceChargeDetailsRequestEvent: {
    request: InvoiceIdRequest,
    response: "InvoiceChargeDetailsResponse",
    responsePayload: ChargeDetails,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  InvoiceChargeRequestEvent: {
    request: ChargeRequest,
    response: "InvoiceChargeResponse",
    responsePayload: ChargeResult,
    errors: ["NotFound", "InvoiceAlreadyPaidId", "CardDeclined", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
  },
  InvoicePaidRequestEvent: {
    request: PaidRequest,
    response: "InvoicePaidResponse",
    responsePayload: ChargeResult,
    errors: ["NotFound", "InvoiceAlreadyPaidId", "ValidationFailed"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  CardListQueryOperation: {
    request: Empty,
    response: "CardListQueryResponse",
    responsePayload: CardList,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  RemoveCardCommandOperation: {
    request: CardIdRequest,
    response: "RemoveCardCommandResponse",
    responsePayload: CardList,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  InvoiceSettingsGetRequestEvent: {
    request: Empty,
    response: "InvoiceSettingsGetResponse",
    responsePayload: InvoiceSettingsAddress,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  InvoiceSettingsAddressSaveRequestEvent: {
    request: InvoiceSettingsAddress,
    response: "InvoiceSettingsAddressSaveResponse",
    responsePayload: InvoiceSettingsAddress,
    errors: ["ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  InvoiceEmailToRequestEvent: {
    request: InvoiceMailRequest,
    response: "InvoiceEmailToResponse",
    responsePayload: InvoiceMailResult,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  InvoiceEmailThankYouRequestEvent: {
    request: InvoiceMailRequest,
    response: "InvoiceEmailThankYouResponse",
    responsePayload: InvoiceMailResult,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  InvoiceCreatePaymentLinkRequestEvent: {
    request: PaymentLinkRequest,
    response: "InvoiceCreatePaymentLinkResponse",
    responsePayload: PaymentLink,
    errors: ["NotFound", "InvoiceAlreadyPaidId"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  PaymentLinkGetRequestEvent: {
    request: PaymentLinkToken,
    response: "PaymentLinkGetResponse",
    responsePayload: PublicInvoice,
    errors: ["LinkExpired"],
    access: { kind: "public" },
    references: [],
    effect: "read",
  },
  PaymentLinkPayRequestEvent: {
    request: PaymentLinkPayRequest,
    response: "PaymentLinkPayResponse",
    responsePayload: PaymentLinkPayResult,
    errors: ["LinkExpired", "InvoiceAlreadyPaidId", "CardDeclined", "ValidationFailed"],
    access: { kind: "public" },
    references: [],
  },
  ExportInvoicesQueryOperation: {
    request: InvoiceExportRequest,
    response: "ExportInvoicesQueryResponse",
    responsePayload: InvoiceExportLink,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  QuickBooksStatusRequestEvent: {
    request: Empty,
    response: "QuickBooksStatusResponse",
    responsePayload: QuickBooksStatus,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  QuickBooksPeriodRequestEvent: {
    request: QuickBooksPeriodRequest,
    response: "QuickBooksPeriodResponse",
    responsePayload: QuickBooksPeriodSummary,
    errors: ["ValidationFailed"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  QuickBooksExportRequestEvent: {
    request: QuickBooksExportRequest,
    response: "QuickBooksExportResponse",
    responsePayload: QuickBooksExport,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  InvoiceRebuildQuickBooksRequestEvent: {
    request: InvoiceIdRequest,
    response: "InvoiceRebuildQuickBooksResponse",
    responsePayload: QuickBooksExport,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  QuickBooksExportListRequestEvent: {
    request: QuickBooksExportListRequest,
    response: "QuickBooksExportListResponse",
    responsePayload: QuickBooksExportList,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  QuickBooksFileRequestEvent: {
    request: QuickBooksFileRequest,
    response: "QuickBooksFileResponse",
    responsePayload: InvoicePdfLink,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AddCardCommandOperation: {
    request: CardAddRequest,
    response: "AddCardCommandResponse",
    responsePayload: CardList,
    errors: ["CardDeclined", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
  },
  BillingDisplayRequestEvent: {
    request: Empty,
    response: "BillingDisplayResponse",
    responsePayload: BillingDisplay,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesCheckInListRequestEvent: {
    request: AllCompaniesCheckInListRequest,
    response: "AllCompaniesCheckInListResponse",
    responsePayload: AllCompaniesCheckInListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesCheckInGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesCheckInGetResponse",
    responsePayload: AllCompaniesCheckInRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  CheckInSubmitRequestEvent: {
    request: CheckInSubmitRequest,
    response: "CheckInSubmitResponse",
    responsePayload: CheckIn,
    errors: ["ValidationFailed"],
    access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner"], features: ["checkins"] },
    references: [],
    command: true,
  },
  CheckInListRequestEvent: {
    request: CheckInListRequest,
    response: "CheckInListResponse",
    responsePayload: CheckInListResponse,
    errors: [],
    access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner", "administrator"], features: ["checkins"] },
    references: [],
    effect: "read",
  },
  CheckInGetRequestEvent: {
    request: CheckInIdRequest,
    response: "CheckInGetResponse",
    responsePayload: CheckIn,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner", "administrator"], features: ["checkins"] },
    references: [],
    effect: "read",
  },
  AllCompaniesChecklistListRequestEvent: {
    request: AllCompaniesChecklistListRequest,
    response: "AllCompaniesChecklistListResponse",
    responsePayload: AllCompaniesChecklistListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesChecklistGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesChecklistGetResponse",
    responsePayload: AllCompaniesChecklistRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  ChecklistListRequestEvent: {
    request: ChecklistListRequest,
    response: "ChecklistListResponse",
    responsePayload: ChecklistListResponse,
    errors: [],
    access: { kind: "company", roles: [], features: ["checklists"] },
    references: [],
    effect: "read",
  },
  ChecklistGetRequestEvent: {
    request: ChecklistIdRequest,
    response: "ChecklistGetResponse",
    responsePayload: Checklist,
    errors: ["NotFound"],
    access: { kind: "company", roles: [], features: ["checklists"] },
    references: [],
    effect: "read",
  },
  ChecklistSaveRequestEvent: {
    request: ChecklistSaveRequest,
    response: "ChecklistSaveResponse",
    responsePayload: Checklist,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] },
    references: [],
    command: true,
  },
  ChecklistRemoveRequestEvent: {
    request: ChecklistIdRequest,
    response: "ChecklistRemoveResponse",
    responsePayload: Checklist,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] },
    references: [],
    command: true,
  },
  ChecklistRestoreRequestEvent: {
    request: ChecklistIdRequest,
    response: "ChecklistRestoreResponse",
    responsePayload: Checklist,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] },
    references: [],
    command: true,
  },
  ChecklistResultSubmitRequestEvent: {
    request: ChecklistResultSubmitRequest,
    response: "ChecklistResultSubmitResponse",
    responsePayload: ChecklistResult,
    errors: ["ValidationFailed"],
    access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner"], features: ["checklists"] },
    references: [{ path: ["checklistId"], target: "checklists" }, { path: ["vehicleId"], target: "vehicles" }, { path: ["equipmentId"], target: "equipment" }],
    command: true,
  },
  ChecklistResultListRequestEvent: {
    request: ChecklistResultListRequest,
    response: "ChecklistResultListResponse",
    responsePayload: ChecklistResultListResponse,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] },
    references: [],
    effect: "read",
  },
  ChecklistResultGetRequestEvent: {
    request: ChecklistIdRequest,
    response: "ChecklistResultGetResponse",
    responsePayload: ChecklistResult,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] },
    references: [],
    effect: "read",
  },
  VehicleChecklistListRequestEvent: {
    request: VehicleChecklistListRequest,
    response: "VehicleChecklistListResponse",
    responsePayload: VehicleChecklistListResponse,
    errors: [],
    access: { kind: "company", roles: [], features: ["checklistsVehicles"] },
    references: [],
    effect: "read",
  },
  VehicleChecklistAttachRequestEvent: {
    request: VehicleChecklistAttachRequest,
    response: "VehicleChecklistAttachResponse",
    responsePayload: VehicleChecklistAttachResponse,
    errors: ["ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["checklistsVehicles"] },
    references: [{ path: ["checklistId"], target: "checklists" }, { path: ["vehicleIds", "*"], target: "vehicles" }],
    command: true,
  },
  VehicleChecklistScheduleRequestEvent: {
    request: VehicleChecklistScheduleRequest,
    response: "VehicleChecklistScheduleResponse",
    responsePayload: VehicleChecklist,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["checklistsVehicles"] },
    references: [],
    command: true,
  },
  VehicleChecklistDetachRequestEvent: {
    request: ChecklistIdRequest,
    response: "VehicleChecklistDetachResponse",
    responsePayload: VehicleChecklist,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["checklistsVehicles"] },
    references: [],
    command: true,
  },
  CompanyGetRequestEvent: {
    request: Empty,
    response: "CompanyGetResponse",
    responsePayload: CompanyDetails,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
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
  CompanySetupRequestEvent: {
    request: Empty,
    response: "CompanySetupResponse",
    responsePayload: CompanySetup,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  CompanySchedulesChosenRequestEvent: {
    request: Empty,
    response: "CompanySchedulesChosenResponse",
    responsePayload: CompanySetup,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["inspections"] },
    references: [],
    command: true,
  },
  ComplianceListRequestEvent: {
    request: ComplianceListRequest,
    response: "ComplianceListResponse",
    responsePayload: ComplianceListResponse,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["compliance"] },
    references: [],
    effect: "read",
  },
  ComplianceSummaryRequestEvent: {
    request: ComplianceSummaryRequest,
    response: "ComplianceSummaryResponse",
    responsePayload: ComplianceSummary,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["compliance"] },
    references: [],
    effect: "read",
  },
  AllCompaniesEquipmentListRequestEvent: {
    request: AllCompaniesEquipmentListRequest,
    response: "AllCompaniesEquipmentListResponse",
    responsePayload: AllCompaniesEquipmentListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesEquipmentGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesEquipmentGetResponse",
    responsePayload: AllCompaniesEquipmentRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  EquipmentListRequestEvent: {
    request: EquipmentListRequest,
    response: "EquipmentListResponse",
    responsePayload: EquipmentListResponse,
    errors: [],
    access: { kind: "company", roles: [], features: ["equipment"] },
    references: [],
    effect: "read",
  },
  EquipmentGetRequestEvent: {
    request: EquipmentIdRequest,
    response: "EquipmentGetResponse",
    responsePayload: Equipment,
    errors: ["NotFound"],
    access: { kind: "company", roles: [], features: ["equipment"] },
    references: [],
    effect: "read",
  },
  EquipmentSaveRequestEvent: {
    request: EquipmentSaveRequest,
    response: "EquipmentSaveResponse",
    responsePayload: Equipment,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["equipment"] },
    references: [{ path: ["equipment", "imageId"], target: "files", purpose: "equipmentImage" }],
    command: true,
  },
  EquipmentRemoveRequestEvent: {
    request: EquipmentIdRequest,
    response: "EquipmentRemoveResponse",
    responsePayload: Equipment,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["equipment"] },
    references: [],
    command: true,
  },
  EquipmentRestoreRequestEvent: {
    request: EquipmentIdRequest,
    response: "EquipmentRestoreResponse",
    responsePayload: Equipment,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["equipment"] },
    references: [],
    command: true,
  },
  EquipmentRepairRequestEvent: {
    request: EquipmentRepairRequest,
    response: "EquipmentRepairResponse",
    responsePayload: Equipment,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic"], features: ["equipment"] },
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
    effect: "read",
  },
  HomeStatsRequestEvent: {
    request: Empty,
    response: "HomeStatsResponse",
    responsePayload: HomeStats,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator", "mechanic"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesTimesheetListRequestEvent: {
    request: AllCompaniesTimesheetListRequest,
    response: "AllCompaniesTimesheetListResponse",
    responsePayload: AllCompaniesTimesheetListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesTimesheetGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesTimesheetGetResponse",
    responsePayload: AllCompaniesTimesheetRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  TimesheetListRequestEvent: {
    request: TimesheetListRequest,
    response: "TimesheetListResponse",
    responsePayload: TimesheetListResponse,
    errors: [],
    access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner", "administrator"], features: ["timesheets"] },
    references: [],
    effect: "read",
  },
  TimesheetGetRequestEvent: {
    request: TimesheetIdRequest,
    response: "TimesheetGetResponse",
    responsePayload: TimesheetDetails,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner", "administrator"], features: ["timesheets"] },
    references: [],
    effect: "read",
  },
  MyHoursRequestEvent: {
    request: Empty,
    response: "MyHoursResponse",
    responsePayload: MyHours,
    errors: ["UnauthorizedException"],
    access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] },
    references: [],
    effect: "read",
  },
  DutyStatusChangeRequestEvent: {
    request: DutyStatusChangeRequest,
    response: "DutyStatusChangeResponse",
    responsePayload: MyHours,
    errors: ["ValidationFailed", "UnauthorizedException"],
    access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] },
    references: [],
    command: true,
  },
  DeferralDeclareRequestEvent: {
    request: DeferralDeclareRequest,
    response: "DeferralDeclareResponse",
    responsePayload: MyHours,
    errors: ["ValidationFailed", "UnauthorizedException"],
    access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] },
    references: [],
    command: true,
  },
  AdverseConditionsDeclareRequestEvent: {
    request: AdverseConditionsDeclareRequest,
    response: "AdverseConditionsDeclareResponse",
    responsePayload: MyHours,
    errors: ["ValidationFailed", "UnauthorizedException"],
    access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] },
    references: [],
    command: true,
  },
  TimesheetCertifyRequestEvent: {
    request: TimesheetCertifyRequest,
    response: "TimesheetCertifyResponse",
    responsePayload: TimesheetDetails,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] },
    references: [],
    command: true,
  },
  TimesheetEntryCorrectRequestEvent: {
    request: TimesheetEntryCorrectRequest,
    response: "TimesheetEntryCorrectResponse",
    responsePayload: TimesheetDetails,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner", "administrator"], features: ["timesheets"] },
    references: [],
    command: true,
  },
  EldFileImportRequestEvent: {
    request: EldImportRequest,
    response: "EldFileImportResponse",
    responsePayload: EldImportResult,
    errors: ["NotFound", "ValidationFailed", "EldFileMalformed", "EldImportConflict"],
    access: { kind: "company", roles: ["manager", "owner", "administrator"], features: ["timesheets"] },
    references: [{ path: ["fileId"], target: "files", purpose: "import" }],
    command: true,
  },
  AllCompaniesInspectionListRequestEvent: {
    request: AllCompaniesInspectionListRequest,
    response: "AllCompaniesInspectionListResponse",
    responsePayload: AllCompaniesInspectionListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesInspectionGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesInspectionGetResponse",
    responsePayload: AllCompaniesInspectionRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  InspectionListRequestEvent: {
    request: InspectionListRequest,
    response: "InspectionListResponse",
    responsePayload: InspectionListResponse,
    errors: [],
    access: { kind: "company", roles: [], features: ["inspections"] },
    references: [],
    effect: "read",
  },
  InspectionGetRequestEvent: {
    request: InspectionIdRequest,
    response: "InspectionGetResponse",
    responsePayload: Inspection,
    errors: ["NotFound"],
    access: { kind: "company", roles: [], features: ["inspections"] },
    references: [],
    effect: "read",
  },
  InspectionSubmitRequestEvent: {
    request: InspectionSubmitRequest,
    response: "InspectionSubmitResponse",
    responsePayload: Inspection,
    errors: ["NotFound", "ValidationFailed", "TimesheetNotStarted"],
    access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner"], features: ["inspections"] },
    references: [{ path: ["vehicleId"], target: "vehicles" }, { path: ["trailers", "*", "vehicleId"], target: "vehicles" }, { path: ["scheduleId"], target: "vehicleSchedules" }, { path: ["answers", "*", "photoIds", "*"], target: "files", purpose: "inspectionPhoto" }],
    command: true,
  },
  InspectionRemarkAddRequestEvent: {
    request: InspectionRemarkAddRequest,
    response: "InspectionRemarkAddResponse",
    responsePayload: Inspection,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] },
    references: [],
    command: true,
  },
  InspectionEmailRequestEvent: {
    request: InspectionEmailRequest,
    response: "InspectionEmailResponse",
    responsePayload: InspectionEmailResponse,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] },
    references: [],
    command: true,
  },
  InspectionReportRequestEvent: {
    request: InspectionIdRequest,
    response: "InspectionReportResponse",
    responsePayload: InspectionReportLink,
    errors: ["NotFound"],
    access: { kind: "company", roles: [], features: ["inspections"] },
    references: [],
    effect: "read",
  },
  VehicleOpenDefectsRequestEvent: {
    request: VehicleOpenDefectsRequest,
    response: "VehicleOpenDefectsResponse",
    responsePayload: VehicleInspectionState,
    errors: [],
    access: { kind: "company", roles: [], features: ["inspections"] },
    references: [{ path: ["vehicleId"], target: "vehicles" }],
    effect: "read",
  },
  InspectionReadinessRequestEvent: {
    request: Empty,
    response: "InspectionReadinessResponse",
    responsePayload: InspectionReadiness,
    errors: [],
    access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner"], features: ["inspections"] },
    references: [],
    effect: "read",
  },
  AllCompaniesMapPositionListRequestEvent: {
    request: AllCompaniesMapPositionListRequest,
    response: "AllCompaniesMapPositionListResponse",
    responsePayload: AllCompaniesMapPositionListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  MapPositionsRequestEvent: {
    request: Empty,
    response: "MapPositionsResponse",
    responsePayload: MapPositions,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["map", "trackLocation", "trackDriving", "trackSleeper", "trackInspections", "trackCycle"] },
    references: [],
    effect: "read",
  },
  AdminCompanyListRequestEvent: {
    request: AdminCompanyListRequest,
    response: "AdminCompanyListResponse",
    responsePayload: AdminCompanyListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AdminCompanyGetRequestEvent: {
    request: AdminCompanyIdRequest,
    response: "AdminCompanyGetResponse",
    responsePayload: AdminCompanyDetails,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AdminCompanySaveRequestEvent: {
    request: AdminCompanySaveRequest,
    response: "AdminCompanySaveResponse",
    responsePayload: AdminCompanyDetails,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  AdminCompanyApiKeyRotateRequestEvent: {
    request: AdminCompanyIdRequest,
    response: "AdminCompanyApiKeyRotateResponse",
    responsePayload: AdminApiKey,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  AdminCompanyBillingRequestEvent: {
    request: AdminCompanyIdRequest,
    response: "AdminCompanyBillingResponse",
    responsePayload: BillingDisplay,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AdminFeatureCatalogueRequestEvent: {
    request: Empty,
    response: "AdminFeatureCatalogueResponse",
    responsePayload: AdminFeatureCatalogue,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AdminCompanyCreateRequestEvent: {
    request: AdminCompanyCreateRequest,
    response: "AdminCompanyCreateResponse",
    responsePayload: AdminCompanyCreated,
    errors: ["ValidationFailed", "EmailExists", "CompanyExists"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  AdminRegistrationListRequestEvent: {
    request: AdminRegistrationListRequest,
    response: "AdminRegistrationListResponse",
    responsePayload: AdminRegistrationListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AdminRegistrationApproveRequestEvent: {
    request: AdminRegistrationIdRequest,
    response: "AdminRegistrationApproveResponse",
    responsePayload: AdminRegistration,
    errors: ["NotFound", "RegistrationDecided", "EmailExists", "CompanyExists"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  AdminRegistrationRejectRequestEvent: {
    request: AdminRegistrationRejectRequest,
    response: "AdminRegistrationRejectResponse",
    responsePayload: AdminRegistration,
    errors: ["NotFound", "RegistrationDecided", "ValidationFailed"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    command: true,
  },
  AdminAuditListRequestEvent: {
    request: AdminAuditListRequest,
    response: "AdminAuditListResponse",
    responsePayload: AdminAuditListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesCompanyOptionsRequestEvent: {
    request: CompanyOptionsRequest,
    response: "AllCompaniesCompanyOptionsResponse",
    responsePayload: CompanyOptions,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesListWatchRequestEvent: {
    request: AllCompaniesListWatch,
    response: "AllCompaniesListWatchResponse",
    responsePayload: Empty,
    errors: ["RateLimited"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesListUnwatchRequestEvent: {
    request: AllCompaniesListWatch,
    response: "AllCompaniesListUnwatchResponse",
    responsePayload: Empty,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  PlatformStatsRequestEvent: {
    request: Empty,
    response: "PlatformStatsResponse",
    responsePayload: PlatformStats,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  PlatformCompanySearchRequestEvent: {
    request: PlatformCompanySearchRequest,
    response: "PlatformCompanySearchResponse",
    responsePayload: PlatformCompanySearch,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  PlatformViewAsStartRequestEvent: {
    request: PlatformViewAsStartRequest,
    response: "PlatformViewAsStartResponse",
    responsePayload: ReadOnlyView,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "session",
  },
  PlatformViewAsStopRequestEvent: {
    request: Empty,
    response: "PlatformViewAsStopResponse",
    responsePayload: PlatformViewEnded,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "session",
  },
  AllCompaniesReportListRequestEvent: {
    request: AllCompaniesReportListRequest,
    response: "AllCompaniesReportListResponse",
    responsePayload: AllCompaniesReportListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesReportGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesReportGetResponse",
    responsePayload: AllCompaniesReportRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  ReportCreateRequestEvent: {
    request: ReportCreateRequest,
    response: "ReportCreateResponse",
    responsePayload: Report,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator", "mechanic"], features: [] },
    references: [],
    command: true,
  },
  ReportListRequestEvent: {
    request: ReportListRequest,
    response: "ReportListResponse",
    responsePayload: ReportListResponse,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator", "mechanic"], features: [] },
    references: [],
    effect: "read",
  },
  ReportDownloadRequestEvent: {
    request: ReportIdRequest,
    response: "ReportDownloadResponse",
    responsePayload: ReportDownloadLink,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "administrator", "mechanic"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesScheduleListRequestEvent: {
    request: AllCompaniesScheduleListRequest,
    response: "AllCompaniesScheduleListResponse",
    responsePayload: AllCompaniesScheduleListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesScheduleGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesScheduleGetResponse",
    responsePayload: AllCompaniesScheduleRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  ScheduleListRequestEvent: {
    request: ScheduleListRequest,
    response: "ScheduleListResponse",
    responsePayload: ScheduleList,
    errors: [],
    access: { kind: "company", roles: [], features: ["inspections"] },
    references: [],
    effect: "read",
  },
  ScheduleGetRequestEvent: {
    request: ScheduleIdRequest,
    response: "ScheduleGetResponse",
    responsePayload: VehicleSchedule,
    errors: ["NotFound"],
    access: { kind: "company", roles: [], features: ["inspections"] },
    references: [],
    effect: "read",
  },
  ScheduleSaveRequestEvent: {
    request: ScheduleSaveRequest,
    response: "ScheduleSaveResponse",
    responsePayload: VehicleSchedule,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["inspections"] },
    references: [],
    command: true,
  },
  ScheduleCopyFromTemplateRequestEvent: {
    request: ScheduleCopyRequest,
    response: "ScheduleCopyFromTemplateResponse",
    responsePayload: VehicleSchedule,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["inspections"] },
    references: [],
    command: true,
  },
  ScheduleAssignRequestEvent: {
    request: ScheduleAssignRequest,
    response: "ScheduleAssignResponse",
    responsePayload: ScheduleAssignResponse,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["inspections"] },
    references: [{ path: ["scheduleId"], target: "vehicleSchedules" }, { path: ["vehicleIds", "*"], target: "vehicles" }],
    command: true,
  },
  AllCompaniesEmployeeListRequestEvent: {
    request: AllCompaniesEmployeeListRequest,
    response: "AllCompaniesEmployeeListResponse",
    responsePayload: AllCompaniesEmployeeListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesEmployeeGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesEmployeeGetResponse",
    responsePayload: AllCompaniesEmployeeRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  UserListRequestEvent: {
    request: UserListRequest,
    response: "UserListResponse",
    responsePayload: UserListResponse,
    errors: [],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
  },
  UserGetRequestEvent: {
    request: UserIdRequest,
    response: "UserGetResponse",
    responsePayload: Person,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    effect: "read",
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
    effect: "read",
  },
  ImportEmployeesFromFileQueryOperation: {
    request: ImportFileRequest,
    response: "ImportEmployeesFromFileQueryResponse",
    responsePayload: ImportEmployeesResponse,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [{ path: ["files", "*"], target: "files", purpose: "import" }],
    command: true,
  },
  EmployeeDocumentListRequestEvent: {
    request: EmployeeDocumentListRequest,
    response: "EmployeeDocumentListResponse",
    responsePayload: EmployeeDocumentList,
    errors: ["NotFound", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator", "driver", "nc_driver"], features: [] },
    references: [],
    effect: "read",
  },
  EmployeeDocumentSaveRequestEvent: {
    request: EmployeeDocumentSaveRequest,
    response: "EmployeeDocumentSaveResponse",
    responsePayload: EmployeeDocument,
    errors: ["NotFound", "ValidationFailed", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [{ path: ["document", "fileId"], target: "files", purpose: "employeeDocument" }],
    command: true,
  },
  EmployeeDocumentRemoveRequestEvent: {
    request: EmployeeDocumentRemoveRequest,
    response: "EmployeeDocumentRemoveResponse",
    responsePayload: EmployeeDocument,
    errors: ["NotFound", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [],
    command: true,
  },
  EmployeeLicencePhotoSaveRequestEvent: {
    request: EmployeeLicencePhotoSaveRequest,
    response: "EmployeeLicencePhotoSaveResponse",
    responsePayload: Person,
    errors: ["NotFound", "UnauthorizedException"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] },
    references: [{ path: ["licencePhotoId"], target: "files", purpose: "licencePhoto" }],
    command: true,
  },
  AllCompaniesVehicleListRequestEvent: {
    request: AllCompaniesVehicleListRequest,
    response: "AllCompaniesVehicleListResponse",
    responsePayload: AllCompaniesVehicleListResponse,
    errors: [],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  AllCompaniesVehicleGetRequestEvent: {
    request: RecordIdRequest,
    response: "AllCompaniesVehicleGetResponse",
    responsePayload: AllCompaniesVehicleRecord,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["administrator"], features: [] },
    references: [],
    effect: "read",
  },
  VehicleListRequestEvent: {
    request: VehicleListRequest,
    response: "VehicleListResponse",
    responsePayload: VehicleListResponse,
    errors: [],
    access: { kind: "company", roles: [], features: ["vehicles", "inspections"] },
    references: [],
    effect: "read",
  },
  VehicleGetRequestEvent: {
    request: VehicleIdRequest,
    response: "VehicleGetResponse",
    responsePayload: Vehicle,
    errors: ["NotFound"],
    access: { kind: "company", roles: [], features: ["vehicles", "inspections"] },
    references: [],
    effect: "read",
  },
  VehicleSaveRequestEvent: {
    request: VehicleSaveRequest,
    response: "VehicleSaveResponse",
    responsePayload: Vehicle,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["vehicles", "inspections"] },
    references: [{ path: ["vehicle", "categoryId"], target: "vehicleCategories" }, { path: ["vehicle", "scheduleId"], target: "vehicleSchedules" }, { path: ["vehicle", "imageId"], target: "files", purpose: "vehicleImage" }],
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
    effect: "read",
  },
  ImportVehiclesFromFileQueryOperation: {
    request: ImportFileRequest,
    response: "ImportVehiclesFromFileQueryResponse",
    responsePayload: ImportVehiclesResponse,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["vehicles", "inspections"] },
    references: [{ path: ["files", "*"], target: "files", purpose: "import" }],
    command: true,
  },
  DefectRepairRequestEvent: {
    request: DefectRepairRequest,
    response: "DefectRepairResponse",
    responsePayload: Inspection,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["mechanic", "manager", "owner"], features: ["inspections"] },
    references: [],
    command: true,
  },
  WorkOrderOpenRequestEvent: {
    request: WorkOrderOpenRequest,
    response: "WorkOrderOpenResponse",
    responsePayload: WorkOrder,
    errors: ["NotFound", "ValidationFailed", "ReferenceNotFound"],
    access: { kind: "company", roles: ["mechanic", "manager", "owner"], features: ["inspections"] },
    references: [{ path: ["vehicleId"], target: "vehicles" }],
    command: true,
  },
  WorkOrderUpdateRequestEvent: {
    request: WorkOrderUpdateRequest,
    response: "WorkOrderUpdateResponse",
    responsePayload: WorkOrder,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["mechanic", "manager", "owner"], features: ["inspections"] },
    references: [],
    command: true,
  },
  WorkOrderCompleteRequestEvent: {
    request: WorkOrderCompleteRequest,
    response: "WorkOrderCompleteResponse",
    responsePayload: WorkOrder,
    errors: ["NotFound", "ValidationFailed"],
    access: { kind: "company", roles: ["mechanic", "manager", "owner"], features: ["inspections"] },
    references: [],
    command: true,
  },
  WorkOrderGetRequestEvent: {
    request: WorkOrderIdRequest,
    response: "WorkOrderGetResponse",
    responsePayload: WorkOrder,
    errors: ["NotFound"],
    access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] },
    references: [],
    effect: "read",
  },
  WorkOrdersRequestEvent: {
    request: WorkOrdersRequest,
    response: "WorkOrdersResponse",
    responsePayload: WorkOrders,
    errors: [],
    access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] },
    references: [],
    effect: "read",
  },
  WorkOrderListRequestEvent: {
    request: WorkOrderListRequest,
    response: "WorkOrderListResponse",
    responsePayload: WorkOrderListResponse,
    errors: [],
    access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] },
    references: [],
    effect: "read",
  },
  WorkOrderAssigneesRequestEvent: {
    request: Empty,
    response: "WorkOrderAssigneesResponse",
    responsePayload: WorkOrderAssignees,
    errors: [],
    access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] },
    references: [],
    effect: "read",
  },
} as const satisfies Record<string, EventSpec>;

export type EventName = keyof typeof eventCatalogue;

export const eventNames = Object.keys(eventCatalogue) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(eventCatalogue, name);
}

/** The request payload of each event. */
export interface EventRequests {
  UserSignInRequestEvent: UserSignInRequest;
  UserSessionResumeRequestEvent: UserSessionResumeRequest;
  UserSignOutRequestEvent: Empty;
  AltchaChallengeRequestEvent: Empty;
  UserSignUpRequestEvent: SignUpRequest;
  UserVerifyRequestEvent: VerifyRequest;
  CredentialsLostRequestEvent: CredentialsLostRequest;
  CredentialsResetCheckRequestEvent: CredentialsResetCheckRequest;
  CredentialsResetRequestEvent: CredentialsResetRequest;
  UserPasswordChangeRequestEvent: PasswordChangeRequest;
  UserProfileRequestEvent: Empty;
  UserProfileSaveRequestEvent: ProfileSaveRequest;
  UserSettingsSaveRequestEvent: SettingsSaveRequest;
  AllCompaniesInvoiceListRequestEvent: AllCompaniesInvoiceListRequest;
  AllCompaniesInvoiceGetRequestEvent: RecordIdRequest;
  AllCompaniesCardListRequestEvent: AllCompaniesCardListRequest;
  InvoiceListRequestEvent: InvoiceListRequest;
  InvoiceGetRequestEvent: InvoiceIdRequest;
  InvoiceSaveRequestEvent: InvoiceSaveRequest;
  CompanyMonthlyInvoiceRequestEvent: InvoiceBuildRequest;
  InvoiceRebuildPdfRequestEvent: InvoiceBuildRequest;
  InvoicePdfRequestEvent: InvoiceIdRequest;
  InvoiceChargeDetailsRequestEvent: InvoiceIdRequest;
  InvoiceChargeRequestEvent: ChargeRequest;
  InvoicePaidRequestEvent: PaidRequest;
  CardListQueryOperation: Empty;
  RemoveCardCommandOperation: CardIdRequest;
  InvoiceSettingsGetRequestEvent: Empty;
  InvoiceSettingsAddressSaveRequestEvent: InvoiceSettingsAddress;
  InvoiceEmailToRequestEvent: InvoiceMailRequest;
  InvoiceEmailThankYouRequestEvent: InvoiceMailRequest;
  InvoiceCreatePaymentLinkRequestEvent: PaymentLinkRequest;
  PaymentLinkGetRequestEvent: PaymentLinkToken;
  PaymentLinkPayRequestEvent: PaymentLinkPayRequest;
  ExportInvoicesQueryOperation: InvoiceExportRequest;
  QuickBooksStatusRequestEvent: Empty;
  QuickBooksPeriodRequestEvent: QuickBooksPeriodRequest;
  QuickBooksExportRequestEvent: QuickBooksExportRequest;
  InvoiceRebuildQuickBooksRequestEvent: InvoiceIdRequest;
  QuickBooksExportListRequestEvent: QuickBooksExportListRequest;
  QuickBooksFileRequestEvent: QuickBooksFileRequest;
  AddCardCommandOperation: CardAddRequest;
  BillingDisplayRequestEvent: Empty;
  AllCompaniesCheckInListRequestEvent: AllCompaniesCheckInListRequest;
  AllCompaniesCheckInGetRequestEvent: RecordIdRequest;
  CheckInSubmitRequestEvent: CheckInSubmitRequest;
  CheckInListRequestEvent: CheckInListRequest;
  CheckInGetRequestEvent: CheckInIdRequest;
  AllCompaniesChecklistListRequestEvent: AllCompaniesChecklistListRequest;
  AllCompaniesChecklistGetRequestEvent: RecordIdRequest;
  ChecklistListRequestEvent: ChecklistListRequest;
  ChecklistGetRequestEvent: ChecklistIdRequest;
  ChecklistSaveRequestEvent: ChecklistSaveRequest;
  ChecklistRemoveRequestEvent: ChecklistIdRequest;
  ChecklistRestoreRequestEvent: ChecklistIdRequest;
  ChecklistResultSubmitRequestEvent: ChecklistResultSubmitRequest;
  ChecklistResultListRequestEvent: ChecklistResultListRequest;
  ChecklistResultGetRequestEvent: ChecklistIdRequest;
  VehicleChecklistListRequestEvent: VehicleChecklistListRequest;
  VehicleChecklistAttachRequestEvent: VehicleChecklistAttachRequest;
  VehicleChecklistScheduleRequestEvent: VehicleChecklistScheduleRequest;
  VehicleChecklistDetachRequestEvent: ChecklistIdRequest;
  CompanyGetRequestEvent: Empty;
  CompanySaveRequestEvent: CompanySaveRequest;
  CompanySetupRequestEvent: Empty;
  CompanySchedulesChosenRequestEvent: Empty;
  ComplianceListRequestEvent: ComplianceListRequest;
  ComplianceSummaryRequestEvent: ComplianceSummaryRequest;
  AllCompaniesEquipmentListRequestEvent: AllCompaniesEquipmentListRequest;
  AllCompaniesEquipmentGetRequestEvent: RecordIdRequest;
  EquipmentListRequestEvent: EquipmentListRequest;
  EquipmentGetRequestEvent: EquipmentIdRequest;
  EquipmentSaveRequestEvent: EquipmentSaveRequest;
  EquipmentRemoveRequestEvent: EquipmentIdRequest;
  EquipmentRestoreRequestEvent: EquipmentIdRequest;
  EquipmentRepairRequestEvent: EquipmentRepairRequest;
  FileGetRequestEvent: FileIdRequest;
  HomeStatsRequestEvent: Empty;
  AllCompaniesTimesheetListRequestEvent: AllCompaniesTimesheetListRequest;
  AllCompaniesTimesheetGetRequestEvent: RecordIdRequest;
  TimesheetListRequestEvent: TimesheetListRequest;
  TimesheetGetRequestEvent: TimesheetIdRequest;
  MyHoursRequestEvent: Empty;
  DutyStatusChangeRequestEvent: DutyStatusChangeRequest;
  DeferralDeclareRequestEvent: DeferralDeclareRequest;
  AdverseConditionsDeclareRequestEvent: AdverseConditionsDeclareRequest;
  TimesheetCertifyRequestEvent: TimesheetCertifyRequest;
  TimesheetEntryCorrectRequestEvent: TimesheetEntryCorrectRequest;
  EldFileImportRequestEvent: EldImportRequest;
  AllCompaniesInspectionListRequestEvent: AllCompaniesInspectionListRequest;
  AllCompaniesInspectionGetRequestEvent: RecordIdRequest;
  InspectionListRequestEvent: InspectionListRequest;
  InspectionGetRequestEvent: InspectionIdRequest;
  InspectionSubmitRequestEvent: InspectionSubmitRequest;
  InspectionRemarkAddRequestEvent: InspectionRemarkAddRequest;
  InspectionEmailRequestEvent: InspectionEmailRequest;
  InspectionReportRequestEvent: InspectionIdRequest;
  VehicleOpenDefectsRequestEvent: VehicleOpenDefectsRequest;
  InspectionReadinessRequestEvent: Empty;
  AllCompaniesMapPositionListRequestEvent: AllCompaniesMapPositionListRequest;
  MapPositionsRequestEvent: Empty;
  AdminCompanyListRequestEvent: AdminCompanyListRequest;
  AdminCompanyGetRequestEvent: AdminCompanyIdRequest;
  AdminCompanySaveRequestEvent: AdminCompanySaveRequest;
  AdminCompanyApiKeyRotateRequestEvent: AdminCompanyIdRequest;
  AdminCompanyBillingRequestEvent: AdminCompanyIdRequest;
  AdminFeatureCatalogueRequestEvent: Empty;
  AdminCompanyCreateRequestEvent: AdminCompanyCreateRequest;
  AdminRegistrationListRequestEvent: AdminRegistrationListRequest;
  AdminRegistrationApproveRequestEvent: AdminRegistrationIdRequest;
  AdminRegistrationRejectRequestEvent: AdminRegistrationRejectRequest;
  AdminAuditListRequestEvent: AdminAuditListRequest;
  AllCompaniesCompanyOptionsRequestEvent: CompanyOptionsRequest;
  AllCompaniesListWatchRequestEvent: AllCompaniesListWatch;
  AllCompaniesListUnwatchRequestEvent: AllCompaniesListWatch;
  PlatformStatsRequestEvent: Empty;
  PlatformCompanySearchRequestEvent: PlatformCompanySearchRequest;
  PlatformViewAsStartRequestEvent: PlatformViewAsStartRequest;
  PlatformViewAsStopRequestEvent: Empty;
  AllCompaniesReportListRequestEvent: AllCompaniesReportListRequest;
  AllCompaniesReportGetRequestEvent: RecordIdRequest;
  ReportCreateRequestEvent: ReportCreateRequest;
  ReportListRequestEvent: ReportListRequest;
  ReportDownloadRequestEvent: ReportIdRequest;
  AllCompaniesScheduleListRequestEvent: AllCompaniesScheduleListRequest;
  AllCompaniesScheduleGetRequestEvent: RecordIdRequest;
  ScheduleListRequestEvent: ScheduleListRequest;
  ScheduleGetRequestEvent: ScheduleIdRequest;
  ScheduleSaveRequestEvent: ScheduleSaveRequest;
  ScheduleCopyFromTemplateRequestEvent: ScheduleCopyRequest;
  ScheduleAssignRequestEvent: ScheduleAssignRequest;
  AllCompaniesEmployeeListRequestEvent: AllCompaniesEmployeeListRequest;
  AllCompaniesEmployeeGetRequestEvent: RecordIdRequest;
  UserListRequestEvent: UserListRequest;
  UserGetRequestEvent: UserIdRequest;
  UserSaveRequestEvent: UserSaveRequest;
  EmployeeAddRequestEvent: EmployeeAddRequest;
  UserInviteRequestEvent: UserInviteRequest;
  UserRemoveRequestEvent: UserIdRequest;
  UserRestoreRequestEvent: UserIdRequest;
  ExportEmployeesQueryOperation: ExportEmployeesRequest;
  ImportEmployeesFromFileQueryOperation: ImportFileRequest;
  EmployeeDocumentListRequestEvent: EmployeeDocumentListRequest;
  EmployeeDocumentSaveRequestEvent: EmployeeDocumentSaveRequest;
  EmployeeDocumentRemoveRequestEvent: EmployeeDocumentRemoveRequest;
  EmployeeLicencePhotoSaveRequestEvent: EmployeeLicencePhotoSaveRequest;
  AllCompaniesVehicleListRequestEvent: AllCompaniesVehicleListRequest;
  AllCompaniesVehicleGetRequestEvent: RecordIdRequest;
  VehicleListRequestEvent: VehicleListRequest;
  VehicleGetRequestEvent: VehicleIdRequest;
  VehicleSaveRequestEvent: VehicleSaveRequest;
  VehicleRemoveRequestEvent: VehicleIdRequest;
  VehicleRestoreRequestEvent: VehicleIdRequest;
  VehicleReferenceDataRequestEvent: Empty;
  ImportVehiclesFromFileQueryOperation: ImportFileRequest;
  DefectRepairRequestEvent: DefectRepairRequest;
  WorkOrderOpenRequestEvent: WorkOrderOpenRequest;
  WorkOrderUpdateRequestEvent: WorkOrderUpdateRequest;
  WorkOrderCompleteRequestEvent: WorkOrderCompleteRequest;
  WorkOrderGetRequestEvent: WorkOrderIdRequest;
  WorkOrdersRequestEvent: WorkOrdersRequest;
  WorkOrderListRequestEvent: WorkOrderListRequest;
  WorkOrderAssigneesRequestEvent: Empty;
}

/** The payload of each event's complete, successful response. */
export interface EventResponses {
  UserSignInRequestEvent: SignedInSession;
  UserSessionResumeRequestEvent: SignedInSession;
  UserSignOutRequestEvent: Empty;
  AltchaChallengeRequestEvent: AltchaChallenge;
  UserSignUpRequestEvent: SignUpResponse;
  UserVerifyRequestEvent: VerifyResponse;
  CredentialsLostRequestEvent: Empty;
  CredentialsResetCheckRequestEvent: Empty;
  CredentialsResetRequestEvent: Empty;
  UserPasswordChangeRequestEvent: Empty;
  UserProfileRequestEvent: Profile;
  UserProfileSaveRequestEvent: Profile;
  UserSettingsSaveRequestEvent: User;
  AllCompaniesInvoiceListRequestEvent: AllCompaniesInvoiceListResponse;
  AllCompaniesInvoiceGetRequestEvent: AllCompaniesInvoiceRecord;
  AllCompaniesCardListRequestEvent: AllCompaniesCardListResponse;
  InvoiceListRequestEvent: InvoiceListResponse;
  InvoiceGetRequestEvent: Invoice;
  InvoiceSaveRequestEvent: Invoice;
  CompanyMonthlyInvoiceRequestEvent: Invoice;
  InvoiceRebuildPdfRequestEvent: Invoice;
  InvoicePdfRequestEvent: InvoicePdfLink;
  InvoiceChargeDetailsRequestEvent: ChargeDetails;
  InvoiceChargeRequestEvent: ChargeResult;
  InvoicePaidRequestEvent: ChargeResult;
  CardListQueryOperation: CardList;
  RemoveCardCommandOperation: CardList;
  InvoiceSettingsGetRequestEvent: InvoiceSettingsAddress;
  InvoiceSettingsAddressSaveRequestEvent: InvoiceSettingsAddress;
  InvoiceEmailToRequestEvent: InvoiceMailResult;
  InvoiceEmailThankYouRequestEvent: InvoiceMailResult;
  InvoiceCreatePaymentLinkRequestEvent: PaymentLink;
  PaymentLinkGetRequestEvent: PublicInvoice;
  PaymentLinkPayRequestEvent: PaymentLinkPayResult;
  ExportInvoicesQueryOperation: InvoiceExportLink;
  QuickBooksStatusRequestEvent: QuickBooksStatus;
  QuickBooksPeriodRequestEvent: QuickBooksPeriodSummary;
  QuickBooksExportRequestEvent: QuickBooksExport;
  InvoiceRebuildQuickBooksRequestEvent: QuickBooksExport;
  QuickBooksExportListRequestEvent: QuickBooksExportList;
  QuickBooksFileRequestEvent: InvoicePdfLink;
  AddCardCommandOperation: CardList;
  BillingDisplayRequestEvent: BillingDisplay;
  AllCompaniesCheckInListRequestEvent: AllCompaniesCheckInListResponse;
  AllCompaniesCheckInGetRequestEvent: AllCompaniesCheckInRecord;
  CheckInSubmitRequestEvent: CheckIn;
  CheckInListRequestEvent: CheckInListResponse;
  CheckInGetRequestEvent: CheckIn;
  AllCompaniesChecklistListRequestEvent: AllCompaniesChecklistListResponse;
  AllCompaniesChecklistGetRequestEvent: AllCompaniesChecklistRecord;
  ChecklistListRequestEvent: ChecklistListResponse;
  ChecklistGetRequestEvent: Checklist;
  ChecklistSaveRequestEvent: Checklist;
  ChecklistRemoveRequestEvent: Checklist;
  ChecklistRestoreRequestEvent: Checklist;
  ChecklistResultSubmitRequestEvent: ChecklistResult;
  ChecklistResultListRequestEvent: ChecklistResultListResponse;
  ChecklistResultGetRequestEvent: ChecklistResult;
  VehicleChecklistListRequestEvent: VehicleChecklistListResponse;
  VehicleChecklistAttachRequestEvent: VehicleChecklistAttachResponse;
  VehicleChecklistScheduleRequestEvent: VehicleChecklist;
  VehicleChecklistDetachRequestEvent: VehicleChecklist;
  CompanyGetRequestEvent: CompanyDetails;
  CompanySaveRequestEvent: CompanyDetails;
  CompanySetupRequestEvent: CompanySetup;
  CompanySchedulesChosenRequestEvent: CompanySetup;
  ComplianceListRequestEvent: ComplianceListResponse;
  ComplianceSummaryRequestEvent: ComplianceSummary;
  AllCompaniesEquipmentListRequestEvent: AllCompaniesEquipmentListResponse;
  AllCompaniesEquipmentGetRequestEvent: AllCompaniesEquipmentRecord;
  EquipmentListRequestEvent: EquipmentListResponse;
  EquipmentGetRequestEvent: Equipment;
  EquipmentSaveRequestEvent: Equipment;
  EquipmentRemoveRequestEvent: Equipment;
  EquipmentRestoreRequestEvent: Equipment;
  EquipmentRepairRequestEvent: Equipment;
  FileGetRequestEvent: StoredFile;
  HomeStatsRequestEvent: HomeStats;
  AllCompaniesTimesheetListRequestEvent: AllCompaniesTimesheetListResponse;
  AllCompaniesTimesheetGetRequestEvent: AllCompaniesTimesheetRecord;
  TimesheetListRequestEvent: TimesheetListResponse;
  TimesheetGetRequestEvent: TimesheetDetails;
  MyHoursRequestEvent: MyHours;
  DutyStatusChangeRequestEvent: MyHours;
  DeferralDeclareRequestEvent: MyHours;
  AdverseConditionsDeclareRequestEvent: MyHours;
  TimesheetCertifyRequestEvent: TimesheetDetails;
  TimesheetEntryCorrectRequestEvent: TimesheetDetails;
  EldFileImportRequestEvent: EldImportResult;
  AllCompaniesInspectionListRequestEvent: AllCompaniesInspectionListResponse;
  AllCompaniesInspectionGetRequestEvent: AllCompaniesInspectionRecord;
  InspectionListRequestEvent: InspectionListResponse;
  InspectionGetRequestEvent: Inspection;
  InspectionSubmitRequestEvent: Inspection;
  InspectionRemarkAddRequestEvent: Inspection;
  InspectionEmailRequestEvent: InspectionEmailResponse;
  InspectionReportRequestEvent: InspectionReportLink;
  VehicleOpenDefectsRequestEvent: VehicleInspectionState;
  InspectionReadinessRequestEvent: InspectionReadiness;
  AllCompaniesMapPositionListRequestEvent: AllCompaniesMapPositionListResponse;
  MapPositionsRequestEvent: MapPositions;
  AdminCompanyListRequestEvent: AdminCompanyListResponse;
  AdminCompanyGetRequestEvent: AdminCompanyDetails;
  AdminCompanySaveRequestEvent: AdminCompanyDetails;
  AdminCompanyApiKeyRotateRequestEvent: AdminApiKey;
  AdminCompanyBillingRequestEvent: BillingDisplay;
  AdminFeatureCatalogueRequestEvent: AdminFeatureCatalogue;
  AdminCompanyCreateRequestEvent: AdminCompanyCreated;
  AdminRegistrationListRequestEvent: AdminRegistrationListResponse;
  AdminRegistrationApproveRequestEvent: AdminRegistration;
  AdminRegistrationRejectRequestEvent: AdminRegistration;
  AdminAuditListRequestEvent: AdminAuditListResponse;
  AllCompaniesCompanyOptionsRequestEvent: CompanyOptions;
  AllCompaniesListWatchRequestEvent: Empty;
  AllCompaniesListUnwatchRequestEvent: Empty;
  PlatformStatsRequestEvent: PlatformStats;
  PlatformCompanySearchRequestEvent: PlatformCompanySearch;
  PlatformViewAsStartRequestEvent: ReadOnlyView;
  PlatformViewAsStopRequestEvent: PlatformViewEnded;
  AllCompaniesReportListRequestEvent: AllCompaniesReportListResponse;
  AllCompaniesReportGetRequestEvent: AllCompaniesReportRecord;
  ReportCreateRequestEvent: Report;
  ReportListRequestEvent: ReportListResponse;
  ReportDownloadRequestEvent: ReportDownloadLink;
  AllCompaniesScheduleListRequestEvent: AllCompaniesScheduleListResponse;
  AllCompaniesScheduleGetRequestEvent: AllCompaniesScheduleRecord;
  ScheduleListRequestEvent: ScheduleList;
  ScheduleGetRequestEvent: VehicleSchedule;
  ScheduleSaveRequestEvent: VehicleSchedule;
  ScheduleCopyFromTemplateRequestEvent: VehicleSchedule;
  ScheduleAssignRequestEvent: ScheduleAssignResponse;
  AllCompaniesEmployeeListRequestEvent: AllCompaniesEmployeeListResponse;
  AllCompaniesEmployeeGetRequestEvent: AllCompaniesEmployeeRecord;
  UserListRequestEvent: UserListResponse;
  UserGetRequestEvent: Person;
  UserSaveRequestEvent: Person;
  EmployeeAddRequestEvent: Person;
  UserInviteRequestEvent: Person;
  UserRemoveRequestEvent: Person;
  UserRestoreRequestEvent: Person;
  ExportEmployeesQueryOperation: ExportEmployeesResponse;
  ImportEmployeesFromFileQueryOperation: ImportEmployeesResponse;
  EmployeeDocumentListRequestEvent: EmployeeDocumentList;
  EmployeeDocumentSaveRequestEvent: EmployeeDocument;
  EmployeeDocumentRemoveRequestEvent: EmployeeDocument;
  EmployeeLicencePhotoSaveRequestEvent: Person;
  AllCompaniesVehicleListRequestEvent: AllCompaniesVehicleListResponse;
  AllCompaniesVehicleGetRequestEvent: AllCompaniesVehicleRecord;
  VehicleListRequestEvent: VehicleListResponse;
  VehicleGetRequestEvent: Vehicle;
  VehicleSaveRequestEvent: Vehicle;
  VehicleRemoveRequestEvent: Vehicle;
  VehicleRestoreRequestEvent: Vehicle;
  VehicleReferenceDataRequestEvent: VehicleReferenceData;
  ImportVehiclesFromFileQueryOperation: ImportVehiclesResponse;
  DefectRepairRequestEvent: Inspection;
  WorkOrderOpenRequestEvent: WorkOrder;
  WorkOrderUpdateRequestEvent: WorkOrder;
  WorkOrderCompleteRequestEvent: WorkOrder;
  WorkOrderGetRequestEvent: WorkOrder;
  WorkOrdersRequestEvent: WorkOrders;
  WorkOrderListRequestEvent: WorkOrderListResponse;
  WorkOrderAssigneesRequestEvent: WorkOrderAssignees;
}

/** The response name of each event. */
export interface EventResponseNames {
  UserSignInRequestEvent: "UserSignInResponse";
  UserSessionResumeRequestEvent: "UserSessionResumeResponse";
  UserSignOutRequestEvent: "UserSignOutResponse";
  AltchaChallengeRequestEvent: "AltchaChallengeResponse";
  UserSignUpRequestEvent: "UserSignUpResponse";
  UserVerifyRequestEvent: "UserVerifyResponse";
  CredentialsLostRequestEvent: "CredentialsLostResponse";
  CredentialsResetCheckRequestEvent: "CredentialsResetCheckResponse";
  CredentialsResetRequestEvent: "CredentialsResetResponse";
  UserPasswordChangeRequestEvent: "UserPasswordChangeResponse";
  UserProfileRequestEvent: "UserProfileResponse";
  UserProfileSaveRequestEvent: "UserProfileSaveResponse";
  UserSettingsSaveRequestEvent: "UserSettingsSaveResponse";
  AllCompaniesInvoiceListRequestEvent: "AllCompaniesInvoiceListResponse";
  AllCompaniesInvoiceGetRequestEvent: "AllCompaniesInvoiceGetResponse";
  AllCompaniesCardListRequestEvent: "AllCompaniesCardListResponse";
  InvoiceListRequestEvent: "InvoiceListResponse";
  InvoiceGetRequestEvent: "InvoiceGetResponse";
  InvoiceSaveRequestEvent: "InvoiceSaveResponse";
  CompanyMonthlyInvoiceRequestEvent: "CompanyMonthlyInvoiceResponse";
  InvoiceRebuildPdfRequestEvent: "InvoiceRebuildPdfResponse";
  InvoicePdfRequestEvent: "InvoicePdfResponse";
  InvoiceChargeDetailsRequestEvent: "InvoiceChargeDetailsResponse";
  InvoiceChargeRequestEvent: "InvoiceChargeResponse";
  InvoicePaidRequestEvent: "InvoicePaidResponse";
  CardListQueryOperation: "CardListQueryResponse";
  RemoveCardCommandOperation: "RemoveCardCommandResponse";
  InvoiceSettingsGetRequestEvent: "InvoiceSettingsGetResponse";
  InvoiceSettingsAddressSaveRequestEvent: "InvoiceSettingsAddressSaveResponse";
  InvoiceEmailToRequestEvent: "InvoiceEmailToResponse";
  InvoiceEmailThankYouRequestEvent: "InvoiceEmailThankYouResponse";
  InvoiceCreatePaymentLinkRequestEvent: "InvoiceCreatePaymentLinkResponse";
  PaymentLinkGetRequestEvent: "PaymentLinkGetResponse";
  PaymentLinkPayRequestEvent: "PaymentLinkPayResponse";
  ExportInvoicesQueryOperation: "ExportInvoicesQueryResponse";
  QuickBooksStatusRequestEvent: "QuickBooksStatusResponse";
  QuickBooksPeriodRequestEvent: "QuickBooksPeriodResponse";
  QuickBooksExportRequestEvent: "QuickBooksExportResponse";
  InvoiceRebuildQuickBooksRequestEvent: "InvoiceRebuildQuickBooksResponse";
  QuickBooksExportListRequestEvent: "QuickBooksExportListResponse";
  QuickBooksFileRequestEvent: "QuickBooksFileResponse";
  AddCardCommandOperation: "AddCardCommandResponse";
  BillingDisplayRequestEvent: "BillingDisplayResponse";
  AllCompaniesCheckInListRequestEvent: "AllCompaniesCheckInListResponse";
  AllCompaniesCheckInGetRequestEvent: "AllCompaniesCheckInGetResponse";
  CheckInSubmitRequestEvent: "CheckInSubmitResponse";
  CheckInListRequestEvent: "CheckInListResponse";
  CheckInGetRequestEvent: "CheckInGetResponse";
  AllCompaniesChecklistListRequestEvent: "AllCompaniesChecklistListResponse";
  AllCompaniesChecklistGetRequestEvent: "AllCompaniesChecklistGetResponse";
  ChecklistListRequestEvent: "ChecklistListResponse";
  ChecklistGetRequestEvent: "ChecklistGetResponse";
  ChecklistSaveRequestEvent: "ChecklistSaveResponse";
  ChecklistRemoveRequestEvent: "ChecklistRemoveResponse";
  ChecklistRestoreRequestEvent: "ChecklistRestoreResponse";
  ChecklistResultSubmitRequestEvent: "ChecklistResultSubmitResponse";
  ChecklistResultListRequestEvent: "ChecklistResultListResponse";
  ChecklistResultGetRequestEvent: "ChecklistResultGetResponse";
  VehicleChecklistListRequestEvent: "VehicleChecklistListResponse";
  VehicleChecklistAttachRequestEvent: "VehicleChecklistAttachResponse";
  VehicleChecklistScheduleRequestEvent: "VehicleChecklistScheduleResponse";
  VehicleChecklistDetachRequestEvent: "VehicleChecklistDetachResponse";
  CompanyGetRequestEvent: "CompanyGetResponse";
  CompanySaveRequestEvent: "CompanySaveResponse";
  CompanySetupRequestEvent: "CompanySetupResponse";
  CompanySchedulesChosenRequestEvent: "CompanySchedulesChosenResponse";
  ComplianceListRequestEvent: "ComplianceListResponse";
  ComplianceSummaryRequestEvent: "ComplianceSummaryResponse";
  AllCompaniesEquipmentListRequestEvent: "AllCompaniesEquipmentListResponse";
  AllCompaniesEquipmentGetRequestEvent: "AllCompaniesEquipmentGetResponse";
  EquipmentListRequestEvent: "EquipmentListResponse";
  EquipmentGetRequestEvent: "EquipmentGetResponse";
  EquipmentSaveRequestEvent: "EquipmentSaveResponse";
  EquipmentRemoveRequestEvent: "EquipmentRemoveResponse";
  EquipmentRestoreRequestEvent: "EquipmentRestoreResponse";
  EquipmentRepairRequestEvent: "EquipmentRepairResponse";
  FileGetRequestEvent: "FileGetResponse";
  HomeStatsRequestEvent: "HomeStatsResponse";
  AllCompaniesTimesheetListRequestEvent: "AllCompaniesTimesheetListResponse";
  AllCompaniesTimesheetGetRequestEvent: "AllCompaniesTimesheetGetResponse";
  TimesheetListRequestEvent: "TimesheetListResponse";
  TimesheetGetRequestEvent: "TimesheetGetResponse";
  MyHoursRequestEvent: "MyHoursResponse";
  DutyStatusChangeRequestEvent: "DutyStatusChangeResponse";
  DeferralDeclareRequestEvent: "DeferralDeclareResponse";
  AdverseConditionsDeclareRequestEvent: "AdverseConditionsDeclareResponse";
  TimesheetCertifyRequestEvent: "TimesheetCertifyResponse";
  TimesheetEntryCorrectRequestEvent: "TimesheetEntryCorrectResponse";
  EldFileImportRequestEvent: "EldFileImportResponse";
  AllCompaniesInspectionListRequestEvent: "AllCompaniesInspectionListResponse";
  AllCompaniesInspectionGetRequestEvent: "AllCompaniesInspectionGetResponse";
  InspectionListRequestEvent: "InspectionListResponse";
  InspectionGetRequestEvent: "InspectionGetResponse";
  InspectionSubmitRequestEvent: "InspectionSubmitResponse";
  InspectionRemarkAddRequestEvent: "InspectionRemarkAddResponse";
  InspectionEmailRequestEvent: "InspectionEmailResponse";
  InspectionReportRequestEvent: "InspectionReportResponse";
  VehicleOpenDefectsRequestEvent: "VehicleOpenDefectsResponse";
  InspectionReadinessRequestEvent: "InspectionReadinessResponse";
  AllCompaniesMapPositionListRequestEvent: "AllCompaniesMapPositionListResponse";
  MapPositionsRequestEvent: "MapPositionsResponse";
  AdminCompanyListRequestEvent: "AdminCompanyListResponse";
  AdminCompanyGetRequestEvent: "AdminCompanyGetResponse";
  AdminCompanySaveRequestEvent: "AdminCompanySaveResponse";
  AdminCompanyApiKeyRotateRequestEvent: "AdminCompanyApiKeyRotateResponse";
  AdminCompanyBillingRequestEvent: "AdminCompanyBillingResponse";
  AdminFeatureCatalogueRequestEvent: "AdminFeatureCatalogueResponse";
  AdminCompanyCreateRequestEvent: "AdminCompanyCreateResponse";
  AdminRegistrationListRequestEvent: "AdminRegistrationListResponse";
  AdminRegistrationApproveRequestEvent: "AdminRegistrationApproveResponse";
  AdminRegistrationRejectRequestEvent: "AdminRegistrationRejectResponse";
  AdminAuditListRequestEvent: "AdminAuditListResponse";
  AllCompaniesCompanyOptionsRequestEvent: "AllCompaniesCompanyOptionsResponse";
  AllCompaniesListWatchRequestEvent: "AllCompaniesListWatchResponse";
  AllCompaniesListUnwatchRequestEvent: "AllCompaniesListUnwatchResponse";
  PlatformStatsRequestEvent: "PlatformStatsResponse";
  PlatformCompanySearchRequestEvent: "PlatformCompanySearchResponse";
  PlatformViewAsStartRequestEvent: "PlatformViewAsStartResponse";
  PlatformViewAsStopRequestEvent: "PlatformViewAsStopResponse";
  AllCompaniesReportListRequestEvent: "AllCompaniesReportListResponse";
  AllCompaniesReportGetRequestEvent: "AllCompaniesReportGetResponse";
  ReportCreateRequestEvent: "ReportCreateResponse";
  ReportListRequestEvent: "ReportListResponse";
  ReportDownloadRequestEvent: "ReportDownloadResponse";
  AllCompaniesScheduleListRequestEvent: "AllCompaniesScheduleListResponse";
  AllCompaniesScheduleGetRequestEvent: "AllCompaniesScheduleGetResponse";
  ScheduleListRequestEvent: "ScheduleListResponse";
  ScheduleGetRequestEvent: "ScheduleGetResponse";
  ScheduleSaveRequestEvent: "ScheduleSaveResponse";
  ScheduleCopyFromTemplateRequestEvent: "ScheduleCopyFromTemplateResponse";
  ScheduleAssignRequestEvent: "ScheduleAssignResponse";
  AllCompaniesEmployeeListRequestEvent: "AllCompaniesEmployeeListResponse";
  AllCompaniesEmployeeGetRequestEvent: "AllCompaniesEmployeeGetResponse";
  UserListRequestEvent: "UserListResponse";
  UserGetRequestEvent: "UserGetResponse";
  UserSaveRequestEvent: "UserSaveResponse";
  EmployeeAddRequestEvent: "EmployeeAddResponse";
  UserInviteRequestEvent: "UserInviteResponse";
  UserRemoveRequestEvent: "UserRemoveResponse";
  UserRestoreRequestEvent: "UserRestoreResponse";
  ExportEmployeesQueryOperation: "ExportEmployeesQueryResponse";
  ImportEmployeesFromFileQueryOperation: "ImportEmployeesFromFileQueryResponse";
  EmployeeDocumentListRequestEvent: "EmployeeDocumentListResponse";
  EmployeeDocumentSaveRequestEvent: "EmployeeDocumentSaveResponse";
  EmployeeDocumentRemoveRequestEvent: "EmployeeDocumentRemoveResponse";
  EmployeeLicencePhotoSaveRequestEvent: "EmployeeLicencePhotoSaveResponse";
  AllCompaniesVehicleListRequestEvent: "AllCompaniesVehicleListResponse";
  AllCompaniesVehicleGetRequestEvent: "AllCompaniesVehicleGetResponse";
  VehicleListRequestEvent: "VehicleListResponse";
  VehicleGetRequestEvent: "VehicleGetResponse";
  VehicleSaveRequestEvent: "VehicleSaveResponse";
  VehicleRemoveRequestEvent: "VehicleRemoveResponse";
  VehicleRestoreRequestEvent: "VehicleRestoreResponse";
  VehicleReferenceDataRequestEvent: "VehicleReferenceDataResponse";
  ImportVehiclesFromFileQueryOperation: "ImportVehiclesFromFileQueryResponse";
  DefectRepairRequestEvent: "DefectRepairResponse";
  WorkOrderOpenRequestEvent: "WorkOrderOpenResponse";
  WorkOrderUpdateRequestEvent: "WorkOrderUpdateResponse";
  WorkOrderCompleteRequestEvent: "WorkOrderCompleteResponse";
  WorkOrderGetRequestEvent: "WorkOrderGetResponse";
  WorkOrdersRequestEvent: "WorkOrdersResponse";
  WorkOrderListRequestEvent: "WorkOrderListResponse";
  WorkOrderAssigneesRequestEvent: "WorkOrderAssigneesResponse";
}

/** Who hears a notification among the company's signed-in sockets (schema `audience`, a list's resolved). */
export type NotificationAudience =
  | { readonly kind: "company"; }
  | { readonly kind: "watchers"; }
  | { readonly kind: "roles"; readonly roles: readonly string[]; };

/** Server-pushed notifications: their payload codecs, who hears them, and whether list caches hold their rows. */
export const notificationCatalogue = {
  InvoicesChangedNotification: { payload: InvoicesChanged, audience: { kind: "roles", roles: ["owner", "manager", "administrator"] } },
  CardsChangedNotification: { payload: CardsChanged, audience: { kind: "roles", roles: ["owner", "manager", "administrator"] }, listRows: false },
  CheckInsChangedNotification: { payload: CheckInsChanged, audience: { kind: "roles", roles: ["owner", "manager", "administrator"] } },
  ChecklistsChangedNotification: { payload: ChecklistsChanged, audience: { kind: "company" } },
  ChecklistResultsChangedNotification: { payload: ChecklistResultsChanged, audience: { kind: "roles", roles: ["owner", "manager", "mechanic", "administrator"] } },
  VehicleChecklistsChangedNotification: { payload: VehicleChecklistsChanged, audience: { kind: "company" } },
  EquipmentChangedNotification: { payload: EquipmentChanged, audience: { kind: "company" } },
  TimesheetsChangedNotification: { payload: TimesheetsChanged, audience: { kind: "roles", roles: ["owner", "manager", "administrator"] } },
  InspectionsChangedNotification: { payload: InspectionsChanged, audience: { kind: "roles", roles: ["owner", "manager", "mechanic", "administrator"] } },
  AllCompaniesListChangedNotification: { payload: AllCompaniesListChanged, audience: { kind: "watchers" } },
  ReportsChangedNotification: { payload: ReportsChanged, audience: { kind: "roles", roles: ["owner", "manager", "administrator"] }, listRows: false },
  SchedulesChangedNotification: { payload: SchedulesChanged, audience: { kind: "company" } },
  UsersChangedNotification: { payload: UsersChanged, audience: { kind: "roles", roles: ["owner", "manager", "administrator"] } },
  CompanyChangedNotification: { payload: CompaniesChanged, audience: { kind: "company" }, listRows: false },
  VehiclesChangedNotification: { payload: VehiclesChanged, audience: { kind: "company" } },
  WorkOrdersChangedNotification: { payload: WorkOrdersChanged, audience: { kind: "roles", roles: ["mechanic", "manager", "owner", "administrator"] } },
} as const satisfies Record<string, { readonly payload: t.Mixed; readonly audience: NotificationAudience; readonly listRows?: false; }>;

export type NotificationName = keyof typeof notificationCatalogue;

export function isNotificationName(name: string): name is NotificationName {
  return Object.prototype.hasOwnProperty.call(notificationCatalogue, name);
}

/** The payload of each notification. */
export interface NotificationPayloads {
  InvoicesChangedNotification: InvoicesChanged;
  CardsChangedNotification: CardsChanged;
  CheckInsChangedNotification: CheckInsChanged;
  ChecklistsChangedNotification: ChecklistsChanged;
  ChecklistResultsChangedNotification: ChecklistResultsChanged;
  VehicleChecklistsChangedNotification: VehicleChecklistsChanged;
  EquipmentChangedNotification: EquipmentChanged;
  TimesheetsChangedNotification: TimesheetsChanged;
  InspectionsChangedNotification: InspectionsChanged;
  AllCompaniesListChangedNotification: AllCompaniesListChanged;
  ReportsChangedNotification: ReportsChanged;
  SchedulesChangedNotification: SchedulesChanged;
  UsersChangedNotification: UsersChanged;
  CompanyChangedNotification: CompaniesChanged;
  VehiclesChangedNotification: VehiclesChanged;
  WorkOrdersChangedNotification: WorkOrdersChanged;
}

/** The error ids each event may answer with. */
export type EventErrors<E extends EventName> = (typeof eventCatalogue)[E]["errors"][number];
