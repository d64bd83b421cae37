// Billing events (schema/billing.json): invoices of the session's company, their PDFs, card charges, payments the
// office records, saved cards, invoice settings and the plan. Another company's invoice or card reads exactly like
// one that does not exist (every query names the session's company).
import type { Kysely } from "kysely";

import type {
  Card,
  CardList,
  Invoice,
  InvoiceListColumns,
  InvoiceSettingsAddress,
} from "../../../shared/generated/billing";
import type { Address } from "../../../shared/generated/common";
import { isoDate, periodContaining, periodLabel, parseIsoDate } from "../../../shared/rules/billing";
import { isValidEmailList } from "../../../shared/rules/compliance";
import type { Database } from "../../db/tables";
import { linkHolder } from "../../download-holders";
import { listWindow } from "../../lists/list-window";
import { atomically } from "../../ws/atomically";
import type { HandlerContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { buildInvoice, rebuildPdf } from "./build-invoice";
import { announceCard, SAVED_CARD_COLUMNS } from "./card-changes";
import { chargeInvoice, settleInvoice } from "./charge";
import { billingDisplayOf } from "./display";
import { mailInvoice } from "./invoice-mail";
import { invoiceFileName } from "./invoice-pdf";
import { ALL_INVOICE_LIST_FIELDS, INVOICE_LIST_FIELDS, invoiceListSpec } from "./list-spec";
import { loadInvoice, paymentFromRow } from "./load-invoice";
import { paymentProviderFor } from "./payments";
import { invoicePdfLink } from "./pdf-route";
import { loadPlan } from "./plan";

type BillingHandlers = Pick<
  Handlers,
  | "InvoiceListRequestEvent"
  | "InvoiceGetRequestEvent"
  | "InvoiceSaveRequestEvent"
  | "CompanyMonthlyInvoiceRequestEvent"
  | "InvoiceRebuildPdfRequestEvent"
  | "InvoicePdfRequestEvent"
  | "InvoiceChargeDetailsRequestEvent"
  | "InvoiceChargeRequestEvent"
  | "InvoicePaidRequestEvent"
  | "CardListQueryOperation"
  | "RemoveCardCommandOperation"
  | "AddCardCommandOperation"
  | "InvoiceSettingsGetRequestEvent"
  | "InvoiceSettingsAddressSaveRequestEvent"
  | "BillingDisplayRequestEvent"
>;

function announce(context: HandlerContext, invoice: Invoice, membership: boolean): void {
  context.changes.announce(invoice.companyId, "InvoicesChangedNotification", { [invoice.id]: invoice }, membership);
}

/** The period an InvoiceBuildRequest names: its invoice's, or the one containing month/year. */
async function periodOf(
  db: Kysely<Database>,
  companyId: string,
  payload: { invoiceId?: string; month?: number; year?: number; companyId?: string },
) {
  if (payload.companyId !== undefined && payload.companyId !== companyId)
    throw new EventError("NotFound", `No company ${payload.companyId} that you work in.`);
  if (payload.invoiceId) {
    const invoice = await loadInvoice(db, companyId, { id: payload.invoiceId });
    const start = parseIsoDate(invoice.periodStart)!;
    return { invoice, period: periodContaining(start.year, start.month, invoice.billingPeriod) };
  }
  if (payload.month === undefined || payload.year === undefined) {
    throw new EventError("ValidationFailed", "Name an invoice, or a month and a year.", [
      { path: "month", problem: "required" },
    ]);
  }
  const plan = await loadPlan(db, companyId);
  return { invoice: undefined, period: periodContaining(payload.year, payload.month, plan!.billingPeriod) };
}

async function cardsOf(db: Kysely<Database>, companyId: string): Promise<Card[]> {
  const rows = await db
    .selectFrom("cards")
    .select(["id", "brand", "last4", "exp_month", "exp_year", "created_date"])
    .where("company_id", "=", companyId)
    .where("removed", "=", false)
    .orderBy("created_date", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    createdDate: row.created_date.getTime(),
  }));
}

/** The saved cards and how this server tokenises a new one (the sandbox's token path, or Stripe.js's key). */
async function cardListOf(context: HandlerContext, companyId: string): Promise<CardList> {
  const db = context.db;
  const provider = paymentProviderFor(db, context.clock);
  return {
    cards: await cardsOf(db, companyId),
    provider: provider.name,
    ...(provider.tokenPath ? { tokenPath: provider.tokenPath } : {}),
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  };
}

/** A company keeps at most this many cards (CardList's maxItems). */
const MAX_CARDS = 20;

async function settingsOf(db: Kysely<Database>, companyId: string): Promise<InvoiceSettingsAddress> {
  const [row, company] = await Promise.all([
    db.selectFrom("invoice_settings").selectAll().where("company_id", "=", companyId).executeTakeFirst(),
    db
      .selectFrom("companies")
      .select(["email_invoice", "address", "name"])
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow(),
  ]);
  const settings: InvoiceSettingsAddress["settings"] = { emailInvoice: company.email_invoice };
  if (row?.bill_to_name) settings.billToName = row.bill_to_name;
  if (row?.po_number) settings.poNumber = row.po_number;
  if (row?.note) settings.note = row.note;
  return { settings, address: ((row?.address ?? company.address) as Address | null) ?? {} };
}

export const billingHandlers: BillingHandlers = {
  async InvoiceListRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const spec = invoiceListSpec(context.db, companyId, payload.filter, payload.sort);
    return listWindow<InvoiceListColumns>(context.lists, spec, INVOICE_LIST_FIELDS, ALL_INVOICE_LIST_FIELDS, payload);
  },

  async InvoiceGetRequestEvent(payload, context) {
    return loadInvoice(context.db, context.session.companyId, { id: payload.id });
  },

  async InvoiceSaveRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const invoice = await atomically(context, async (inner) => {
      const db = inner.db;
      const row = await db
        .selectFrom("invoices")
        .select(["id", "status", "paid_cents", "credit_applied_cents"])
        .where("company_id", "=", companyId)
        .where("id", "=", payload.invoice.id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new EventError("NotFound", `No invoice ${payload.invoice.id} in your company.`);
      if (payload.invoice.poNumber !== undefined)
        await db
          .updateTable("invoices")
          .set({
            po_number: payload.invoice.poNumber.trim() || null,
            modified_by: context.session.userId,
            modified_date: context.clock.date(),
          })
          .where("id", "=", row.id)
          .execute();
      if (payload.invoice.status === "void" && row.status !== "void") {
        if (row.status === "paid" || Number(row.paid_cents) > 0)
          throw new EventError("InvoiceAlreadyPaidId", "An invoice with payments cannot be voided.");
        // The credit it took goes back to the company.
        await db
          .updateTable("companies")
          .set((eb) => ({ credit_cents: eb("credit_cents", "+", Number(row.credit_applied_cents)) }))
          .where("id", "=", companyId)
          .execute();
        await db
          .updateTable("invoices")
          .set({ status: "void", amount_due_cents: 0, credit_applied_cents: 0, charging_key: null })
          .where("id", "=", row.id)
          .execute();
      } else if (payload.invoice.status === "open" && row.status === "void") {
        throw new EventError(
          "ValidationFailed",
          "A void invoice stays void; build the period's invoice again instead.",
          [{ path: "invoice.status", problem: "choice" }],
        );
      }
      return rebuildPdf(db as never, companyId, row.id, context.clock.date());
    });
    announce(context, invoice, true);
    return invoice;
  },

  async CompanyMonthlyInvoiceRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const result = await atomically(context, async (inner) => {
      const { period } = await periodOf(inner.db, companyId, payload);
      return buildInvoice(inner.db as never, companyId, period, {
        rebuild: true,
        actor: context.session.userId,
        now: context.clock.date(),
      });
    });
    if (!result)
      throw new EventError(
        "ValidationFailed",
        "Nothing to bill for that period: no priced feature in use, or the contract starts later.",
        [{ path: "month", problem: "nothingToBill" }],
      );
    announce(context, result.invoice, true);
    return result.invoice;
  },

  async InvoiceRebuildPdfRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const invoice = await atomically(context, async (inner) => {
      const { invoice: named, period } = await periodOf(inner.db, companyId, payload);
      const id =
        named?.id ??
        (
          await inner.db
            .selectFrom("invoices")
            .select("id")
            .where("company_id", "=", companyId)
            .where("period_start", "=", isoDate(period.start))
            .where("status", "<>", "void")
            .executeTakeFirst()
        )?.id;
      if (!id) throw new EventError("NotFound", `No invoice for ${periodLabel(period)}.`);
      return rebuildPdf(inner.db as never, companyId, id, context.clock.date());
    });
    announce(context, invoice, false);
    return invoice;
  },

  async InvoicePdfRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const invoice = await loadInvoice(context.db, companyId, { id: payload.id });
    return invoicePdfLink(
      context.db,
      context.clock,
      { ...linkHolder(context.session), c: companyId },
      invoice.id,
      invoiceFileName(invoice),
    );
  },

  async InvoiceChargeDetailsRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const provider = paymentProviderFor(context.db, context.clock);
    const [invoice, cards] = await Promise.all([
      loadInvoice(context.db, companyId, { id: payload.id }),
      cardsOf(context.db, companyId),
    ]);
    return {
      invoice,
      cards,
      provider: provider.name,
      ...(provider.tokenPath ? { tokenPath: provider.tokenPath } : {}),
      ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    };
  },

  async InvoiceChargeRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    if (payload.cardToken && payload.cardId)
      throw new EventError("ValidationFailed", "Either a new card or a saved card, not both.", [
        { path: "cardId", problem: "unexpected" },
      ]);
    // The thank-you goes out with the payment (in its transaction), to the company's invoice addresses.
    const result = await chargeInvoice(
      context.db,
      context.clock,
      paymentProviderFor(context.db, context.clock),
      companyId,
      context.session.userId,
      payload,
      {
        onSettled: async (trx, invoiceId) =>
          void (await mailInvoice(
            trx,
            context.config,
            await loadInvoice(trx, companyId, { id: invoiceId }),
            "thankYou",
          )),
        onCardKept: (card) => announceCard(context.changes, card),
      },
    );
    context.afterReply(() => void context.mail.kick());
    announce(context, result.invoice, false);
    return result;
  },

  async InvoicePaidRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const result = await atomically(context, async (inner) => {
      const db = inner.db;
      const row = await db
        .selectFrom("invoices")
        .select(["id", "status", "amount_due_cents"])
        .where("company_id", "=", companyId)
        .where("number", "=", payload.number)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new EventError("NotFound", `No invoice ${payload.number} in your company.`);
      const due = Number(row.amount_due_cents);
      if (row.status === "paid" || due <= 0)
        throw new EventError("InvoiceAlreadyPaidId", `Invoice ${payload.number} has already been paid.`);
      if (row.status === "void")
        throw new EventError("ValidationFailed", `Invoice ${payload.number} was cancelled.`, [
          { path: "number", problem: "void" },
        ]);
      const amount = payload.amountCents ?? due;
      if (amount > due)
        throw new EventError("ValidationFailed", `More than the ${due} cents due.`, [
          { path: "amountCents", problem: "tooLarge", limit: due },
        ]);
      const payment = await db
        .insertInto("payments")
        .values({
          company_id: companyId,
          invoice_id: row.id,
          method: payload.method,
          amount_cents: amount,
          reference: payload.reference.trim(),
          received_date: new Date(payload.receivedDate ?? context.clock.now()),
          recorded_by: context.session.userId,
          created_by: context.session.userId,
          modified_by: context.session.userId,
          time_zone: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await settleInvoice(db, row.id, amount, context.clock.date());
      const invoice = await rebuildPdf(db as never, companyId, row.id, context.clock.date());
      return { invoice, payment: paymentFromRow(payment) };
    });
    announce(context, result.invoice, false);
    return result;
  },

  async CardListQueryOperation(_payload, context) {
    return cardListOf(context, context.session.companyId);
  },

  async AddCardCommandOperation(payload, context) {
    const companyId = context.session.companyId;
    if ((await cardsOf(context.db, companyId)).length >= MAX_CARDS)
      throw new EventError("ValidationFailed", `At most ${MAX_CARDS} saved cards: remove one first.`, [
        { path: "cardToken", problem: "tooMany", limit: MAX_CARDS },
      ]);
    // The provider attaches the card first (a network call with Stripe, outside any transaction); the token is
    // single-use, so a resend of this request is declined by the provider rather than keeping the card twice.
    const provider = paymentProviderFor(context.db, context.clock);
    const saved = await provider.saveCard(payload.cardToken);
    if (!saved.ok) throw new EventError("CardDeclined", saved.message);
    const userId = context.session.userId;
    const card = await context.db
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
    announceCard(context.changes, card);
    return cardListOf(context, companyId);
  },

  async RemoveCardCommandOperation(payload, context) {
    const companyId = context.session.companyId;
    const card = await context.db
      .updateTable("cards")
      .set({ removed: true, modified_by: context.session.userId, modified_date: context.clock.date() })
      .where("id", "=", payload.cardId)
      .where("company_id", "=", companyId)
      .where("removed", "=", false)
      .returning(["provider_ref", ...SAVED_CARD_COLUMNS])
      .executeTakeFirst();
    if (!card) throw new EventError("NotFound", `No saved card ${payload.cardId} in your company.`);
    announceCard(context.changes, card);
    const provider = paymentProviderFor(context.db, context.clock);
    // The sandbox keeps its tokens in this database: forgotten in this transaction (after the commit, the
    // command's transaction it was made with is gone). A network provider is told after the commit: its call must
    // not run inside this command's transaction.
    if (provider.name === "sandbox") await provider.removeCard(card.provider_ref);
    else
      context.afterReply(
        () =>
          void provider
            .removeCard(card.provider_ref)
            .catch((error: unknown) => context.log.warn({ err: String(error) }, "card removal at the provider failed")),
      );
    return cardListOf(context, companyId);
  },

  async InvoiceSettingsGetRequestEvent(_payload, context) {
    return settingsOf(context.db, context.session.companyId);
  },

  async InvoiceSettingsAddressSaveRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const { settings, address } = payload;
    if (settings.emailInvoice !== undefined && !isValidEmailList(settings.emailInvoice)) {
      throw new EventError("ValidationFailed", "settings.emailInvoice: format", [
        { path: "settings.emailInvoice", problem: "format" },
      ]);
    }
    const values = {
      bill_to_name: settings.billToName?.trim() || null,
      po_number: settings.poNumber?.trim() || null,
      note: settings.note?.trim() || null,
      address: JSON.stringify(address),
      modified_by: context.session.userId,
      modified_date: context.clock.date(),
    };
    await atomically(context, async (inner) => {
      await inner.db
        .insertInto("invoice_settings")
        .values({ company_id: companyId, ...values })
        .onConflict((oc) => oc.column("company_id").doUpdateSet(values))
        .execute();
      if (settings.emailInvoice !== undefined)
        await inner.db
          .updateTable("companies")
          .set({ email_invoice: settings.emailInvoice.trim() })
          .where("id", "=", companyId)
          .execute();
    });
    return settingsOf(context.db, companyId);
  },

  async BillingDisplayRequestEvent(_payload, context) {
    const display = await billingDisplayOf(context.db, context.session.companyId, context.clock.now());
    if (!display) throw new EventError("NotFound", "No such company.");
    return display;
  },
};
