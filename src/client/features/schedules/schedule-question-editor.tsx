import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type { ScheduleOptionKind } from "../../../shared/generated/schedules";
import { Button } from "../../ui/button";
import { CONTROL_CLASS, Field } from "../../ui/field";
import type { FieldProblems } from "../../ui/form/form-problems";
import { newOption, type DraftOption, type DraftQuestion } from "./schedule-draft";
import { OPTION_KIND_ORDER, optionKindLabel, scheduleProblemMessage } from "./schedule-labels";

interface QuestionEditorProps {
  index: number;
  question: DraftQuestion;
  problems: FieldProblems;
  onChange: (index: number, question: DraftQuestion) => void;
  onRemove: (index: number) => void;
  /** The last part cannot go: a schedule needs at least one (schema: minItems 1). */
  removable: boolean;
}

/** One part of the edit form: its number and text, and each option's name and grade (ok, na, minor, major, remark). */
export const QuestionEditor = memo(function QuestionEditor({
  index,
  question,
  problems,
  onChange,
  onRemove,
  removable,
}: QuestionEditorProps) {
  const { t, i18n } = useLingui();
  const at = `questions.${index}`;
  const message = (path: string) => {
    const found = problems[path];
    return found && scheduleProblemMessage(i18n, found);
  };
  const change = (patch: Partial<DraftQuestion>) => onChange(index, { ...question, ...patch });
  const changeOption = (j: number, patch: Partial<DraftOption>) =>
    change({ options: question.options.map((o, k) => (k === j ? { ...o, ...patch } : o)) });
  const optionsProblem = message(`${at}.options`) ?? message(`${at}.id`);
  const part = question.part || "?";
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid="question-editor"
    >
      <legend className="sr-only">{t`Part ${part}`}</legend>
      <div className="grid gap-3 sm:grid-cols-[6rem_1fr_auto] sm:items-start">
        <Field label={t`Part`} error={message(`${at}.part`)}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={question.part}
              onChange={(e) => change({ part: e.target.value })}
            />
          )}
        </Field>
        <Field label={t`Question`} error={message(`${at}.value`)}>
          {(control) => (
            <input
              {...control}
              maxLength={300}
              value={question.value}
              onChange={(e) => change({ value: e.target.value })}
            />
          )}
        </Field>
        {removable && (
          <Button variant="secondary" className="sm:mt-6" onClick={() => onRemove(index)}>
            <Trans>Remove part {part}</Trans>
          </Button>
        )}
      </div>
      <ul className="flex flex-col gap-2">
        {question.options.map((option, j) => {
          const nameProblem = message(`${at}.options.${j}.name`) ?? message(`${at}.options.${j}.id`);
          const errorId = `${option.key}-error`;
          return (
            <li key={option.key} className="flex flex-col gap-1">
              <div className="flex flex-wrap gap-2">
                <input
                  className={`${CONTROL_CLASS} min-w-0 flex-1`}
                  aria-label={t`Option ${j + 1} of part ${part}`}
                  maxLength={300}
                  value={option.name}
                  onChange={(e) => changeOption(j, { name: e.target.value })}
                  {...(nameProblem ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
                />
                <select
                  className={CONTROL_CLASS}
                  aria-label={t`Grade of option ${j + 1} of part ${part}`}
                  value={option.type}
                  onChange={(e) => changeOption(j, { type: e.target.value as ScheduleOptionKind })}
                >
                  {OPTION_KIND_ORDER.map((kind) => (
                    <option key={kind} value={kind}>
                      {optionKindLabel(i18n, kind)}
                    </option>
                  ))}
                </select>
                {question.options.length > 1 && (
                  <button
                    type="button"
                    className="rounded-md px-3 text-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                    aria-label={t`Remove option ${j + 1} of part ${part}`}
                    onClick={() => change({ options: question.options.filter((_, k) => k !== j) })}
                  >
                    ×
                  </button>
                )}
              </div>
              {nameProblem && (
                <span id={errorId} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
                  {nameProblem}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {optionsProblem && (
        <span className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {optionsProblem}
        </span>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={question.options.length >= 100}
          onClick={() => change({ options: [...question.options, newOption(question, t`New defect`, "minor")] })}
        >
          <Trans>Add option</Trans>
        </Button>
      </div>
    </fieldset>
  );
});
