// The invoice job (docs/billing.md "One invoice per company and period") on the job queue (src/server/jobs, migration
// 0011): each company's invoice for the billing period it is in, built once. The scheduler enqueues one job per
// company per period under the dedupe key "<company>:<period start>" — any number of processes, restarts or polls
// make one row — and the job builds in the transaction that marks it finished (worker.ts), with the company row
// locked and a unique index per period (build-invoice.ts), so a crash, a retry or a second worker leaves exactly one
// invoice.
import type { Kysely } from "kysely";

import type { Clock } from "../../../shared/clock";
import {
  isoDate,
  normalizeBillingPeriod,
  periodContaining,
  periodKey,
  type Period,
} from "../../../shared/rules/billing";
import type { Database } from "../../db/tables";
import { enqueueJob } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import type { ChangeFeed } from "../../ws/change-feed";
import { buildInvoice } from "./build-invoice";
import { localDate, zoneOf } from "./plan";

export const INVOICE_JOB = "company-invoice";

export interface InvoiceJobPayload {
  companyId: string;
  /** The period's first day, YYYY-MM-DD, and its billing period, as they were when it came due. */
  periodStart: string;
  billingPeriod: string;
}

export const invoiceDedupeKey = (companyId: string, period: Period) => `${companyId}:${periodKey(period)}`;

/** Enqueues the current period's invoice job of every active company (idempotent). `enqueued` skips known ones. */
export async function enqueueDueInvoices(
  db: Kysely<Database>,
  nowMs: number,
  enqueued: Map<string, string>,
): Promise<number> {
  const companies = await db
    .selectFrom("companies")
    .select(["id", "time_zone", "billing_period"])
    .where("state", "=", "active")
    .execute();
  let added = 0;
  for (const company of companies) {
    const today = localDate(nowMs, zoneOf(company.time_zone));
    const billingPeriod = normalizeBillingPeriod(company.billing_period);
    const period = periodContaining(today.year, today.month, billingPeriod);
    const key = invoiceDedupeKey(company.id, period);
    if (enqueued.get(company.id) === key) continue;
    const payload: InvoiceJobPayload = { companyId: company.id, periodStart: isoDate(period.start), billingPeriod };
    if ((await enqueueJob(db, { kind: INVOICE_JOB, dedupeKey: key, payload, runAt: new Date(nowMs) })) !== null)
      added += 1;
    enqueued.set(company.id, key);
  }
  return added;
}

export function invoiceJob(options: { changes?: Pick<ChangeFeed, "announce">; clock: Clock }): JobHandler {
  return async (job, trx) => {
    const { companyId, periodStart, billingPeriod } = job.payload as InvoiceJobPayload;
    const [year, month] = periodStart.split("-").map(Number) as [number, number];
    const result = await buildInvoice(
      trx,
      companyId,
      periodContaining(year, month, normalizeBillingPeriod(billingPeriod)),
      { now: options.clock.date() },
    );
    // Announced a moment later: the change feed sends after the worker's transaction commits at the earliest.
    if (result?.built && options.changes) {
      const invoice = result.invoice;
      setTimeout(
        () => options.changes!.announce(companyId, "InvoicesChangedNotification", { [invoice.id]: invoice }, true),
        0,
      );
    }
  };
}
