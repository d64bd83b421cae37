// The job that builds a report (docs/reports.md "Life of a report"): a long job of the queue (src/server/jobs/worker.ts), run outside
// any transaction so a 10⁶-row report never holds PGlite's one connection for more than a page's query. It reads the
// list by keyset a page at a time (src/server/lists/export.ts), encodes CSV or PDF as the rows arrive, and stores the
// file in 1 MB chunks; memory holds a page of rows and a chunk, whatever the size of the list.
//
// A retry starts from scratch: a new run token, the failed attempt's chunks deleted, rows counted again. The
// report becomes "done" in the transaction that marks its job finished, so a downloadable report always has its
// whole file.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

import type { Kysely } from "kysely";

import type { Clock } from "../../../shared/clock";
import type { ReportFormat } from "../../../shared/generated/reports";
import type { Database } from "../../db/tables";
import type { LongJobHandler } from "../../jobs/worker";
import { cellFormat, cellPages, csvStream, exportCount } from "../../lists/export";
import type { ChangeFeed } from "../../ws/change-feed";
import { ChunkWriter } from "./chunk-writer";
import { pdfTableStream } from "./pdf-table";
import { reportsById } from "./report-rows";
import { describeFilter, namedFilter } from "./report-source";
import { REPORT_SOURCES } from "./sources";

export const REPORT_JOB = "report";
/** Progress reaches the screens at most this often per report (the change feed batches the rest). */
export const PROGRESS_EVERY_MS = 500;

export interface ReportJobPayload {
  reportId: string;
  companyId: string;
}

export interface ReportJobOptions {
  changes?: Pick<ChangeFeed, "announce">;
  /** The server's clock: the report's stamps and the progress pace. */
  clock: Clock;
  /** PDFs uncompressed (tests read their text). */
  compressPdf?: boolean;
  chunkBytes?: number;
  pageRows?: number;
  /** After each stored chunk (tests interrupt a report here). */
  afterChunk?: (seq: number, attempt: number) => void | Promise<void>;
}

interface Built {
  rows: number;
  size: number;
  runToken: string;
}

export function reportJob(options: ReportJobOptions): LongJobHandler<Built | undefined> {
  const clock = options.clock;
  const announce = async (db: Kysely<Database>, companyId: string, reportId: string) => {
    if (!options.changes) return;
    const items = await reportsById(db, companyId, [reportId]);
    // Not a list membership change of any windowed list: reports do not touch the list caches (change-feed.ts).
    options.changes.announce(companyId, "ReportsChangedNotification", items, false);
  };

  return {
    outsideTransaction: true,

    async run(job, { db, progress }) {
      const { reportId, companyId } = job.payload as ReportJobPayload;
      const runToken = randomUUID();
      const report = await db
        .updateTable("reports")
        .set({
          state: "running",
          run_token: runToken,
          rows_done: 0,
          rows_total: null,
          size: null,
          error: null,
          started_at: clock.date(),
          modified_date: clock.date(),
        } as never)
        .where("id", "=", reportId)
        .where("company_id", "=", companyId)
        .returning(["list", "format", "filter", "sort", "created_date"])
        .executeTakeFirst();
      // Removed meanwhile (swept after its days): nothing to build.
      if (!report) return undefined;
      // What an earlier attempt left: its token is gone, so its chunks are ours to delete.
      await db.deleteFrom("report_chunks").where("report_id", "=", reportId).execute();
      await announce(db, companyId, reportId);

      const source = REPORT_SOURCES[report.list as keyof typeof REPORT_SOURCES];
      if (!source) throw new Error(`no report source for the list "${report.list}"`);
      const company = await db
        .selectFrom("companies")
        .select(["name", "time_zone"])
        .where("id", "=", companyId)
        .executeTakeFirstOrThrow();
      const format = cellFormat(company.time_zone ?? "America/Toronto");
      // The list as it was asked for: "expiring within 4 weeks" counts from when the user pressed the button.
      const askedAt = report.created_date.getTime();
      const filter = (report.filter ?? {}) as object;
      const plan = await source.plan(db, companyId, filter, report.sort ?? source.defaultSort, askedAt);
      const total = await exportCount(plan.spec);
      await db.updateTable("reports").set({ rows_total: total }).where("id", "=", reportId).execute();

      let lastAnnounced = 0;
      const onPage = async (rowsDone: number) => {
        // Renews the lease and throws when another worker took the report over.
        await progress(`${rowsDone}/${total}`);
        await db
          .updateTable("reports")
          .set({ rows_done: Math.min(rowsDone, total) })
          .where("id", "=", reportId)
          .where("run_token", "=", runToken)
          .execute();
        if (clock.now() - lastAnnounced >= PROGRESS_EVERY_MS) {
          lastAnnounced = clock.now();
          await announce(db, companyId, reportId);
        }
      };
      let rows = 0;
      const counted = { onPage: async (done: number) => ((rows = done), onPage(done)) };
      const stream: Readable =
        (report.format as ReportFormat) === "pdf"
          ? pdfTableStream(cellPages(plan, format, counted, options.pageRows), {
              title: source.title,
              subtitle: [
                company.name,
                describeFilter(await namedFilter(db, companyId, filter, source.filterWords), source.filterWords),
                `${total} rows · ${format.dateTime(askedAt)} (${format.timeZone})`,
              ],
              headers: plan.columns.map((column) => column.header),
              widths: plan.columns.map((column) => column.width ?? 1),
              compress: options.compressPdf ?? true,
            })
          : csvStream(plan, format, counted, options.pageRows);
      const writer = new ChunkWriter(db, reportId, runToken, options.chunkBytes, (seq) =>
        options.afterChunk?.(seq, job.attempts),
      );
      try {
        for await (const bytes of stream)
          await writer.write(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes as string));
      } finally {
        // A failed write leaves the rows unread: stop the queries behind the stream.
        stream.destroy();
      }
      await writer.end();
      return { rows, size: writer.size, runToken };
    },

    async finish(job, built, trx) {
      if (!built) return;
      const { reportId } = job.payload as ReportJobPayload;
      await trx
        .updateTable("reports")
        .set({
          state: "done",
          rows_done: built.rows,
          size: built.size,
          finished_at: clock.date(),
          modified_date: clock.date(),
          run_token: null,
        } as never)
        .where("id", "=", reportId)
        .where("run_token", "=", built.runToken)
        .execute();
    },

    committed(job, built, db) {
      if (!built) return;
      const { reportId, companyId } = job.payload as ReportJobPayload;
      void announce(db, companyId, reportId).catch(() => undefined);
    },

    async failed(job, error, willRetry, db) {
      const { reportId, companyId } = job.payload as ReportJobPayload;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable("reports")
        .set({
          state: willRetry ? "queued" : "failed",
          error: message.slice(0, 500),
          run_token: null,
          modified_date: clock.date(),
        } as never)
        .where("id", "=", reportId)
        .execute();
      if (!willRetry) await db.deleteFrom("report_chunks").where("report_id", "=", reportId).execute();
      await announce(db, companyId, reportId);
    },
  };
}
