import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FieldProblem } from "../../../shared/generated/common";
import { fieldProblemMessage } from "../../ui/form/field-problem-messages";

/** What each validation problem (src/shared/rules/equipment.ts, then the codec's) reads as next to its field. */
export function equipmentProblemMessage(i18n: I18n, found: Pick<FieldProblem, "problem" | "limit">): string {
  switch (found.problem) {
    case "required":
      return i18n._(msg`This field is required.`);
    case "invalidYear":
      return i18n._(msg`Enter a model year between 1900 and next year.`);
    case "invalidHours":
      return i18n._(msg`Enter the hours meter reading in hours, to a tenth at most.`);
    case "nothingToRepair":
      return i18n._(msg`This equipment has no open defect to repair.`);
    case "unknownImage":
      return i18n._(msg`The photo could not be found. Upload it again.`);
    default:
      return fieldProblemMessage(i18n, found);
  }
}
