import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";

import { useScheduleText } from "../../../i18n/schedule-text";
import { answerLabel } from "../inspection-labels";
import { CARD, PRIMARY, SECONDARY } from "./inspect-styles";
import { incompleteParts, needsDetail, type InspectionDraft, type PartAnswer } from "./inspection-draft";
import { PartAnswerForm } from "./part-answer";

type Update = (change: (draft: InspectionDraft) => InspectionDraft) => void;

/** Every part at a glance, to jump to one (a driver may check the truck in another order than the schedule's). */
function PartList({ draft, onPick }: { draft: InspectionDraft; onPick: (index: number) => void }) {
  const { i18n } = useLingui();
  const scheduleText = useScheduleText();
  const questions = draft.prepared?.schedule.questions ?? [];
  return (
    <ol className="flex flex-col gap-1" data-testid="part-list">
      {questions.map((question, index) => {
        const answer = draft.answers[question.id];
        const part = question.part;
        return (
          <li key={question.id}>
            <button
              type="button"
              onClick={() => onPick(index)}
              className="flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-base hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span className="w-8 shrink-0 text-slate-600 dark:text-slate-300">{part}</span>
              <span className="flex-1">{scheduleText(question.value)}</span>
              <span
                className={`shrink-0 text-sm font-semibold ${!answer || needsDetail(answer) ? "text-slate-600 dark:text-slate-300" : answer.option === "major" ? "text-red-700 dark:text-red-400" : answer.option === "minor" ? "text-amber-800 dark:text-amber-300" : "text-green-800 dark:text-green-300"}`}
              >
                {answer ? answerLabel(i18n, answer.option) : "—"}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** Step 3: the schedule part by part, one screen each, with large answers; OK and N/A move on by themselves. */
export function StepParts({ draft, update }: { draft: InspectionDraft; update: Update }) {
  const { t } = useLingui();
  const scheduleText = useScheduleText();
  const [overview, setOverview] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const schedule = draft.prepared!.schedule;
  const questions = schedule.questions;
  const index = Math.min(draft.partIndex, questions.length - 1);
  const question = questions[index]!;
  const units = [draft.vehicle!, ...draft.trailers];
  const remaining = incompleteParts(draft, schedule);
  // A new part is announced and read from its top (screen readers, and a phone scrolled down to the photos).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [index]);

  const go = (target: number) => {
    setShowProblems(false);
    setOverview(false);
    update((d) => ({ ...d, partIndex: Math.max(0, Math.min(questions.length - 1, target)) }));
  };
  const finish = () => {
    if (remaining.length > 0) {
      const first = questions.findIndex((q) => q.part === remaining[0]);
      setShowProblems(true);
      return update((d) => ({ ...d, partIndex: first }));
    }
    update((d) => ({ ...d, step: "sign" }));
  };
  const answered = (answer: PartAnswer, advance: boolean) => {
    update((d) => ({ ...d, answers: { ...d.answers, [question.id]: answer } }));
    if (advance) {
      setShowProblems(false);
      if (index < questions.length - 1) update((d) => ({ ...d, partIndex: index + 1 }));
    }
  };
  const part = question.part;
  const count = questions.length;
  const done = count - remaining.length;

  if (overview) {
    return (
      <section className={CARD} aria-label={t`All parts`}>
        <PartList draft={draft} onPick={go} />
        <button type="button" onClick={() => setOverview(false)} className={SECONDARY}>
          <Trans>Close</Trans>
        </button>
      </section>
    );
  }
  return (
    <>
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-300">
          <span data-testid="part-progress">
            <Trans>
              Part {part} of {count}
            </Trans>
          </span>
          <button
            type="button"
            onClick={() => setOverview(true)}
            className="min-h-11 px-2 text-base text-blue-700 underline dark:text-blue-300"
          >
            <Trans>All parts</Trans>
          </button>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={count}
          aria-valuenow={done}
          aria-label={t`Parts answered`}
        >
          <div className="h-full bg-blue-700 dark:bg-blue-400" style={{ width: `${(done / count) * 100}%` }} />
        </div>
      </div>
      <section className={CARD}>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none" data-testid="part-title">
          {scheduleText(question.value)}
        </h2>
        <PartAnswerForm
          key={question.id}
          question={question}
          answer={draft.answers[question.id]}
          units={units}
          onChange={answered}
          showProblems={showProblems}
        />
      </section>
      {showProblems && remaining.length > 0 && (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <Trans>Some parts still need an answer: {remaining.join(", ")}</Trans>
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() =>
            index === 0
              ? update((d) => ({
                  ...d,
                  step: d.prepared?.units.some((u) => u.openDefects.length + u.repairsToAcknowledge.length > 0)
                    ? "defects"
                    : "vehicle",
                }))
              : go(index - 1)
          }
          className={SECONDARY}
        >
          <Trans>Back</Trans>
        </button>
        {index < questions.length - 1 ? (
          <button type="button" onClick={() => go(index + 1)} className={PRIMARY} data-testid="next-part">
            <Trans>Next</Trans>
          </button>
        ) : (
          <button type="button" onClick={finish} className={PRIMARY} data-testid="to-signature">
            <Trans>Review and sign</Trans>
          </button>
        )}
      </div>
      {remaining.length === 0 && index < questions.length - 1 && (
        <button type="button" onClick={finish} className={SECONDARY}>
          <Trans>Every part is answered: review and sign</Trans>
        </button>
      )}
    </>
  );
}
