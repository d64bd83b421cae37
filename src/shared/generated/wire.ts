// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type * as t from "io-ts";
import type { EventAccess, EventName, NotificationName } from "./events";

export type WireDomain = "billing" | "checkins" | "checklists" | "company" | "compliance" | "equipment" | "files" | "home" | "hours" | "inspections" | "map" | "reports" | "schedules" | "users" | "vehicles";

/** One domain's codecs: each event's request and response payload, each notification's payload. */
export interface WireCodecs {
  readonly events: { readonly [E in EventName]?: { readonly request: t.Mixed; readonly responsePayload: t.Mixed; } };
  readonly notifications: { readonly [N in NotificationName]?: t.Mixed };
}

export interface EventWire {
  readonly domain: WireDomain;
  readonly access: EventAccess;
  /** A write applied exactly once: stamped with a client id and a sequence number (ARCHITECTURE "Commands"). */
  readonly command?: true;
}

export const eventWire = {
  InvoiceListRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  InvoiceGetRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  InvoiceSaveRequestEvent: { domain: "billing", access: { kind: "company", roles: ["administrator"], features: [] }, command: true },
  CompanyMonthlyInvoiceRequestEvent: { domain: "billing", access: { kind: "company", roles: ["administrator"], features: [] }, command: true },
  InvoiceRebuildPdfRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  InvoicePdfRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  InvoiceChargeDetailsRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  InvoiceChargeRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  InvoicePaidRequestEvent: { domain: "billing", access: { kind: "company", roles: ["administrator"], features: [] }, command: true },
  CardListQueryOperation: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  RemoveCardCommandOperation: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  InvoiceSettingsGetRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  InvoiceSettingsAddressSaveRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  InvoiceEmailToRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  InvoiceEmailThankYouRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  InvoiceCreatePaymentLinkRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  PaymentLinkGetRequestEvent: { domain: "billing", access: { kind: "public" } },
  PaymentLinkPayRequestEvent: { domain: "billing", access: { kind: "public" } },
  ExportInvoicesQueryOperation: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  BillingDisplayRequestEvent: { domain: "billing", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  CheckInSubmitRequestEvent: { domain: "checkins", access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner"], features: ["checkins"] }, command: true },
  CheckInListRequestEvent: { domain: "checkins", access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner", "administrator"], features: ["checkins"] } },
  CheckInGetRequestEvent: { domain: "checkins", access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner", "administrator"], features: ["checkins"] } },
  ChecklistListRequestEvent: { domain: "checklists", access: { kind: "company", roles: [], features: ["checklists"] } },
  ChecklistGetRequestEvent: { domain: "checklists", access: { kind: "company", roles: [], features: ["checklists"] } },
  ChecklistSaveRequestEvent: { domain: "checklists", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] }, command: true },
  ChecklistRemoveRequestEvent: { domain: "checklists", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] }, command: true },
  ChecklistRestoreRequestEvent: { domain: "checklists", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] }, command: true },
  ChecklistResultSubmitRequestEvent: { domain: "checklists", access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner"], features: ["checklists"] }, command: true },
  ChecklistResultListRequestEvent: { domain: "checklists", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] } },
  ChecklistResultGetRequestEvent: { domain: "checklists", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["checklists"] } },
  CompanyGetRequestEvent: { domain: "company", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  CompanySaveRequestEvent: { domain: "company", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  ComplianceListRequestEvent: { domain: "compliance", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["compliance"] } },
  ComplianceSummaryRequestEvent: { domain: "compliance", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["compliance"] } },
  EquipmentListRequestEvent: { domain: "equipment", access: { kind: "company", roles: [], features: ["equipment"] } },
  EquipmentGetRequestEvent: { domain: "equipment", access: { kind: "company", roles: [], features: ["equipment"] } },
  EquipmentSaveRequestEvent: { domain: "equipment", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["equipment"] }, command: true },
  EquipmentRemoveRequestEvent: { domain: "equipment", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["equipment"] }, command: true },
  EquipmentRestoreRequestEvent: { domain: "equipment", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["equipment"] }, command: true },
  EquipmentRepairRequestEvent: { domain: "equipment", access: { kind: "company", roles: ["owner", "manager", "mechanic"], features: ["equipment"] }, command: true },
  FileGetRequestEvent: { domain: "files", access: { kind: "company", roles: [], features: [] } },
  HomeStatsRequestEvent: { domain: "home", access: { kind: "company", roles: ["owner", "manager", "administrator", "mechanic"], features: [] } },
  TimesheetListRequestEvent: { domain: "hours", access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner", "administrator"], features: ["timesheets"] } },
  TimesheetGetRequestEvent: { domain: "hours", access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner", "administrator"], features: ["timesheets"] } },
  MyHoursRequestEvent: { domain: "hours", access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] } },
  DutyStatusChangeRequestEvent: { domain: "hours", access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] }, command: true },
  DeferralDeclareRequestEvent: { domain: "hours", access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] }, command: true },
  AdverseConditionsDeclareRequestEvent: { domain: "hours", access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] }, command: true },
  TimesheetCertifyRequestEvent: { domain: "hours", access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner"], features: ["timesheets"] }, command: true },
  TimesheetEntryCorrectRequestEvent: { domain: "hours", access: { kind: "company", roles: ["driver", "mechanic", "manager", "owner", "administrator"], features: ["timesheets"] }, command: true },
  EldFileImportRequestEvent: { domain: "hours", access: { kind: "company", roles: ["manager", "owner", "administrator"], features: ["timesheets"] }, command: true },
  InspectionListRequestEvent: { domain: "inspections", access: { kind: "company", roles: [], features: ["inspections"] } },
  InspectionGetRequestEvent: { domain: "inspections", access: { kind: "company", roles: [], features: ["inspections"] } },
  InspectionSubmitRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner"], features: ["inspections"] }, command: true },
  DefectRepairRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["mechanic", "manager", "owner"], features: ["inspections"] }, command: true },
  InspectionRemarkAddRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] }, command: true },
  InspectionEmailRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] }, command: true },
  InspectionReportRequestEvent: { domain: "inspections", access: { kind: "company", roles: [], features: ["inspections"] } },
  VehicleOpenDefectsRequestEvent: { domain: "inspections", access: { kind: "company", roles: [], features: ["inspections"] } },
  InspectionReadinessRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["driver", "nc_driver", "mechanic", "manager", "owner"], features: ["inspections"] } },
  WorkOrderOpenRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["mechanic", "manager", "owner"], features: ["inspections"] }, command: true },
  WorkOrderUpdateRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["mechanic", "manager", "owner"], features: ["inspections"] }, command: true },
  WorkOrderCompleteRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["mechanic", "manager", "owner"], features: ["inspections"] }, command: true },
  WorkOrderGetRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] } },
  WorkOrdersRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] } },
  WorkOrderAssigneesRequestEvent: { domain: "inspections", access: { kind: "company", roles: ["mechanic", "manager", "owner", "administrator"], features: ["inspections"] } },
  MapPositionsRequestEvent: { domain: "map", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["map", "trackLocation", "trackDriving", "trackSleeper", "trackInspections", "trackCycle"] } },
  ReportCreateRequestEvent: { domain: "reports", access: { kind: "company", roles: ["owner", "manager", "administrator", "mechanic"], features: [] }, command: true },
  ReportListRequestEvent: { domain: "reports", access: { kind: "company", roles: ["owner", "manager", "administrator", "mechanic"], features: [] } },
  ReportDownloadRequestEvent: { domain: "reports", access: { kind: "company", roles: ["owner", "manager", "administrator", "mechanic"], features: [] } },
  ScheduleListRequestEvent: { domain: "schedules", access: { kind: "company", roles: [], features: ["inspections"] } },
  ScheduleGetRequestEvent: { domain: "schedules", access: { kind: "company", roles: [], features: ["inspections"] } },
  ScheduleSaveRequestEvent: { domain: "schedules", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["inspections"] }, command: true },
  ScheduleCopyFromTemplateRequestEvent: { domain: "schedules", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: ["inspections"] }, command: true },
  ScheduleAssignRequestEvent: { domain: "schedules", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["inspections"] }, command: true },
  UserSignInRequestEvent: { domain: "users", access: { kind: "public" } },
  UserSessionResumeRequestEvent: { domain: "users", access: { kind: "public" } },
  UserSignOutRequestEvent: { domain: "users", access: { kind: "signedIn" } },
  AltchaChallengeRequestEvent: { domain: "users", access: { kind: "public" } },
  UserSignUpRequestEvent: { domain: "users", access: { kind: "public" } },
  UserVerifyRequestEvent: { domain: "users", access: { kind: "public" } },
  CredentialsLostRequestEvent: { domain: "users", access: { kind: "public" } },
  CredentialsResetRequestEvent: { domain: "users", access: { kind: "public" } },
  UserPasswordChangeRequestEvent: { domain: "users", access: { kind: "signedIn" } },
  UserProfileRequestEvent: { domain: "users", access: { kind: "signedIn" } },
  UserProfileSaveRequestEvent: { domain: "users", access: { kind: "signedIn" }, command: true },
  UserSettingsSaveRequestEvent: { domain: "users", access: { kind: "signedIn" }, command: true },
  UserListRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  UserGetRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  UserSaveRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  EmployeeAddRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  UserInviteRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  UserRemoveRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  UserRestoreRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  ExportEmployeesQueryOperation: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] } },
  ImportEmployeesFromFileQueryOperation: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  EmployeeDocumentListRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator", "driver", "nc_driver"], features: [] } },
  EmployeeDocumentSaveRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  EmployeeDocumentRemoveRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  EmployeeLicencePhotoSaveRequestEvent: { domain: "users", access: { kind: "company", roles: ["owner", "manager", "administrator"], features: [] }, command: true },
  VehicleListRequestEvent: { domain: "vehicles", access: { kind: "company", roles: [], features: ["vehicles", "inspections"] } },
  VehicleGetRequestEvent: { domain: "vehicles", access: { kind: "company", roles: [], features: ["vehicles", "inspections"] } },
  VehicleSaveRequestEvent: { domain: "vehicles", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["vehicles", "inspections"] }, command: true },
  VehicleRemoveRequestEvent: { domain: "vehicles", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["vehicles", "inspections"] }, command: true },
  VehicleRestoreRequestEvent: { domain: "vehicles", access: { kind: "company", roles: ["owner", "manager", "mechanic", "administrator"], features: ["vehicles", "inspections"] }, command: true },
  VehicleReferenceDataRequestEvent: { domain: "vehicles", access: { kind: "company", roles: [], features: ["vehicles", "inspections"] } },
} as const satisfies Record<EventName, EventWire>;

export const notificationWire = {
  InvoicesChangedNotification: "billing",
  CheckInsChangedNotification: "checkins",
  ChecklistsChangedNotification: "checklists",
  ChecklistResultsChangedNotification: "checklists",
  EquipmentChangedNotification: "equipment",
  TimesheetsChangedNotification: "hours",
  InspectionsChangedNotification: "inspections",
  ReportsChangedNotification: "reports",
  SchedulesChangedNotification: "schedules",
  UsersChangedNotification: "users",
  VehiclesChangedNotification: "vehicles",
} as const satisfies Record<NotificationName, WireDomain>;

export function isWireNotification(name: string): name is NotificationName {
  return Object.prototype.hasOwnProperty.call(notificationWire, name);
}

/** Each domain's codecs, loaded on first use. */
export const wireCodecs: Record<WireDomain, () => Promise<WireCodecs>> = {
  "billing": () => import("./wire-billing"),
  "checkins": () => import("./wire-checkins"),
  "checklists": () => import("./wire-checklists"),
  "company": () => import("./wire-company"),
  "compliance": () => import("./wire-compliance"),
  "equipment": () => import("./wire-equipment"),
  "files": () => import("./wire-files"),
  "home": () => import("./wire-home"),
  "hours": () => import("./wire-hours"),
  "inspections": () => import("./wire-inspections"),
  "map": () => import("./wire-map"),
  "reports": () => import("./wire-reports"),
  "schedules": () => import("./wire-schedules"),
  "users": () => import("./wire-users"),
  "vehicles": () => import("./wire-vehicles"),
};
