import type { Kysely } from "kysely";

import type { Database } from "../../db/tables";
import { auditViewedDownload } from "../../download-holders";
import type { SessionInfo } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";

/** Roles that read every file of their company, the employee files included. */
const OFFICE_ROLES = ["owner", "manager", "administrator"];

/**
 * The people a personal file is about: a document on an employee's file or a photo of their licence. Such a file
 * (a medical certificate…) is read by the office roles, by the person, and by whoever uploaded it; not by every
 * member of the company who guesses its id (ids count up).
 */
async function personalFileOwners(db: Kysely<Database>, companyId: string, fileId: string): Promise<string[]> {
  const documents = await db
    .selectFrom("employee_documents as d")
    .innerJoin("employees as e", "e.id", "d.employee_id")
    .select("e.user_id")
    .where("d.company_id", "=", companyId)
    .where("d.file_id", "=", fileId)
    .execute();
  const photos = await db
    .selectFrom("employees")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where("licence_photo_id", "=", fileId)
    .execute();
  return [...documents, ...photos].map((row) => row.user_id);
}

function mayRead(session: SessionInfo, owners: readonly string[], uploadedBy: string | null): boolean {
  if (owners.length === 0) return true;
  return (
    session.roles.some((role) => OFFICE_ROLES.includes(role)) ||
    owners.includes(session.userId) ||
    uploadedBy === session.userId
  );
}

export const fileHandlers: Pick<Handlers, "FileGetRequestEvent"> = {
  async FileGetRequestEvent(payload, context) {
    const session = context.session;
    const companyId = session.companyId!;
    const row = await context.db
      .selectFrom("files")
      .select(["id", "name", "content_type", "size", "bytes", "created_by"])
      .where("id", "=", payload.id)
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    const owners = row ? await personalFileOwners(context.db, companyId, row.id) : [];
    // Not readable reads exactly like absent: the answer must not tell that a medical certificate exists.
    if (!row || !mayRead(session, owners, row.created_by))
      throw new EventError("NotFound", `No file ${payload.id} in your company.`);
    // A person's file (a medical certificate, a licence photo) read by the operator viewing the company is audited,
    // as its downloads are (src/server/download-holders.ts); the company's pictures of vehicles are not.
    if (session.viewAs && owners.length > 0)
      await auditViewedDownload(context, { c: companyId, u: session.userId, v: session.sessionId }, "personalFile", {
        fileId: row.id,
        fileName: row.name,
      });
    return {
      id: row.id,
      name: row.name,
      contentType: row.content_type,
      size: row.size,
      dataBase64: Buffer.from(row.bytes).toString("base64"),
    };
  },
};
