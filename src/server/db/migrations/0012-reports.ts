// Reports (docs/reports.md "Records"): a list exported with its filter as CSV or PDF, built by a job of the queue
// (migration 0011) and downloaded when done. The file is stored in the database, cut into chunks of at most 1 MB,
// so any server process can serve it (no shared disk) and a download streams one chunk at a time: a 10⁶-row report
// never sits whole in memory, neither when written nor when read.
//
// `run_token` names the attempt writing the chunks: a chunk is inserted only while the report still carries the
// writer's token, so a worker whose lease ran out (another process took the job over and started again from
// scratch) cannot slip a stale chunk into the new file.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

/** A chunk's largest size (bytea): 1 MB keeps each insert and each read of a download small. */
export const REPORT_CHUNK_MAX_BYTES = 1024 * 1024;

const statements = [
  `create sequence reports_seq`,
  `create table reports (${commonColumns(MODEL_CLASSES.Report, "reports_seq")},
    company_id text not null references companies(id),
    list text not null,
    format text not null check (format in ('csv', 'pdf')),
    filter jsonb not null default '{}'::jsonb,
    sort jsonb,
    rows_done integer not null default 0,
    rows_total integer,
    file_name text not null,
    size bigint,
    started_at timestamptz,
    finished_at timestamptz,
    error text,
    run_token text,
    check (state in ('queued', 'running', 'done', 'failed'))
  )`,
  // The screen's "recent reports", newest first.
  `create index reports_company_recent_idx on reports (company_id, created_date desc, id desc)`,
  `create table report_chunks (
    report_id text not null references reports(id) on delete cascade,
    seq integer not null,
    bytes bytea not null check (octet_length(bytes) <= ${REPORT_CHUNK_MAX_BYTES}),
    primary key (report_id, seq)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
