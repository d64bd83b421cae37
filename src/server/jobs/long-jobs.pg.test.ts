// Long jobs (worker.ts): they run outside a transaction while other queries go on, renew their lease as they report
// progress, give a job up without failing it when another worker took it over, hand it back untouched when the
// worker stops, and commit their last step with the job's completion.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { fixedClock } from "../../shared/clock";
import { silentLogger } from "../logging";
import { testDatabases } from "../testing/test-databases";
import { startTestServer, type TestServer } from "../testing/test-server";
import { enqueueJob } from "./queue";
import { JobLeaseLost, startJobWorker, type LongJobHandler } from "./worker";

const quiet = silentLogger;
const NEVER = 3_600_000;

describe.each(testDatabases())("long jobs on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });
  const jobRow = (kind: string) =>
    server.services.db.selectFrom("jobs").selectAll().where("kind", "=", kind).executeTakeFirstOrThrow();

  test("a long job reports progress, other queries run meanwhile, and its finish commits with the job", async () => {
    const db = server.services.db;
    let between = 0;
    const handler: LongJobHandler<number> = {
      outsideTransaction: true,
      async run(_job, { db: handle, progress }) {
        for (let step = 1; step <= 3; step++) {
          await progress(`${step}/3`);
          // Not inside a transaction: another query of the server gets the connection between steps.
          between +=
            Number(
              (await db.selectFrom("companies").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
            ) > 0
              ? 1
              : 0;
          await handle.selectFrom("jobs").select("id").limit(1).execute();
        }
        return 42;
      },
      async finish(job, result, trx) {
        await trx
          .updateTable("jobs")
          .set({ result: JSON.stringify({ result }) })
          .where("id", "=", job.id)
          .execute();
      },
    };
    const worker = startJobWorker(db, { "long-ok": handler }, quiet, server.services.clock, { pollMs: NEVER });
    await enqueueJob(db, { kind: "long-ok", runAt: server.services.clock.date() });
    await worker.kick();
    await worker.settled();
    await worker.stop();
    expect(between).toBe(3);
    const row = await jobRow("long-ok");
    expect(row.finished_at).not.toBeNull();
    expect(row.progress).toBe("3/3");
    expect(row.result).toEqual({ result: 42 });
  });

  test("a job another worker took over is given up without counting as a failure", async () => {
    const db = server.services.db;
    let finished = false;
    let failed = false;
    const handler: LongJobHandler<void> = {
      outsideTransaction: true,
      async run(job, { progress }) {
        await progress("started");
        // Its lease ran out while it stalled and another process claimed the job.
        await db.updateTable("jobs").set({ claimed_by: "another-process" }).where("id", "=", job.id).execute();
        await progress("after the stall");
      },
      async finish() {
        finished = true;
      },
      async failed() {
        failed = true;
      },
    };
    // The other process is alive (it beats), so its claim stands (a silent claimant's is taken back: the last test).
    await db
      .insertInto("job_workers")
      .values({ id: "another-process", heartbeat_at: server.services.clock.date() })
      .onConflict((oc) => oc.column("id").doUpdateSet({ heartbeat_at: server.services.clock.date() }))
      .execute();
    const worker = startJobWorker(db, { "long-taken": handler }, quiet, server.services.clock, { pollMs: NEVER });
    await enqueueJob(db, { kind: "long-taken", runAt: server.services.clock.date() });
    await worker.kick();
    await worker.settled();
    await worker.stop();
    expect({ finished, failed }).toEqual({ finished: false, failed: false });
    const row = await jobRow("long-taken");
    expect(row).toMatchObject({
      claimed_by: "another-process",
      finished_at: null,
      failed_at: null,
      last_error: null,
      progress: "started",
    });
  });

  test("a worker that stops hands its long job back at once, without spending an attempt", async () => {
    const db = server.services.db;
    let release: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const handler: LongJobHandler<void> = {
      outsideTransaction: true,
      async run(_job, { progress }) {
        await progress("page 1");
        started();
        await waiting;
        await progress("page 2");
      },
    };
    const worker = startJobWorker(db, { "long-stopped": handler }, quiet, server.services.clock, { pollMs: NEVER });
    await enqueueJob(db, { kind: "long-stopped", runAt: server.services.clock.date() });
    await worker.kick();
    await running;
    const stopping = worker.stop();
    release();
    await stopping;
    const row = await jobRow("long-stopped");
    expect(row).toMatchObject({ claimed_by: null, claimed_at: null, finished_at: null, failed_at: null, attempts: 0 });
    expect(new JobLeaseLost().name).toBe("JobLeaseLost");
  });

  test("the worker runs the jobs due by its clock, not the database's: a server set to 2028 runs what came due by then", async () => {
    const db = server.services.db;
    const clock = fixedClock(Date.parse("2028-06-01T12:00:00Z"));
    const ran: string[] = [];
    const worker = startJobWorker(db, { "by-the-clock": async (job) => void ran.push(job.dedupeKey!) }, quiet, clock, {
      pollMs: NEVER,
      leaseMs: 60_000,
    });
    await enqueueJob(db, {
      kind: "by-the-clock",
      dedupeKey: "due",
      runAt: new Date(Date.parse("2028-06-01T11:59:00Z")),
    });
    await enqueueJob(db, {
      kind: "by-the-clock",
      dedupeKey: "later",
      runAt: new Date(Date.parse("2028-06-01T12:05:00Z")),
    });
    await worker.kick();
    expect(ran).toEqual(["due"]);
    const due = await db
      .selectFrom("jobs")
      .select(["claimed_at", "finished_at"])
      .where("dedupe_key", "=", "due")
      .executeTakeFirstOrThrow();
    expect([due.claimed_at?.toISOString(), due.finished_at?.toISOString()]).toEqual([
      "2028-06-01T12:00:00.000Z",
      "2028-06-01T12:00:00.000Z",
    ]);
    clock.advance(5 * 60_000);
    await worker.kick();
    await worker.stop();
    expect(ran).toEqual(["due", "later"]);
  });

  test("a claim counts as abandoned once its lease has run out by the worker's clock", async () => {
    const db = server.services.db;
    const clock = fixedClock(Date.parse("2028-06-02T12:00:00Z"));
    let runs = 0;
    const id = await enqueueJob(db, { kind: "leased", runAt: clock.date() });
    // Another process claimed it half a minute ago by this clock and is still within its lease. The claim is in place
    // before the worker starts: its first round (at start) could otherwise take the job between the two statements.
    await db
      .updateTable("jobs")
      .set({ claimed_by: "another-process", claimed_at: new Date(clock.now() - 30_000) })
      .where("id", "=", id!)
      .execute();
    // …and is alive: it beats (a silent claimant's jobs are taken at once: the next test).
    const beats = () =>
      db
        .insertInto("job_workers")
        .values({ id: "another-process", heartbeat_at: clock.date() })
        .onConflict((oc) => oc.column("id").doUpdateSet({ heartbeat_at: clock.date() }))
        .execute();
    await beats();
    const worker = startJobWorker(db, { leased: async () => void (runs += 1) }, quiet, clock, {
      pollMs: NEVER,
      leaseMs: 60_000,
    });
    await worker.kick();
    expect(runs).toBe(0);
    clock.advance(31_000);
    await beats();
    await worker.kick();
    await worker.stop();
    expect(runs).toBe(1);
  });

  test("a claim whose worker stopped beating is taken over at once; a beating worker's is left alone", async () => {
    const db = server.services.db;
    const clock = fixedClock(Date.parse("2028-06-03T12:00:00Z"));
    const ran: string[] = [];
    // Two claims made five seconds ago, well within the five-minute lease: one by a process that crashed a minute ago
    // (its last beat), one by a process that beat a moment ago.
    for (const [key, worker, lastBeatAgo] of [
      ["crashed", "crashed-process", 60_000],
      ["alive", "live-process", 5_000],
    ] as const) {
      const id = await enqueueJob(db, { kind: "heartbeat", dedupeKey: key, runAt: clock.date() });
      await db
        .updateTable("jobs")
        .set({ claimed_by: worker, claimed_at: new Date(clock.now() - 5_000) })
        .where("id", "=", id!)
        .execute();
      await db
        .insertInto("job_workers")
        .values({ id: worker, heartbeat_at: new Date(clock.now() - lastBeatAgo) })
        .execute();
    }
    const worker = startJobWorker(db, { heartbeat: async (job) => void ran.push(job.dedupeKey!) }, quiet, clock, {
      pollMs: NEVER,
    });
    await worker.kick();
    await worker.kick();
    expect(ran).toEqual(["crashed"]);
    // The worker beats while it runs (on its clock), and leaves the roll when it stops.
    const beatingNow = () =>
      db.selectFrom("job_workers").select("id").where("heartbeat_at", "=", clock.date()).execute();
    expect(await beatingNow()).toHaveLength(1);
    await worker.stop();
    expect(await beatingNow()).toHaveLength(0);
  });
});
