// The Stripe implementation of the payment-provider interface, through the official SDK (stripe 23.1.0, Node ≥ 20).
// Configured by STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY for Stripe.js in the browser, which tokenises the card
// into a PaymentMethod "pm_…"; the portal never sees the number). A charge is a PaymentIntent confirmed at once with
// the caller's idempotency key, so Stripe answers a repeated key with the first result (Stripe keeps keys 24 h). A
// saved card is a PaymentMethod attached to a Customer; its reference is "cus_…/pm_…".
import Stripe from "stripe";

import type { CardSummary, ChargeInput, ChargeOutcome, PaymentProvider } from "./provider";

export interface StripeOptions {
  secretKey: string;
  publishableKey?: string;
  /** Tests point the SDK at a local server (host, port, protocol). */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

interface StripeFailure {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: { id?: string };
}

/** A card decline or a refused request as a ChargeOutcome; anything else (network, auth) is thrown to the caller. */
function declined(error: unknown): ChargeOutcome {
  const failure = error as StripeFailure;
  if (failure?.type === "StripeCardError" || failure?.type === "StripeInvalidRequestError") {
    return {
      ok: false,
      code: failure.decline_code ?? failure.code ?? "card_declined",
      message: failure.message ?? "Your card was declined.",
      ...(failure.payment_intent?.id ? { chargeId: failure.payment_intent.id } : {}),
    };
  }
  throw error;
}

const splitRef = (source: string) => {
  const [customer, method] = source.includes("/") ? source.split("/") : [undefined, source];
  return { customer, method: method! };
};

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.host ? { host: options.host, port: options.port, protocol: options.protocol ?? "https" } : {}),
  });

  const cardOf = async (paymentMethodId: string): Promise<CardSummary> => {
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
    const card = method.card;
    return {
      brand: card?.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : "Card",
      last4: card?.last4 ?? "0000",
      expMonth: card?.exp_month ?? 1,
      expYear: card?.exp_year ?? 2000,
    };
  };

  const outcomeOf = async (intent: {
    id: string;
    status: string;
    payment_method?: string | { id: string } | null;
    last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
  }): Promise<ChargeOutcome> => {
    if (intent.status === "succeeded" || intent.status === "requires_capture") {
      const method = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
      return {
        ok: true,
        chargeId: intent.id,
        status: intent.status === "succeeded" ? "captured" : "authorized",
        ...(method ? await cardOf(method) : { brand: "Card", last4: "0000", expMonth: 1, expYear: 2000 }),
      };
    }
    const error = intent.last_payment_error;
    return {
      ok: false,
      chargeId: intent.id,
      code: error?.decline_code ?? error?.code ?? intent.status,
      message:
        error?.message ??
        "The payment needs another step the portal does not support (for example 3-D Secure). Use another card.",
    };
  };

  return {
    name: "stripe",
    ...(options.publishableKey ? { publishableKey: options.publishableKey } : {}),

    async charge(input: ChargeInput) {
      const { customer, method } = splitRef(input.source);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            payment_method: method,
            ...(customer ? { customer } : {}),
            confirm: true,
            capture_method: input.capture === false ? "manual" : "automatic",
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            description: input.description,
            metadata: { idempotencyKey: input.idempotencyKey },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return await outcomeOf(intent);
      } catch (error) {
        return declined(error);
      }
    },

    async capture(chargeId, idempotencyKey) {
      try {
        return await outcomeOf(await stripe.paymentIntents.capture(chargeId, {}, { idempotencyKey }));
      } catch (error) {
        return declined(error);
      }
    },

    async refund(chargeId, amountCents, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: chargeId, amount: amountCents },
          { idempotencyKey },
        );
        return { ok: refund.status !== "failed", refundedCents: refund.amount };
      } catch (error) {
        return { ok: false, refundedCents: 0, message: (error as StripeFailure).message ?? "The refund failed." };
      }
    },

    async saveCard(token) {
      try {
        const customer = await stripe.customers.create({ payment_method: token });
        const card = await cardOf(token);
        return { ok: true, ref: `${customer.id}/${token}`, ...card };
      } catch (error) {
        const outcome = declined(error);
        return outcome.ok
          ? { ok: false, code: "card_declined", message: "Your card was declined." }
          : { ok: false, code: outcome.code, message: outcome.message };
      }
    },

    async removeCard(ref) {
      await stripe.paymentMethods.detach(splitRef(ref).method);
    },
  };
}

/**
 * Verifies a webhook's Stripe-Signature over the raw body with the endpoint's signing secret (STRIPE_WEBHOOK_SECRET)
 * and answers the event; throws when the signature, the secret or the timestamp (5 minutes) does not match.
 */
export function verifyStripeWebhook(
  secretKey: string,
  webhookSecret: string,
  rawBody: Buffer | string,
  signature: string,
): { id: string; type: string; data: { object: unknown } } {
  const stripe = new Stripe(secretKey);
  return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret) as unknown as {
    id: string;
    type: string;
    data: { object: unknown };
  };
}

/** A signature header as Stripe would send it (tests). */
export function stripeTestSignature(secretKey: string, webhookSecret: string, payload: string): string {
  return new Stripe(secretKey).webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
}
