// The platform operator's company management (docs/operator.md "Companies and registrations").
//
// admin_audit: who changed what in which company, before and after — one row per admin write, written in the write's
// own transaction (features/operator/audit-log.ts). It is append-only at the database itself: triggers refuse UPDATE,
// DELETE and TRUNCATE, so no event, bug or later feature can rewrite the operator's history. company_id is not a
// foreign key: the log outlives anything it mentions.
//
// registrations gain the operator's decision. A decision sets completed_at too, in the same conditional update
// that /verify uses to claim a registration (`where completed_at is null`), so approving, rejecting and the
// applicant's own link race for one row lock and exactly one of them wins: approving twice creates one company.
//
// companies gain feature_prices: the operator's per-company price of a feature (cents per unit per month), where it
// differs from the catalogue's; billing's plan.ts reads it.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";

const statements = [
  `create sequence admin_audit_seq`,
  `create table admin_audit (
    seq bigint primary key default nextval('admin_audit_seq'),
    id text generated always as ('#${MODEL_CLASSES.AdminAudit}:' || seq) stored unique,
    at timestamptz not null default now(),
    actor_id text not null,
    company_id text,
    event text not null,
    before jsonb,
    after jsonb
  )`,
  // Newest first (seq), whole log (the primary key), one company's or one event's: the audit list's filters.
  `create index admin_audit_company_idx on admin_audit (company_id, seq)`,
  `create index admin_audit_event_idx on admin_audit (event, seq)`,
  `create function admin_audit_append_only() returns trigger language plpgsql as $$
   begin
     raise exception 'admin_audit is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
   end $$`,
  `create trigger admin_audit_no_update before update or delete on admin_audit
     for each row execute function admin_audit_append_only()`,
  `create trigger admin_audit_no_truncate before truncate on admin_audit
     for each statement execute function admin_audit_append_only()`,
  `alter table registrations
     add column decision text check (decision in ('approved', 'rejected')),
     add column decided_by text,
     add column decided_at timestamptz,
     add column reject_reason text`,
  `create index registrations_created_idx on registrations (created_date, id)`,
  `alter table companies add column feature_prices jsonb not null default '{}'::jsonb`,
  // The operator's company list sorts by name at 10⁴ companies and more.
  `create index companies_name_idx on companies (lower(name), id)`,
  `create index companies_created_idx on companies (created_date, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
