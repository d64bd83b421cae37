import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type {
  ChecklistItemType,
  ChecklistOptionCategory,
  ChecklistResultType,
} from "../../../shared/generated/checklists";

/** The type picker shows Text, Number, List and Yes/No (docs/checklists.md "Screens"). */
export const ITEM_TYPES: readonly ChecklistItemType[] = ["text", "number", "list", "bool"];

export function itemTypeLabel(i18n: I18n, type: ChecklistItemType): string {
  switch (type) {
    case "text":
      return i18n._(msg`Text`);
    case "number":
      return i18n._(msg`Number`);
    case "list":
      return i18n._(msg`List`);
    case "bool":
      return i18n._(msg`Yes/No`);
  }
}

/** Option grades Good, Minor, Major; category none is good (docs/checklists.md "Records"). */
export const CATEGORIES: readonly ChecklistOptionCategory[] = ["none", "minor", "major"];

export function categoryLabel(i18n: I18n, category: ChecklistOptionCategory): string {
  switch (category) {
    case "none":
      return i18n._(msg`Good`);
    case "minor":
      return i18n._(msg`Minor`);
    case "major":
      return i18n._(msg`Major`);
  }
}

export function resultTypeLabel(i18n: I18n, type: ChecklistResultType): string {
  return type === "initial" ? i18n._(msg`Initial`) : i18n._(msg`En route`);
}

export const GRADE_CLASS: Record<ChecklistOptionCategory, string> = {
  none: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  minor: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  major: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** The problem codes of schema/common.json FieldProblem that the checklist rules use, in words. */
export function checklistProblemMessage(i18n: I18n, problem: string): string {
  switch (problem) {
    case "required":
      return i18n._(msg`Required`);
    case "duplicate":
      return i18n._(msg`Already used in this checklist`);
    case "yesNoTwo":
      return i18n._(msg`A Yes/No item has exactly two options`);
    case "notAllowed":
      return i18n._(msg`Not for this kind of item`);
    case "notInChecklist":
      return i18n._(msg`This item is no longer in the checklist`);
    case "notAnOption":
      return i18n._(msg`This option is no longer offered`);
    case "notNumber":
      return i18n._(msg`Enter a number`);
    case "tooMany":
      return i18n._(msg`Choose one`);
    case "tooLong":
      return i18n._(msg`Too long`);
    default:
      return problem;
  }
}
