// The operator's audit log (docs/operator.md "The audit log"): every admin write records who, when, which company and
// what changed, before and after. Call recordAdminAudit inside the write's own transaction, so a write and its
// entry commit together or not at all. The table is append-only (migration 0021's triggers): nothing here, nor
// anywhere else, updates or deletes an entry.
import type { Kysely, Transaction } from "kysely";

import type { Database } from "./db/tables";

type Db = Kysely<Database> | Transaction<Database>;

/** The audit list's scope (features/operator/audit-list.ts): a write bumps it after its commit to show at once. */
export const AUDIT_SCOPE = "admin:audit";

export interface AdminAuditRecord {
  /** The administrator's user id. */
  actorId: string;
  /** The company the write concerns; null for platform-wide writes. */
  companyId: string | null;
  /** The request event that wrote (AdminCompanySaveRequestEvent…). */
  event: string;
  /** What the changed record held before the write (null when it did not exist) and after it (null when gone). */
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends one entry; returns its id. */
export async function recordAdminAudit(db: Db, record: AdminAuditRecord): Promise<string> {
  const row = await db
    .insertInto("admin_audit")
    .values({
      actor_id: record.actorId,
      company_id: record.companyId,
      event: record.event,
      before: json(record.before),
      after: json(record.after),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const shown = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === "string" ? value : JSON.stringify(value);

/**
 * The top-level fields whose values differ between before and after, each as text (JSON for non-strings): what
 * the audit screens show. Unchanged fields are left out, so an entry reads as the change it records.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : value === null || value === undefined
        ? {}
        : { value };
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  return fields
    .filter((field) => !same(b[field], a[field]))
    .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
}
