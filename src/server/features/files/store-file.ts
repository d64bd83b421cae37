import type { Kysely, Transaction } from "kysely";

import type { Database } from "../../db/tables";
import { newFileId, type FilePurpose } from "../../file-purposes";

export interface NewFile {
  companyId: string;
  contentType: string;
  name: string;
  bytes: Buffer;
  createdBy: string;
  /**
   * What the file is to its record (src/server/file-purposes.ts); null for an upload no record links to yet, which
   * only its uploader reads until a request attaches it.
   */
  purpose: FilePurpose | null;
  recordId?: string | null;
}

/** Stores one file of a company (every upload and every file the server makes goes through here); returns its id. */
export async function storeFile(db: Kysely<Database> | Transaction<Database>, file: NewFile): Promise<string> {
  const row = await db
    .insertInto("files")
    .values({
      id: newFileId(),
      company_id: file.companyId,
      content_type: file.contentType,
      name: file.name,
      bytes: file.bytes,
      size: file.bytes.length,
      created_by: file.createdBy,
      purpose: file.purpose?.name ?? null,
      record_id: file.recordId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
