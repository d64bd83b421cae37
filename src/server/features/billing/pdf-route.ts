// Downloads that a browser opens as a plain GET (docs/billing.md "The invoice PDF"): the invoice PDF through a signed link, like the
// inspection report (src/server/signed-links.ts: 5 minutes, the user must still be an owner, manager or administrator
// of the company when it is used), and the sandbox processor's tokenisation endpoint, which stands where a real
// processor's JavaScript would send the card: the portal's websocket never carries a card number.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";

import type { Clock } from "../../../shared/clock";
import type { InvoicePdfLink } from "../../../shared/generated/billing";
import type { Database } from "../../db/tables";
import { auditViewedDownload, downloadHolder, type LinkHolderClaims } from "../../download-holders";
import { sendCatalogued } from "../../http-errors";
import { signLink, verifyLink } from "../../signed-links";
import type { Services } from "../../ws/context";
import { rebuildPdf } from "./build-invoice";
import { registerInvoiceExportRoute } from "./export";
import { invoiceFileName } from "./invoice-pdf";
import { SANDBOX_TOKEN_PATH, tokenizeCard } from "./payments/sandbox";
import { registerQuickBooksRoute } from "./quickbooks-route";
import { registerStripeWebhook } from "./stripe-webhook";

export const INVOICE_PDF_PATH = "/api/v1/invoices/pdf";
export const INVOICE_PDF_TTL_MS = 5 * 60_000;
const PURPOSE = "invoice-pdf";
const OFFICE_ROLES = ["owner", "manager", "administrator"];

/** The holder (with the viewing session in an operator's read-only view, src/server/download-holders.ts) and the invoice. */
interface PdfClaims extends LinkHolderClaims {
  i: string;
}

export async function invoicePdfLink(
  db: Kysely<Database>,
  clock: Clock,
  holder: LinkHolderClaims,
  invoiceId: string,
  fileName: string,
): Promise<InvoicePdfLink> {
  const expiresAt = clock.now() + INVOICE_PDF_TTL_MS;
  const token = await signLink<PdfClaims>(db, PURPOSE, { ...holder, i: invoiceId }, expiresAt);
  return { url: `${INVOICE_PDF_PATH}?token=${token}`, expiresAt, fileName };
}

export function registerBillingRoutes(app: FastifyInstance, services: Services): void {
  registerStripeWebhook(app, services);
  registerInvoiceExportRoute(app, services);
  registerQuickBooksRoute(app, services);
  app.get<{ Querystring: { token?: string } }>(INVOICE_PDF_PATH, async (request, reply) => {
    const claims = await verifyLink<PdfClaims>(
      services.db,
      PURPOSE,
      String(request.query.token ?? ""),
      services.clock.now(),
    );
    if (!claims)
      return sendCatalogued(
        reply,
        "LinkExpired",
        "Invoice links work for 5 minutes. Download the invoice again from its page.",
      );
    const holder = await downloadHolder(services.db, claims, services.clock.date());
    if (!holder || !holder.roles.some((role) => OFFICE_ROLES.includes(role)))
      return sendCatalogued(
        reply,
        "UnauthorizedException",
        "This link has ended: you signed out, or no longer see this company's invoices.",
      );
    const row = await services.db
      .selectFrom("invoices")
      .select(["id", "number", "pdf"])
      .where("id", "=", claims.i)
      .where("company_id", "=", claims.c)
      .executeTakeFirst();
    if (!row) return sendCatalogued(reply, "NotFound", "This invoice no longer exists.");
    let pdf = row.pdf;
    if (!pdf)
      pdf = (
        await services.db.transaction().execute(async (trx) => {
          await rebuildPdf(trx, claims.c, row.id, services.clock.date());
          return trx.selectFrom("invoices").select("pdf").where("id", "=", row.id).executeTakeFirstOrThrow();
        })
      ).pdf;
    if (holder.viewing)
      await auditViewedDownload(services, claims, "invoicePdf", { invoiceId: row.id, number: row.number });
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${invoiceFileName(row)}"`)
      .header("cache-control", "no-store")
      .send(pdf);
  });

  // The sandbox's tokenisation (only while the sandbox is the provider: with Stripe, Stripe.js tokenises). The body is read, checked and dropped:
  // nothing here logs it, and only brand, last four digits, expiry and the test outcome are stored.
  app.post<{ Body: { number?: unknown; expMonth?: unknown; expYear?: unknown; cvc?: unknown } }>(
    SANDBOX_TOKEN_PATH,
    { bodyLimit: 1024 },
    async (request, reply) => {
      if (process.env.STRIPE_SECRET_KEY)
        return sendCatalogued(reply, "NotFound", "Cards are tokenised by Stripe on this server.");
      const body = request.body ?? {};
      const result = await tokenizeCard(
        services.db,
        {
          number: String(body.number ?? ""),
          expMonth: Number(body.expMonth),
          expYear: Number(body.expYear),
          cvc: String(body.cvc ?? ""),
        },
        services.clock.date(),
      );
      if (!result.ok)
        return reply
          .code(402)
          .header("cache-control", "no-store")
          .send({
            messageId: "CardDeclined",
            hint: result.message,
            code: result.code,
            fields: [{ path: result.field, problem: "format" }],
          });
      return reply.header("cache-control", "no-store").send(result);
    },
  );
}
