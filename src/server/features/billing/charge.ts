// Charging an invoice to a card exactly once (docs/billing.md "Charging exactly once": a retry after a lost reply, a
// double click or a reconnect never charges twice). A processor call cannot sit inside a database transaction (it is
// a network call, and on PGlite a transaction holds the only connection), so the charge is three steps keyed by the
// client's idempotency key, each safe to repeat:
//   1. claim: in one transaction, record an attempt (company, key) as pending and mark the invoice as being charged
//      by that key. A resend finds the attempt: succeeded → the same payment; declined → the same decline; pending →
//      on to step 2 again. A second key while the first is pending is refused, so two tabs cannot both charge.
//   2. the processor call, with an idempotency key derived from (company, key): the processor answers a repeated key
//      with the first call's result, so a crash between 2 and 3 and a resend charge once.
//   3. settle: in one transaction, the payment (unique per company and key), the invoice's paid amount and status,
//      the attempt's result — only if the attempt is still pending, so two racing resends record one payment.
import type { Kysely, Transaction } from "kysely";

import type { Clock } from "../../../shared/clock";
import type { ChargeRequest, ChargeResult } from "../../../shared/generated/billing";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { rebuildPdf } from "./build-invoice";
import { SAVED_CARD_COLUMNS, type SavedCardRow } from "./card-changes";
import { loadInvoice, paymentFromRow } from "./load-invoice";
import type { PaymentProvider } from "./payments/provider";

/** How long an unfinished attempt blocks another key (a crashed request's claim expires). */
export const CHARGE_CLAIM_MS = 2 * 60_000;

export interface ChargeOptions {
  /** Runs in the transaction that records the payment (the thank-you mail, spending a payment link). */
  onSettled?: (trx: Transaction<Database>, invoiceId: string) => Promise<void>;
  /** After the payment's commit, when the charge kept its card (saveCard): to announce it (card-changes.ts). */
  onCardKept?: (card: SavedCardRow) => void;
}

/** `userId` null: paid through a payment link by someone who is not signed in. */
export async function chargeInvoice(
  db: Kysely<Database>,
  clock: Clock,
  provider: PaymentProvider,
  companyId: string,
  userId: string | null,
  request: ChargeRequest,
  options: ChargeOptions = {},
): Promise<ChargeResult> {
  const key = request.idempotencyKey;
  const processorKey = `${companyId}:${key}`;

  // 1. Claim.
  const claim = await db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "status", "amount_due_cents", "charging_key", "charging_since"])
      .where("company_id", "=", companyId)
      .where("number", "=", request.number)
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) throw new EventError("NotFound", `No invoice ${request.number} in your company.`);
    const attempt = await trx
      .selectFrom("charge_attempts")
      .selectAll()
      .where("company_id", "=", companyId)
      .where("idempotency_key", "=", key)
      .executeTakeFirst();
    if (attempt) {
      if (attempt.invoice_id !== invoice.id)
        throw new EventError("ValidationFailed", "This idempotency key was used for another invoice.", [
          { path: "idempotencyKey", problem: "reused" },
        ]);
      return {
        attempt,
        invoiceId: invoice.id,
        amountCents: Number(attempt.amount_cents),
        source: undefined as string | undefined,
        card: undefined as { ref: string } | undefined,
      };
    }
    if (invoice.status === "paid" || Number(invoice.amount_due_cents) <= 0)
      throw new EventError("InvoiceAlreadyPaidId", `Invoice ${request.number} has already been paid.`);
    if (invoice.status === "void")
      throw new EventError("ValidationFailed", `Invoice ${request.number} was cancelled.`, [
        { path: "number", problem: "void" },
      ]);
    if (
      invoice.charging_key &&
      invoice.charging_key !== key &&
      invoice.charging_since &&
      invoice.charging_since.getTime() > clock.now() - CHARGE_CLAIM_MS
    ) {
      throw new EventError(
        "ValidationFailed",
        "A payment of this invoice is already in progress. Wait a moment and reload the invoice.",
        [{ path: "number", problem: "inProgress" }],
      );
    }
    let source = request.cardToken;
    let card: { ref: string } | undefined;
    if (request.cardId) {
      const saved = await trx
        .selectFrom("cards")
        .select(["provider_ref"])
        .where("id", "=", request.cardId)
        .where("company_id", "=", companyId)
        .where("removed", "=", false)
        .executeTakeFirst();
      if (!saved) throw new EventError("NotFound", `No saved card ${request.cardId} in your company.`);
      source = saved.provider_ref;
      card = { ref: saved.provider_ref };
    }
    if (!source)
      throw new EventError("ValidationFailed", "Choose a saved card or enter a card.", [
        { path: "cardToken", problem: "required" },
      ]);
    const amountCents = Number(invoice.amount_due_cents);
    await trx
      .insertInto("charge_attempts")
      .values({
        company_id: companyId,
        idempotency_key: key,
        invoice_id: invoice.id,
        amount_cents: amountCents,
        provider: provider.name,
        source,
        created_at: clock.date(),
      })
      .execute();
    await trx
      .updateTable("invoices")
      .set({ charging_key: key, charging_since: clock.date() })
      .where("id", "=", invoice.id)
      .execute();
    return { attempt: undefined, invoiceId: invoice.id, amountCents, source, card };
  });

  let attempt: Attempt | undefined = claim.attempt;
  if (attempt?.status === "pending") attempt = await awaitAttempt(db, clock, companyId, key, attempt);
  if (attempt?.status === "succeeded") return resultOf(db, companyId, claim.invoiceId, attempt.payment_id!);
  if (attempt?.status === "declined")
    throw new EventError("CardDeclined", attempt.message ?? "Your card was declined.");

  // 2. The processor. A takeover of an abandoned attempt charges the source that attempt recorded; the processor
  // answers its idempotency key with the first call's result if that call got through.
  let source = attempt ? (attempt.source ?? "") : claim.source!;
  let saved: { ref: string; brand: string; last4: string; expMonth: number; expYear: number } | undefined;
  if (!attempt && request.saveCard && request.cardToken && !claim.card) {
    const result = await provider.saveCard(request.cardToken);
    if (!result.ok) return decline(db, companyId, key, claim.invoiceId, result.code, result.message);
    saved = result;
    source = result.ref;
    await db
      .updateTable("charge_attempts")
      .set({ source })
      .where("company_id", "=", companyId)
      .where("idempotency_key", "=", key)
      .execute();
  }
  const outcome = await provider.charge({
    amountCents: claim.amountCents,
    currency: "cad",
    source,
    idempotencyKey: processorKey,
    description: `Invoice ${request.number}`,
  });
  if (!outcome.ok) return decline(db, companyId, key, claim.invoiceId, outcome.code, outcome.message);

  // 3. Settle.
  let kept: SavedCardRow | undefined;
  const paymentId = await db.transaction().execute(async (trx) => {
    const pending = await trx
      .updateTable("charge_attempts")
      .set({ status: "succeeded", provider_charge_id: outcome.chargeId })
      .where("company_id", "=", companyId)
      .where("idempotency_key", "=", key)
      .where("status", "=", "pending")
      .returning("invoice_id")
      .executeTakeFirst();
    if (!pending) {
      // A racing resend settled it first.
      const done = await trx
        .selectFrom("charge_attempts")
        .select("payment_id")
        .where("company_id", "=", companyId)
        .where("idempotency_key", "=", key)
        .executeTakeFirstOrThrow();
      return done.payment_id!;
    }
    const payment = await trx
      .insertInto("payments")
      .values({
        company_id: companyId,
        invoice_id: claim.invoiceId,
        method: "card",
        amount_cents: claim.amountCents,
        reference: outcome.chargeId,
        card_brand: outcome.brand,
        card_last4: outcome.last4,
        received_date: clock.date(),
        recorded_by: userId ?? "payment link",
        idempotency_key: key,
        created_by: userId,
        modified_by: userId,
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await settleInvoice(trx, claim.invoiceId, claim.amountCents, clock.date());
    await trx
      .updateTable("charge_attempts")
      .set({ payment_id: payment.id })
      .where("company_id", "=", companyId)
      .where("idempotency_key", "=", key)
      .execute();
    // The stored PDF shows the payment and "Paid" from now on.
    await rebuildPdf(trx, companyId, claim.invoiceId, clock.date());
    await options.onSettled?.(trx, claim.invoiceId);
    if (saved) {
      kept = await trx
        .insertInto("cards")
        .values({
          company_id: companyId,
          provider: provider.name,
          provider_ref: saved.ref,
          brand: saved.brand,
          last4: saved.last4,
          exp_month: saved.expMonth,
          exp_year: saved.expYear,
          created_by: userId,
          modified_by: userId,
          time_zone: null,
        })
        .returning(SAVED_CARD_COLUMNS)
        .executeTakeFirstOrThrow();
    }
    return payment.id;
  });
  if (kept) options.onCardKept?.(kept);
  return resultOf(db, companyId, claim.invoiceId, paymentId);
}

type Attempt = {
  status: string;
  payment_id: string | null;
  message: string | null;
  source: string | null;
  created_at: Date;
};

/**
 * A resend while the first request with its key is still at the processor (a double click, two tabs): wait for that
 * request to finish and answer its result. Only an attempt abandoned past CHARGE_CLAIM_MS (its process died) is
 * taken over by the caller, which then repeats the processor call under the same processor idempotency key.
 */
async function awaitAttempt(
  db: Kysely<Database>,
  clock: Clock,
  companyId: string,
  key: string,
  attempt: Attempt,
): Promise<Attempt> {
  let current = attempt;
  while (current.status === "pending" && current.created_at.getTime() > clock.now() - CHARGE_CLAIM_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    current = await db
      .selectFrom("charge_attempts")
      .select(["status", "payment_id", "message", "source", "created_at"])
      .where("company_id", "=", companyId)
      .where("idempotency_key", "=", key)
      .executeTakeFirstOrThrow();
  }
  return current;
}

/** Adds a payment's amount to the invoice at `now`: paid when nothing is left, and the charge claim released. */
export async function settleInvoice(
  trx: Kysely<Database>,
  invoiceId: string,
  amountCents: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable("invoices")
    .set((eb) => ({
      paid_cents: eb("paid_cents", "+", amountCents),
      amount_due_cents: eb.fn("greatest", [eb.val(0), eb("amount_due_cents", "-", amountCents)]),
      status: eb.case().when("amount_due_cents", "<=", amountCents).then("paid").else(eb.ref("status")).end(),
      paid_date: eb.case().when("amount_due_cents", "<=", amountCents).then(now).else(eb.ref("paid_date")).end(),
      charging_key: null,
      charging_since: null,
      modified_date: now,
    }))
    .where("id", "=", invoiceId)
    .execute();
}

async function decline(
  db: Kysely<Database>,
  companyId: string,
  key: string,
  invoiceId: string,
  code: string,
  message: string,
): Promise<never> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("charge_attempts")
      .set({ status: "declined", decline_code: code, message })
      .where("company_id", "=", companyId)
      .where("idempotency_key", "=", key)
      .where("status", "=", "pending")
      .execute();
    await trx
      .updateTable("invoices")
      .set({ charging_key: null, charging_since: null })
      .where("id", "=", invoiceId)
      .where("charging_key", "=", key)
      .execute();
  });
  throw new EventError("CardDeclined", message);
}

async function resultOf(
  db: Kysely<Database>,
  companyId: string,
  invoiceId: string,
  paymentId: string,
): Promise<ChargeResult> {
  const invoice = await loadInvoice(db, companyId, { id: invoiceId });
  const payment = await db
    .selectFrom("payments")
    .selectAll()
    .where("id", "=", paymentId)
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return { invoice, payment: paymentFromRow(payment) };
}
