import type { Kysely, Transaction } from "kysely";

import type { Database } from "../../db/tables";

export interface NewFile {
  companyId: string;
  contentType: string;
  name: string;
  bytes: Buffer;
  createdBy: string;
}

/** Stores one file of a company (the upload route and the demo seed both go through here); returns its id. */
export async function storeFile(db: Kysely<Database> | Transaction<Database>, file: NewFile): Promise<string> {
  const row = await db
    .insertInto("files")
    .values({
      company_id: file.companyId,
      content_type: file.contentType,
      name: file.name,
      bytes: file.bytes,
      size: file.bytes.length,
      created_by: file.createdBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
