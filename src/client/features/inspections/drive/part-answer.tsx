import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";

import type { AnswerOption } from "../../../../shared/generated/inspections";
import type { VehicleScheduleQuestion } from "../../../../shared/generated/schedules";
import { useScheduleText } from "../../../i18n/schedule-text";
import { choice, INPUT } from "./inspect-styles";
import { chooseOption, defectChoices, needsDetail, type PartAnswer, type PickedUnit } from "./inspection-draft";
import { PhotoInput } from "./photo-input";

const TONES: Record<AnswerOption, string> = {
  ok: "border-green-700 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100",
  na: "border-slate-600 bg-slate-100 text-slate-900 dark:border-slate-400 dark:bg-slate-700 dark:text-slate-100",
  minor: "border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  major: "border-red-700 bg-red-50 text-red-900 dark:border-red-500 dark:bg-red-950 dark:text-red-100",
};

interface PartAnswerProps {
  question: VehicleScheduleQuestion;
  answer: PartAnswer | undefined;
  units: readonly PickedUnit[];
  /** `advance`: an answer with nothing more to say (ok, n/a) moves on to the next part. */
  onChange: (answer: PartAnswer, advance: boolean) => void;
  showProblems: boolean;
}

/** One part of the schedule: OK, N/A, minor or major; for a defect, which ones, on which unit, a remark and photos. */
export function PartAnswerForm({ question, answer, units, onChange, showProblems }: PartAnswerProps) {
  const { t } = useLingui();
  const scheduleText = useScheduleText();
  const remarkId = useId();
  const unitId = useId();
  const part = question.part;
  const options: { option: AnswerOption; label: string; mark: string }[] = [
    { option: "ok", label: t`OK`, mark: "✓" },
    { option: "na", label: t`N/A`, mark: "–" },
    { option: "minor", label: t`Minor`, mark: "!" },
    { option: "major", label: t`Major`, mark: "‼" },
  ];
  const defect = answer?.option === "minor" || answer?.option === "major";
  const choices = answer ? defectChoices(question, answer.option) : [];
  const missingDetail = showProblems && needsDetail(answer);
  const set = (change: Partial<PartAnswer>) => answer && onChange({ ...answer, ...change }, false);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">{t`Answer for part ${part}`}</legend>
        {options.map(({ option, label, mark }) => (
          <button
            key={option}
            type="button"
            aria-pressed={answer?.option === option}
            onClick={() => onChange(chooseOption(question, answer, option), option === "ok" || option === "na")}
            className={`${choice(answer?.option === option, TONES[option])} min-h-16`}
            data-testid={`answer-${option}`}
          >
            <span aria-hidden="true">{mark}</span>
            {label}
          </button>
        ))}
      </fieldset>
      {defect && (
        <>
          {choices.length > 0 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-base font-medium">
                <Trans>What is wrong?</Trans>
              </legend>
              {choices.map((option) => {
                const on = answer.defectOptionIds.includes(option.id);
                return (
                  <label
                    key={option.id}
                    className={`flex min-h-12 items-center gap-3 rounded-xl border px-3 py-2 text-base ${on ? "border-blue-700 bg-blue-50 dark:border-blue-400 dark:bg-blue-950" : "border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-800"}`}
                  >
                    <input
                      type="checkbox"
                      className="h-6 w-6 shrink-0"
                      checked={on}
                      onChange={() =>
                        set({
                          defectOptionIds: on
                            ? answer.defectOptionIds.filter((id) => id !== option.id)
                            : [...answer.defectOptionIds, option.id],
                        })
                      }
                    />
                    <span className="flex-1">{scheduleText(option.name)}</span>
                    <span
                      className={`shrink-0 rounded px-2 py-0.5 text-xs font-semibold ${option.type === "major" ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"}`}
                    >
                      {option.type === "major" ? t`Major` : t`Minor`}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          {units.length > 1 && (
            <div className="flex flex-col gap-1">
              <label htmlFor={unitId} className="text-base font-medium">
                <Trans>On which unit?</Trans>
              </label>
              <select
                id={unitId}
                className={INPUT}
                value={answer.unitId ?? units[0]!.id}
                onChange={(e) => set({ unitId: e.target.value })}
              >
                {units.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={remarkId} className="text-base font-medium">
              <Trans>Remark</Trans>
            </label>
            <textarea
              id={remarkId}
              rows={3}
              maxLength={1000}
              value={answer.remark}
              onChange={(e) => set({ remark: e.target.value })}
              aria-invalid={missingDetail ? true : undefined}
              aria-describedby={missingDetail ? `${remarkId}-error` : undefined}
              className={`${INPUT} py-2`}
            />
            {missingDetail && (
              <span
                id={`${remarkId}-error`}
                className="text-sm text-red-700 dark:text-red-400"
                data-testid="field-error"
              >
                <Trans>Tick what is wrong or describe it in a remark.</Trans>
              </span>
            )}
          </div>
          <PhotoInput part={part} photoIds={answer.photoIds} onChange={(photoIds) => set({ photoIds })} />
        </>
      )}
    </div>
  );
}
