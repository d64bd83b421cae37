// What a QuickBooks export holds (docs/billing.md "QuickBooks export"): the invoices issued and the payments received in a
// period, each by its own company's local date (the date on its PDF), every company's or one company's; or one
// invoice with all its payments. Void invoices are left out: QuickBooks never saw them. Read in batches, so an
// operator's month of 10⁴ invoices is a handful of queries, not 3 × 10⁴.
import type { Kysely, Selectable, Transaction } from "kysely";

import type { Invoice, Payment } from "../../../shared/generated/billing";
import { isoDate } from "../../../shared/rules/billing";
import type { Database } from "../../db/tables";
import { INVOICE_COLUMNS, invoiceFromRows, itemFromRow, paymentFromRow } from "./load-invoice";
import { localDate, zoneOf } from "./plan";
import type { PaymentsTable } from "./tables";

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;
const BATCH = 1000;

export type Selection =
  | { kind: "period"; from: string; to: string; companyId?: string }
  | { kind: "invoice"; invoiceId: string };

export interface SelectedInvoice {
  invoice: Invoice;
  timeZone: string;
  billTo: unknown;
}

export interface SelectedPayment {
  payment: Payment;
  companyId: string;
  invoiceNumber: string;
  timeZone: string;
}

/** A UTC window around local dates from…to that contains them in every time zone (UTC−12 … UTC+14). */
function window(from: string, to: string): { after: Date; before: Date } {
  return {
    after: new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS),
    before: new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS),
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const localDay = (when: Date, timeZone: string | null) => isoDate(localDate(when.getTime(), zoneOf(timeZone)));

async function invoicesWithLines(
  db: Db,
  rows: Awaited<ReturnType<typeof selectedInvoiceRows>>,
): Promise<SelectedInvoice[]> {
  const selected: SelectedInvoice[] = [];
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH);
    const ids = batch.map((row) => row.id);
    const [items, payments] = await Promise.all([
      db
        .selectFrom("invoice_items")
        .selectAll()
        .where("invoice_id", "in", ids)
        .orderBy("invoice_id")
        .orderBy("position")
        .execute(),
      db.selectFrom("payments").selectAll().where("invoice_id", "in", ids).orderBy("received_date").execute(),
    ]);
    const itemsOf = groupBy(items, (item) => item.invoice_id);
    const paymentsOf = groupBy(payments, (payment) => payment.invoice_id);
    for (const row of batch) {
      const invoice = invoiceFromRows(
        row,
        (itemsOf.get(row.id) ?? []).map(itemFromRow),
        (paymentsOf.get(row.id) ?? []).map(paymentFromRow),
      );
      selected.push({ invoice, timeZone: zoneOf(row.time_zone), billTo: row.bill_to });
    }
  }
  return selected;
}

function invoiceRows(db: Db, selection: Selection) {
  let query = db
    .selectFrom("invoices")
    .select([...INVOICE_COLUMNS, "bill_to"])
    .where("status", "<>", "void");
  if (selection.kind === "invoice") return query.where("id", "=", selection.invoiceId).execute();
  const { after, before } = window(selection.from, selection.to);
  query = query.where("created_date", ">=", after).where("created_date", "<", before);
  if (selection.companyId) query = query.where("company_id", "=", selection.companyId);
  return query.orderBy("number_seq").execute();
}

/** The selection's invoice rows, by number (without lines: what the period's summary counts). */
export async function selectedInvoiceRows(db: Db, selection: Selection) {
  const rows = await invoiceRows(db, selection);
  if (selection.kind === "invoice") return rows;
  return rows.filter((row) => {
    const day = localDay(row.created_date, row.time_zone);
    return day >= selection.from && day <= selection.to;
  });
}

/** The selection's invoices, by number, whole (lines, taxes, payments). */
export async function selectedInvoices(db: Db, selection: Selection): Promise<SelectedInvoice[]> {
  return invoicesWithLines(db, await selectedInvoiceRows(db, selection));
}

/** The selection's payments received (by date): in the period, or every payment of the one invoice. */
export async function selectedPayments(db: Db, selection: Selection): Promise<SelectedPayment[]> {
  let query = db
    .selectFrom("payments as p")
    .innerJoin("invoices as i", "i.id", "p.invoice_id")
    .selectAll("p")
    .select(["i.number as invoice_number", "i.time_zone as invoice_time_zone"])
    .where("p.status", "=", "succeeded")
    .where("i.status", "<>", "void");
  if (selection.kind === "invoice") query = query.where("p.invoice_id", "=", selection.invoiceId);
  else {
    const { after, before } = window(selection.from, selection.to);
    query = query.where("p.received_date", ">=", after).where("p.received_date", "<", before);
    if (selection.companyId) query = query.where("p.company_id", "=", selection.companyId);
  }
  const rows = await query.orderBy("p.received_date").orderBy("p.id").execute();
  const inPeriod = (row: Selectable<PaymentsTable> & { invoice_time_zone: string | null }) => {
    if (selection.kind === "invoice") return true;
    const day = localDay(row.received_date, row.invoice_time_zone);
    return day >= selection.from && day <= selection.to;
  };
  return rows.filter(inPeriod).map((row) => ({
    payment: paymentFromRow(row),
    companyId: row.company_id,
    invoiceNumber: row.invoice_number,
    timeZone: zoneOf(row.invoice_time_zone),
  }));
}

/** Whether a company of that id exists (an export scoped to a company names a real one). */
export async function companyName(db: Db, companyId: string): Promise<string | undefined> {
  return (await db.selectFrom("companies").select("name").where("id", "=", companyId).executeTakeFirst())?.name;
}
