// Which rule families each ruleset applies.

import { canadaCycles, canadaLongRest } from "./canada-cycle";
import { canadaDailyLimits } from "./canada-day";
import { canadaDailyOffDuty } from "./canada-day-off";
import { canadaShiftLimits } from "./canada-shift";
import type { RuleFamily, Ruleset } from "./types";
import { usCycle } from "./us-cycle";
import { usPassengerDailyLimits } from "./us-passenger";
import { usPropertyDailyLimits } from "./us-property";

// SOR/2005-313 s.12–16 apply whatever the cycle; s.25 (24 h off in 14 days)
// sits with the cycle provisions but binds drivers on either cycle.
const CANADA_COMMON: readonly RuleFamily[] = [canadaDailyLimits, canadaShiftLimits, canadaDailyOffDuty, canadaLongRest];

export const RULE_FAMILIES: Readonly<Record<Ruleset, readonly RuleFamily[]>> = {
  // The ruleset names the cycle in force at the start; canadaCycles follows s.29 switches from there.
  CA_CYCLE_1: [...CANADA_COMMON, canadaCycles],
  CA_CYCLE_2: [...CANADA_COMMON, canadaCycles],
  US_PROPERTY_60_7: [usPropertyDailyLimits, usCycle("60_7", "property")],
  US_PROPERTY_70_8: [usPropertyDailyLimits, usCycle("70_8", "property")],
  US_PASSENGER_60_7: [usPassengerDailyLimits, usCycle("60_7", "passenger")],
  US_PASSENGER_70_8: [usPassengerDailyLimits, usCycle("70_8", "passenger")],
};
