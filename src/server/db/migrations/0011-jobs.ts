// The job queue: work that runs later, once, on whichever server process claims it first — the daily
// compliance reminders now; monthly invoices, reports and large exports later. A table rather than pg-boss or
// graphile-worker: those need connections of their own to a PostgreSQL server, which the embedded PGlite (one
// in-process connection) cannot give without a wire-protocol bridge, while a table works the same on both, and
// lets a change and the job it causes commit in one transaction (like the mail outbox).
// `dedupe_key` makes enqueueing idempotent: the daily reminder of a company for a day is one row, whichever
// process or retry enqueues it.
import { sql, type Kysely } from "kysely";

const statements = [
  `create table jobs (
    id bigserial primary key,
    kind text not null,
    dedupe_key text,
    payload jsonb not null default '{}'::jsonb,
    run_at timestamptz not null default now(),
    attempts integer not null default 0,
    max_attempts integer not null default 5,
    claimed_at timestamptz,
    claimed_by text,
    finished_at timestamptz,
    failed_at timestamptz,
    last_error text,
    progress text,
    result jsonb,
    created_at timestamptz not null default now()
  )`,
  `create unique index jobs_dedupe_idx on jobs (kind, dedupe_key) where dedupe_key is not null`,
  `create index jobs_due_idx on jobs (run_at) where finished_at is null and failed_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
