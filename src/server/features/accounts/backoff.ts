import { sql, type Kysely } from "kysely";

import type { Database } from "../../db/tables";

/** Failures allowed before any waiting starts. */
export const FREE_FAILURES = 5;
/** The longest wait; it never grows past this, so an attacker cannot lock a user out for good. */
export const MAX_DELAY_MS = 15 * 60_000;

/**
 * How long after the last failure the next attempt must wait: nothing for the first FREE_FAILURES, then
 * 1 s, 2 s, 4 s … capped at MAX_DELAY_MS (OWASP Authentication Cheat Sheet: throttle, don't lock).
 */
export function backoffDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

/** Milliseconds the caller must still wait at `nowMs` before trying this email again (0 = may try now). */
export async function remainingWaitMs(db: Kysely<Database>, email: string, nowMs: number): Promise<number> {
  const row = await db.selectFrom("sign_in_attempts").selectAll().where("email", "=", email).executeTakeFirst();
  if (!row) return 0;
  return Math.max(0, row.last_failure_at.getTime() + backoffDelayMs(row.failures) - nowMs);
}

/** backoffDelayMs in SQL, over the row's own failure count. */
const DELAY_SQL = sql`(case when sign_in_attempts.failures < ${FREE_FAILURES} then 0
  else least(${MAX_DELAY_MS}, 1000 * power(2, sign_in_attempts.failures - ${FREE_FAILURES})) end)`;

/**
 * Takes one attempt at `email`'s password at `now`, atomically across sockets and server processes: the attempt is
 * counted as a failure before the password is checked (a success then clears the count), in the same statement that
 * checks the account need not wait. A burst of guesses sent at once therefore gets exactly the free attempts checked
 * and the rest refused, however they interleave. Answers 0 when the attempt may go ahead, else the milliseconds still
 * to wait (nothing is counted then).
 */
export async function takeAttempt(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  return (await countAttempt(db, email, now)).wait;
}

/** takeAttempt, also answering the failures counted so far, this attempt included (when it went ahead). */
export async function countAttempt(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<{ wait: number; failures: number }> {
  const taken = await db
    .insertInto("sign_in_attempts")
    .values({ email, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc
        .column("email")
        .doUpdateSet({ failures: sql`sign_in_attempts.failures + 1`, last_failure_at: now })
        // The free attempts go ahead whatever the times: concurrent sign-ins read the clock a few milliseconds apart
        // and may reach the database in another order, so a zero wait must not be compared with a later reading.
        .where(
          sql<boolean>`sign_in_attempts.failures < ${FREE_FAILURES}
            or sign_in_attempts.last_failure_at + make_interval(secs => ${DELAY_SQL} / 1000.0) <= ${now}`,
        ),
    )
    .returning("failures")
    .executeTakeFirst();
  if (taken) return { wait: 0, failures: taken.failures };
  return { wait: Math.max(1, await remainingWaitMs(db, email, now.getTime())), failures: 0 };
}

/**
 * Dates the attempt's failure when it is known (after the password check, which takes a while): the wait runs from
 * the failure, as the back-off says, not from when the attempt began.
 */
export async function datedFailure(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  await db.updateTable("sign_in_attempts").set({ last_failure_at: now }).where("email", "=", email).execute();
}

export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("email", "=", email).execute();
}
