// The clock a company's logs are kept by: its time zone (the home terminal's, SOR/2005-313 s.2 "day" and
// 49 CFR 395.2 "24-hour period") and the ruleset a new day starts under.
import type { Kysely, Transaction } from "kysely";

import type { HosRuleset } from "../../../shared/generated/hours";
import { isKnownTimeZone } from "../../../shared/rules/time-zone";
import { DEFAULT_DAY_START_HOUR, DEFAULT_TIME_ZONE, carrierDayOf } from "../../../shared/rules/timesheets";
import type { Database } from "../../db/tables";

type Db = Kysely<Database> | Transaction<Database>;

export interface CompanyClock {
  timeZone: string;
  dayStartHour: number;
  /** The ruleset of a driver's first day: cycle 1 in Canada (SOR/2005-313 s.26; the carrier may choose cycle 2, s.27), 70 h in 8 days in the US (49 CFR 395.3(b)(2)). */
  defaultCycle: HosRuleset;
  today: (nowMs: number) => string;
}

const US = /^(united states|usa?|u\.s\.a?\.?)$/i;

export async function companyClock(db: Db, companyId: string): Promise<CompanyClock> {
  const company = await db
    .selectFrom("companies")
    .select(["time_zone", "country"])
    .where("id", "=", companyId)
    .executeTakeFirst();
  const zone = company?.time_zone && isKnownTimeZone(company.time_zone) ? company.time_zone : DEFAULT_TIME_ZONE;
  const defaultCycle: HosRuleset = US.test((company?.country ?? "").trim()) ? "US_PROPERTY_70_8" : "CA_CYCLE_1";
  return {
    timeZone: zone,
    dayStartHour: DEFAULT_DAY_START_HOUR,
    defaultCycle,
    today: (nowMs) => carrierDayOf(nowMs, zone, DEFAULT_DAY_START_HOUR),
  };
}
