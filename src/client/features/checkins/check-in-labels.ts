import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { isFitForDuty } from "../../../shared/rules/checkins";

// "Good" of a person, not of a vehicle's condition (the vehicles' "Good" reads "Bon état" in French).
export const GOOD = msg({ message: "Good", context: "check-in result" });
export const NOT_ABLE = msg`Not able to work`;

/** A result of None shows as good (fit for duty); anything else as "Not able to work" (docs/checkins.md "Rules"). */
export function checkInResultLabel(i18n: I18n, result: string | undefined): string {
  if (result === undefined) return "";
  return isFitForDuty(result) ? i18n._(GOOD) : i18n._(NOT_ABLE);
}
