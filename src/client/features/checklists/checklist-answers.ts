// A checklist being filled: one answer per item, kept as the driver app's draft and turned into the request's
// answers. Grading for the screen uses the same rule as the server (src/shared/rules/checklists.ts).
import type { ChecklistAnswerInput, ChecklistItem, ChecklistSpecialAnswer } from "../../../shared/generated/checklists";
import { answerProblems, gradeAnswer, hasOptions, resultDefectType } from "../../../shared/rules/checklists";
import type { DefectSeverity } from "../../../shared/rules/defects";

export interface ItemAnswer {
  optionIds: string[];
  value: string;
  special?: ChecklistSpecialAnswer;
  remarks: string;
}

export type Answers = Record<string, ItemAnswer>;

export const EMPTY_ANSWER: ItemAnswer = { optionIds: [], value: "", remarks: "" };

/** Choosing an option: a multi-select list toggles it; anything else replaces the choice and clears N/A. */
export function choose(item: ChecklistItem, answer: ItemAnswer, optionId: string): ItemAnswer {
  const { special, ...rest } = answer;
  const keep = special === "na" ? {} : special ? { special } : {};
  if (item.multiSelect) {
    const has = answer.optionIds.includes(optionId);
    return {
      ...rest,
      ...keep,
      optionIds: has ? answer.optionIds.filter((id) => id !== optionId) : [...answer.optionIds, optionId],
    };
  }
  return { ...rest, ...keep, optionIds: [optionId] };
}

export function answerInputs(items: readonly ChecklistItem[], answers: Answers): ChecklistAnswerInput[] {
  return items.map((item) => {
    const answer = answers[item.id] ?? EMPTY_ANSWER;
    const value = answer.value.trim();
    const remarks = answer.remarks.trim();
    return {
      itemId: item.id,
      ...(hasOptions(item.type)
        ? { optionIds: answer.optionIds.filter((id) => item.options.some((o) => o.id === id)) }
        : value
          ? { value }
          : {}),
      ...(answer.special ? { special: answer.special } : {}),
      ...(remarks ? { remarks } : {}),
    };
  });
}

/** Each item's grade and the result's, as the server will compute them. */
export function grades(
  items: readonly ChecklistItem[],
  answers: Answers,
): { byItem: Record<string, DefectSeverity>; result: DefectSeverity } {
  const inputs = answerInputs(items, answers);
  const byItem = Object.fromEntries(items.map((item, i) => [item.id, gradeAnswer(item, inputs[i]!)]));
  return { byItem, result: resultDefectType(Object.values(byItem)) };
}

/** Problems keyed by item id, from the same rule the server applies. */
export function problemsByItem(items: readonly ChecklistItem[], answers: Answers): Record<string, string> {
  const inputs = answerInputs(items, answers);
  const out: Record<string, string> = {};
  for (const [path, problem] of Object.entries(answerProblems(items, inputs))) {
    const match = /^answers\.(\d+)\.(\w+)/.exec(path);
    const item = match ? items[Number(match[1])] : undefined;
    if (item && !out[item.id]) out[item.id] = `${match![2]}:${problem}`;
  }
  return out;
}
