// The sign-in back-off (docs/accounts.md "Slowing down guesses"). Failures are counted per key guessed at: an account
// (its email), a change of password ("change:<user id>"), a known device ("device:<id>") and a source address
// ("address:<ip>", which allows more: many people may share an office's address).
import { sql, type Kysely } from "kysely";

import type { Database } from "../../db/tables";

/** Failures allowed before any waiting starts. */
export const FREE_FAILURES = 5;
/** Failures one source address is allowed, over every account, before its attempts wait. */
export const ADDRESS_FREE_FAILURES = 30;

/** The back-off a key follows: how many failures are free. */
export interface Allowance {
  free: number;
  /** After this long without a failure the count starts over (longer than MAX_DELAY_MS); absent: never. */
  forgetAfterMs?: number;
}
const ACCOUNT: Allowance = { free: FREE_FAILURES };
/** A source address: more free failures, forgotten after an hour of quiet (a shared address must not stay slowed). */
export const ADDRESS: Allowance = { free: ADDRESS_FREE_FAILURES, forgetAfterMs: 60 * 60_000 };
/** The longest wait; it never grows past this, so an attacker cannot lock a user out for good. */
export const MAX_DELAY_MS = 15 * 60_000;

/**
 * How long after the last failure the next attempt must wait: nothing for the first FREE_FAILURES, then
 * 1 s, 2 s, 4 s … capped at MAX_DELAY_MS (OWASP Authentication Cheat Sheet: throttle, don't lock).
 */
export function backoffDelayMs(failures: number, allowance: Allowance = ACCOUNT): number {
  if (failures < allowance.free) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - allowance.free));
}

/** Milliseconds the caller must still wait at `nowMs` before trying this key again (0 = may try now). */
export async function remainingWaitMs(
  db: Kysely<Database>,
  key: string,
  nowMs: number,
  allowance: Allowance = ACCOUNT,
): Promise<number> {
  const row = await db.selectFrom("sign_in_attempts").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row) return 0;
  return Math.max(0, row.last_failure_at.getTime() + backoffDelayMs(row.failures, allowance) - nowMs);
}

/** backoffDelayMs in SQL, over the row's own failure count. */
const delaySql = (free: number) => sql`(case when sign_in_attempts.failures < ${free} then 0
  else least(${MAX_DELAY_MS}, 1000 * power(2, sign_in_attempts.failures - ${free})) end)`;

/**
 * Takes one attempt at `email`'s password at `now`, atomically across sockets and server processes: the attempt is
 * counted as a failure before the password is checked (a success then clears the count), in the same statement that
 * checks the account need not wait. A burst of guesses sent at once therefore gets exactly the free attempts checked
 * and the rest refused, however they interleave. Answers 0 when the attempt may go ahead, else the milliseconds still
 * to wait (nothing is counted then).
 */
export async function takeAttempt(
  db: Kysely<Database>,
  key: string,
  now: Date,
  allowance: Allowance = ACCOUNT,
): Promise<number> {
  return (await countAttempt(db, key, now, allowance)).wait;
}

/** takeAttempt, also answering the failures counted so far, this attempt included (when it went ahead). */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  now: Date,
  allowance: Allowance = ACCOUNT,
): Promise<{ wait: number; failures: number }> {
  const free = allowance.free;
  const taken = await db
    .insertInto("sign_in_attempts")
    .values({ key, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({
          failures:
            allowance.forgetAfterMs === undefined
              ? sql`sign_in_attempts.failures + 1`
              : sql`case when sign_in_attempts.last_failure_at + make_interval(secs => ${allowance.forgetAfterMs / 1000})
                  <= ${now} then 1 else sign_in_attempts.failures + 1 end`,
          last_failure_at: now,
        })
        // The free attempts go ahead whatever the times: concurrent sign-ins read the clock a few milliseconds apart
        // and may reach the database in another order, so a zero wait must not be compared with a later reading.
        .where(
          sql<boolean>`sign_in_attempts.failures < ${free}
            or sign_in_attempts.last_failure_at + make_interval(secs => ${delaySql(free)} / 1000.0) <= ${now}`,
        ),
    )
    .returning("failures")
    .executeTakeFirst();
  if (taken) return { wait: 0, failures: taken.failures };
  return { wait: Math.max(1, await remainingWaitMs(db, key, now.getTime(), allowance)), failures: 0 };
}

/**
 * Dates the attempt's failure when it is known (after the password check, which takes a while): the wait runs from
 * the failure, as the back-off says, not from when the attempt began.
 */
export async function datedFailure(db: Kysely<Database>, keys: string | readonly string[], now: Date): Promise<void> {
  const all = typeof keys === "string" ? [keys] : keys;
  if (all.length === 0) return;
  await db.updateTable("sign_in_attempts").set({ last_failure_at: now }).where("key", "in", all).execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("key", "=", key).execute();
}

/**
 * Takes back one counted attempt that turned out right. An address's count is never cleared by a success (an attacker
 * could sign in to an account of their own between guesses); each success only uncounts itself.
 */
export async function forgiveAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable("sign_in_attempts")
    .set({ failures: sql`greatest(sign_in_attempts.failures - 1, 0)` })
    .where("key", "=", key)
    .execute();
}
