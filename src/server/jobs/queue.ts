// Enqueueing jobs (migration 0011). Call inside the transaction of the change that causes the job, so that the
// job exists exactly when the change does.
import { sql, type Kysely, type Transaction } from "kysely";

import type { Database } from "../db/tables";

export interface NewJob {
  kind: string;
  /** Idempotency: a second job of the same kind and key is not created (the first one stands). */
  dedupeKey?: string;
  payload?: unknown;
  /**
   * When the job may start: the server clock's now (`clock.date()`) to start at once. Never the database's now():
   * the worker compares run_at with the server's clock (worker.ts), which tests and FAKE_NOW set.
   */
  runAt: Date;
  maxAttempts?: number;
}

/** Adds a job; answers its id, or null when a job of that kind and key already exists. */
export async function enqueueJob(db: Kysely<Database> | Transaction<Database>, job: NewJob): Promise<string | null> {
  const row = await db
    .insertInto("jobs")
    .values({
      kind: job.kind,
      dedupe_key: job.dedupeKey ?? null,
      payload: JSON.stringify(job.payload ?? {}),
      run_at: job.runAt,
      ...(job.maxAttempts === undefined ? {} : { max_attempts: job.maxAttempts }),
    } as never)
    .onConflict((conflict) => conflict.columns(["kind", "dedupe_key"]).where("dedupe_key", "is not", null).doNothing())
    .returning(sql<string>`id::text`.as("id"))
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The unfinished jobs by kind, due by `now` or not yet (the queue-depth gauge of /metrics). Reads the due-jobs index
 * (migration 0011: run_at, where neither finished nor failed), so its cost follows the queue, not the history.
 */
export async function queuedJobs(
  db: Kysely<Database>,
  now: Date,
): Promise<{ kind: string; due: boolean; count: number }[]> {
  const rows = await db
    .selectFrom("jobs")
    .select([
      "kind",
      sql<number>`count(*) filter (where run_at <= ${now})::int`.as("due"),
      sql<number>`count(*) filter (where run_at > ${now})::int`.as("scheduled"),
    ])
    .where("finished_at", "is", null)
    .where("failed_at", "is", null)
    .groupBy("kind")
    .execute();
  return rows.flatMap((row) => [
    { kind: row.kind, due: true, count: Number(row.due) },
    { kind: row.kind, due: false, count: Number(row.scheduled) },
  ]);
}
