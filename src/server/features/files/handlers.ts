import { auditViewedDownload } from "../../download-holders";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";

export const fileHandlers: Pick<Handlers, "FileGetRequestEvent"> = {
  async FileGetRequestEvent(payload, context) {
    const session = { ...context.session!, companyId: context.session!.companyId! };
    const row = await context.db
      .selectFrom("files")
      .select(["id", "name", "content_type", "size", "bytes", "created_by", "purpose", "record_id"])
      .where("id", "=", payload.id)
      .where("company_id", "=", session.companyId)
      .executeTakeFirst();
    // Who reads a file is its purpose's rule (src/server/file-purposes.ts, docs/files.md "Reading a file"). Not
    // readable reads exactly like absent: the answer must not tell that a medical certificate exists.
    const readable =
      row &&
      (await context.files.mayRead(context.db, session, {
        companyId: session.companyId,
        recordId: row.record_id,
        createdBy: row.created_by,
        purpose: row.purpose,
      }));
    if (!row || !readable) throw new EventError("NotFound", `No file ${payload.id} in your company.`);
    // A person's file (a medical certificate, a licence photo) read by the operator viewing the company is audited,
    // as its downloads are (src/server/download-holders.ts); the company's pictures of vehicles are not.
    if (session.viewAs && row.purpose !== null && context.files.get(row.purpose)?.personal)
      await auditViewedDownload(
        context,
        { c: session.companyId, u: session.userId, v: session.sessionId },
        "personalFile",
        { fileId: row.id, fileName: row.name },
      );
    return {
      id: row.id,
      name: row.name,
      contentType: row.content_type,
      size: row.size,
      dataBase64: Buffer.from(row.bytes).toString("base64"),
    };
  },
};
