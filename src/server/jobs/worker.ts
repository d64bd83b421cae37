// Runs queued jobs (migration 0011). Any number of server processes may run a worker on one database: a job is
// claimed with FOR UPDATE SKIP LOCKED before it runs, and a claim older than its lease counts as abandoned (the
// process died) so another process takes the job over.
//
// A handler runs inside a transaction that also marks its job finished: the job's writes (mail in the outbox, an
// invoice) and its completion commit together or not at all. A crash before the commit leaves neither, and the
// job runs again after its lease; a crash after it leaves a finished job. Either way its effects happen once.
//
// A long job (a report of 10⁶ rows) cannot work that way: a minute-long transaction would hold PGlite's only
// connection, and every request would wait for it. A LongJobHandler therefore runs outside any transaction, a short
// query at a time, and renews its lease whenever it reports progress; a lease it lost (it stalled past the lease and
// another process took the job over) makes its next progress report throw. Its retry starts from scratch, so it
// must first remove whatever a failed attempt left. Only its last step, `finish`, commits with the job's completion.
// Long jobs run beside the round (at most MAX_LONG_JOBS at once per process), so a report never delays a reminder.
//
// A claim names its worker, and every worker beats (job_workers.heartbeat_at, every HEARTBEAT_MS): a claim whose
// worker has not beaten for STALE_MS — the process crashed or was killed — is abandoned at once, not after its lease,
// so a restarted server takes its jobs back within half a minute. Taking a job over never runs it twice: a short
// job's run and its completion commit together only while the claim is still its worker's (finishIfMine), and a long
// job that lost its claim stops at its next progress report.
//
// "Now" is the server's clock (src/shared/clock.ts), passed to every query as a parameter, never the database's
// now(): a server whose clock a test or FAKE_NOW set runs the jobs that came due by that clock, on PGlite and on
// PostgreSQL alike.
import { randomUUID } from "node:crypto";

import { sql, type Kysely, type Transaction } from "kysely";

import type { Clock } from "../../shared/clock";
import type { Database } from "../db/tables";
import type { Logger } from "../logging";
import type { JobOutcome } from "../metrics";

export interface ClaimedJob {
  id: string;
  kind: string;
  dedupeKey: string | null;
  payload: unknown;
  attempts: number;
}

/** A job that runs inside the transaction marking it finished (short work: a digest of mail). */
export type JobHandler = (job: ClaimedJob, trx: Transaction<Database>) => Promise<void>;

/** What a long job gets besides its row. */
export interface LongJobContext {
  /** The database, not a transaction: keep each query short. */
  db: Kysely<Database>;
  /** Records progress (jobs.progress) and renews the lease; throws when the lease was lost or the worker stops. */
  progress(text: string): Promise<void>;
}

/** A job that runs outside a transaction (long work: a report). */
export interface LongJobHandler<Result = unknown> {
  outsideTransaction: true;
  /** The work; on a retry it starts from scratch (delete what a failed attempt left first). */
  run(job: ClaimedJob, context: LongJobContext): Promise<Result>;
  /** Runs in the transaction that marks the job finished (mark the output complete). */
  finish?(job: ClaimedJob, result: Result, trx: Transaction<Database>): Promise<void>;
  /** After that transaction committed (announce the result: readers now see it). */
  committed?(job: ClaimedJob, result: Result, db: Kysely<Database>): void;
  /** After a failed attempt; `willRetry` false when it has used its attempts and stays failed. */
  failed?(job: ClaimedJob, error: unknown, willRetry: boolean, db: Kysely<Database>): Promise<void>;
}

const isLong = (handler: JobHandler | LongJobHandler<unknown>): handler is LongJobHandler<unknown> =>
  typeof handler === "object" && handler.outsideTransaction;

/** Thrown into a long job whose lease another process took, or whose worker is stopping. */
export class JobLeaseLost extends Error {
  constructor(message = "the job's lease was lost") {
    super(message);
    this.name = "JobLeaseLost";
  }
}

export interface JobWorker {
  /** Runs every due job now (call after enqueueing); resolves when this round is done. */
  kick(): Promise<void>;
  /** Resolves once no round and no long job is running in this process (tests, shutdown). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobWorkerOptions {
  pollMs?: number;
  leaseMs?: number;
  /** Work to do before each round, e.g. enqueue the recurring jobs that have come due. */
  beforeRound?: () => Promise<void>;
  /** After a job's transaction committed (send the mail it queued without waiting for the next sweep). */
  afterCommit?: (job: ClaimedJob) => void;
  /** After each attempt this worker ran to an end (the job counters of /metrics). */
  onAttempt?: (kind: string, outcome: JobOutcome, seconds: number) => void;
}

const BATCH = 10;
/** How often a worker beats. */
export const HEARTBEAT_MS = 10_000;
/** A worker silent this long is gone: its claims are taken over. */
export const STALE_MS = 3 * HEARTBEAT_MS;
/** A gone worker's row is forgotten after a day (nothing reads it by then). */
const FORGET_MS = 24 * 3600_000;
/** Long jobs one process runs at once: each holds a few MB and, on PGlite, shares the one connection. */
export const MAX_LONG_JOBS = 2;

// `any`: a registry holds long handlers of every result type
export function startJobWorker(
  db: Kysely<Database>,
  handlers: Record<string, JobHandler | LongJobHandler<any>>,
  log: Logger,
  clock: Clock,
  options: JobWorkerOptions = {},
): JobWorker {
  const pollMs = options.pollMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const workerId = randomUUID();
  const shortKinds = Object.keys(handlers).filter((kind) => !isLong(handlers[kind]!));
  const longKinds = Object.keys(handlers).filter((kind) => isLong(handlers[kind]!));
  const longRunning = new Set<Promise<void>>();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const claim = (kinds: readonly string[], limit: number) => {
    const nowMs = clock.now();
    return (
      db
        .updateTable("jobs")
        .set({ claimed_at: new Date(nowMs), claimed_by: workerId, attempts: sql`attempts + 1` })
        .where("id", "in", (eb) =>
          eb
            .selectFrom("jobs")
            .select("id")
            .where("finished_at", "is", null)
            .where("failed_at", "is", null)
            .where("kind", "in", kinds)
            .where("run_at", "<=", new Date(nowMs))
            .where((w) =>
              w.or([
                w("claimed_at", "is", null),
                w("claimed_at", "<", new Date(nowMs - leaseMs)),
                // Its worker stopped beating: crashed or killed.
                w.not(
                  w.exists(
                    w
                      .selectFrom("job_workers")
                      .select("job_workers.id")
                      .whereRef("job_workers.id", "=", "jobs.claimed_by")
                      .where("job_workers.heartbeat_at", ">=", new Date(nowMs - STALE_MS)),
                  ),
                ),
              ]),
            )
            .orderBy("run_at")
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning([
          sql<string>`id::text`.as("id"),
          "kind",
          "dedupe_key",
          "payload",
          "attempts",
          "max_attempts",
          "run_at",
        ])
        .execute()
        // UPDATE … RETURNING keeps no order: run them in the order they came due.
        .then((rows) =>
          rows.sort(
            (a, b) => new Date(a.run_at).getTime() - new Date(b.run_at).getTime() || Number(a.id) - Number(b.id),
          ),
        )
    );
  };

  type ClaimedRow = Awaited<ReturnType<typeof claim>>[number];
  const jobOf = (row: ClaimedRow): ClaimedJob => ({
    id: row.id,
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    payload: row.payload,
    attempts: row.attempts,
  });

  /** Marks the job finished in `trx` if it is still ours (a job whose lease ran out may have been taken over). */
  const finishIfMine = async (trx: Transaction<Database>, row: ClaimedRow) =>
    (await trx
      .updateTable("jobs")
      .set({ finished_at: clock.date() })
      .where("id", "=", row.id)
      .where("claimed_by", "=", workerId)
      .where("finished_at", "is", null)
      .returning("kind")
      .executeTakeFirst()) !== undefined;

  /** Each line about a job names it (docs/operations.md "Logs"). */
  const logFor = (row: ClaimedRow) => log.child({ job: row.kind, jobId: row.id, attempt: row.attempts });
  const secondsSince = (started: number) => (performance.now() - started) / 1000;

  /** Records a failed attempt, unless the job is no longer ours; answers whether it was recorded and is final. */
  const recordFailure = async (row: ClaimedRow, error: unknown, jobLog: Logger, started: number) => {
    const exhausted = row.attempts >= row.max_attempts;
    jobLog.warn(
      { err: error, ms: Math.round(secondsSince(started) * 1000) },
      exhausted ? "job failed for good" : "job failed; will retry",
    );
    options.onAttempt?.(row.kind, exhausted ? "failed" : "retry", secondsSince(started));
    // Back off 1, 2, 4 … minutes; after max_attempts the job stays failed for an operator to look at.
    const recorded = await db
      .updateTable("jobs")
      .set({
        claimed_at: null,
        claimed_by: null,
        last_error: String(error).slice(0, 2000),
        ...(exhausted
          ? { failed_at: clock.date() }
          : { run_at: new Date(clock.now() + 2 ** (row.attempts - 1) * 60_000) }),
      } as never)
      .where("id", "=", row.id)
      .where("claimed_by", "=", workerId)
      .executeTakeFirst();
    return { recorded: Number(recorded.numUpdatedRows) > 0, exhausted };
  };

  /** A finished attempt: logged with its duration and counted. */
  const succeeded = (row: ClaimedRow, jobLog: Logger, started: number) => {
    jobLog.info({ ms: Math.round(secondsSince(started) * 1000) }, "job done");
    options.onAttempt?.(row.kind, "done", secondsSince(started));
  };

  const runOne = async (row: ClaimedRow) => {
    const job = jobOf(row);
    const handler = handlers[row.kind] as JobHandler;
    const jobLog = logFor(row);
    const started = performance.now();
    jobLog.debug({}, "job started");
    try {
      const ran = await db.transaction().execute(async (trx) => {
        if (!(await finishIfMine(trx, row))) return false;
        await handler(job, trx);
        return true;
      });
      if (ran) {
        succeeded(row, jobLog, started);
        options.afterCommit?.(job);
      } else jobLog.debug({}, "job taken over by another worker");
    } catch (error) {
      await recordFailure(row, error, jobLog, started);
    }
  };

  const runLong = async (row: ClaimedRow) => {
    const job = jobOf(row);
    const handler = handlers[row.kind] as LongJobHandler<unknown>;
    const jobLog = logFor(row);
    const started = performance.now();
    jobLog.debug({}, "long job started");
    const context: LongJobContext = {
      db,
      progress: async (text) => {
        if (stopped) throw new JobLeaseLost("the server is stopping");
        const renewed = await db
          .updateTable("jobs")
          .set({ progress: text.slice(0, 500), claimed_at: clock.date() })
          .where("id", "=", row.id)
          .where("claimed_by", "=", workerId)
          .where("finished_at", "is", null)
          .returning("id")
          .executeTakeFirst();
        if (renewed === undefined) throw new JobLeaseLost();
      },
    };
    try {
      const result = await handler.run(job, context);
      const ran = await db.transaction().execute(async (trx) => {
        if (!(await finishIfMine(trx, row))) return false;
        await handler.finish?.(job, result, trx);
        return true;
      });
      if (ran) {
        succeeded(row, jobLog, started);
        handler.committed?.(job, result, db);
        options.afterCommit?.(job);
      }
    } catch (error) {
      if (error instanceof JobLeaseLost && stopped) {
        // Interrupted by a shutdown, not failed: hand it back at once without spending an attempt.
        await db
          .updateTable("jobs")
          .set({ claimed_at: null, claimed_by: null, attempts: sql`greatest(attempts - 1, 0)` } as never)
          .where("id", "=", row.id)
          .where("claimed_by", "=", workerId)
          .execute();
        jobLog.info({}, "long job handed back: the server is stopping");
        return;
      }
      // A lost lease is the new owner's business: it restarts the job from scratch.
      if (error instanceof JobLeaseLost) {
        jobLog.warn({}, "long job lost its lease to another worker");
        return;
      }
      const { recorded, exhausted } = await recordFailure(row, error, jobLog, started);
      // Taken over meanwhile: the job's state is the new owner's to report.
      if (recorded)
        await handler
          .failed?.(job, error, !exhausted, db)
          .catch((hookError: unknown) => jobLog.warn({ err: String(hookError) }, "job failure hook failed"));
    }
  };

  const startLong = (row: ClaimedRow) => {
    const task: Promise<void> = runLong(row)
      .catch((error: unknown) => logFor(row).warn({ err: String(error) }, "long job crashed"))
      .finally(() => {
        longRunning.delete(task);
        // A slot is free: take the next queued long job now rather than at the next poll.
        if (!stopped) void kick();
      });
    longRunning.add(task);
  };

  const round = async () => {
    // A claim must name a worker that has beaten once (`started` is set before any round can run).
    await started;
    await options.beforeRound?.();
    for (;;) {
      const free = MAX_LONG_JOBS - longRunning.size;
      if (longKinds.length > 0 && free > 0 && !stopped) for (const row of await claim(longKinds, free)) startLong(row);
      if (shortKinds.length === 0) return;
      const batch = await claim(shortKinds, BATCH);
      for (const row of batch) await runOne(row);
      if (batch.length < BATCH || stopped) return;
    }
  };

  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await round().catch((error: unknown) => log.warn({ err: String(error) }, "job round failed"));
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  };

  /** Says this worker is alive (and forgets workers gone for a day). */
  const beat = async () => {
    const now = clock.date();
    await db
      .insertInto("job_workers")
      .values({ id: workerId, heartbeat_at: now })
      .onConflict((oc) => oc.column("id").doUpdateSet({ heartbeat_at: now }))
      .execute();
    await db
      .deleteFrom("job_workers")
      .where("heartbeat_at", "<", new Date(now.getTime() - FORGET_MS))
      .execute();
  };
  const heartbeat = setInterval(
    () => void beat().catch((error: unknown) => log.warn({ err: String(error) }, "job worker heartbeat failed")),
    HEARTBEAT_MS,
  );
  heartbeat.unref();
  const timer = setInterval(() => void kick(), pollMs);
  timer.unref();
  // The first round waits for the first beat: a claim it makes must name a worker that is alive.
  const started = beat().catch((error: unknown) => log.warn({ err: String(error) }, "job worker heartbeat failed"));
  void started.then(() => kick());
  const settled = async () => {
    while (running || longRunning.size > 0) await Promise.all([running, ...longRunning]);
  };
  return {
    kick,
    settled,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearInterval(heartbeat);
      await started;
      await running;
      // Long jobs stop at their next progress report and are handed back (see runLong).
      await Promise.all(longRunning);
      await db.deleteFrom("job_workers").where("id", "=", workerId).execute();
    },
  };
}
