// Export of the company's invoices as CSV (ExportInvoicesQueryOperation, docs/billing.md "CSV export"), the way the
// employees export works (features/users/export.ts): the event answers a signed address (5 minutes) and GET
// /api/v1/exports/invoices?token=… streams the list's rows through the shared list export
// (src/server/lists/export.ts: keyset pages, csv-stringify with backpressure, UTF-8 with a BOM, ISO dates in the
// company's time zone). Amounts are dollars with two decimals, written from integer cents.
import type { FastifyInstance } from "fastify";
import type { Selectable } from "kysely";

import type { InvoiceListFilter, InvoiceSort } from "../../../shared/generated/billing";
import { decimalCents } from "../../../shared/rules/billing";
import { auditViewedDownload, downloadHolder, linkHolder, type LinkHolderClaims } from "../../download-holders";
import { sendCatalogued } from "../../http-errors";
import { cellFormat, csvStream, type ExportColumn } from "../../lists/export";
import { signLink, verifyLink } from "../../signed-links";
import type { Services } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { invoiceListSpec } from "./list-spec";
import type { InvoicesTable } from "./tables";

export const INVOICE_EXPORT_PATH = "/api/v1/exports/invoices";
const PURPOSE = "invoice-export";
const TTL_MS = 5 * 60_000;
const ROLES = ["owner", "manager", "administrator"];
const DEFAULT_SORT: InvoiceSort = { column: "issued", direction: "desc" };

/** The holder (with the viewing session in an operator's read-only view, src/server/download-holders.ts), filter and sort. */
interface Claims extends LinkHolderClaims {
  f: InvoiceListFilter;
  s: InvoiceSort;
}

type Row = Pick<
  Selectable<InvoicesTable>,
  | "number"
  | "po_number"
  | "status"
  | "period_start"
  | "period_end"
  | "created_date"
  | "subtotal_cents"
  | "tax_cents"
  | "total_cents"
  | "credit_applied_cents"
  | "paid_cents"
  | "amount_due_cents"
  | "paid_date"
>;

/** Integer cents as "1234.50": digits from the integer, never a float. */
const dollars = (cents: number | string) => decimalCents(Number(cents));

export const INVOICE_EXPORT_COLUMNS: readonly ExportColumn<Row>[] = [
  { header: "Invoice number", sql: ["number"], value: (r) => r.number },
  { header: "PO number", sql: ["po_number"], value: (r) => r.po_number ?? "" },
  { header: "Status", sql: ["status"], value: (r) => r.status },
  { header: "Period start", sql: ["period_start"], value: (r) => r.period_start },
  { header: "Issued", sql: ["created_date"], value: (r, f) => f.date(new Date(r.created_date).getTime()) },
  { header: "Subtotal", sql: ["subtotal_cents"], value: (r) => dollars(r.subtotal_cents) },
  { header: "Tax", sql: ["tax_cents"], value: (r) => dollars(r.tax_cents) },
  { header: "Total", sql: ["total_cents"], value: (r) => dollars(r.total_cents) },
  { header: "Credit applied", sql: ["credit_applied_cents"], value: (r) => dollars(r.credit_applied_cents) },
  { header: "Paid", sql: ["paid_cents"], value: (r) => dollars(r.paid_cents) },
  { header: "Amount due", sql: ["amount_due_cents"], value: (r) => dollars(r.amount_due_cents) },
  {
    header: "Paid on",
    sql: ["paid_date"],
    value: (r, f) => (r.paid_date ? f.date(new Date(r.paid_date).getTime()) : ""),
  },
];

export const invoiceExportHandlers: Pick<Handlers, "ExportInvoicesQueryOperation"> = {
  async ExportInvoicesQueryOperation(payload, context) {
    const companyId = context.session.companyId!;
    const sort = payload.sort ?? DEFAULT_SORT;
    const count = await context.lists.count(invoiceListSpec(context.db, companyId, payload.filter, sort));
    const nowMs = context.clock.now();
    const expiresAt = nowMs + TTL_MS;
    const token = await signLink<Claims>(
      context.db,
      PURPOSE,
      { ...linkHolder(context.session), c: companyId, f: payload.filter, s: sort },
      expiresAt,
    );
    return {
      url: `${INVOICE_EXPORT_PATH}?token=${token}`,
      expiresAt,
      count,
      fileName: `invoices-${new Date(nowMs).toISOString().slice(0, 10)}.csv`,
    };
  },
};

export function registerInvoiceExportRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { token?: string } }>(INVOICE_EXPORT_PATH, async (request, reply) => {
    const nowMs = services.clock.now();
    const claims = await verifyLink<Claims>(services.db, PURPOSE, String(request.query.token ?? ""), nowMs);
    if (!claims)
      return sendCatalogued(
        reply,
        "LinkExpired",
        "Export links work for 5 minutes. Export again from the invoices list.",
      );
    const holder = await downloadHolder(services.db, claims, new Date(nowMs));
    if (!holder || !holder.roles.some((role) => ROLES.includes(role)))
      return sendCatalogued(
        reply,
        "UnauthorizedException",
        "This link has ended: you signed out, or no longer see this company's invoices.",
      );
    const company = await services.db
      .selectFrom("companies")
      .select("time_zone")
      .where("id", "=", claims.c)
      .executeTakeFirstOrThrow();
    if (holder.viewing)
      await auditViewedDownload(services, claims, "invoicesExport", { filter: claims.f, sort: claims.s });
    const csv = csvStream(
      { spec: invoiceListSpec(services.db, claims.c, claims.f, claims.s), columns: INVOICE_EXPORT_COLUMNS },
      cellFormat(company.time_zone ?? "America/Toronto"),
    );
    csv.on("error", (error) => services.log.error({ err: error, company: claims.c }, "invoices export failed"));
    return reply
      .type("text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="invoices-${new Date(nowMs).toISOString().slice(0, 10)}.csv"`,
      )
      .header("cache-control", "no-store")
      .send(csv);
  });
}
