import type { Handlers } from "../../ws/dispatch";
import { companyClock } from "../hours/index";
import { homeStats } from "./home-stats";
import { SettledDays } from "./settled-days";

/**
 * The settled days of every company a server has answered today, one cache per database handle (so two servers in
 * one process — the tests start several, each on a fresh database with the same ids — never share figures).
 */
const settledDaysOf = new WeakMap<object, SettledDays>();
function settledDaysFor(db: object): SettledDays {
  let cache = settledDaysOf.get(db);
  if (!cache) settledDaysOf.set(db, (cache = new SettledDays()));
  return cache;
}

type HomeHandlers = Pick<Handlers, "HomeStatsRequestEvent">;

export const homeHandlers: HomeHandlers = {
  async HomeStatsRequestEvent(_payload, context) {
    const session = context.session;
    // The company's clock: its time zone and day start (features/hours), so a day here is the day the logs keep.
    const clock = await companyClock(context.db, session.companyId);
    return homeStats(
      context.db,
      { companyId: session.companyId, roles: session.roles, features: session.features },
      { timeZone: clock.timeZone, today: clock.today(context.clock.now()), dayStartHour: clock.dayStartHour },
      settledDaysFor(context.db),
    );
  },
};
