import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";

export const fileHandlers: Pick<Handlers, "FileGetRequestEvent"> = {
  async FileGetRequestEvent(payload, context) {
    const row = await context.db
      .selectFrom("files")
      .select(["id", "name", "content_type", "size", "bytes"])
      .where("id", "=", payload.id)
      .where("company_id", "=", context.session!.companyId!)
      .executeTakeFirst();
    if (!row) throw new EventError("NotFound", `No file ${payload.id} in your company.`);
    return { id: row.id, name: row.name, contentType: row.content_type, size: row.size, dataBase64: Buffer.from(row.bytes).toString("base64") };
  },
};
