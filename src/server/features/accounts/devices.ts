// Known devices (docs/accounts.md "Slowing down guesses", after OWASP's "Slow Down Online Guessing Attacks with Device
// Cookies"): a browser that signed in to an account gets a device token for it. Its sign-ins then follow a back-off of
// their own instead of the account's, so guesses from elsewhere cannot keep the owner out, and a stolen device token
// buys an attacker no more than five free guesses. Only the token's hash is stored; a device unused for 180 days is
// forgotten, and an account keeps its 20 most recently used.
import { randomBytes, randomUUID } from "node:crypto";

import type { Kysely } from "kysely";
import { sql } from "kysely";

import type { Database } from "../../db/tables";
import { hashToken } from "../../tokens";

export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
const DEVICES_PER_ACCOUNT = 20;

/** The id of the known device `token` names for the account `email`, if it is one and still fresh at `now`. */
export async function knownDevice(
  db: Kysely<Database>,
  email: string,
  token: string | undefined,
  now: Date,
): Promise<string | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom("sign_in_devices as d")
    .innerJoin("users as u", "u.id", "d.user_id")
    .select("d.id")
    .where("d.token_hash", "=", hashToken(token))
    .where(sql`lower(u.email)`, "=", email)
    .where("d.last_used_at", ">", new Date(now.getTime() - DEVICE_LIFETIME_MS))
    .executeTakeFirst();
  return row?.id;
}

/**
 * After a successful sign-in: the device token to give the browser. A known device keeps its token (the browser has
 * it; only its hash is here); any other browser gets a new one.
 */
export async function rememberDevice(
  db: Kysely<Database>,
  userId: string,
  known: { id: string; token: string } | undefined,
  now: Date,
): Promise<string> {
  if (known) {
    await db.updateTable("sign_in_devices").set({ last_used_at: now }).where("id", "=", known.id).execute();
    return known.token;
  }
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sign_in_devices")
    .values({ id: randomUUID(), token_hash: hashToken(token), user_id: userId, created_at: now, last_used_at: now })
    .execute();
  // Only the most recently used devices are kept, and none past its lifetime.
  const keep = db
    .selectFrom("sign_in_devices")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("last_used_at", "desc")
    .limit(DEVICES_PER_ACCOUNT);
  await db
    .deleteFrom("sign_in_devices")
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([eb("id", "not in", keep), eb("last_used_at", "<=", new Date(now.getTime() - DEVICE_LIFETIME_MS))]),
    )
    .execute();
  return token;
}
