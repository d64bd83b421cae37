// What every operator's cross-company list shares (docs/operator.md "Cross-company lists"): the company picker's
// options, and watching a list. A screen says which list it shows, so that list's changes of every company reach this
// socket (src/server/all-companies/live-feed.ts) — and only while it shows it: the client unwatches when the list
// closes, and the socket registry drops a socket's watches when it closes or its session changes
// (ws/list-watches.ts). Each list and its records are its own domain's (their all-companies-handlers.ts).
import { likePattern } from "../../lists/text-filters";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { MAX_WATCHES_PER_SOCKET } from "../../ws/list-watches";

const DEFAULT_OPTIONS = 20;

export const allCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesCompanyOptionsRequestEvent" | "AllCompaniesListWatchRequestEvent" | "AllCompaniesListUnwatchRequestEvent"
> = {
  async AllCompaniesCompanyOptionsRequestEvent(payload, context) {
    let query = context.db.selectFrom("companies").select(["id", "name"]);
    const search = payload.search?.trim() ?? "";
    if (search !== "") query = query.where((eb) => eb(eb.fn("lower", ["name"]), "like", likePattern(search)));
    const companies = await query
      .orderBy("name")
      .orderBy("id")
      .limit(payload.limit ?? DEFAULT_OPTIONS)
      .execute();
    return { companies };
  },

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
