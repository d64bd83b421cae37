// The job workers alive now (src/server/jobs/worker.ts): each beats every few seconds, on the server's clock, so a job
// whose claimant stopped beating — its process crashed or was killed — is taken over within half a minute instead of
// waiting out its five-minute lease. A claim names its worker (jobs.claimed_by).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table job_workers (id text primary key, heartbeat_at timestamptz not null)`.execute(db);
}
