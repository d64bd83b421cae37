// An operator's screen says which cross-company list it shows, so that list's changes of every company reach this
// socket (live-feed.ts) — and only while it shows it: the client unwatches when the list closes, and the socket
// registry drops a socket's watches when it closes or its session changes (ws/list-watches.ts).
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { MAX_WATCHES_PER_SOCKET } from "../../ws/list-watches";

type WatchHandlers = Pick<Handlers, "AllCompaniesListWatchRequestEvent" | "AllCompaniesListUnwatchRequestEvent">;

export const allCompaniesWatchHandlers: WatchHandlers = {
  async AllCompaniesListWatchRequestEvent(payload, context) {
    // A socket no longer registered under its session (revoked a moment ago) must not start hearing anything.
    if (!context.sockets.isAttached(context.session.sessionId, context.socket))
      throw new EventError("NotSignedIn", "Sign in again to watch this list.");
    if (!context.sockets.watches.add(context.socket, payload.list, payload.companyId ?? "")) {
      throw new EventError("RateLimited", `A connection may watch at most ${MAX_WATCHES_PER_SOCKET} lists at once.`);
    }
    return {};
  },

  async AllCompaniesListUnwatchRequestEvent(payload, context) {
    context.sockets.watches.delete(context.socket, payload.list, payload.companyId ?? "");
    return {};
  },
};
