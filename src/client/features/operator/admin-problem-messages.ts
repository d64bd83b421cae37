import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FieldProblem } from "../../../shared/generated/common";
import { peopleProblemMessage } from "../users";

/** What each problem of the operator's company forms (src/shared/rules/admin-companies.ts, the server's) reads as. */
export function adminProblemMessage(i18n: I18n, found: Pick<FieldProblem, "problem" | "limit">): string {
  switch (found.problem) {
    case "jurisdiction":
      return i18n._(msg`Choose a province or state.`);
    case "duplicate":
      return i18n._(msg`This feature is listed twice.`);
    case "emailExists":
      return i18n._(msg`A user with that email already exists`);
    case "companyExists":
      return i18n._(msg`A company with that website already exists`);
    default:
      return peopleProblemMessage(i18n, found);
  }
}
