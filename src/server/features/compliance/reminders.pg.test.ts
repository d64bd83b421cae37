// The daily compliance reminder (docs/compliance.md "Rules"): a real job, never twice, never lost. Enqueued once per
// company per local day whatever the number of processes or restarts; its mail committed with the job's completion; a
// failed run leaves no mail and is retried.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { fixedClock } from "../../../shared/clock";
import { DEFAULT_EXPIRING_WEEKS } from "../../../shared/rules/compliance";
import { enqueueJob } from "../../jobs/queue";
import { startJobWorker } from "../../jobs/worker";
import { silentLogger } from "../../logging";
import { enqueueMail } from "../../mail/outbox";
import { createOtherCompany, OTHER_COMPANY_MARKER, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { enqueueDueReminders, REMINDER_JOB, reminderJob } from "./reminders";

const DAY = 24 * 3600_000;
const quiet = silentLogger;
/** 09:00 in Toronto (EDT) on a day no other test uses. */
const AS_OF = Date.UTC(2031, 2, 10, 13, 0);
const NEVER = 3_600_000;

describe.each(testDatabases())("daily compliance reminders on $name", (database) => {
  let server: TestServer;
  let company: OtherCompany;
  const domain = `remind.${OTHER_COMPANY_MARKER.toLowerCase()}.localhost`;
  const mailTo = (role: string) =>
    server.services.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", `${role}@${domain}`)
      .orderBy("id")
      .execute();
  const secondWorker = () =>
    startJobWorker(
      server.services.db,
      { [REMINDER_JOB]: reminderJob({ link: (path) => `http://portal.localhost${path}` }) },
      quiet,
      server.services.clock,
      { pollMs: NEVER },
    );

  beforeAll(async () => {
    // The server's clock stands on the second local day: the jobs enqueued for both days below have come due by it
    // (the worker compares run_at with the server's clock).
    server = await startTestServer(database, { clock: fixedClock(AS_OF + 2 * DAY) });
    const db = server.services.db;
    company = await createOtherCompany(db, "remind");
    // A plate that expires in 3 days and a safety that expired 2 days ago, on the active truck.
    await db
      .updateTable("vehicles")
      .set({ plate_expiry: AS_OF + 3 * DAY + 3600_000, safety_expiry: AS_OF - 2 * DAY })
      .where("id", "=", company.vehicleIds[0]!)
      .execute();
    // The removed trailer's expiry is nobody's business any more.
    await db
      .updateTable("vehicles")
      .set({ plate_expiry: AS_OF + DAY })
      .where("id", "=", company.vehicleIds[1]!)
      .execute();
    // The driver's licence expires in 7 days (the users row; a trigger copies it onto the employee).
    await db
      .updateTable("users")
      .set({ license_expiry: AS_OF + 7 * DAY + 3600_000 })
      .where("email", "=", `driver@${domain}`)
      .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  test("enqueueing is idempotent per company and local day: a restart or a second process adds nothing", async () => {
    const db = server.services.db;
    await enqueueDueReminders(db, AS_OF, new Map());
    // Another process (its own memory) and a later minute of the same day.
    await enqueueDueReminders(db, AS_OF + 60_000, new Map());
    await enqueueDueReminders(db, AS_OF + 3 * 3600_000, new Map());
    const jobs = await db
      .selectFrom("jobs")
      .select("dedupe_key")
      .where("kind", "=", REMINDER_JOB)
      .where("dedupe_key", "like", `${company.companyId}:%`)
      .execute();
    expect(jobs.map((j) => j.dedupe_key)).toEqual([`${company.companyId}:2031-03-10`]);
    // Before 07:00 local the next day, nothing for the next day yet; after it, the next day's job.
    await enqueueDueReminders(db, AS_OF + DAY - 3 * 3600_000, new Map());
    expect(
      await db.selectFrom("jobs").select("id").where("dedupe_key", "=", `${company.companyId}:2031-03-11`).execute(),
    ).toHaveLength(0);
    await enqueueDueReminders(db, AS_OF + DAY, new Map());
    expect(
      await db.selectFrom("jobs").select("id").where("dedupe_key", "=", `${company.companyId}:2031-03-11`).execute(),
    ).toHaveLength(1);
  });

  test("two workers running at once send each manager one digest and the driver one licence reminder", async () => {
    const other = secondWorker();
    await Promise.all([server.services.jobs.kick(), other.kick(), server.services.jobs.kick(), other.kick()]);
    await other.stop();
    for (const role of ["owner", "manager"]) {
      const mails = await mailTo(role);
      // Two jobs ran (two local days): one digest each.
      expect(mails).toHaveLength(2);
      const first = mails[0]!;
      expect(first.text_body).toContain(
        `Plate — ${OTHER_COMPANY_MARKER} Truck (${OTHER_COMPANY_MARKER.toUpperCase()}1): expires in 3 days`,
      );
      expect(first.text_body).toContain(`Annual safety — ${OTHER_COMPANY_MARKER} Truck: expired`);
      expect(first.text_body).toContain(
        `Driver licence — ${OTHER_COMPANY_MARKER}driver ${OTHER_COMPANY_MARKER}: expires in 7 days`,
      );
      expect(first.text_body).not.toContain("Trailer");
      // The horizon the compliance screen opens with, in its words (docs/compliance.md "Rules").
      expect(first.text_body).toContain(`within the next ${DEFAULT_EXPIRING_WEEKS} weeks`);
    }
    // On the first day 7 days were left (a reminder day); on the second, 6 (not one).
    const driverMails = await mailTo("driver");
    expect(driverMails.map((m) => m.subject)).toEqual(["Fleet Portal: your driver licence expires in 7 days"]);
    // Kicking again finds nothing left to do.
    await server.services.jobs.kick();
    expect(await mailTo("owner")).toHaveLength(2);
  });

  test("another company's records never appear in this company's digest, nor this company's in theirs", async () => {
    const rows = await server.services.db
      .selectFrom("mail_outbox")
      .select(["to_address", "text_body"])
      .where("subject", "like", "Fleet Portal: % expired, % expiring — %")
      .execute();
    for (const row of rows) {
      const ours = row.to_address.endsWith(`@${domain}`);
      expect(row.text_body.includes(OTHER_COMPANY_MARKER)).toBe(ours);
    }
  });

  test("a job that fails leaves no mail behind and is retried later; one that succeeds is never run again", async () => {
    const db = server.services.db;
    let runs = 0;
    const worker = startJobWorker(
      db,
      {
        "test-flaky": async (_job, trx) => {
          runs += 1;
          await enqueueMail(trx, { to: "flaky@test.localhost", subject: "from a flaky job", text: "x" });
          if (runs === 1) throw new Error("the process died half way");
        },
      },
      quiet,
      server.services.clock,
      { pollMs: NEVER },
    );
    await enqueueJob(db, { kind: "test-flaky", dedupeKey: "once", runAt: server.services.clock.date() });
    expect(
      await enqueueJob(db, { kind: "test-flaky", dedupeKey: "once", runAt: server.services.clock.date() }),
    ).toBeNull();
    await worker.kick();
    const failed = await db
      .selectFrom("jobs")
      .select(["attempts", "last_error", "finished_at"])
      .where("kind", "=", "test-flaky")
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, finished_at: null });
    expect(failed.last_error).toContain("half way");
    expect(
      await db.selectFrom("mail_outbox").select("id").where("to_address", "=", "flaky@test.localhost").execute(),
    ).toHaveLength(0);
    // Its back-off is over: it runs again and succeeds, once.
    await db
      .updateTable("jobs")
      .set({ run_at: server.services.clock.date() })
      .where("kind", "=", "test-flaky")
      .execute();
    await worker.kick();
    await worker.kick();
    await worker.stop();
    expect(runs).toBe(2);
    expect(
      await db.selectFrom("mail_outbox").select("id").where("to_address", "=", "flaky@test.localhost").execute(),
    ).toHaveLength(1);
  });
});
