import { Trans, useLingui } from "@lingui/react/macro";

import type { AnswerOption, InspectionAnswer } from "../../../shared/generated/inspections";
import { useScheduleText } from "../../i18n/schedule-text";
import { StoredImage } from "../../ui/stored-image";
import { answerLabel } from "./inspection-labels";

const optionStyles: Record<AnswerOption, string> = {
  ok: "bg-emerald-100 text-emerald-800",
  na: "bg-slate-200 text-slate-800",
  minor: "bg-amber-100 text-amber-900",
  major: "bg-red-100 text-red-800",
};

/** Every answer of the inspection, part by part, with the defects picked, the remark and the photos. */
export function InspectionAnswers({
  answers,
  multipleUnits,
}: {
  answers: readonly InspectionAnswer[];
  multipleUnits: boolean;
}) {
  const { t, i18n } = useLingui();
  const scheduleText = useScheduleText();
  const parts = [...answers].sort((a, b) => a.part - b.part || a.unitName.localeCompare(b.unitName));
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      aria-labelledby="answers-heading"
    >
      <h2
        id="answers-heading"
        className="border-b border-slate-200 px-4 py-3 text-lg font-semibold dark:border-slate-700"
      >
        <Trans>Answers by part</Trans>
      </h2>
      <ol className="divide-y divide-slate-200 dark:divide-slate-700">
        {parts.map((answer) => {
          const part = answer.part;
          return (
            <li
              key={`${answer.questionId}|${answer.unitId}`}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start"
              data-testid="inspection-answer"
            >
              <div className="flex-1">
                <p className="font-medium">
                  <span className="text-slate-600 dark:text-slate-300">
                    <Trans>Part {part}</Trans> ·{" "}
                  </span>
                  {scheduleText(answer.question)}
                  {multipleUnits && (
                    <span className="text-sm font-normal text-slate-600 dark:text-slate-300"> — {answer.unitName}</span>
                  )}
                </p>
                {answer.defects.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-sm">
                    {answer.defects.map((defect) => (
                      <li key={defect.optionId}>
                        {scheduleText(defect.name)}{" "}
                        <span className="text-slate-600 dark:text-slate-300">
                          ({answerLabel(i18n, defect.severity)})
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {answer.remark && <p className="mt-1 whitespace-pre-wrap text-sm italic">“{answer.remark}”</p>}
                {answer.photoIds.length > 0 && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {answer.photoIds.map((photoId, index) => (
                      <StoredImage
                        key={photoId}
                        fileId={photoId}
                        alt={t`Photo ${index + 1} of part ${part}`}
                        className="h-20 w-20 rounded object-cover"
                        testId="answer-photo"
                      />
                    ))}
                  </div>
                )}
              </div>
              <span
                className={`self-start whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${optionStyles[answer.option]}`}
              >
                {answerLabel(i18n, answer.option)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
