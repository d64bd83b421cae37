// Exactly-once commands (docs/design/commands.md "On the server"). A write event the schema declares `"command": true`
// may arrive stamped `{clientId, seq}`; the client resends it after a lost reply, a dropped socket or a server
// restart until it gets an answer. So the write and the record of its reply commit together or not at all:
//
//   1. claim (clientId, seq) with INSERT … ON CONFLICT DO NOTHING, inside the transaction the handler then runs in;
//   2. if the claim found a row, the command was already applied: answer its recorded reply, run nothing;
//   3. else run the handler on the transaction and store its encoded reply in the claimed row; commit.
//
// A concurrent duplicate (the resend arrives on a new socket while the first copy still runs) waits on PostgreSQL
// at step 1 for the first transaction: after its commit the claim finds the row and reads the reply; after its
// rollback the claim succeeds and the handler runs once. PGlite is one connection, so transactions never overlap.
// A handler that fails rolls everything back, the claim included: nothing was applied, and a resend runs it again.
// Change announcements wait for the commit, so no socket hears of a write that then rolls back.
import { sql, type Kysely, type Transaction } from "kysely";

import type { Clock } from "../../shared/clock";
import type { CommandStamp } from "../../shared/protocol/messages";
import type { Database } from "../db/tables";
import type { ChangeFeed } from "./change-feed";
import type { HandlerContext, Logger } from "./context";
import { EventError } from "./event-error";

/** Pruning policy: a reply is kept 7 days, and per client only the newest 1,000 (a client resends only what is
 *  unacknowledged, which is far fewer; a client offline for longer than 7 days starts from a fresh id). */
export const REPLY_RETENTION_DAYS = 7;
export const REPLIES_KEPT_PER_CLIENT = 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Runs `work` (the handler and its reply encoding) once per (clientId, seq); answers resends from the record. */
export async function runCommand(
  context: HandlerContext,
  eventName: string,
  stamp: CommandStamp,
  work: (context: HandlerContext) => Promise<unknown>,
): Promise<unknown> {
  const announced: Parameters<ChangeFeed["announce"]>[] = [];
  const relay = context.changes.relay;
  const userId = context.session?.userId ?? null;
  const outcome = await context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("command_replies")
      .values({
        client_id: stamp.clientId,
        seq: stamp.seq,
        event_name: eventName,
        user_id: userId,
        reply: null,
        created_at: context.clock.date(),
      })
      .onConflict((conflict) => conflict.columns(["client_id", "seq"]).doNothing())
      .returning("client_id")
      .executeTakeFirst();
    if (!claimed) return { recorded: await recordedReply(trx, eventName, stamp, userId) };
    const reply = await work({ ...context, db: trx, changes: deferAnnouncements(context.changes, announced) });
    await trx
      .updateTable("command_replies")
      .set({ reply: JSON.stringify(reply ?? null) })
      .where("client_id", "=", stamp.clientId)
      .where("seq", "=", stamp.seq)
      .execute();
    // The other processes hear of the write through its own transaction: PostgreSQL delivers a NOTIFY when the
    // transaction commits, and only then. Left to this process's next flush, a write committed just before the
    // process died was never told, and their lists stayed stale (docs/design/change-feed.md "Several server
    // processes").
    if (relay)
      for (const [companyId, name, items, membership] of announced)
        for (const payload of relay.payloads(companyId, name, Object.keys(items), membership))
          await sql`select pg_notify(${relay.channel}, ${payload})`.execute(trx);
    return { applied: reply };
  });
  for (const [companyId, name, items, membership] of announced)
    context.changes.announce(companyId, name, items, membership, relay !== undefined);
  return "recorded" in outcome ? outcome.recorded : outcome.applied;
}

async function recordedReply(
  trx: Transaction<Database>,
  eventName: string,
  stamp: CommandStamp,
  userId: string | null,
): Promise<unknown> {
  const row = await trx
    .selectFrom("command_replies")
    .select(["event_name", "user_id", "reply"])
    .where("client_id", "=", stamp.clientId)
    .where("seq", "=", stamp.seq)
    .executeTakeFirstOrThrow();
  // The same stamp on another event or from another user is a client bug (or a guess): never hand out the reply.
  if (row.event_name !== eventName || row.user_id !== userId) {
    throw new EventError("BadRequest", `command ${stamp.clientId}/${stamp.seq} was already used for another request`);
  }
  return row.reply;
}

/**
 * The change feed as the handler sees it inside the transaction: announcements are kept, relayed within the
 * transaction and made to this process's sockets after the commit.
 */
function deferAnnouncements(feed: ChangeFeed, announced: Parameters<ChangeFeed["announce"]>[]): ChangeFeed {
  return new Proxy(feed, {
    get(target, property) {
      if (property === "announce") {
        return (...args: Parameters<ChangeFeed["announce"]>) => void announced.push(args);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Deletes replies past the retention policy at `now`; returns how many. */
export async function pruneCommandReplies(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REPLY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const old = await db.deleteFrom("command_replies").where("created_at", "<", cutoff).executeTakeFirst();
  const surplus = await sql`
    delete from command_replies r
    using (select client_id, max(seq) as newest from command_replies group by client_id) c
    where r.client_id = c.client_id and r.seq <= c.newest - ${REPLIES_KEPT_PER_CLIENT}`.execute(db);
  return Number(old.numDeletedRows) + Number(surplus.numAffectedRows ?? 0);
}

/** Prunes at start and hourly; returns a stop function. */
export function startCommandReplySweep(db: Kysely<Database>, clock: Clock, log: Logger): () => void {
  const sweep = () =>
    void pruneCommandReplies(db, clock.date()).catch((error: unknown) =>
      log.warn({ err: String(error) }, "command reply sweep failed"),
    );
  const first = setTimeout(sweep, 5000);
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
