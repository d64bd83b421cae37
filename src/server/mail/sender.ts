// Drains the mail outbox. A row is claimed (claimed_at) before sending so that several server processes on one
// PostgreSQL never send the same mail twice; a claim older than CLAIM_TIMEOUT is considered abandoned.
import type { Kysely } from "kysely";

import type { Clock } from "../../shared/clock";
import type { Database } from "../db/tables";
import { attachmentsOf } from "./outbox";
import type { MailTransport } from "./transport";

const BATCH = 20;
const CLAIM_TIMEOUT_MS = 5 * 60_000;
const SWEEP_MS = 30_000;
const MAX_ATTEMPTS = 8;

export interface MailSender {
  /** Sends what is queued now (call after a commit that queued mail). Resolves when this round is done. */
  kick(): Promise<void>;
  stop(): void;
  readonly transport: MailTransport;
}

interface Logger {
  warn(obj: object, msg?: string): void;
}

/** Starts the sender; `clock` (the server's) dates claims, sends and retries. */
export function startMailSender(
  db: Kysely<Database>,
  transport: MailTransport,
  from: string,
  log: Logger,
  clock: Clock,
  sweepMs = SWEEP_MS,
): MailSender {
  let running: Promise<void> | undefined;
  let again = false;

  const claimBatch = async () => {
    const now = clock.date();
    return db
      .updateTable("mail_outbox")
      .set({ claimed_at: now })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("mail_outbox")
          .select("id")
          .where("sent_at", "is", null)
          // A mail never tried is due whatever the clock says: its next_attempt_at is the database's now() (the
          // column's default), which a clock set in the past would otherwise never reach. Retries are dated by the clock.
          .where((w) => w.or([w("attempts", "=", 0), w("next_attempt_at", "<=", now)]))
          .where((w) =>
            w.or([w("claimed_at", "is", null), w("claimed_at", "<", new Date(now.getTime() - CLAIM_TIMEOUT_MS))]),
          )
          .orderBy("id")
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  };

  const round = async () => {
    for (;;) {
      const batch = await claimBatch();
      for (const row of batch) {
        try {
          const attachments = attachmentsOf(row.attachments);
          await transport.send(
            {
              from,
              to: row.to_address,
              subject: row.subject,
              text: row.text_body,
              ...(row.html_body ? { html: row.html_body } : {}),
              ...(attachments.length > 0 ? { attachments } : {}),
            },
            row.id,
          );
          await db
            .updateTable("mail_outbox")
            .set({ sent_at: clock.date(), attempts: row.attempts + 1 })
            .where("id", "=", row.id)
            .execute();
        } catch (error) {
          const attempts = row.attempts + 1;
          // Back off 1, 2, 4 … minutes; after MAX_ATTEMPTS the row stays unsent for an operator to look at.
          const delayMinutes = attempts >= MAX_ATTEMPTS ? 60 * 24 * 365 : 2 ** (attempts - 1);
          log.warn({ mailId: row.id, attempts, err: String(error) }, "mail not sent; will retry");
          await db
            .updateTable("mail_outbox")
            .set({
              attempts,
              claimed_at: null,
              last_error: String(error).slice(0, 2000),
              next_attempt_at: new Date(clock.now() + delayMinutes * 60_000),
            })
            .where("id", "=", row.id)
            .execute();
        }
      }
      if (batch.length < BATCH) return;
    }
  };

  const kick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await round().catch((error: unknown) => log.warn({ err: String(error) }, "mail sweep failed"));
      } while (again);
      running = undefined;
    })();
    return running;
  };

  const timer = setInterval(() => void kick(), sweepMs);
  timer.unref();
  void kick();
  return { kick, stop: () => clearInterval(timer), transport };
}
