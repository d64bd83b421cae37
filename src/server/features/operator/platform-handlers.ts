import { sql } from "kysely";

import type { RecordState } from "../../../shared/generated/common";
import type { Handlers } from "../../ws/dispatch";
import { SettledDays } from "../home/index";
import { platformStats } from "./platform-stats";
import { startView, stopView } from "./view-as";

type PlatformHandlers = Pick<
  Handlers,
  | "PlatformStatsRequestEvent"
  | "PlatformCompanySearchRequestEvent"
  | "PlatformViewAsStartRequestEvent"
  | "PlatformViewAsStopRequestEvent"
>;

/** The settled days of the platform's series, one cache per database handle (tests start servers on fresh databases). */
const settledDaysOf = new WeakMap<object, SettledDays>();
function settledDaysFor(db: object): SettledDays {
  let cache = settledDaysOf.get(db);
  if (!cache) settledDaysOf.set(db, (cache = new SettledDays()));
  return cache;
}

const SEARCH_LIMIT = 20;

/** `like` text with its wildcards taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const platformHandlers: PlatformHandlers = {
  async PlatformStatsRequestEvent(_payload, context) {
    return platformStats(context.db, context.clock.now(), settledDaysFor(context.db));
  },

  async PlatformCompanySearchRequestEvent(payload, context) {
    const text = payload.text.trim().toLowerCase();
    let query = context.db.selectFrom("companies").select(["id", "name", "website", "state"]).limit(SEARCH_LIMIT);
    if (text) {
      const pattern = `%${likeEscaped(text)}%`;
      query = query
        .where((eb) =>
          eb.or([eb(sql`lower(name)`, "like", pattern), eb(sql`lower(coalesce(website, ''))`, "like", pattern)]),
        )
        .orderBy(sql`lower(name)`)
        .orderBy("id");
    } else {
      query = query.orderBy("created_date", "desc").orderBy("id", "desc");
    }
    const rows = await query.execute();
    return {
      companies: rows.map((row) => ({
        id: row.id,
        name: row.name,
        state: row.state as RecordState,
        ...(row.website ? { website: row.website } : {}),
      })),
    };
  },

  async PlatformViewAsStartRequestEvent(payload, context) {
    return startView(context, payload.companyId);
  },

  async PlatformViewAsStopRequestEvent(_payload, context) {
    return stopView(context);
  },
};
