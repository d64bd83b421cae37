import { useLingui } from "@lingui/react/macro";

import type { ScheduleOptionKind, VehicleScheduleQuestion } from "../../../shared/generated/schedules";
import { useScheduleText } from "../../i18n/schedule-text";
import { optionKindLabel } from "./schedule-labels";

const KIND_STYLE: Record<ScheduleOptionKind, string> = {
  ok: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  na: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  minor: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  major: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  remark: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
};

export function OptionKindBadge({ kind }: { kind: ScheduleOptionKind }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${KIND_STYLE[kind]}`}>
      {optionKindLabel(i18n, kind)}
    </span>
  );
}

/** A schedule's parts in order, each with its options (by position, as the server sorts them) and their notes. */
export function ScheduleQuestions({ questions }: { questions: readonly VehicleScheduleQuestion[] }) {
  const { t } = useLingui();
  const scheduleText = useScheduleText();
  return (
    <ol className="flex flex-col gap-3" aria-label={t`Questions`}>
      {questions.map((question) => (
        <li
          key={question.id}
          className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          data-testid="schedule-question"
        >
          <h3 className="font-semibold">
            {t`Part ${question.part}`} · <span data-testid="question-text">{scheduleText(question.value)}</span>
          </h3>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm">
            {question.options.map((option) => (
              <li key={option.id} className="flex flex-wrap items-baseline gap-2">
                <OptionKindBadge kind={option.type} />
                <span>{scheduleText(option.name)}</span>
                {option.notes && (
                  <span className="w-full pl-1 text-xs text-slate-600 dark:text-slate-400">{option.notes}</span>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
