// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { AllCompaniesCardListRequest, AllCompaniesCardListResponse, AllCompaniesInvoiceListRequest, AllCompaniesInvoiceListResponse, AllCompaniesInvoiceRecord, BillingDisplay, CardAddRequest, CardIdRequest, CardList, CardsChanged, ChargeDetails, ChargeRequest, ChargeResult, Invoice, InvoiceBuildRequest, InvoiceExportLink, InvoiceExportRequest, InvoiceIdRequest, InvoiceListRequest, InvoiceListResponse, InvoiceMailRequest, InvoiceMailResult, InvoicePdfLink, InvoiceSaveRequest, InvoiceSettingsAddress, InvoicesChanged, PaidRequest, PaymentLink, PaymentLinkPayRequest, PaymentLinkPayResult, PaymentLinkRequest, PaymentLinkToken, PublicInvoice, QuickBooksExport, QuickBooksExportList, QuickBooksExportListRequest, QuickBooksExportRequest, QuickBooksFileRequest, QuickBooksPeriodRequest, QuickBooksPeriodSummary, QuickBooksStatus } from "./billing";
import { Empty, RecordIdRequest } from "./common";

export const events = {
  AllCompaniesInvoiceListRequestEvent: { request: AllCompaniesInvoiceListRequest, responsePayload: AllCompaniesInvoiceListResponse },
  AllCompaniesInvoiceGetRequestEvent: { request: RecordIdRequest, responsePayload: AllCompaniesInvoiceRecord },
  AllCompaniesCardListRequestEvent: { request: AllCompaniesCardListRequest, responsePayload: AllCompaniesCardListResponse },
  InvoiceListRequestEvent: { request: InvoiceListRequest, responsePayload: InvoiceListResponse },
  InvoiceGetRequestEvent: { request: InvoiceIdRequest, responsePayload: Invoice },
  InvoiceSaveRequestEvent: { request: InvoiceSaveRequest, responsePayload: Invoice },
  CompanyMonthlyInvoiceRequestEvent: { request: InvoiceBuildRequest, responsePayload: Invoice },
  InvoiceRebuildPdfRequestEvent: { request: InvoiceBuildRequest, responsePayload: Invoice },
  InvoicePdfRequestEvent: { request: InvoiceIdRequest, responsePayload: InvoicePdfLink },
  InvoiceChargeDetailsRequestEvent: { request: InvoiceIdRequest, responsePayload: ChargeDetails },
  InvoiceChargeRequestEvent: { request: ChargeRequest, responsePayload: ChargeResult },
  InvoicePaidRequestEvent: { request: PaidRequest, responsePayload: ChargeResult },
  CardListQueryOperation: { request: Empty, responsePayload: CardList },
  RemoveCardCommandOperation: { request: CardIdRequest, responsePayload: CardList },
  InvoiceSettingsGetRequestEvent: { request: Empty, responsePayload: InvoiceSettingsAddress },
  InvoiceSettingsAddressSaveRequestEvent: { request: InvoiceSettingsAddress, responsePayload: InvoiceSettingsAddress },
  InvoiceEmailToRequestEvent: { request: InvoiceMailRequest, responsePayload: InvoiceMailResult },
  InvoiceEmailThankYouRequestEvent: { request: InvoiceMailRequest, responsePayload: InvoiceMailResult },
  InvoiceCreatePaymentLinkRequestEvent: { request: PaymentLinkRequest, responsePayload: PaymentLink },
  PaymentLinkGetRequestEvent: { request: PaymentLinkToken, responsePayload: PublicInvoice },
  PaymentLinkPayRequestEvent: { request: PaymentLinkPayRequest, responsePayload: PaymentLinkPayResult },
  ExportInvoicesQueryOperation: { request: InvoiceExportRequest, responsePayload: InvoiceExportLink },
  QuickBooksStatusRequestEvent: { request: Empty, responsePayload: QuickBooksStatus },
  QuickBooksPeriodRequestEvent: { request: QuickBooksPeriodRequest, responsePayload: QuickBooksPeriodSummary },
  QuickBooksExportRequestEvent: { request: QuickBooksExportRequest, responsePayload: QuickBooksExport },
  InvoiceRebuildQuickBooksRequestEvent: { request: InvoiceIdRequest, responsePayload: QuickBooksExport },
  QuickBooksExportListRequestEvent: { request: QuickBooksExportListRequest, responsePayload: QuickBooksExportList },
  QuickBooksFileRequestEvent: { request: QuickBooksFileRequest, responsePayload: InvoicePdfLink },
  AddCardCommandOperation: { request: CardAddRequest, responsePayload: CardList },
  BillingDisplayRequestEvent: { request: Empty, responsePayload: BillingDisplay },
};

export const notifications = {
  InvoicesChangedNotification: InvoicesChanged,
  CardsChangedNotification: CardsChanged,
};
