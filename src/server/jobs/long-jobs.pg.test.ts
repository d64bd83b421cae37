// Long jobs (worker.ts): they run outside a transaction while other queries go on, renew their lease as they report
// progress, give a job up without failing it when another worker took it over, hand it back untouched when the
// worker stops, and commit their last step with the job's completion.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testDatabases } from "../testing/test-databases";
import { startTestServer, type TestServer } from "../testing/test-server";
import { enqueueJob } from "./queue";
import { JobLeaseLost, startJobWorker, type LongJobHandler } from "./worker";

const quiet = { warn() {} };
const NEVER = 3_600_000;

describe.each(testDatabases())("long jobs on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });
  const jobRow = (kind: string) => server.services.db.selectFrom("jobs").selectAll().where("kind", "=", kind).executeTakeFirstOrThrow();

  test("a long job reports progress, other queries run meanwhile, and its finish commits with the job", async () => {
    const db = server.services.db;
    let between = 0;
    const handler: LongJobHandler<number> = {
      outsideTransaction: true,
      async run(_job, { db: handle, progress }) {
        for (let step = 1; step <= 3; step++) {
          await progress(`${step}/3`);
          // Not inside a transaction: another query of the server gets the connection between steps.
          between += Number((await db.selectFrom("companies").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n) > 0 ? 1 : 0;
          await handle.selectFrom("jobs").select("id").limit(1).execute();
        }
        return 42;
      },
      async finish(job, result, trx) {
        await trx.updateTable("jobs").set({ result: JSON.stringify({ result }) }).where("id", "=", job.id).execute();
      },
    };
    const worker = startJobWorker(db, { "long-ok": handler }, quiet, { pollMs: NEVER });
    await enqueueJob(db, { kind: "long-ok" });
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
    const worker = startJobWorker(db, { "long-taken": handler }, quiet, { pollMs: NEVER });
    await enqueueJob(db, { kind: "long-taken" });
    await worker.kick();
    await worker.settled();
    await worker.stop();
    expect({ finished, failed }).toEqual({ finished: false, failed: false });
    const row = await jobRow("long-taken");
    expect(row).toMatchObject({ claimed_by: "another-process", finished_at: null, failed_at: null, last_error: null, progress: "started" });
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
    const worker = startJobWorker(db, { "long-stopped": handler }, quiet, { pollMs: NEVER });
    await enqueueJob(db, { kind: "long-stopped" });
    await worker.kick();
    await running;
    const stopping = worker.stop();
    release();
    await stopping;
    const row = await jobRow("long-stopped");
    expect(row).toMatchObject({ claimed_by: null, claimed_at: null, finished_at: null, failed_at: null, attempts: 0 });
    expect(new JobLeaseLost().name).toBe("JobLeaseLost");
  });
});
