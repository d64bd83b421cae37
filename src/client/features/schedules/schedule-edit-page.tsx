import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";

import { ScheduleFields } from "../../../shared/generated/schedules";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import type { FieldProblems } from "../../ui/form/form-problems";
import { nestedCodecProblems, splitNestedServerError } from "../../ui/form/nested-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import {
  draftFieldPaths,
  draftFromSchedule,
  newQuestion,
  scheduleFieldsFromDraft,
  type DraftQuestion,
  type ScheduleDraft,
} from "./schedule-draft";
import { scheduleProblemMessage } from "./schedule-labels";
import { QuestionEditor } from "./schedule-question-editor";
import { scheduleLinks } from "./schedule-routes";
import { useScheduleFromUrl } from "./use-schedule";

/** `/schedules/{id}/edit`: a company's schedule, whole (header, parts, options), saved in one ScheduleSave. */
export function ScheduleEditPage() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const { schedule, problem: loadProblem } = useScheduleFromUrl();
  const [draft, setDraft] = useState<ScheduleDraft>();
  const [problems, setProblems] = useState<FieldProblems>({});
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // The form starts from the first load only: a save elsewhere must not wipe what is being typed here.
  useEffect(() => {
    if (schedule && !draft) setDraft(draftFromSchedule(schedule));
  }, [schedule, draft]);
  const changeQuestion = useCallback(
    (index: number, question: DraftQuestion) =>
      setDraft((d) => d && { ...d, questions: d.questions.map((q, i) => (i === index ? question : q)) }),
    [],
  );
  const removeQuestion = useCallback((index: number) => {
    setDraft((d) => d && { ...d, questions: d.questions.filter((_, i) => i !== index) });
    setProblems({}); // problems are keyed by index: after a removal they would point at the wrong part
  }, []);

  if (!schedule || !draft) return loadProblem ? <RecordNotFound error={loadProblem} /> : <LoadingScreen />;
  if (schedule.isTemplate) {
    return (
      <PortalLayout>
        <p className="mx-auto max-w-3xl text-sm" data-testid="template-read-only">
          <Trans>Templates are read-only: copy this one from the schedules list to edit it.</Trans>{" "}
          <Link className="text-blue-700 underline dark:text-blue-300" href={scheduleLinks.details(schedule.id)}>
            {schedule.name}
          </Link>
        </p>
      </PortalLayout>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    const fields = scheduleFieldsFromDraft(draft);
    const found = nestedCodecProblems(ScheduleFields, fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    setBusy(true);
    try {
      const saved = await completePayload(client.session.api.scheduleSave({ id: schedule.id, schedule: fields }));
      navigate(scheduleLinks.details(saved.id));
    } catch (error) {
      const split = splitNestedServerError(toServerError(error), draftFieldPaths(draft), "schedule.");
      setProblems(split.fields);
      setBanner(split.banner);
      focusFirstInvalid();
      setBusy(false);
    }
  };
  const message = (path: string) => {
    const found = problems[path];
    return found && scheduleProblemMessage(i18n, found);
  };
  const set = (patch: Partial<ScheduleDraft>) => setDraft({ ...draft, ...patch });
  const addQuestion = () =>
    set({
      questions: [
        ...draft.questions,
        newQuestion(draft, { ok: t`No defect`, na: t`Not applicable`, minor: t`Minor defect`, major: t`Major defect` }),
      ],
    });
  return (
    <PortalLayout>
      <form ref={formRef} onSubmit={(e) => void save(e)} noValidate className="mx-auto flex max-w-4xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">
          <Trans>Edit inspection schedule</Trans>
        </h1>
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_10rem] dark:border-slate-700 dark:bg-slate-900">
          <Field label={t`Name`} error={message("name")}>
            {(control) => (
              <input {...control} maxLength={200} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
            )}
          </Field>
          <Field label={t`Number`} error={message("number")}>
            {(control) => (
              <input
                {...control}
                maxLength={40}
                value={draft.number}
                onChange={(e) => set({ number: e.target.value })}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <Field label={t`Description`} error={message("description")}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  maxLength={1000}
                  value={draft.description}
                  onChange={(e) => set({ description: e.target.value })}
                />
              )}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field label={t`Declaration`} error={message("declaration")}>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={2000}
                  value={draft.declaration}
                  onChange={(e) => set({ declaration: e.target.value })}
                />
              )}
            </Field>
          </div>
        </div>
        <h2 className="text-lg font-semibold">
          <Trans>Parts</Trans>
        </h2>
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.key}
            index={index}
            question={question}
            problems={problems}
            onChange={changeQuestion}
            onRemove={removeQuestion}
            removable={draft.questions.length > 1}
          />
        ))}
        {message("questions") && <p className="text-sm text-red-700 dark:text-red-400">{message("questions")}</p>}
        <div>
          <Button variant="secondary" disabled={draft.questions.length >= 200} onClick={addQuestion}>
            <Trans>Add part</Trans>
          </Button>
        </div>
        <ErrorRow error={banner} />
        <div className="sticky bottom-0 flex gap-2 border-t border-slate-200 bg-slate-50 py-3 dark:border-slate-700 dark:bg-slate-950">
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </Button>
          <Link
            className="rounded-md border border-slate-300 px-4 py-2 text-sm dark:border-slate-600"
            href={scheduleLinks.details(schedule.id)}
          >
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </form>
    </PortalLayout>
  );
}
