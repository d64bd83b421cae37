// QuickBooks Online's CSV imports (docs/billing.md "QuickBooks export"). Invoices: one row per invoice line, the invoice's
// own fields repeated on each of its rows, with the column names QuickBooks Online's "Import invoices" screen maps by
// itself (InvoiceNo, Customer, InvoiceDate, DueDate, Terms, Memo, Item(Product/Service), ItemDescription,
// ItemQuantity, ItemRate, ItemAmount, ItemTaxCode, ItemTaxAmount, ServiceDate). Payments: one row per payment with
// the fields of QuickBooks' "Receive payment" form, applied to its invoice number.
//
// UTF-8 without a byte order mark (a BOM would glue itself to the first column's name), CRLF, amounts as plain
// decimals from integer cents, dates MM/DD/YYYY (pick that form on the import screen).
import { stringify } from "csv-stringify/sync";

import { decimalCents } from "../../../shared/rules/billing";
import { FORMULA_SAFE_CSV } from "../../lists/spreadsheet-cells";
import { QB_ACCOUNTS, QB_TERMS, qbDate, type QbInvoice, type QbPayment } from "./quickbooks-model";

export const QBO_INVOICE_COLUMNS = [
  "InvoiceNo",
  "Customer",
  "InvoiceDate",
  "DueDate",
  "Terms",
  "Memo",
  "Item(Product/Service)",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
  "ItemTaxCode",
  "ItemTaxAmount",
  "ServiceDate",
] as const;
export const QBO_PAYMENT_COLUMNS = [
  "PaymentDate",
  "Customer",
  "PaymentMethod",
  "ReferenceNo",
  "DepositToAccount",
  "InvoiceNo",
  "Amount",
  "Memo",
] as const;

const csv = (rows: readonly (readonly string[])[]) =>
  stringify(rows as string[][], { ...FORMULA_SAFE_CSV, record_delimiter: "\r\n" });

export function qboInvoicesCsv(invoices: readonly QbInvoice[]): string {
  const rows: string[][] = [[...QBO_INVOICE_COLUMNS]];
  for (const invoice of invoices) {
    for (const item of invoice.lines) {
      rows.push([
        invoice.number,
        invoice.customer,
        qbDate(invoice.date),
        qbDate(invoice.dueDate),
        QB_TERMS,
        invoice.memo,
        item.item,
        item.description,
        String(item.quantity),
        decimalCents(item.rateCents),
        decimalCents(item.amountCents),
        item.taxCode,
        decimalCents(item.taxCents),
        qbDate(invoice.serviceDate),
      ]);
    }
  }
  return csv(rows);
}

export function qboPaymentsCsv(payments: readonly QbPayment[]): string {
  const rows: string[][] = [[...QBO_PAYMENT_COLUMNS]];
  for (const payment of payments) {
    rows.push([
      qbDate(payment.date),
      payment.customer,
      payment.method,
      payment.reference,
      QB_ACCOUNTS.undeposited.name,
      payment.invoiceNumber,
      decimalCents(payment.amountCents),
      `Payment of invoice ${payment.invoiceNumber}`,
    ]);
  }
  return csv(rows);
}
