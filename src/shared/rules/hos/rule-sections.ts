// The section each violation code stands for, for screens and reports that
// cite it beside the violation. A Record, so a new RuleId without its
// section is a type error.

import type { RuleId } from "./types";

export const RULE_SECTIONS: Readonly<Record<RuleId, string>> = {
  CA_DAY_DRIVING_13H: "SOR/2005-313 s.12(1)",
  CA_DAY_ON_DUTY_14H: "SOR/2005-313 s.12(2)",
  CA_SHIFT_DRIVING_13H: "SOR/2005-313 s.13(1), s.18(1)(d)",
  CA_SHIFT_ON_DUTY_14H: "SOR/2005-313 s.13(2), s.18(1)(g)",
  CA_SHIFT_ELAPSED_16H: "SOR/2005-313 s.13(3), s.18(1)(e)",
  CA_DAY_OFF_DUTY_10H: "SOR/2005-313 s.14(1)",
  CA_DEFERRAL_MAX_2H: "SOR/2005-313 s.16(a)",
  CA_DEFERRAL_MANDATORY_8H: "SOR/2005-313 s.16(a)",
  CA_DEFERRAL_TWO_DAY_OFF_20H: "SOR/2005-313 s.16(b)",
  CA_DEFERRAL_DAY_2_REST: "SOR/2005-313 s.16(c)",
  CA_DEFERRAL_TWO_DAY_DRIVING_26H: "SOR/2005-313 s.16(d)",
  CA_DEFERRAL_WHILE_SPLITTING: "SOR/2005-313 s.16, s.18(1)(f)",
  CA_CYCLE_SWITCH_OFF_DUTY: "SOR/2005-313 s.29(1)",
  CA_24H_OFF_IN_14_DAYS: "SOR/2005-313 s.25",
  CA_CYCLE_1_70H_7D: "SOR/2005-313 s.26",
  CA_CYCLE_2_120H_14D: "SOR/2005-313 s.27(a)",
  CA_CYCLE_2_70H_WITHOUT_24H_OFF: "SOR/2005-313 s.27(b)",
  US_DRIVING_11H: "49 CFR 395.3(a)(3)(i)",
  US_WINDOW_14H: "49 CFR 395.3(a)(2)",
  US_BREAK_30MIN: "49 CFR 395.3(a)(3)(ii)",
  US_CYCLE_60H_7D: "49 CFR 395.3(b)(1), 395.5(b)(1)",
  US_CYCLE_70H_8D: "49 CFR 395.3(b)(2), 395.5(b)(2)",
  US_PASSENGER_DRIVING_10H: "49 CFR 395.5(a)(1)",
  US_PASSENGER_ON_DUTY_15H: "49 CFR 395.5(a)(2)",
};
