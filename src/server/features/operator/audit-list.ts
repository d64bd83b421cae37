// The audit log as a list (docs/operator.md "The audit log"): newest first, the whole log or one
// company's or one event's, windowed like every other list. Entries only ever arrive, so membership is all that
// changes: each write bumps AUDIT_SCOPE after its commit.
import { sql, type Kysely } from "kysely";

import type { AdminAuditEntry, AdminAuditListFilter } from "../../../shared/generated/operator";
import { AUDIT_SCOPE, changedFields } from "../../audit-log";
import type { Database } from "../../db/tables";
import type { WindowSpec } from "../../lists/windowed-list";

/** Entries written by another server process do not bump this process's scope: the cache lives this long at most. */
const OTHER_PROCESS_LAG_MS = 2000;

export function auditListSpec(db: Kysely<Database>, filter: AdminAuditListFilter, nowMs: number): WindowSpec {
  const filtered = () => {
    let query = db.selectFrom("admin_audit");
    if (filter.companyId) query = query.where("company_id", "=", filter.companyId);
    if (filter.event) query = query.where("event", "=", filter.event);
    return query;
  };
  const bucket = Math.floor(nowMs / OTHER_PROCESS_LAG_MS);
  const key = JSON.stringify(["admin-audit", filter.companyId ?? "", filter.event ?? "", bucket]);
  return {
    scope: AUDIT_SCOPE,
    cacheKey: key,
    countKey: key,
    filtered,
    sortColumn: "seq",
    direction: "desc",
    countDependsOnContent: false,
  };
}

export interface AuditRow {
  id: string;
  at: Date;
  actor_id: string;
  company_id: string | null;
  event: string;
  before: unknown;
  after: unknown;
}

/** The window's rows with the actor's and the company's names. */
export async function auditEntries(db: Kysely<Database>, rows: readonly AuditRow[]): Promise<AdminAuditEntry[]> {
  const actorIds = [...new Set(rows.map((r) => r.actor_id))];
  const companyIds = [...new Set(rows.map((r) => r.company_id).filter((id): id is string => id !== null))];
  const [actors, companies] = await Promise.all([
    actorIds.length > 0
      ? db.selectFrom("users").select(["id", "first", "last", "email"]).where("id", "in", actorIds).execute()
      : Promise.resolve([]),
    companyIds.length > 0
      ? db.selectFrom("companies").select(["id", "name"]).where("id", "in", companyIds).execute()
      : Promise.resolve([]),
  ]);
  const actorName = new Map(actors.map((a) => [a.id, `${a.first} ${a.last} <${a.email}>`]));
  const companyName = new Map(companies.map((c) => [c.id, c.name]));
  const clip = (value: string | null) => (value === null ? null : value.slice(0, 20000));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.getTime(),
    actorId: row.actor_id,
    actorName: (actorName.get(row.actor_id) ?? row.actor_id).slice(0, 300),
    ...(row.company_id && /^#\d+:\d+$/.test(row.company_id) ? { companyId: row.company_id } : {}),
    ...(row.company_id && companyName.has(row.company_id)
      ? { companyName: companyName.get(row.company_id)!.slice(0, 200) }
      : {}),
    event: row.event.slice(0, 100),
    changes: changedFields(row.before, row.after)
      .slice(0, 200)
      .map((c) => ({ field: c.field.slice(0, 100), before: clip(c.before), after: clip(c.after) })),
  }));
}

/** Every event name in the log, for the list's filter (a handful of distinct values: the index answers it). */
export async function auditEventNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ event: string }>`select distinct event from admin_audit order by event limit 200`.execute(
    db,
  );
  return rows.rows.map((r) => r.event.slice(0, 100));
}
