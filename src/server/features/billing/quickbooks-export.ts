// Building and storing a QuickBooks export (docs/billing.md "QuickBooks export"): the selection (quickbooks-selection.ts)
// booked as QuickBooks books it (quickbooks-model.ts), laid out as IIF and/or QuickBooks Online CSV files, and
// stored in one transaction with who exported what when (migration 0020), so the integrations page can list it and
// offer its files again byte for byte.
import type { Kysely, Transaction } from "kysely";

import type { QuickBooksExport, QuickBooksFile, QuickBooksFormat } from "../../../shared/generated/billing";
import { isoDate } from "../../../shared/rules/billing";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { qboInvoicesCsv, qboPaymentsCsv } from "./quickbooks-csv";
import { customerNames } from "./quickbooks-customers";
import { iifFile, type IifCustomer } from "./quickbooks-iif";
import { quickBooksInvoice, quickBooksPayment } from "./quickbooks-model";
import { selectedInvoices, selectedPayments, type Selection } from "./quickbooks-selection";

type Db = Kysely<Database> | Transaction<Database>;

/** An export past this many invoices is refused: the files are built in memory (an operator's month is ~10⁴). */
export const MAX_EXPORT_INVOICES = 50_000;

export interface ExportOrder {
  selection: Selection;
  formats: readonly QuickBooksFormat[];
  actor: { id: string; name: string };
  /** The company the export is limited to (a period export's filter, a rebuilt invoice's company). */
  scope?: { companyId: string; companyName: string };
}

interface BuiltFile {
  format: QuickBooksFile["format"];
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The invoice's bill-to block (build-invoice.ts stores {name, address}) as up to four address lines. */
export function billToLines(billTo: unknown, fallbackName: string): string[] {
  const value = (billTo ?? {}) as { name?: string; address?: Record<string, string | undefined> | null };
  const address = value.address ?? {};
  const cityLine = [address.city, [address.jurisdiction, address.postal].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [
    value.name || fallbackName,
    [address.unit, address.street].filter(Boolean).join(" "),
    cityLine,
    address.country ?? "",
  ].filter((text) => text.trim() !== "");
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);

function baseName(order: ExportOrder, invoiceNumber: string | undefined): string {
  if (order.selection.kind === "invoice") return `quickbooks-${invoiceNumber ?? "invoice"}`;
  const scope = order.scope ? `-${slug(order.scope.companyName) || "company"}` : "";
  return `quickbooks-${order.selection.from}_${order.selection.to}${scope}`;
}

/** Builds the export's files and stores them with the export; answers the export as the wire shows it. */
export async function createQuickBooksExport(
  trx: Transaction<Database>,
  order: ExportOrder,
): Promise<QuickBooksExport> {
  const [invoices, payments] = await Promise.all([
    selectedInvoices(trx, order.selection),
    selectedPayments(trx, order.selection),
  ]);
  if (invoices.length === 0 && payments.length === 0) {
    throw new EventError(
      "ValidationFailed",
      order.scope ? "No invoice or payment of that company in that period." : "No invoice or payment in that period.",
      [{ path: "from", problem: "nothingToExport" }],
    );
  }
  if (invoices.length > MAX_EXPORT_INVOICES) {
    throw new EventError("ValidationFailed", `More than ${MAX_EXPORT_INVOICES} invoices: export a shorter period.`, [
      { path: "to", problem: "tooMany", limit: MAX_EXPORT_INVOICES },
    ]);
  }
  const companyIds = [...new Set([...invoices.map((s) => s.invoice.companyId), ...payments.map((s) => s.companyId)])];
  const [companies, features] = await Promise.all([
    trx
      .selectFrom("companies")
      .select(["id", "name", "email_invoice"])
      .where("id", "in", companyIds)
      .orderBy("name")
      .execute(),
    trx.selectFrom("features").select(["name", "display_name"]).execute(),
  ]);
  const customers = await customerNames(trx, companies);
  const featureNames = new Map(features.map((f) => [f.name, f.display_name]));
  const latestBillTo = new Map(
    invoices.map((s) => [s.invoice.companyId, billToLines(s.billTo, s.invoice.companyName)]),
  );
  const qbInvoices = invoices.map((s) =>
    quickBooksInvoice(s.invoice, {
      customer: customers.get(s.invoice.companyId)!,
      timeZone: s.timeZone,
      featureNames,
      billTo: latestBillTo.get(s.invoice.companyId) ?? [],
    }),
  );
  const qbPayments = payments.map((s) =>
    quickBooksPayment(s.payment, {
      number: s.invoiceNumber,
      customer: customers.get(s.companyId)!,
      timeZone: s.timeZone,
    }),
  );
  const iifCustomers: IifCustomer[] = companies.map((c) => ({
    name: customers.get(c.id)!,
    companyName: c.name,
    billTo: latestBillTo.get(c.id) ?? [c.name],
    ...(c.email_invoice?.split(",")[0]?.trim() ? { email: c.email_invoice.split(",")[0]!.trim() } : {}),
  }));

  const invoiceNumber = order.selection.kind === "invoice" ? invoices[0]?.invoice.number : undefined;
  const base = baseName(order, invoiceNumber);
  const files: BuiltFile[] = [];
  if (order.formats.includes("iif"))
    files.push({
      format: "iif",
      fileName: `${base}.iif`,
      contentType: "application/octet-stream",
      bytes: Buffer.from(iifFile({ customers: iifCustomers, invoices: qbInvoices, payments: qbPayments }), "ascii"),
    });
  if (order.formats.includes("qbo")) {
    files.push({
      format: "qboInvoices",
      fileName: `${base}-invoices.csv`,
      contentType: "text/csv; charset=utf-8",
      bytes: Buffer.from(qboInvoicesCsv(qbInvoices), "utf8"),
    });
    files.push({
      format: "qboPayments",
      fileName: `${base}-payments.csv`,
      contentType: "text/csv; charset=utf-8",
      bytes: Buffer.from(qboPaymentsCsv(qbPayments), "utf8"),
    });
  }

  // An invoice's export is dated by the invoice.
  const from =
    order.selection.kind === "period" ? order.selection.from : isoDate(qbInvoices[0]?.date ?? qbPayments[0]!.date);
  const to = order.selection.kind === "period" ? order.selection.to : from;
  const row = await trx
    .insertInto("quickbooks_exports")
    .values({
      created_by: order.actor.id,
      modified_by: order.actor.id,
      time_zone: null,
      created_by_name: order.actor.name,
      kind: order.selection.kind,
      period_from: from,
      period_to: to,
      scope_company_id: order.scope?.companyId ?? null,
      scope_company_name: order.scope?.companyName ?? null,
      invoice_id: order.selection.kind === "invoice" ? order.selection.invoiceId : null,
      invoice_number: invoiceNumber ?? null,
      formats: [...order.formats],
      invoice_count: qbInvoices.length,
      payment_count: qbPayments.length,
      invoices_cents: qbInvoices.reduce((sum, i) => sum + i.amountCents, 0),
      payments_cents: qbPayments.reduce((sum, p) => sum + p.amountCents, 0),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("quickbooks_export_files")
    .values(
      files.map((file) => ({
        export_id: row.id,
        format: file.format,
        file_name: file.fileName,
        content_type: file.contentType,
        bytes: file.bytes,
        size: file.bytes.length,
      })),
    )
    .execute();
  return (await loadExports(trx, [row.id]))[0]!;
}

/** Exports by id, as the wire shows them (files without their bytes), in the order asked. */
export async function loadExports(db: Db, ids: readonly string[]): Promise<QuickBooksExport[]> {
  if (ids.length === 0) return [];
  const [rows, files] = await Promise.all([
    db.selectFrom("quickbooks_exports").selectAll().where("id", "in", ids).execute(),
    db
      .selectFrom("quickbooks_export_files")
      .select(["id", "export_id", "format", "file_name", "size"])
      .where("export_id", "in", ids)
      .orderBy("id")
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const exported: QuickBooksExport = {
      id: row.id,
      kind: row.kind,
      from: row.period_from,
      to: row.period_to,
      formats: row.formats as QuickBooksFormat[],
      invoiceCount: row.invoice_count,
      paymentCount: row.payment_count,
      invoicesCents: Number(row.invoices_cents),
      paymentsCents: Number(row.payments_cents),
      createdDate: row.created_date.getTime(),
      createdByName: row.created_by_name,
      files: files
        .filter((file) => file.export_id === id)
        .map((file) => ({ id: file.id, format: file.format, fileName: file.file_name, size: file.size })),
      ...(row.scope_company_id ? { companyId: row.scope_company_id } : {}),
      ...(row.scope_company_name ? { companyName: row.scope_company_name } : {}),
      ...(row.invoice_id ? { invoiceId: row.invoice_id } : {}),
      ...(row.invoice_number ? { invoiceNumber: row.invoice_number } : {}),
    };
    return [exported];
  });
}
