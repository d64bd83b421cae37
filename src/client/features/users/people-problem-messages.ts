import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FieldProblem } from "../../../shared/generated/common";
import { fieldProblemMessage } from "../../ui/form/field-problem-messages";

/** What each rule problem of people and company forms (src/shared/rules/people.ts) reads as under its field. */
export function peopleProblemMessage(i18n: I18n, found: Pick<FieldProblem, "problem" | "limit">): string {
  switch (found.problem) {
    case "email":
      return i18n._(msg`Enter a valid email address.`);
    case "emailList":
      return i18n._(msg`Enter email addresses separated by commas, each a valid address.`);
    case "phone":
      return i18n._(msg`Enter a valid phone number.`);
    case "endBeforeStart":
      return i18n._(msg`The end date cannot be before the start date.`);
    case "postalCode":
      return i18n._(msg`Enter a Canadian postal code such as K1A 0B1.`);
    case "timeZone":
      return i18n._(msg`Choose a time zone from the list.`);
    case "rolesRequired":
      return i18n._(msg`Choose at least one role.`);
    case "invalidDate":
      return i18n._(msg`Enter a valid date.`);
    default:
      return fieldProblemMessage(i18n, found);
  }
}
