import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FieldProblem } from "../../../shared/generated/common";
import type { ScheduleOptionKind } from "../../../shared/generated/schedules";
import { fieldProblemMessage } from "../../ui/form/field-problem-messages";

/** The option kinds in a part's order: ok, na, then the defects, then a remark (docs/schedules.md "Records"). */
export const OPTION_KIND_ORDER: readonly ScheduleOptionKind[] = ["ok", "na", "minor", "major", "remark"];

/** What an option's kind (its grade) reads as: ok and na are no defect, minor and major are NSC 13 defects. */
export function optionKindLabel(i18n: I18n, kind: ScheduleOptionKind): string {
  switch (kind) {
    case "ok":
      return i18n._(msg`No defect`);
    case "na":
      return i18n._(msg`Not applicable`);
    case "minor":
      return i18n._(msg`Minor defect`);
    case "major":
      return i18n._(msg`Major defect`);
    case "remark":
      return i18n._(msg`Remark`);
  }
}

/** What each problem of a schedule save (schema/schedules.json, the server's checks) reads as under its field. */
export function scheduleProblemMessage(i18n: I18n, found: Pick<FieldProblem, "problem" | "limit">): string {
  switch (found.problem) {
    case "duplicate":
      return i18n._(msg`Another question already uses this part number.`);
    case "duplicatePosition":
      return i18n._(msg`Two options of this part have the same position.`);
    case "notInSchedule":
    case "notInQuestion":
      return i18n._(msg`This schedule changed meanwhile: reload the page and edit again.`);
    case "tooShort":
      return found.limit === 1 ? i18n._(msg`This field is required.`) : fieldProblemMessage(i18n, found);
    default:
      return fieldProblemMessage(i18n, found);
  }
}
