// The embedded sandbox card processor (docs/billing.md "Payments and the sandbox processor"): the default provider,
// used in tests and on a fresh machine. It behaves like a processor — tokenisation, authorisation, capture, refund,
// idempotency keys, single-use tokens, documented test cards and declines (test-cards.ts) — and keeps its own state
// in its own tables (sandbox_tokens, sandbox_charges), as a processor keeps its side. It stores no card number: a
// token records the brand, the last four digits, the expiry and what the test number is meant to do.
import { randomBytes } from "node:crypto";

import type { Kysely } from "kysely";

import type { Clock } from "../../../../shared/clock";
import { BRAND_NAMES, cardBrand, cardDigits, expiryValid, luhnValid } from "../../../../shared/rules/billing/cards";
import type { Database } from "../../../db/tables";
import type { CardSummary, ChargeInput, ChargeOutcome, PaymentProvider } from "./provider";
import { DECLINES, TEST_CARDS, type SandboxOutcome } from "./test-cards";

export const SANDBOX_TOKEN_PATH = "/api/v1/sandbox-processor/tokens";

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

export type TokenizeResult =
  | ({ ok: true; token: string } & CardSummary)
  | { ok: false; code: string; message: string; field: "number" | "expiry" | "cvc" };

/** What a processor's tokenisation endpoint does with a typed card at `now`: checks it, keeps what it may, forgets the number. */
export async function tokenizeCard(
  db: Kysely<Database>,
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): Promise<TokenizeResult> {
  const digits = cardDigits(String(card.number ?? ""));
  if (!luhnValid(digits))
    return { ok: false, code: "incorrect_number", message: "Your card number is incorrect.", field: "number" };
  if (
    !expiryValid(Number(card.expMonth), Number(card.expYear), {
      year: now.getUTCFullYear(),
      month: now.getUTCMonth() + 1,
    })
  ) {
    return { ok: false, code: "invalid_expiry", message: "Your card's expiration date is incorrect.", field: "expiry" };
  }
  const brand = cardBrand(digits);
  if (!new RegExp(`^\\d{${brand === "amex" ? 4 : 3}}$`).test(String(card.cvc ?? "").trim()))
    return { ok: false, code: "invalid_cvc", message: "Your card's security code is invalid.", field: "cvc" };
  const outcome: SandboxOutcome = TEST_CARDS[digits] ?? "live_card_in_test";
  const token = id("tok");
  const summary = {
    brand: BRAND_NAMES[brand],
    last4: digits.slice(-4),
    expMonth: Number(card.expMonth),
    expYear: Number(card.expYear),
  };
  await db
    .insertInto("sandbox_tokens")
    .values({
      token,
      brand: summary.brand,
      last4: summary.last4,
      exp_month: summary.expMonth,
      exp_year: summary.expYear,
      outcome,
    })
    .execute();
  return { ok: true, token, ...summary };
}

export function sandboxProvider(db: Kysely<Database>, clock: Clock): PaymentProvider {
  const summaryOf = (row: { brand: string; last4: string; exp_month: number; exp_year: number }): CardSummary => ({
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
  });

  const outcomeOf = async (chargeId: string): Promise<ChargeOutcome> => {
    const charge = await db
      .selectFrom("sandbox_charges as c")
      .innerJoin("sandbox_tokens as t", "t.token", "c.token")
      .select(["c.id", "c.status", "c.decline_code", "t.outcome", "t.brand", "t.last4", "t.exp_month", "t.exp_year"])
      .where("c.id", "=", chargeId)
      .executeTakeFirst();
    if (!charge) return { ok: false, code: "resource_missing", message: "No such charge." };
    if (charge.status === "declined") {
      const decline = DECLINES[charge.outcome as Exclude<SandboxOutcome, "succeeded">] ?? DECLINES.generic_decline;
      return { ok: false, chargeId: charge.id, code: decline.code, message: decline.message };
    }
    return {
      ok: true,
      chargeId: charge.id,
      status: charge.status === "authorized" ? "authorized" : "captured",
      ...summaryOf(charge),
    };
  };

  return {
    name: "sandbox",
    tokenPath: SANDBOX_TOKEN_PATH,

    async charge(input: ChargeInput) {
      // A key seen before answers the first call's result, whatever this call asks (a processor's idempotency).
      const seen = await db
        .selectFrom("sandbox_charges")
        .select("id")
        .where("idempotency_key", "=", input.idempotencyKey)
        .executeTakeFirst();
      if (seen) return outcomeOf(seen.id);
      const token = await db
        .selectFrom("sandbox_tokens")
        .selectAll()
        .where("token", "=", input.source)
        .executeTakeFirst();
      if (!token)
        return { ok: false, code: "resource_missing", message: "This card is no longer available. Enter it again." };
      if (token.used && !token.reusable)
        return {
          ok: false,
          code: "token_already_used",
          message: "This card was already used for a payment. Enter it again.",
        };
      const declined = token.outcome !== "succeeded";
      const chargeId = id("ch");
      const inserted = await db
        .insertInto("sandbox_charges")
        .values({
          id: chargeId,
          idempotency_key: input.idempotencyKey,
          token: token.token,
          amount_cents: input.amountCents,
          currency: input.currency,
          status: declined ? "declined" : input.capture === false ? "authorized" : "captured",
          created_at: clock.date(),
        })
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) {
        // Another call with this key got in between: its result is the answer.
        const first = await db
          .selectFrom("sandbox_charges")
          .select("id")
          .where("idempotency_key", "=", input.idempotencyKey)
          .executeTakeFirstOrThrow();
        return outcomeOf(first.id);
      }
      if (!token.reusable)
        await db.updateTable("sandbox_tokens").set({ used: true }).where("token", "=", token.token).execute();
      return outcomeOf(chargeId);
    },

    async capture(chargeId) {
      await db
        .updateTable("sandbox_charges")
        .set({ status: "captured" })
        .where("id", "=", chargeId)
        .where("status", "=", "authorized")
        .execute();
      return outcomeOf(chargeId);
    },

    async refund(chargeId, amountCents) {
      const charge = await db
        .selectFrom("sandbox_charges")
        .select(["amount_cents", "refunded_cents", "status"])
        .where("id", "=", chargeId)
        .executeTakeFirst();
      if (!charge || charge.status === "declined" || charge.status === "authorized")
        return { ok: false, refundedCents: 0, message: "This charge cannot be refunded." };
      const refundable = charge.amount_cents - charge.refunded_cents;
      if (amountCents <= 0 || amountCents > refundable)
        return {
          ok: false,
          refundedCents: charge.refunded_cents,
          message: "The refund is more than what is left of the charge.",
        };
      const row = await db
        .updateTable("sandbox_charges")
        .set((eb) => ({
          refunded_cents: eb("refunded_cents", "+", amountCents),
          status: amountCents === refundable ? "refunded" : "captured",
        }))
        .where("id", "=", chargeId)
        .returning("refunded_cents")
        .executeTakeFirstOrThrow();
      return { ok: true, refundedCents: row.refunded_cents };
    },

    async saveCard(token) {
      const row = await db.selectFrom("sandbox_tokens").selectAll().where("token", "=", token).executeTakeFirst();
      if (!row || row.used)
        return { ok: false, code: "resource_missing", message: "This card is no longer available. Enter it again." };
      // Stripe declines some cards already when they are attached to a customer (4000 0000 0000 0002 and friends);
      // 4000 0000 0000 0341 attaches and declines only when charged.
      if (row.outcome !== "succeeded" && row.outcome !== "charge_declined_after_attach") {
        const decline = DECLINES[row.outcome as Exclude<SandboxOutcome, "succeeded">];
        return { ok: false, code: decline.code, message: decline.message };
      }
      const ref = id("pm");
      await db
        .insertInto("sandbox_tokens")
        .values({
          token: ref,
          brand: row.brand,
          last4: row.last4,
          exp_month: row.exp_month,
          exp_year: row.exp_year,
          outcome: row.outcome,
          reusable: true,
        })
        .execute();
      await db.updateTable("sandbox_tokens").set({ used: true }).where("token", "=", token).execute();
      return { ok: true, ref, ...summaryOf(row) };
    },

    async removeCard(ref) {
      await db.updateTable("sandbox_tokens").set({ used: true, reusable: false }).where("token", "=", ref).execute();
    },
  };
}
