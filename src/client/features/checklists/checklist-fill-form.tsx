import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useId } from "react";

import type { ChecklistItem } from "../../../shared/generated/checklists";
import type { DefectSeverity } from "../../../shared/rules/defects";
import { CONTROL_CLASS } from "../../ui/field";
import { EMPTY_ANSWER, choose, type Answers, type ItemAnswer } from "./checklist-answers";
import { GRADE_CLASS, categoryLabel, checklistProblemMessage } from "./checklist-labels";

interface FillProps {
  items: readonly ChecklistItem[];
  answers: Answers;
  onChange: (itemId: string, answer: ItemAnswer) => void;
  /** Per item: "field:problem" from problemsByItem, shown once the user tried to send. */
  problems?: Record<string, string>;
  gradesByItem?: Record<string, DefectSeverity>;
}

/**
 * A checklist as the driver fills it (and as the editor's preview shows it): every item in order, large touch
 * targets, options as toggle buttons graded by colour once chosen, N/A and "report a problem" with remarks.
 */
export function ChecklistFillForm({ items, answers, onChange, problems = {}, gradesByItem = {} }: FillProps) {
  return (
    <ol className="flex flex-col gap-4" data-testid="checklist-fill">
      {items.map((item, index) => (
        <FillItem
          key={item.id}
          item={item}
          number={index + 1}
          answer={answers[item.id] ?? EMPTY_ANSWER}
          onChange={onChange}
          problem={problems[item.id]}
          grade={gradesByItem[item.id]}
        />
      ))}
    </ol>
  );
}

const BUTTON = "min-h-12 rounded-xl border-2 px-4 py-2 text-base font-medium text-left";
const IDLE = "border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

const FillItem = memo(function FillItem({
  item,
  number,
  answer,
  onChange,
  problem,
  grade,
}: {
  item: ChecklistItem;
  number: number;
  answer: ItemAnswer;
  onChange: FillProps["onChange"];
  problem: string | undefined;
  grade: DefectSeverity | undefined;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const set = (patch: Partial<ItemAnswer>) => onChange(item.id, { ...answer, ...patch });
  const [field, code] = problem?.split(":") ?? [];
  const message = code
    ? checklistProblemMessage(i18n, field === "optionIds" && code === "required" ? "required" : code)
    : undefined;
  const problemFlag = answer.special === "minor" || answer.special === "major";
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
      data-testid={`fill-item-${number}`}
      aria-labelledby={`${id}-name`}
    >
      <div className="flex items-start gap-2">
        <span id={`${id}-name`} className="text-base font-semibold">
          {number}. {item.name}
        </span>
        {grade && grade !== "none" && (
          <span className={`ml-auto rounded px-2 py-0.5 text-xs font-semibold ${GRADE_CLASS[grade]}`}>
            {categoryLabel(i18n, grade)}
          </span>
        )}
      </div>
      {item.type === "list" || item.type === "bool" ? (
        <div
          role="group"
          aria-labelledby={`${id}-name`}
          className={`grid gap-2 ${item.type === "bool" ? "grid-cols-2" : "grid-cols-1 min-[420px]:grid-cols-2"}`}
        >
          {item.options.map((option) => {
            const on = answer.optionIds.includes(option.id);
            return (
              <button
                key={option.id}
                type="button"
                aria-pressed={on}
                onClick={() => onChange(item.id, choose(item, answer, option.id))}
                className={`${BUTTON} ${on ? `${GRADE_CLASS[option.category]} border-current` : IDLE}`}
                data-testid="fill-option"
              >
                {option.name}
                {on && option.category !== "none" && (
                  <span className="ml-2 text-xs">({categoryLabel(i18n, option.category)})</span>
                )}
              </button>
            );
          })}
        </div>
      ) : (
        <input
          aria-labelledby={`${id}-name`}
          inputMode={item.type === "number" ? "decimal" : "text"}
          maxLength={1000}
          value={answer.value}
          disabled={answer.special === "na"}
          onChange={(e) => set({ value: e.target.value })}
          aria-invalid={message ? true : undefined}
          className={`${CONTROL_CLASS} min-h-12 text-base`}
          data-testid="fill-value"
        />
      )}
      {item.multiSelect && (
        <span className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Choose all that apply.</Trans>
        </span>
      )}
      <div className="flex flex-wrap gap-2 text-sm">
        <button
          type="button"
          aria-pressed={answer.special === "na"}
          onClick={() =>
            onChange(
              item.id,
              answer.special === "na"
                ? { ...answer, special: undefined }
                : { ...answer, optionIds: [], value: "", special: "na" },
            )
          }
          className={`min-h-11 rounded-lg border px-3 ${answer.special === "na" ? "border-slate-700 bg-slate-200 dark:bg-slate-700" : "border-slate-300 dark:border-slate-600"}`}
        >
          <Trans>N/A</Trans>
        </button>
        <button
          type="button"
          aria-pressed={answer.special === "minor"}
          onClick={() => set({ special: answer.special === "minor" ? undefined : "minor" })}
          className={`min-h-11 rounded-lg border px-3 ${answer.special === "minor" ? GRADE_CLASS.minor : "border-slate-300 dark:border-slate-600"}`}
        >
          <Trans>Minor problem</Trans>
        </button>
        <button
          type="button"
          aria-pressed={answer.special === "major"}
          onClick={() => set({ special: answer.special === "major" ? undefined : "major" })}
          className={`min-h-11 rounded-lg border px-3 ${answer.special === "major" ? GRADE_CLASS.major : "border-slate-300 dark:border-slate-600"}`}
        >
          <Trans>Major problem</Trans>
        </button>
      </div>
      <label className="flex flex-col gap-1 text-sm">
        <span>{problemFlag ? t`Describe the problem` : t`Remarks (optional)`}</span>
        <textarea
          rows={2}
          maxLength={1000}
          value={answer.remarks}
          onChange={(e) => set({ remarks: e.target.value })}
          className={CONTROL_CLASS}
          aria-invalid={field === "remarks" ? true : undefined}
          data-testid="fill-remarks"
        />
      </label>
      {message && (
        <span className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {field === "remarks" ? t`Describe the problem` : message}
        </span>
      )}
    </li>
  );
});
