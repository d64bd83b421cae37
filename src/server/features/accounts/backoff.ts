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

/** Counts a failure of `email` at `now`. */
export async function recordFailure(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  await db
    .insertInto("sign_in_attempts")
    .values({ email, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet({ failures: sql`sign_in_attempts.failures + 1`, last_failure_at: now }),
    )
    .execute();
}

export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("email", "=", email).execute();
}
