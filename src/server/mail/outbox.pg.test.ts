// The mail outbox: mail is queued in the same transaction as the change that causes it
// and sent after commit, so a rollback sends nothing and a failure or a second sender never sends twice.
// SMTP is not tested here: no local SMTP server library is installed, and the embedded .eml transport is the
// default a fresh machine uses.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { testDatabases } from "../testing/test-databases";
import { startTestServer, type TestServer } from "../testing/test-server";
import { enqueueMail } from "./outbox";
import { startMailSender } from "./sender";
import type { MailMessage, MailTransport } from "./transport";

const FROM = "Fleet Portal <no-reply@fleetportal.localhost>";
const quiet = { warn() {} };
/** Long enough that only an explicit kick() sends during a test. */
const NO_SWEEP = 3_600_000;

/** The headers (unfolded, by lower-case name) and body of an .eml file. */
function readEml(path: string): { headers: Record<string, string>; body: string } {
  const text = readFileSync(path, "utf8");
  const split = text.indexOf("\n\n");
  const headers: Record<string, string> = {};
  for (const line of text
    .slice(0, split)
    .replace(/\n[ \t]+/g, " ")
    .split("\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: text.slice(split + 2) };
}

/** A transport that records what it sends, taking a little time like a real one. */
function recordingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    description: "recording",
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(message);
    },
  };
}

describe.each(testDatabases())("mail outbox on $name", (database) => {
  let server: TestServer;
  const mailDir = () => join(server.dataDir, "mail");
  const emlFiles = () => {
    try {
      return readdirSync(mailDir()).map((name) => join(mailDir(), name));
    } catch {
      return [];
    }
  };
  const rowsWithSubject = (subject: string) =>
    server.services.db.selectFrom("mail_outbox").selectAll().where("subject", "=", subject).execute();

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  test("mail queued in a committed transaction is written as an .eml file once the sender is kicked", async () => {
    await server.services.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        to: "mechanic@mapleleaf.localhost",
        subject: "Inspection due: unit 42",
        text: "Unit 42 is due for its annual inspection.",
      }),
    );
    await server.services.mail.kick();
    const mail = emlFiles()
      .map(readEml)
      .find((m) => m.headers.subject === "Inspection due: unit 42");
    expect(mail?.headers.to).toBe("mechanic@mapleleaf.localhost");
    expect(mail?.headers.from).toContain("no-reply@fleetportal.localhost");
    expect(mail?.body).toContain("Unit 42 is due for its annual inspection.");
    expect((await rowsWithSubject("Inspection due: unit 42"))[0]?.sent_at).toBeInstanceOf(Date);
  });

  test("mail queued in a transaction that rolls back is never sent", async () => {
    const subject = "Welcome aboard (rolled back)";
    await expect(
      server.services.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to: "new@mapleleaf.localhost", subject, text: "never" });
        throw new Error("the change that caused the mail failed");
      }),
    ).rejects.toThrow("the change that caused the mail failed");
    await server.services.mail.kick();
    expect(await rowsWithSubject(subject)).toEqual([]);
    expect(
      emlFiles()
        .map(readEml)
        .some((m) => m.headers.subject === subject),
    ).toBe(false);
  });

  test("a failing transport leaves the mail queued with the error, and does not retry it at once", async () => {
    const subject = "Invoice #1001 (transport down)";
    await enqueueMail(server.services.db, { to: "owner@mapleleaf.localhost", subject, text: "Your invoice." });
    let calls = 0;
    const broken: MailTransport = {
      description: "broken",
      async send() {
        calls += 1;
        throw new Error("connect ECONNREFUSED 127.0.0.1:587");
      },
    };
    const sender = startMailSender(server.services.db, broken, FROM, quiet, server.services.clock, NO_SWEEP);
    await sender.kick();
    await sender.kick(); // the retry waits out its back-off instead of hammering a dead server
    sender.stop();
    expect(calls).toBe(1);
    const [row] = await rowsWithSubject(subject);
    expect(row).toMatchObject({ sent_at: null, claimed_at: null, attempts: 1 });
    expect(row?.last_error).toContain("ECONNREFUSED");
    expect(row!.next_attempt_at.getTime()).toBeGreaterThan(server.services.clock.now());
  });

  test("two senders kicked at once (two server processes) send each mail exactly once", async () => {
    const subjects = Array.from({ length: 30 }, (_, i) => `Expiry reminder ${i} (claimed once)`);
    await server.services.db.transaction().execute(async (trx) => {
      for (const subject of subjects)
        await enqueueMail(trx, { to: "owner@mapleleaf.localhost", subject, text: "Reminder." });
    });
    const [a, b] = [recordingTransport(), recordingTransport()];
    const senders = [
      startMailSender(server.services.db, a, FROM, quiet, server.services.clock, NO_SWEEP),
      startMailSender(server.services.db, b, FROM, quiet, server.services.clock, NO_SWEEP),
    ];
    await Promise.all([senders[0]!.kick(), senders[1]!.kick(), senders[0]!.kick(), senders[1]!.kick()]);
    for (const sender of senders) sender.stop();
    const sent = [...a.sent, ...b.sent].map((m) => m.subject).filter((s) => subjects.includes(s));
    expect(sent.sort()).toEqual([...subjects].sort());
    const rows = await server.services.db
      .selectFrom("mail_outbox")
      .select(["attempts", "sent_at"])
      .where("subject", "in", subjects)
      .execute();
    expect(rows.every((row) => row.attempts === 1 && row.sent_at !== null)).toBe(true);
  });
});
