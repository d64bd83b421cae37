import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

import type { FieldProblem } from "../../../shared/generated/common";

/**
 * What a codec problem (src/shared/codec/field-problems.ts) reads as under its field, in the user's language.
 * Domains translate their own rule problems first (e.g. vehicle-problem-messages.ts) and fall back to this.
 */
export function fieldProblemMessage(i18n: I18n, { problem, limit }: Pick<FieldProblem, "problem" | "limit">): string {
  switch (problem) {
    case "required":
      return i18n._(msg`This field is required.`);
    case "tooLong":
      return i18n._(
        msg({ message: plural(limit ?? 0, { one: "Use at most # character.", other: "Use at most # characters." }) }),
      );
    case "tooShort":
      return i18n._(
        msg({ message: plural(limit ?? 0, { one: "Use at least # character.", other: "Use at least # characters." }) }),
      );
    case "tooSmall":
      return i18n._(msg`Enter ${limit ?? 0} or more.`);
    case "tooLarge":
      return i18n._(msg`Enter ${limit ?? 0} or less.`);
    case "notWhole":
      return i18n._(msg`Enter a whole number.`);
    case "format":
      return i18n._(msg`This value is not in the expected form.`);
    case "choice":
      return i18n._(msg`Choose one of the options.`);
    default:
      return i18n._(msg`This value cannot be accepted.`);
  }
}
