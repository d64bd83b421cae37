// Payment links (/portal/operator/billing/paymentLink, InvoiceCreatePaymentLinkRequestEvent;
// docs/billing.md "Payment links and invoice mail"): the office sends a link to whoever pays the bills, who may not
// have an account. The link carries a random token (only its SHA-256 is stored), works for 7 days, and is spent by
// the payment that succeeds through it. Paying through it is the same idempotent charge as in the portal (charge.ts),
// keyed by the payer's idempotency key; a resend of a payment that already went through answers its result even
// though the link is now spent.
import { createHash, randomBytes } from "node:crypto";

import type { Kysely } from "kysely";

import type { Invoice, PublicInvoice } from "../../../shared/generated/billing";
import type { Database } from "../../db/tables";
import { portalUrl } from "../../mail/templates/links";
import { atomically } from "../../ws/atomically";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { chargeInvoice } from "./charge";
import { mailInvoice } from "./invoice-mail";
import { loadInvoice } from "./load-invoice";
import { paymentProviderFor } from "./payments";

export const PAYMENT_LINK_TTL_MS = 7 * 24 * 3600_000;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

function publicInvoice(invoice: Invoice, provider: ReturnType<typeof paymentProviderFor>): PublicInvoice {
  return {
    number: invoice.number,
    companyName: invoice.companyName,
    periodLabel: invoice.periodLabel,
    status: invoice.status,
    items: invoice.items,
    taxes: invoice.taxes,
    subtotalCents: invoice.subtotalCents,
    totalCents: invoice.totalCents,
    creditAppliedCents: invoice.creditAppliedCents,
    paidCents: invoice.paidCents,
    amountDueCents: invoice.amountDueCents,
    provider: provider.name,
    ...(provider.tokenPath ? { tokenPath: provider.tokenPath } : {}),
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  };
}

async function linkOf(db: Kysely<Database>, token: string) {
  return db.selectFrom("payment_links").selectAll().where("token_hash", "=", hash(token)).executeTakeFirst();
}

const expired = () =>
  new EventError("LinkExpired", "This payment link has expired or was already used. Ask for a new one.");

export const paymentLinkHandlers: Pick<
  Handlers,
  "InvoiceCreatePaymentLinkRequestEvent" | "PaymentLinkGetRequestEvent" | "PaymentLinkPayRequestEvent"
> = {
  async InvoiceCreatePaymentLinkRequestEvent(payload, context) {
    const companyId = context.session.companyId!;
    const invoice = await loadInvoice(context.db, companyId, { id: payload.invoice.id });
    if (invoice.status !== "open" || invoice.amountDueCents <= 0)
      throw new EventError("InvoiceAlreadyPaidId", `Invoice ${invoice.number} has nothing left to pay.`);
    const token = randomBytes(24).toString("base64url");
    const expiresAt = context.clock.now() + PAYMENT_LINK_TTL_MS;
    await context.db
      .insertInto("payment_links")
      .values({
        token_hash: hash(token),
        company_id: companyId,
        invoice_id: invoice.id,
        created_by: context.session.userId,
        expires_at: new Date(expiresAt),
      })
      .execute();
    return { url: portalUrl(context.config, `/portal/operator/billing/paymentLink?token=${token}`), expiresAt };
  },

  async PaymentLinkGetRequestEvent(payload, context) {
    const link = await linkOf(context.db, payload.token);
    if (!link || link.used_at || link.expires_at.getTime() <= context.clock.now()) throw expired();
    return publicInvoice(
      await loadInvoice(context.db, link.company_id, { id: link.invoice_id }),
      paymentProviderFor(context.db, context.clock),
    );
  },

  async PaymentLinkPayRequestEvent(payload, context) {
    const link = await linkOf(context.db, payload.token);
    if (!link) throw expired();
    const provider = paymentProviderFor(context.db, context.clock);
    if (link.used_at || link.expires_at.getTime() <= context.clock.now()) {
      // The reply to the payment that spent the link may have been lost: its resend gets that result.
      const attempt = await context.db
        .selectFrom("charge_attempts")
        .select(["status", "invoice_id", "payment_id"])
        .where("company_id", "=", link.company_id)
        .where("idempotency_key", "=", payload.idempotencyKey)
        .executeTakeFirst();
      if (attempt?.status !== "succeeded" || attempt.invoice_id !== link.invoice_id) throw expired();
      const payment = await context.db
        .selectFrom("payments")
        .select(["card_brand", "card_last4"])
        .where("id", "=", attempt.payment_id!)
        .executeTakeFirstOrThrow();
      return {
        invoice: publicInvoice(await loadInvoice(context.db, link.company_id, { id: link.invoice_id }), provider),
        ...(payment.card_brand ? { cardBrand: payment.card_brand } : {}),
        ...(payment.card_last4 ? { cardLast4: payment.card_last4 } : {}),
      };
    }
    const number = (
      await context.db
        .selectFrom("invoices")
        .select("number")
        .where("id", "=", link.invoice_id)
        .executeTakeFirstOrThrow()
    ).number;
    const result = await chargeInvoice(
      context.db,
      context.clock,
      provider,
      link.company_id,
      null,
      { number, cardToken: payload.cardToken, idempotencyKey: payload.idempotencyKey },
      {
        onSettled: async (trx, invoiceId) => {
          await trx
            .updateTable("payment_links")
            .set({ used_at: context.clock.date() })
            .where("token_hash", "=", link.token_hash)
            .execute();
          await mailInvoice(
            trx,
            context.config,
            await loadInvoice(trx, link.company_id, { id: invoiceId }),
            "thankYou",
          );
        },
      },
    );
    context.afterReply(() => void context.mail.kick());
    context.changes.announce(
      link.company_id,
      "InvoicesChangedNotification",
      { [result.invoice.id]: result.invoice },
      false,
    );
    return {
      invoice: publicInvoice(result.invoice, provider),
      ...(result.payment.cardBrand ? { cardBrand: result.payment.cardBrand } : {}),
      ...(result.payment.cardLast4 ? { cardLast4: result.payment.cardLast4 } : {}),
    };
  },
};

/** The two mail events, on the outbox in the command's transaction. */
export const invoiceMailHandlers: Pick<Handlers, "InvoiceEmailToRequestEvent" | "InvoiceEmailThankYouRequestEvent"> = {
  async InvoiceEmailToRequestEvent(payload, context) {
    const companyId = context.session.companyId!;
    if (payload.companyId !== undefined && payload.companyId !== companyId)
      throw new EventError("NotFound", `No company ${payload.companyId} that you work in.`);
    const recipients = await atomically(context, async (inner) =>
      mailInvoice(
        inner.db,
        context.config,
        await loadInvoice(inner.db, companyId, { id: payload.invoiceId }),
        "invoice",
      ),
    );
    context.afterReply(() => void context.mail.kick());
    return { recipients };
  },

  async InvoiceEmailThankYouRequestEvent(payload, context) {
    const companyId = context.session.companyId!;
    if (payload.companyId !== undefined && payload.companyId !== companyId)
      throw new EventError("NotFound", `No company ${payload.companyId} that you work in.`);
    const recipients = await atomically(context, async (inner) => {
      const invoice = await loadInvoice(inner.db, companyId, { id: payload.invoiceId });
      if (invoice.paidCents <= 0)
        throw new EventError("ValidationFailed", `Invoice ${invoice.number} has no payment to thank for.`, [
          { path: "invoiceId", problem: "notPaid" },
        ]);
      return mailInvoice(inner.db, context.config, invoice, "thankYou");
    });
    context.afterReply(() => void context.mail.kick());
    return { recipients };
  },
};
