// QuickBooks events (schema/billing.json; docs/billing.md "QuickBooks export"). Administrators only, as the
// dispatcher enforces from the schema: the integrations page is the platform operator's bookkeeping tool
// (docs/billing.md "Who may do what"), and the operator's books hold every company as a customer — so, like the
// operator's cross-company lists (src/server/all-companies/), these read every company's invoices, or one company's when
// asked.
import type { Kysely } from "kysely";

import type { QuickBooksCompany } from "../../../shared/generated/billing";
import { dayNumber, parseIsoDate } from "../../../shared/rules/billing";
import type { Database } from "../../db/tables";
import { linkHolder } from "../../download-holders";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { quickBooksConnection } from "./quickbooks-connection";
import { createQuickBooksExport, loadExports } from "./quickbooks-export";
import { quickBooksFileLink } from "./quickbooks-route";
import { companyName, selectedInvoiceRows, selectedPayments } from "./quickbooks-selection";

type QuickBooksHandlers = Pick<
  Handlers,
  | "QuickBooksStatusRequestEvent"
  | "QuickBooksPeriodRequestEvent"
  | "QuickBooksExportRequestEvent"
  | "InvoiceRebuildQuickBooksRequestEvent"
  | "QuickBooksExportListRequestEvent"
  | "QuickBooksFileRequestEvent"
>;

/** A period is at most a year and a day: an export is built in memory, and a year is what books close on. */
export const MAX_PERIOD_DAYS = 366;

function checkedPeriod(payload: { from: string; to: string }): { from: string; to: string } {
  const from = parseIsoDate(payload.from);
  const to = parseIsoDate(payload.to);
  if (!from)
    throw new EventError("ValidationFailed", `${payload.from} is not a date.`, [{ path: "from", problem: "date" }]);
  if (!to) throw new EventError("ValidationFailed", `${payload.to} is not a date.`, [{ path: "to", problem: "date" }]);
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1)
    throw new EventError("ValidationFailed", "The period ends before it starts.", [
      { path: "to", problem: "beforeFrom" },
    ]);
  if (days > MAX_PERIOD_DAYS)
    throw new EventError("ValidationFailed", `A period of at most ${MAX_PERIOD_DAYS} days.`, [
      { path: "to", problem: "tooLong", limit: MAX_PERIOD_DAYS },
    ]);
  return payload;
}

async function actorOf(db: Kysely<Database>, context: CompanyContext): Promise<{ id: string; name: string }> {
  const userId = context.session.userId;
  const user = await db
    .selectFrom("users")
    .select(["first", "last", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const name = [user?.first, user?.last].filter(Boolean).join(" ").trim() || user?.email || userId;
  return { id: userId, name: name.slice(0, 201) };
}

export const quickBooksHandlers: QuickBooksHandlers = {
  async QuickBooksStatusRequestEvent() {
    return quickBooksConnection();
  },

  async QuickBooksPeriodRequestEvent(payload, context) {
    const period = checkedPeriod(payload);
    const selection = { kind: "period" as const, ...period };
    const [invoices, payments] = await Promise.all([
      selectedInvoiceRows(context.db, selection),
      selectedPayments(context.db, selection),
    ]);
    const perCompany = new Map<string, { invoiceCount: number; paymentCount: number }>();
    const tally = (id: string) =>
      perCompany.get(id) ?? perCompany.set(id, { invoiceCount: 0, paymentCount: 0 }).get(id)!;
    for (const row of invoices) tally(row.company_id).invoiceCount += 1;
    for (const row of payments) tally(row.companyId).paymentCount += 1;
    const ids = [...perCompany.keys()];
    const [names, customers] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            context.db
              .selectFrom("companies")
              .select(["id", "name"])
              .where("id", "in", ids)
              .orderBy("name")
              .orderBy("id")
              .execute(),
            context.db
              .selectFrom("quickbooks_customers")
              .select(["company_id", "customer_name"])
              .where("company_id", "in", ids)
              .execute(),
          ]);
    const customerOf = new Map(customers.map((c) => [c.company_id, c.customer_name]));
    const companies: QuickBooksCompany[] = names.slice(0, 200).map((c) => ({
      id: c.id,
      name: c.name,
      ...perCompany.get(c.id)!,
      ...(customerOf.has(c.id) ? { customerName: customerOf.get(c.id)! } : {}),
    }));
    return {
      invoiceCount: invoices.length,
      paymentCount: payments.length,
      invoicesCents: invoices.reduce((sum, row) => sum + Number(row.total_cents) - Number(row.credit_applied_cents), 0),
      paymentsCents: payments.reduce((sum, row) => sum + row.payment.amountCents, 0),
      companyCount: ids.length,
      companies,
    };
  },

  async QuickBooksExportRequestEvent(payload, context) {
    const period = checkedPeriod(payload);
    const formats = [...new Set(payload.formats)];
    if (formats.length === 0)
      throw new EventError("ValidationFailed", "Choose IIF, CSV or both.", [{ path: "formats", problem: "required" }]);
    return atomically(context, async (inner) => {
      let scope: { companyId: string; companyName: string } | undefined;
      if (payload.companyId) {
        const name = await companyName(inner.db, payload.companyId);
        if (name === undefined)
          throw new EventError("NotFound", `No company ${payload.companyId}.`, [
            { path: "companyId", problem: "notFound" },
          ]);
        scope = { companyId: payload.companyId, companyName: name };
      }
      const selection = { kind: "period" as const, ...period, ...(scope ? { companyId: scope.companyId } : {}) };
      return createQuickBooksExport(inner.db as never, {
        selection,
        formats,
        actor: await actorOf(inner.db, context),
        ...(scope ? { scope } : {}),
      });
    });
  },

  async InvoiceRebuildQuickBooksRequestEvent(payload, context) {
    return atomically(context, async (inner) => {
      const invoice = await inner.db
        .selectFrom("invoices")
        .select(["id", "status", "company_id"])
        .where("id", "=", payload.id)
        .executeTakeFirst();
      if (!invoice) throw new EventError("NotFound", `No invoice ${payload.id}.`);
      if (invoice.status === "void")
        throw new EventError("ValidationFailed", "A void invoice has nothing to export: void it in QuickBooks too.", [
          { path: "id", problem: "void" },
        ]);
      const scope = {
        companyId: invoice.company_id,
        companyName: (await companyName(inner.db, invoice.company_id)) ?? "",
      };
      return createQuickBooksExport(inner.db as never, {
        selection: { kind: "invoice", invoiceId: invoice.id },
        formats: ["iif", "qbo"],
        actor: await actorOf(inner.db, context),
        scope,
      });
    });
  },

  async QuickBooksExportListRequestEvent(payload, context) {
    const db = context.db;
    const [{ n }, page] = await Promise.all([
      db
        .selectFrom("quickbooks_exports")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("quickbooks_exports")
        .select("id")
        .orderBy("created_date", "desc")
        .orderBy("id", "desc")
        .offset(payload.offset)
        .limit(payload.limit)
        .execute(),
    ]);
    return {
      count: Number(n),
      exports: await loadExports(
        db,
        page.map((row) => row.id),
      ),
    };
  },

  async QuickBooksFileRequestEvent(payload, context) {
    const file = await context.db
      .selectFrom("quickbooks_export_files")
      .select(["id", "file_name"])
      .where("id", "=", payload.id)
      .executeTakeFirst();
    if (!file) throw new EventError("NotFound", `No export file ${payload.id}.`);
    return quickBooksFileLink(
      context.db,
      context.clock,
      { ...linkHolder(context.session), f: file.id },
      file.file_name,
    );
  },
};
