// Short-lived download addresses that need no session header (a browser opens them as a plain GET): the claims ride
// in the token, HMAC-SHA256-signed with a key kept in server_secrets (every server process on the database accepts
// it) and one key per purpose, so a token made for one kind of download is never accepted by another. The employees
// export (features/users/export.ts) signs the same way with its own key; it can move onto this module.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "./db/tables";

async function secret(db: Kysely<Database>, purpose: string): Promise<string> {
  const name = `${purpose}-hmac`;
  await db
    .insertInto("server_secrets")
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  return (await db.selectFrom("server_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow())
    .value;
}

const mac = (key: string, body: string) => createHmac("sha256", key).update(body).digest("base64url");

/** A token carrying `claims` until `expiresAt` (epoch ms). */
export async function signLink<T extends object>(
  db: Kysely<Database>,
  purpose: string,
  claims: T,
  expiresAt: number,
): Promise<string> {
  const body = Buffer.from(JSON.stringify({ ...claims, e: expiresAt })).toString("base64url");
  return `${body}.${mac(await secret(db, purpose), body)}`;
}

/** The claims of a token signed for `purpose` that has not expired at `nowMs` (the server clock); undefined for anything else. */
export async function verifyLink<T extends object>(
  db: Kysely<Database>,
  purpose: string,
  token: string,
  nowMs: number,
): Promise<T | undefined> {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(await secret(db, purpose), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T & { e?: unknown };
    return typeof claims.e === "number" && claims.e > nowMs ? claims : undefined;
  } catch {
    return undefined;
  }
}
