// The report PDF as a download: InspectionReportRequestEvent answers a signed address (websocket messages are capped
// at 64 KB, a report with signatures is larger), and GET /api/v1/inspections/report?token=… renders and sends it.
// The token names the company, the user and the inspection and expires after 5 minutes; when it is used, the user must
// still work for that company, and a driver-only user still sees only their own inspections; in an operator's read-only
// view the operator downloads it while the view lasts, audited (src/server/download-holders.ts).
import type { FastifyInstance } from "fastify";
import type { Kysely, Transaction } from "kysely";

import { LocaleTag } from "../../../shared/generated/common";
import type { Inspection } from "../../../shared/generated/inspections";
import type { Database } from "../../db/tables";
import { auditViewedDownload, downloadHolder, linkHolder, type LinkHolderClaims } from "../../download-holders";
import { sendCatalogued } from "../../http-errors";
import { signLink, verifyLink } from "../../signed-links";
import type { Services } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { loadInspection } from "./load-inspection";
import { renderInspectionReport } from "./report-pdf";
import { INSPECTION_OFFICE_ROLES, ownInspectionsOnly } from "./scope";

export const REPORT_PATH = "/api/v1/inspections/report";
export const REPORT_TTL_MS = 5 * 60_000;
const PURPOSE = "inspection-report";

/** The holder (company, user, and the viewing session in an operator's read-only view) and the inspection. */
interface ReportClaims extends LinkHolderClaims {
  i: string;
}

type Db = Kysely<Database> | Transaction<Database>;

/** "inspection-T-101-2026-11-23.pdf": the unit and the day, safe in a header. */
export function reportFileName(inspection: Inspection, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    inspection.inspectedAt,
  );
  return `inspection-${inspection.vehicleName.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-|-$/g, "") || "vehicle"}-${day}.pdf`;
}

/** The company's name and time zone, for the report's header and dates. */
export async function companyForReport(db: Db, companyId: string): Promise<{ companyName: string; timeZone: string }> {
  const company = await db
    .selectFrom("companies")
    .select(["name", "time_zone"])
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  return { companyName: company.name, timeZone: company.time_zone ?? "America/Toronto" };
}

/**
 * The report of an inspection already loaded, with its file name; the stock schedule's texts in `locale`, the
 * reader's language (report-pdf.ts).
 */
export async function reportFor(
  db: Db,
  companyId: string,
  inspection: Inspection,
  locale: string | null | undefined,
): Promise<{ fileName: string; pdf: Buffer }> {
  const company = await companyForReport(db, companyId);
  return {
    fileName: reportFileName(inspection, company.timeZone),
    pdf: await renderInspectionReport(inspection, { ...company, locale }),
  };
}

/**
 * The language of a downloaded report: the one the screen shows (the link's `locale`, added by the browser), else the
 * user's own (as their mail), else English.
 */
async function downloadLocale(db: Db, userId: string, shown: string | undefined): Promise<string | null> {
  if (shown !== undefined && LocaleTag.is(shown)) return shown;
  const user = await db.selectFrom("users").select("locale").where("id", "=", userId).executeTakeFirst();
  return user?.locale ?? null;
}

export const reportHandlers: Pick<Handlers, "InspectionReportRequestEvent"> = {
  async InspectionReportRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const inspection = await loadInspection(context.db, companyId, payload.id, ownInspectionsOnly(context.session));
    const expiresAt = context.clock.now() + REPORT_TTL_MS;
    const token = await signLink<ReportClaims>(
      context.db,
      PURPOSE,
      { ...linkHolder(context.session), c: companyId, i: inspection.id },
      expiresAt,
    );
    const { timeZone } = await companyForReport(context.db, companyId);
    return { url: `${REPORT_PATH}?token=${token}`, expiresAt, fileName: reportFileName(inspection, timeZone) };
  },
};

export function registerReportRoute(app: FastifyInstance, services: Services): void {
  // The token rides in the query: fastify caps path parameters at 100 characters.
  app.get<{ Querystring: { token?: string; locale?: string } }>(REPORT_PATH, async (request, reply) => {
    const claims = await verifyLink<ReportClaims>(
      services.db,
      PURPOSE,
      String(request.query.token ?? ""),
      services.clock.now(),
    );
    if (!claims)
      return sendCatalogued(
        reply,
        "LinkExpired",
        "Report links work for 5 minutes. Download the report again from the inspection.",
      );
    const holder = await downloadHolder(services.db, claims, services.clock.date());
    if (!holder)
      return sendCatalogued(
        reply,
        "UnauthorizedException",
        "This link has ended: you signed out, or no longer work for this company. Sign in and download it again.",
      );
    const office = holder.roles.some((role) => INSPECTION_OFFICE_ROLES.includes(role));
    let inspection: Inspection;
    try {
      inspection = await loadInspection(services.db, claims.c, claims.i, office ? undefined : claims.u);
    } catch {
      return sendCatalogued(reply, "NotFound", "This inspection no longer exists.");
    }
    const locale = await downloadLocale(services.db, claims.u, request.query.locale);
    const { fileName, pdf } = await reportFor(services.db, claims.c, inspection, locale);
    if (holder.viewing)
      await auditViewedDownload(services, claims, "inspectionReport", { inspectionId: inspection.id, fileName });
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "no-store")
      .send(pdf);
  });
}
