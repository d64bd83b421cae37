// Exactly-once commands (docs/design/commands.md "On the server"): the reply of every applied command, keyed by the
// client's id and its sequence number, written in the same transaction as the command's own writes. A resend of
// (client_id, seq) reads its reply here instead of running again. Pruned by src/server/ws/commands.ts: rows older
// than 7 days, and per client all but the newest 1,000.
import { sql, type Kysely } from "kysely";

const statements = [
  `create table command_replies (
    client_id text not null,
    seq bigint not null,
    event_name text not null,
    user_id text,
    reply jsonb,
    created_at timestamptz not null default now(),
    primary key (client_id, seq)
  )`,
  `create index command_replies_created_idx on command_replies (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
