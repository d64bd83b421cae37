// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { BillingDisplay, CardIdRequest, CardList, ChargeDetails, ChargeRequest, ChargeResult, Invoice, InvoiceBuildRequest, InvoiceExportLink, InvoiceExportRequest, InvoiceIdRequest, InvoiceListRequest, InvoiceListResponse, InvoiceMailRequest, InvoiceMailResult, InvoicePdfLink, InvoiceSaveRequest, InvoiceSettingsAddress, InvoicesChanged, PaidRequest, PaymentLink, PaymentLinkPayRequest, PaymentLinkPayResult, PaymentLinkRequest, PaymentLinkToken, PublicInvoice } from "./billing";
import { Empty } from "./common";

export const events = {
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
  BillingDisplayRequestEvent: { request: Empty, responsePayload: BillingDisplay },
};

export const notifications = {
  InvoicesChangedNotification: InvoicesChanged,
};
