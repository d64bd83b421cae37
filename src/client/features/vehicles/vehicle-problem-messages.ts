import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { VehicleProblem } from "../../../shared/rules/vehicles";

/** What each validation problem reads as next to its field. */
export function problemMessage(i18n: I18n, field: string, problem: VehicleProblem): string {
  switch (problem) {
    case "required":
      return field === "brakingType" ? i18n._(msg`A vehicle or trailer must have a brake type.`) : i18n._(msg`This field is required.`);
    case "invalidDate":
      return i18n._(msg`Enter a valid date.`);
    case "invalidOdometer":
      return i18n._(msg`Enter the odometer reading as a number.`);
    case "endBeforeStart":
      return i18n._(msg`The end of operation cannot be before its start.`);
    case "invalidYear":
      return i18n._(msg`Enter a model year between 1900 and next year.`);
  }
}
