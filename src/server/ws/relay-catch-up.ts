// What a server process does once its change relay listens again after a gap (docs/design/change-feed.md "When the
// relay reconnects"): other processes' notifications of that time are gone for good, so it checks what it cannot
// afford to have missed — sign-outs — against the database, and has every open screen refetch what it shows.
import type { Kysely } from "kysely";
import pRetry from "p-retry";

import type { Clock } from "../../shared/clock";
import type { Database } from "../db/tables";
import type { ChangeFeed } from "./change-feed";
import { CLOSE_SIGNED_OUT } from "./close-codes";
import type { Logger } from "./context";
import type { SocketRegistry } from "./socket-registry";

const IN_CHUNK = 1000;

export interface CatchUpServices {
  db: Kysely<Database>;
  clock: Clock;
  sockets: SocketRegistry;
  changes: ChangeFeed;
  log: Logger;
}

/**
 * Closes this process's sockets of sessions that ended while the relay was away (revoked by a sign-out, a password
 * change or reset on another process; expired; gone), with the close code of a relayed sign-out; returns how many
 * sessions. Sockets attached after the read confirm their session themselves (socket-registry.ts).
 */
export async function closeEndedSessions(db: Kysely<Database>, clock: Clock, sockets: SocketRegistry): Promise<number> {
  const open = sockets.sessionIds();
  const now = clock.date();
  let closed = 0;
  for (let i = 0; i < open.length; i += IN_CHUNK) {
    const chunk = open.slice(i, i + IN_CHUNK);
    const live = await db
      .selectFrom("sessions")
      .select("id")
      .where("id", "in", chunk)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .execute();
    const stillLive = new Set(live.map((row) => row.id));
    for (const id of chunk) {
      if (stillLive.has(id)) continue;
      if (sockets.closeSession(id, CLOSE_SIGNED_OUT, "signed out") > 0) closed += 1;
    }
  }
  return closed;
}

/**
 * Catches up after missed notifications: every list of every company (ChangeFeed.refreshEverything, whose caches go
 * stale at once, before anything is awaited) and the sign-outs. A failed read of the sessions is tried again a few
 * times: the database has just come back, and a missed sign-out must not stay open. The refresh sends no rows but the
 * company's own, so a socket closed a moment after it was sent one has been shown nothing it could not see before.
 */
export async function catchUpAfterRelayGap({ db, clock, sockets, changes, log }: CatchUpServices): Promise<void> {
  const refreshed = changes.refreshEverything().catch((error: unknown) => {
    log.error({ err: String(error) }, "could not refresh the open screens after the relay reconnected");
  });
  try {
    const closed = await pRetry(() => closeEndedSessions(db, clock, sockets), {
      retries: 5,
      minTimeout: 500,
      unref: true,
    });
    if (closed > 0)
      log.info({ sessions: closed }, "closed the sockets of sessions that ended while the relay was away");
  } catch (error) {
    log.error({ err: String(error) }, "could not check the open sessions after the relay reconnected");
  }
  await refreshed;
}
