// Invoice mail (InvoiceEmailToRequestEvent, InvoiceEmailThankYouRequestEvent;
// docs/billing.md "Payment links and invoice mail"): the invoice with its PDF, and the thank-you after a payment, to
// the company's invoice addresses (Company.emailInvoice) or, when it has none, its owners; written in en-CA, fr-CA
// and es and queued in the outbox in the caller's transaction.
import type { Kysely } from "kysely";

import type { Invoice } from "../../../shared/generated/billing";
import { formatCents } from "../../../shared/rules/billing/money";
import type { ServerConfig } from "../../config";
import type { Database } from "../../db/tables";
import { enqueueMail } from "../../mail/outbox";
import { portalUrl } from "../../mail/templates/links";
import { mailLocale, renderMail, type RenderedMail } from "../../mail/templates/locale";
import { invoiceFileName } from "./invoice-pdf";

interface Recipient {
  email: string;
  first: string | null;
  locale: string | null;
}

/** The invoice addresses, else the company's active owners (in their languages). */
export async function invoiceRecipients(db: Kysely<Database>, companyId: string): Promise<Recipient[]> {
  const company = await db
    .selectFrom("companies")
    .select("email_invoice")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  const listed = company.email_invoice
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (listed.length > 0) return listed.map((email) => ({ email, first: null, locale: null }));
  return db
    .selectFrom("employees")
    .innerJoin("users", "users.id", "employees.user_id")
    .select(["users.email", "users.first", "users.locale"])
    .where("employees.company_id", "=", companyId)
    .where("employees.state", "=", "active")
    .where((eb) => eb(eb.val("owner"), "=", eb.fn.any("employees.roles")))
    .execute();
}

function invoiceMail(locale: string | null, invoice: Invoice, first: string | null, url: string): RenderedMail {
  const due = formatCents(invoice.amountDueCents);
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        `Facture ${invoice.number} — ${invoice.periodLabel}`,
        [
          `Bonjour${first ? ` ${first}` : ""},`,
          `Voici la facture ${invoice.number} de ${invoice.companyName} pour ${invoice.periodLabel}. Montant dû : ${due}.`,
          "La facture est jointe en PDF.",
        ],
        { label: "Voir et payer la facture", url },
        "Fleet Portal",
      );
    case "es":
      return renderMail(
        `Factura ${invoice.number} — ${invoice.periodLabel}`,
        [
          `Hola${first ? ` ${first}` : ""}:`,
          `Adjuntamos la factura ${invoice.number} de ${invoice.companyName} para ${invoice.periodLabel}. Importe pendiente: ${due}.`,
          "La factura va adjunta en PDF.",
        ],
        { label: "Ver y pagar la factura", url },
        "Fleet Portal",
      );
    default:
      return renderMail(
        `Invoice ${invoice.number} — ${invoice.periodLabel}`,
        [
          `Hi${first ? ` ${first}` : ""},`,
          `Here is invoice ${invoice.number} of ${invoice.companyName} for ${invoice.periodLabel}. Amount due: ${due}.`,
          "The invoice is attached as a PDF.",
        ],
        { label: "See and pay the invoice", url },
        "Fleet Portal",
      );
  }
}

function thankYouMail(locale: string | null, invoice: Invoice, first: string | null, url: string): RenderedMail {
  const paid = formatCents(invoice.paidCents);
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        `Merci — facture ${invoice.number} payée`,
        [
          `Bonjour${first ? ` ${first}` : ""},`,
          `Nous avons reçu ${paid} pour la facture ${invoice.number} (${invoice.periodLabel}). Merci !`,
          "La facture acquittée est jointe en PDF.",
        ],
        { label: "Voir la facture", url },
        "Fleet Portal",
      );
    case "es":
      return renderMail(
        `Gracias — factura ${invoice.number} pagada`,
        [
          `Hola${first ? ` ${first}` : ""}:`,
          `Recibimos ${paid} por la factura ${invoice.number} (${invoice.periodLabel}). ¡Gracias!`,
          "La factura pagada va adjunta en PDF.",
        ],
        { label: "Ver la factura", url },
        "Fleet Portal",
      );
    default:
      return renderMail(
        `Thank you — invoice ${invoice.number} is paid`,
        [
          `Hi${first ? ` ${first}` : ""},`,
          `We received ${paid} for invoice ${invoice.number} (${invoice.periodLabel}). Thank you!`,
          "The paid invoice is attached as a PDF.",
        ],
        { label: "See the invoice", url },
        "Fleet Portal",
      );
  }
}

/** Queues the invoice (kind "invoice") or the thank-you (kind "thankYou") to every recipient, PDF attached. */
export async function mailInvoice(
  db: Kysely<Database>,
  config: Pick<ServerConfig, "host" | "port">,
  invoice: Invoice,
  kind: "invoice" | "thankYou",
): Promise<string[]> {
  const row = await db.selectFrom("invoices").select("pdf").where("id", "=", invoice.id).executeTakeFirstOrThrow();
  const url = portalUrl(config, `/portal/operator/invoices`);
  const recipients = await invoiceRecipients(db, invoice.companyId);
  for (const to of recipients) {
    const mail = (kind === "invoice" ? invoiceMail : thankYouMail)(to.locale, invoice, to.first, url);
    await enqueueMail(db, {
      to: to.email,
      ...mail,
      ...(row.pdf
        ? { attachments: [{ filename: invoiceFileName(invoice), contentType: "application/pdf", content: row.pdf }] }
        : {}),
    });
  }
  return recipients.map((r) => r.email);
}
