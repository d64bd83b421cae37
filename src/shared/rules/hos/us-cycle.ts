// 49 CFR 395.3(b)–(c) and 395.5(b) — the 60-hour/7-day and 70-hour/8-day limits.

import { HOUR } from "./hours";
import { evaluateRollingCycle, type RollingCycleRule } from "./rolling-cycle";
import type { FamilyResult, Timeline } from "./types";

// 395.3(c): a period of 7 or 8 consecutive days may end with the start of an
// off-duty period of 34 or more consecutive hours (sleeper berth included).
// 395.5(b) gives passenger carriers no such restart.
const RESTART = 34 * HOUR;

type UsCycle = "60_7" | "70_8";

function spec(cycle: UsCycle, carrier: "property" | "passenger"): RollingCycleRule {
  const reset = carrier === "property" ? RESTART : null;
  // 395.3(b)(1) / 395.5(b)(1): no driving after 60 h on duty in 7 consecutive days.
  // 395.3(b)(2) / 395.5(b)(2): no driving after 70 h on duty in 8 consecutive days.
  return cycle === "60_7"
    ? { rule: "US_CYCLE_60H_7D", days: 7, limit: 60 * HOUR, reset }
    : { rule: "US_CYCLE_70H_8D", days: 8, limit: 70 * HOUR, reset };
}

export function usCycle(cycle: UsCycle, carrier: "property" | "passenger"): (timeline: Timeline) => FamilyResult {
  const rule = spec(cycle, carrier);
  return (timeline) => {
    const { breaches, remaining } = evaluateRollingCycle(timeline, rule);
    return { breaches, caps: { cycle: remaining } };
  };
}
