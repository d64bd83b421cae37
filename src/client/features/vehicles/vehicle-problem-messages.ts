import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FieldProblem } from "../../../shared/generated/common";
import { fieldProblemMessage } from "../../ui/form/field-problem-messages";

/** What each validation problem (the vehicle rules', then the codec's) reads as next to its field. */
export function problemMessage(i18n: I18n, field: string, found: Pick<FieldProblem, "problem" | "limit">): string {
  switch (found.problem) {
    case "required":
      return field === "brakingType"
        ? i18n._(msg`A vehicle or trailer must have a brake type.`)
        : i18n._(msg`This field is required.`);
    case "invalidDate":
      return i18n._(msg`Enter a valid date.`);
    case "invalidOdometer":
      return i18n._(msg`Enter the odometer reading as a number.`);
    case "endBeforeStart":
      return i18n._(msg`The end of operation cannot be before its start.`);
    case "invalidYear":
      return i18n._(msg`Enter a model year between 1900 and next year.`);
    // 49 CFR 565 (src/shared/rules/vin.ts).
    case "vinLength":
      return i18n._(msg`A VIN has 17 characters. For an older or special unit, tick "Non-standard VIN".`);
    case "vinCharacters":
      return i18n._(msg`A VIN uses only digits and capital letters other than I, O and Q.`);
    case "vinCheckDigit":
      return i18n._(msg`This VIN's check digit (9th character) does not match: check it for a typing mistake.`);
    case "unknownCategory":
      return i18n._(msg`Choose a category from the list.`);
    case "unknownImage":
      return i18n._(msg`The photo could not be found. Upload it again.`);
    default:
      return fieldProblemMessage(i18n, found);
  }
}
