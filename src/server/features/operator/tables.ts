// Kysely's view of migration 0021's table (the operator's audit log). before/after are jsonb, written as JSON text.
import type { ColumnType, Generated } from "kysely";

type NullableJson = ColumnType<unknown | null, string | null, never>;

/** Insert-only: every column but the generated ones is `never` on update, as the table's triggers refuse updates. */
export interface AdminAuditTable {
  seq: Generated<number>;
  id: ColumnType<string, never, never>;
  at: ColumnType<Date, never, never>;
  actor_id: ColumnType<string, string, never>;
  company_id: ColumnType<string | null, string | null, never>;
  event: ColumnType<string, string, never>;
  before: NullableJson;
  after: NullableJson;
}

export interface AdminTables {
  admin_audit: AdminAuditTable;
}

// The operator's tables join the Database interface (db/tables.ts) from here.
declare module "../../db/tables" {
  interface Database extends AdminTables {}
}
