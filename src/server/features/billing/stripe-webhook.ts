// Stripe's webhook (POST /api/v1/stripe/webhook): the signature is verified over the raw body with
// STRIPE_WEBHOOK_SECRET before anything is read. It settles a charge whose portal request died after Stripe took
// the money: a payment_intent event names its attempt by metadata.idempotencyKey ("<company>:<key>"); an attempt
// still pending past CHARGE_CLAIM_MS is taken over (chargeInvoice repeats the PaymentIntent call under the same
// idempotency key — Stripe answers the first result — and records the payment). An attempt still in flight answers
// 503 so Stripe delivers the event again later; anything else is acknowledged.
import type { FastifyInstance } from "fastify";

import { sendCatalogued } from "../../http-errors";
import type { Services } from "../../ws/context";
import { CHARGE_CLAIM_MS, chargeInvoice } from "./charge";
import { paymentProviderFor } from "./payments";
import { verifyStripeWebhook } from "./payments/stripe";

export const STRIPE_WEBHOOK_PATH = "/api/v1/stripe/webhook";

export function registerStripeWebhook(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    // Raw bytes: the signature covers the body exactly as sent.
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const secretKey = process.env.STRIPE_SECRET_KEY;
      const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
      if (!secretKey || !webhookSecret)
        return sendCatalogued(reply, "NotFound", "Stripe is not configured on this server.");
      let event: ReturnType<typeof verifyStripeWebhook>;
      try {
        event = verifyStripeWebhook(
          secretKey,
          webhookSecret,
          request.body as Buffer,
          String(request.headers["stripe-signature"] ?? ""),
        );
      } catch {
        return sendCatalogued(reply, "BadRequest", "The Stripe signature does not match.");
      }
      if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed")
        return reply.send({ received: true });
      const processorKey = (event.data.object as { metadata?: Record<string, string> }).metadata?.idempotencyKey ?? "";
      const split = processorKey.indexOf(":", processorKey.indexOf(":") + 1);
      const [companyId, key] = split > 0 ? [processorKey.slice(0, split), processorKey.slice(split + 1)] : ["", ""];
      const attempt = await services.db
        .selectFrom("charge_attempts as a")
        .innerJoin("invoices as i", "i.id", "a.invoice_id")
        .select(["a.status", "a.created_at", "i.number"])
        .where("a.company_id", "=", companyId)
        .where("a.idempotency_key", "=", key)
        .executeTakeFirst();
      if (!attempt || attempt.status !== "pending") return reply.send({ received: true });
      if (attempt.created_at.getTime() > services.clock.now() - CHARGE_CLAIM_MS)
        return reply
          .code(503)
          .send({ messageId: "RateLimited", hint: "The payment is still being recorded; send the event again later." });
      try {
        await chargeInvoice(
          services.db,
          services.clock,
          paymentProviderFor(services.db, services.clock),
          companyId,
          null,
          { number: attempt.number, idempotencyKey: key },
        );
      } catch (error) {
        services.log.warn({ err: String(error), eventId: event.id }, "stripe webhook could not settle its charge");
      }
      return reply.send({ received: true });
    });
  });
}
