// The payment-provider interface (docs/billing.md "Payments and the sandbox processor"). The portal never sees a full
// card number: a card is tokenised by the provider (the sandbox's token route, or Stripe.js in the browser), and the
// portal passes the token on. Every money-moving call carries an idempotency key, and the provider answers a repeated
// key with the first call's result, so a retry after a lost reply never charges twice.

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeOutcome =
  | ({ ok: true; chargeId: string; status: "captured" | "authorized" } & CardSummary)
  | { ok: false; chargeId?: string; code: string; message: string };

export interface ChargeInput {
  amountCents: number;
  currency: "cad";
  /** A card token (single use) or a saved card's reference. */
  source: string;
  idempotencyKey: string;
  description: string;
  /** false: authorise only; capture later (default true: authorise and capture at once). */
  capture?: boolean;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** Where the browser tokenises a new card (sandbox), or the key Stripe.js needs. */
  readonly tokenPath?: string;
  readonly publishableKey?: string;
  charge(input: ChargeInput): Promise<ChargeOutcome>;
  capture(chargeId: string, idempotencyKey: string): Promise<ChargeOutcome>;
  refund(
    chargeId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ ok: boolean; refundedCents: number; message?: string }>;
  /** Keeps a tokenised card for later charges; answers the reusable reference and what may be shown of it. */
  saveCard(
    token: string,
  ): Promise<({ ok: true; ref: string } & CardSummary) | { ok: false; code: string; message: string }>;
  removeCard(ref: string): Promise<void>;
}
