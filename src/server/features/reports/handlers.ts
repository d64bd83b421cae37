// The report events (schema/reports.json): ask for a report (a command: the report row and its job commit
// together), list the company's recent ones, and get a signed download address of a finished one. Another
// company's report, or one of a list the session may not read, answers exactly like one that does not exist.
import { sql } from "kysely";

import type { ReportList } from "../../../shared/generated/reports";
import { linkHolder } from "../../download-holders";
import { enqueueJob } from "../../jobs/queue";
import { signLink } from "../../signed-links";
import { atomically } from "../../ws/atomically";
import type { HandlerContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { authorizeReport, mayReport, reportableLists } from "./access";
import { REPORT_DOWNLOAD_PATH, REPORT_LINK_PURPOSE, REPORT_LINK_TTL_MS, type ReportLinkClaims } from "./download-route";
import { REPORT_JOB, type ReportJobPayload } from "./report-job";
import { recentReports, REPORT_KEEP_DAYS, reportsById } from "./report-rows";

type ReportHandlers = Pick<
  Handlers,
  "ReportCreateRequestEvent" | "ReportListRequestEvent" | "ReportDownloadRequestEvent"
>;

/** "vehicles-2026-11-23.csv": the list and the company's local day at `nowMs`. */
async function fileNameFor(
  db: HandlerContext["db"],
  companyId: string,
  list: ReportList,
  extension: string,
  nowMs: number,
): Promise<string> {
  const company = await db.selectFrom("companies").select("time_zone").where("id", "=", companyId).executeTakeFirst();
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: company?.time_zone ?? "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(nowMs);
  return `${list}-${day}.${extension}`;
}

const notFound = () => new EventError("NotFound", "No such report in this company.");

export const reportHandlers: ReportHandlers = {
  async ReportCreateRequestEvent(payload, context) {
    const session = context.session;
    const { source, format } = payload;
    authorizeReport(source.list, session);
    // The report, its job and the sweep of old reports commit together (a stamped command's db is already its
    // transaction; an unstamped call gets one here).
    const now = context.clock.date();
    const report = await atomically(context, async ({ db }) => {
      await db
        .deleteFrom("reports")
        .where("company_id", "=", session.companyId)
        .where("created_date", "<", sql<Date>`${now}::timestamptz - ${`${REPORT_KEEP_DAYS} days`}::interval`)
        .execute();
      const inserted = await db
        .insertInto("reports")
        .values({
          company_id: session.companyId,
          created_by: session.userId,
          modified_by: session.userId,
          // Stamped by the server clock: the sweep above and the report job ("expiring within 4 weeks") read it.
          created_date: now,
          modified_date: now,
          state: "queued",
          list: source.list,
          format,
          filter: JSON.stringify(source.filter),
          sort: source.sort ? JSON.stringify(source.sort) : null,
          file_name: await fileNameFor(db, session.companyId, source.list, format, now.getTime()),
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      const job: ReportJobPayload = { reportId: inserted.id, companyId: session.companyId };
      await enqueueJob(db, {
        kind: REPORT_JOB,
        dedupeKey: inserted.id,
        payload: job,
        maxAttempts: 3,
        runAt: context.clock.date(),
      });
      return (await reportsById(db, session.companyId, [inserted.id]))[inserted.id]!;
    });
    context.afterReply(() => {
      context.changes.announce(session.companyId, "ReportsChangedNotification", { [report.id]: report }, false);
      void context.jobs.kick();
    });
    return report;
  },

  async ReportListRequestEvent(payload, context) {
    const session = context.session;
    const lists = reportableLists(session);
    return {
      items:
        lists.length === 0
          ? []
          : await recentReports(context.db, session.companyId, payload.limit ?? 50, context.clock.date(), lists),
    };
  },

  async ReportDownloadRequestEvent(payload, context) {
    const session = context.session;
    const report = (await reportsById(context.db, session.companyId, [payload.reportId]))[payload.reportId];
    if (!report || !mayReport(report.source.list, session)) throw notFound();
    if (report.state !== "done")
      throw new EventError("ValidationFailed", "This report is not finished yet.", [
        { path: "reportId", problem: "notReady" },
      ]);
    const expiresAt = context.clock.now() + REPORT_LINK_TTL_MS;
    const token = await signLink<ReportLinkClaims>(
      context.db,
      REPORT_LINK_PURPOSE,
      { ...linkHolder(context.session), c: session.companyId, r: report.id },
      expiresAt,
    );
    return {
      url: `${REPORT_DOWNLOAD_PATH}?token=${token}`,
      expiresAt,
      fileName: report.fileName,
      size: report.size ?? 0,
    };
  },
};
