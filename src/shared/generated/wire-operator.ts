// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { ReadOnlyView } from "./accounts";
import { BillingDisplay } from "./billing";
import { Empty } from "./common";
import { AdminApiKey, AdminAuditListRequest, AdminAuditListResponse, AdminCompanyCreateRequest, AdminCompanyCreated, AdminCompanyDetails, AdminCompanyIdRequest, AdminCompanyListRequest, AdminCompanyListResponse, AdminCompanySaveRequest, AdminFeatureCatalogue, AdminRegistration, AdminRegistrationIdRequest, AdminRegistrationListRequest, AdminRegistrationListResponse, AdminRegistrationRejectRequest, AllCompaniesListChanged, AllCompaniesListWatch, CompanyOptions, CompanyOptionsRequest, PlatformCompanySearch, PlatformCompanySearchRequest, PlatformStats, PlatformViewAsStartRequest, PlatformViewEnded } from "./operator";

export const events = {
  AdminCompanyListRequestEvent: { request: AdminCompanyListRequest, responsePayload: AdminCompanyListResponse },
  AdminCompanyGetRequestEvent: { request: AdminCompanyIdRequest, responsePayload: AdminCompanyDetails },
  AdminCompanySaveRequestEvent: { request: AdminCompanySaveRequest, responsePayload: AdminCompanyDetails },
  AdminCompanyApiKeyRotateRequestEvent: { request: AdminCompanyIdRequest, responsePayload: AdminApiKey },
  AdminCompanyBillingRequestEvent: { request: AdminCompanyIdRequest, responsePayload: BillingDisplay },
  AdminFeatureCatalogueRequestEvent: { request: Empty, responsePayload: AdminFeatureCatalogue },
  AdminCompanyCreateRequestEvent: { request: AdminCompanyCreateRequest, responsePayload: AdminCompanyCreated },
  AdminRegistrationListRequestEvent: { request: AdminRegistrationListRequest, responsePayload: AdminRegistrationListResponse },
  AdminRegistrationApproveRequestEvent: { request: AdminRegistrationIdRequest, responsePayload: AdminRegistration },
  AdminRegistrationRejectRequestEvent: { request: AdminRegistrationRejectRequest, responsePayload: AdminRegistration },
  AdminAuditListRequestEvent: { request: AdminAuditListRequest, responsePayload: AdminAuditListResponse },
  AllCompaniesCompanyOptionsRequestEvent: { request: CompanyOptionsRequest, responsePayload: CompanyOptions },
  AllCompaniesListWatchRequestEvent: { request: AllCompaniesListWatch, responsePayload: Empty },
  AllCompaniesListUnwatchRequestEvent: { request: AllCompaniesListWatch, responsePayload: Empty },
  PlatformStatsRequestEvent: { request: Empty, responsePayload: PlatformStats },
  PlatformCompanySearchRequestEvent: { request: PlatformCompanySearchRequest, responsePayload: PlatformCompanySearch },
  PlatformViewAsStartRequestEvent: { request: PlatformViewAsStartRequest, responsePayload: ReadOnlyView },
  PlatformViewAsStopRequestEvent: { request: Empty, responsePayload: PlatformViewEnded },
};

export const notifications = {
  AllCompaniesListChangedNotification: AllCompaniesListChanged,
};
