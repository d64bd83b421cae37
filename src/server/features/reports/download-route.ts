// A finished report's file: GET /api/v1/reports/download?token=… (a signed address from ReportDownloadRequestEvent,
// valid 5 minutes; src/server/signed-links.ts). The file is read back from report_chunks one chunk (≤ 1 MB) at a
// time as the client reads, so any server process serves any report and a 10⁶-row file never sits in memory.
// When the link is used the user must still work for the company and may still report that list; a report of
// another company than the token's answers NotFound, like one that does not exist.
import { Readable } from "node:stream";

import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";

import type { FeatureName } from "../../../shared/generated/common";
import type { ReportList } from "../../../shared/generated/reports";
import type { Database } from "../../db/tables";
import { auditViewedDownload, downloadHolder, type LinkHolderClaims } from "../../download-holders";
import { sendCatalogued } from "../../http-errors";
import { verifyLink } from "../../signed-links";
import type { Services } from "../../ws/context";
import { mayReport } from "./access";

export const REPORT_DOWNLOAD_PATH = "/api/v1/reports/download";
export const REPORT_LINK_TTL_MS = 5 * 60_000;
export const REPORT_LINK_PURPOSE = "report-download";

/** The holder (with the viewing session in an operator's read-only view, src/server/download-holders.ts) and the report. */
export interface ReportLinkClaims extends LinkHolderClaims {
  r: string;
}

const CONTENT_TYPES: Record<string, string> = { csv: "text/csv; charset=utf-8", pdf: "application/pdf" };

/** The file's chunks in order, one query each. */
async function* chunksOf(db: Kysely<Database>, reportId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const chunk = await db
      .selectFrom("report_chunks")
      .select("bytes")
      .where("report_id", "=", reportId)
      .where("seq", "=", seq)
      .executeTakeFirst();
    if (!chunk) return;
    yield Buffer.from(chunk.bytes);
  }
}

export function registerReportDownloadRoute(app: FastifyInstance, services: Services): void {
  // The token rides in the query: fastify caps path parameters at 100 characters.
  app.get<{ Querystring: { token?: string } }>(REPORT_DOWNLOAD_PATH, async (request, reply) => {
    const db = services.db;
    const claims = await verifyLink<ReportLinkClaims>(
      db,
      REPORT_LINK_PURPOSE,
      String(request.query.token ?? ""),
      services.clock.now(),
    );
    if (!claims)
      return sendCatalogued(
        reply,
        "LinkExpired",
        "Download links work for 5 minutes. Download again from the reports screen.",
      );
    const holderNow = await downloadHolder(db, claims, services.clock.date());
    const company = await db.selectFrom("companies").select("features").where("id", "=", claims.c).executeTakeFirst();
    if (!holderNow || !company)
      return sendCatalogued(
        reply,
        "UnauthorizedException",
        "This link has ended: you signed out, or no longer work for this company. Sign in and download it again.",
      );
    const report = await db
      .selectFrom("reports")
      .select(["list", "format", "state", "file_name", "size"])
      .where("id", "=", claims.r)
      .where("company_id", "=", claims.c)
      .executeTakeFirst();
    const holder = { companyId: claims.c, roles: holderNow.roles, features: company.features as FeatureName[] };
    if (!report || report.state !== "done" || !mayReport(report.list as ReportList, holder))
      return sendCatalogued(reply, "NotFound", "No such report in this company.");
    if (holderNow.viewing)
      await auditViewedDownload(services, claims, "report", { reportId: claims.r, fileName: report.file_name });
    return reply
      .type(CONTENT_TYPES[report.format] ?? "application/octet-stream")
      .header("content-length", String(Number(report.size ?? 0)))
      .header("content-disposition", `attachment; filename="${report.file_name.replace(/[^A-Za-z0-9._-]/g, "_")}"`)
      .header("cache-control", "no-store")
      .send(Readable.from(chunksOf(db, claims.r)));
  });
}
