import PDFDocument from "pdfkit";

import type { Invoice } from "../../../shared/generated/billing";
import { formatCents } from "../../../shared/rules/billing/money";
// The invoice as a PDF (pdfkit, as the inspection report: features/inspections/report-pdf.ts): the seller, the
// company billed with its invoice settings and billing address, number, PO number, period, every rounded line, each
// tax with its rate, the credit applied, payments and what is left to pay. Amounts are printed from integer cents
// (formatCents), never from floats. Standard PDF fonts: text outside Windows-1252 may not show.
import type { Seller } from "./seller";

export interface InvoicePdfOptions {
  /** The operator: its name and the tax numbers an invoice charging those taxes shows (seller.ts). */
  seller: Seller;
  timeZone: string;
  billToName: string;
  address: Record<string, string> | null;
  note: string | null;
  /** Tests read the text: pdfkit then writes the content streams uncompressed. */
  compress?: boolean;
}

const MARGIN = 50;
const GREY = "#555555";
const SELLER_LINE = "Fleet compliance software";
const METHOD: Record<string, string> = {
  card: "Card",
  wire: "Wire transfer",
  etransfer: "eTransfer",
  cheque: "Cheque",
};

const day = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "short", day: "numeric" }).format(ms);

export function invoiceFileName(invoice: Pick<Invoice, "number">): string {
  return `invoice-${invoice.number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}

function addressLines(address: Record<string, string> | null): string[] {
  if (!address) return [];
  const cityLine = [address.city, address.jurisdiction, address.postal].filter(Boolean).join(" ");
  return [[address.street, address.unit].filter(Boolean).join(", "), cityLine, address.country ?? ""].filter(
    (line) => line.trim() !== "",
  );
}

export function renderInvoicePdf(invoice: Invoice, options: InvoicePdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `Invoice ${invoice.number}`, Author: options.seller.name, Creator: "Fleet Portal" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const right = MARGIN + width;

  doc.font("Helvetica-Bold").fontSize(20).text("Invoice", MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(10).fillColor(GREY);
  doc.text(options.seller.name).text(SELLER_LINE);
  // The registration numbers of the taxes this invoice charges (seller.ts): the buyer's input tax credits need them.
  const kinds = new Set(invoice.taxes.map((tax) => tax.kind));
  if (options.seller.gstHstNumber && (kinds.has("GST") || kinds.has("HST")))
    doc.text(`GST/HST registration no. ${options.seller.gstHstNumber}`);
  if (options.seller.qstNumber && kinds.has("QST")) doc.text(`QST registration no. ${options.seller.qstNumber}`);
  doc.fillColor("black").moveDown();

  const top = doc.y;
  doc.font("Helvetica-Bold").text("Bill to", MARGIN, top).font("Helvetica").text(options.billToName);
  for (const line of addressLines(options.address)) doc.text(line);
  const facts: [string, string][] = [
    ["Invoice number", invoice.number],
    ["PO number", invoice.poNumber ?? "—"],
    ["Issued", day(invoice.issuedDate, options.timeZone)],
    ["Period", `${invoice.periodLabel} (${invoice.periodStart} to ${invoice.periodEnd})`],
    ["Status", invoice.status === "paid" ? "Paid" : invoice.status === "void" ? "Void" : "Open"],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc
      .font("Helvetica-Bold")
      .text(`${label}: `, MARGIN + width / 2, y, { continued: true, width: width / 2 })
      .font("Helvetica")
      .text(value);
    y = doc.y;
  }
  doc.y = Math.max(doc.y, y) + 20;

  // Lines: description | qty | unit | months | amount
  const columns = [MARGIN, MARGIN + 250, MARGIN + 300, MARGIN + 370, MARGIN + 420];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    const rowTop = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    doc.text(cells[0]!, columns[0], rowTop, { width: 245 });
    const bottom = doc.y;
    doc.text(cells[1]!, columns[1], rowTop, { width: 45, align: "right" });
    doc.text(cells[2]!, columns[2], rowTop, { width: 65, align: "right" });
    doc.text(cells[3]!, columns[3], rowTop, { width: 45, align: "right" });
    doc.text(cells[4]!, columns[4], rowTop, { width: right - columns[4]!, align: "right" });
    doc.y = Math.max(bottom, doc.y) + 4;
    doc.x = MARGIN;
  };
  row(["Description", "Qty", "Unit", "Months", "Amount"], true);
  doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).strokeColor(GREY).stroke().moveDown(0.3);
  for (const item of invoice.items) {
    const feature = item.kind === "feature";
    row([
      item.description,
      feature ? String(item.quantity) : "",
      feature ? formatCents(item.unitCents) : "",
      feature ? String(item.months) : "",
      formatCents(item.amountCents),
    ]);
  }
  doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).stroke().moveDown(0.3);
  const total = (label: string, cents: number, bold = false) => row([label, "", "", "", formatCents(cents)], bold);
  total("Subtotal", invoice.subtotalCents);
  for (const tax of invoice.taxes) total(tax.label, tax.amountCents);
  if (invoice.taxes.length === 0) total("Sales tax (none: outside Canada)", 0);
  total("Total", invoice.totalCents, true);
  if (invoice.creditAppliedCents > 0) total("Credit applied", -invoice.creditAppliedCents);
  for (const payment of invoice.payments) {
    const card = payment.cardLast4 ? ` ${payment.cardBrand ?? "Card"} ending ${payment.cardLast4}` : "";
    total(
      `Payment — ${METHOD[payment.method] ?? payment.method}${card}, ${day(payment.receivedDate, options.timeZone)}`,
      -payment.amountCents,
    );
  }
  total("Amount due", invoice.amountDueCents, true);
  doc.moveDown();
  doc.font("Helvetica").fontSize(9).fillColor(GREY);
  if (invoice.jurisdiction) doc.text(`Sales taxes for province ${invoice.jurisdiction}.`);
  if (options.note) doc.text(options.note);
  doc.text(
    "Pay by card in the portal (Invoices), or by wire transfer, eTransfer or cheque quoting the invoice number.",
  );
  doc.end();
  return done;
}
