// Checklist rules both sides apply (docs/checklists.md "Rules"): what makes a checklist savable, what makes an answer
// valid, and how a result is graded. The editor checks a draft with checklistProblems before saving and the server
// checks it again; the driver app grades answers with gradeAnswer to show the result before sending, and the server
// stores its own grading.
import type {
  ChecklistAnswerInput,
  ChecklistFields,
  ChecklistItemType,
  ChecklistOptionCategory,
  ChecklistSpecialAnswer,
} from "../generated/checklists";
import { worstDefect, type DefectSeverity } from "./defects";

/** A Yes/No item is a list of Yes and No; a new one starts with these (No graded minor, editable). */
export const YES_NO_OPTIONS: readonly { name: string; category: ChecklistOptionCategory }[] = [
  { name: "Yes", category: "none" },
  { name: "No", category: "minor" },
];

/** Items whose answer is chosen among options (a Yes/No item is a list, docs/checklists.md "Records"). */
export const hasOptions = (type: ChecklistItemType) => type === "list" || type === "bool";

/** A field path → its problem code (the FieldProblem codes of schema/common.json), for forms and ValidationFailed. */
export type Problems = Record<string, string>;

/** What is wrong with a checklist as a user would save it; empty when it may be saved. */
export function checklistProblems(fields: ChecklistFields): Problems {
  const problems: Problems = {};
  if (fields.name.trim() === "") problems.name = "required";
  if (fields.items.length === 0) problems.items = "required";
  const itemNames = new Set<string>();
  fields.items.forEach((item, i) => {
    const at = `items.${i}`;
    const name = item.name.trim().toLowerCase();
    if (name === "") problems[`${at}.name`] = "required";
    else if (itemNames.has(name)) problems[`${at}.name`] = "duplicate";
    itemNames.add(name);
    if (!hasOptions(item.type)) {
      if (item.options.length > 0) problems[`${at}.options`] = "notAllowed";
      if (item.multiSelect) problems[`${at}.multiSelect`] = "notAllowed";
      return;
    }
    // A Yes/No item answers one question two ways; a list needs something to choose.
    if (item.type === "bool" && item.options.length !== 2) problems[`${at}.options`] = "yesNoTwo";
    if (item.type === "bool" && item.multiSelect) problems[`${at}.multiSelect`] = "notAllowed";
    if (item.type === "list" && item.options.length === 0) problems[`${at}.options`] = "required";
    const optionNames = new Set<string>();
    item.options.forEach((option, j) => {
      const optionName = option.name.trim().toLowerCase();
      if (optionName === "") problems[`${at}.options.${j}.name`] = "required";
      else if (optionNames.has(optionName)) problems[`${at}.options.${j}.name`] = "duplicate";
      optionNames.add(optionName);
    });
  });
  return problems;
}

/** The parts of a saved item an answer is checked against. */
export interface GradableItem {
  id: string;
  type: ChecklistItemType;
  multiSelect: boolean;
  options: readonly { id: string; category: ChecklistOptionCategory }[];
}

const CATEGORY_SEVERITY: Record<ChecklistOptionCategory, DefectSeverity> = {
  none: "none",
  minor: "minor",
  major: "major",
};
const SPECIAL_SEVERITY: Record<ChecklistSpecialAnswer, DefectSeverity> = { na: "none", minor: "minor", major: "major" };

/** A number as a driver types it: digits with an optional sign and decimal part (comma or point). */
const NUMBER = /^[-+]?\d+([.,]\d+)?$/;

/**
 * One answer's grade: the most severe of its chosen options' categories and of its special answer (a minor or
 * major special answer is a defect the employee describes in the remarks). Text and number values are good.
 */
export function gradeAnswer(
  item: GradableItem,
  answer: Pick<ChecklistAnswerInput, "optionIds" | "special">,
): DefectSeverity {
  const chosen = new Set(answer.optionIds ?? []);
  const reports = item.options
    .filter((option) => chosen.has(option.id))
    .map((option) => ({ severity: CATEGORY_SEVERITY[option.category] }));
  if (answer.special) reports.push({ severity: SPECIAL_SEVERITY[answer.special] });
  return worstDefect(reports);
}

/** A result's defect type is its most severe answer (docs/checklists.md "Rules"). */
export const resultDefectType = (grades: readonly DefectSeverity[]): DefectSeverity =>
  worstDefect(grades.map((severity) => ({ severity })));

/**
 * What is wrong with a filled checklist, by field path of the request (answers.2.optionIds.0 …): an item not of
 * this checklist or answered twice, an option not of its item, several options where one is allowed, a number that
 * is not one, a value where options are asked, a defect described without remarks, an item left unanswered.
 */
export function answerProblems(items: readonly GradableItem[], answers: readonly ChecklistAnswerInput[]): Problems {
  const problems: Problems = {};
  const byId = new Map(items.map((item) => [item.id, item]));
  const answered = new Set<string>();
  answers.forEach((answer, i) => {
    const at = `answers.${i}`;
    const item = byId.get(answer.itemId);
    if (!item) {
      problems[`${at}.itemId`] = "notInChecklist";
      return;
    }
    if (answered.has(item.id)) problems[`${at}.itemId`] = "duplicate";
    answered.add(item.id);
    const optionIds = answer.optionIds ?? [];
    const value = answer.value?.trim() ?? "";
    if ((answer.special === "minor" || answer.special === "major") && !answer.remarks?.trim())
      problems[`${at}.remarks`] = "required";
    if (hasOptions(item.type)) {
      const own = new Set(item.options.map((option) => option.id));
      optionIds.forEach((id, j) => {
        if (!own.has(id)) problems[`${at}.optionIds.${j}`] = "notAnOption";
      });
      if (new Set(optionIds).size !== optionIds.length) problems[`${at}.optionIds`] = "duplicate";
      else if (optionIds.length > 1 && !item.multiSelect) problems[`${at}.optionIds`] = "tooMany";
      if (value !== "") problems[`${at}.value`] = "notAllowed";
      if (optionIds.length === 0 && !answer.special) problems[`${at}.optionIds`] = "required";
      return;
    }
    if (optionIds.length > 0) problems[`${at}.optionIds`] = "notAllowed";
    if (item.type === "number" && value !== "" && !NUMBER.test(value)) problems[`${at}.value`] = "notNumber";
    if (value === "" && !answer.special) problems[`${at}.value`] = "required";
  });
  items.forEach((item) => {
    if (!answered.has(item.id)) problems[`items.${item.id}`] = "unanswered";
  });
  return problems;
}
