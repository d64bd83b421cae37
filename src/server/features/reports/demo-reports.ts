// The demo company's reports, so the operator's report list has something real to show
// (docs/reports.md "Demo data and scale"): a CSV of its vehicles, asked for by the owner and built by the report job
// itself — the same rows, chunks and "done" state a report asked for on the reports screen gets — so it downloads from
// the company's reports screen like any other. It is swept after REPORT_KEEP_DAYS like any report.
import type { Transaction } from "kysely";

import { fixedClock } from "../../../shared/clock";
import type { Database } from "../../db/tables";
import { reportJob, REPORT_JOB, type ReportJobPayload } from "./report-job";

export async function seedDemoReports(
  trx: Transaction<Database>,
  companyId: string,
  askedBy: string,
  nowMs: number,
): Promise<void> {
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(nowMs);
  const report = await trx
    .insertInto("reports")
    .values({
      company_id: companyId,
      created_by: askedBy,
      created_date: new Date(nowMs),
      modified_by: askedBy,
      modified_date: new Date(nowMs),
      state: "queued",
      list: "vehicles",
      format: "csv",
      filter: JSON.stringify({ status: "active" }),
      sort: null,
      file_name: `vehicles-${day}.csv`,
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  const job = {
    id: `demo-${report.id}`,
    kind: REPORT_JOB,
    dedupeKey: report.id,
    payload: { reportId: report.id, companyId } satisfies ReportJobPayload,
    attempts: 1,
  };
  // Built at the seed's instant, like the rest of the demo company.
  const handler = reportJob({ clock: fixedClock(nowMs) });
  const built = await handler.run(job, { db: trx, progress: async () => undefined });
  await handler.finish?.(job, built, trx);
}
