// Downloads of stored QuickBooks export files (docs/billing.md "QuickBooks export"), the way the invoice PDF and the CSV
// export are downloaded: QuickBooksFileRequestEvent answers a signed address (src/server/signed-links.ts, 5 minutes)
// and GET /api/v1/exports/quickbooks?token=… sends the stored bytes as an attachment — if the user is, when the link
// is used, still a live administrator of the company they exported from.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";

import type { Clock } from "../../../shared/clock";
import type { InvoicePdfLink } from "../../../shared/generated/billing";
import type { Database } from "../../db/tables";
import { auditViewedDownload, downloadHolder, type LinkHolderClaims } from "../../download-holders";
import { sendCatalogued } from "../../http-errors";
import { signLink, verifyLink } from "../../signed-links";
import type { Services } from "../../ws/context";

export const QUICKBOOKS_FILE_PATH = "/api/v1/exports/quickbooks";
const PURPOSE = "quickbooks-file";
const TTL_MS = 5 * 60_000;

/**
 * The administrator and the company whose administrator they were when the link was made (or, in an operator's
 * read-only view, the viewed company and the viewing session: src/server/download-holders.ts), and the file.
 */
interface Claims extends LinkHolderClaims {
  f: string;
}

export async function quickBooksFileLink(
  db: Kysely<Database>,
  clock: Clock,
  claims: Claims,
  fileName: string,
): Promise<InvoicePdfLink> {
  const expiresAt = clock.now() + TTL_MS;
  return {
    url: `${QUICKBOOKS_FILE_PATH}?token=${await signLink<Claims>(db, PURPOSE, claims, expiresAt)}`,
    expiresAt,
    fileName,
  };
}

/** A header-safe file name (the stored names are ours, but a company name in it may carry anything). */
const dispositionName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "-");

export function registerQuickBooksRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { token?: string } }>(QUICKBOOKS_FILE_PATH, async (request, reply) => {
    const claims = await verifyLink<Claims>(
      services.db,
      PURPOSE,
      String(request.query.token ?? ""),
      services.clock.now(),
    );
    if (!claims)
      return sendCatalogued(
        reply,
        "LinkExpired",
        "Download links work for 5 minutes. Download the file again from the QuickBooks page.",
      );
    const holder = await downloadHolder(services.db, claims, services.clock.date());
    if (!holder?.roles.includes("administrator"))
      return sendCatalogued(
        reply,
        "UnauthorizedException",
        "This link has ended: you signed out, or are no longer an administrator.",
      );
    const file = await services.db
      .selectFrom("quickbooks_export_files")
      .select(["file_name", "content_type", "bytes"])
      .where("id", "=", claims.f)
      .executeTakeFirst();
    if (!file) return sendCatalogued(reply, "NotFound", "This export file no longer exists.");
    if (holder.viewing)
      await auditViewedDownload(services, claims, "quickBooksFile", { fileId: claims.f, fileName: file.file_name });
    return reply
      .type(file.content_type)
      .header("content-disposition", `attachment; filename="${dispositionName(file.file_name)}"`)
      .header("cache-control", "no-store")
      .send(Buffer.from(file.bytes));
  });
}
