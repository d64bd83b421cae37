// Secret tokens the server hands out — session tokens, invitation and reset links, API keys — are stored only as
// their hash, so a database leak does not hand out live sessions or working links (docs/accounts.md). The accounts
// domain makes sessions; any HTTP route that takes a session token (an upload) finds its session here.
import { createHash } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "./db/tables";

/** The stored form of a token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The session of `token` if it is neither revoked nor expired at `now`. */
export async function findLiveSession(db: Kysely<Database>, token: string, now: Date) {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}
