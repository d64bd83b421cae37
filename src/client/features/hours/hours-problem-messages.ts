import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FieldProblem } from "../../../shared/generated/common";
import { fieldProblemMessage } from "../../ui/form/field-problem-messages";

/** What each rule problem of the hours events (schema/hours.json, the server's checks) reads as. */
export function hoursProblemMessage(i18n: I18n, found: Pick<FieldProblem, "problem" | "limit">): string {
  switch (found.problem) {
    case "future":
      return i18n._(msg`This time is in the future: check the phone's clock.`);
    case "tooOld":
      return i18n._(msg`This is more than 7 days old: ask the office to correct the day instead.`);
    case "beforeLatest":
      return i18n._(msg`This is earlier than your latest change: correct the day instead.`);
    case "duplicate":
      return i18n._(msg`Another change starts at this exact time.`);
    case "outsideDay":
      return i18n._(msg`The time must fall within this day, and not after now.`);
    case "notInDay":
      return i18n._(msg`This entry is no longer part of the day.`);
    case "unchanged":
      return i18n._(msg`The correction changes nothing.`);
    case "notRecent":
      return i18n._(msg`A deferral is declared for today or yesterday only.`);
    case "nothingToCertify":
      return i18n._(msg`There is nothing recorded on this day to certify.`);
    case "dayNotOver":
      return i18n._(msg`This day is not over yet: certify it once it has ended.`);
    default:
      return fieldProblemMessage(i18n, found);
  }
}
