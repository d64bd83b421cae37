import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

import { fullName } from "../../../../shared/rules/people";
import { useCurrentUser } from "../../../app/client-context";
import { useScheduleText } from "../../../i18n/schedule-text";
import type { ServerError } from "../../../sync/server-error";
import { ErrorRow } from "../../../ui/error-row";
import { useFocusFirstInvalid } from "../../../ui/form/use-focus-first-invalid";
import { SignaturePad } from "../../../ui/signature-pad";
import { answerLabel } from "../inspection-labels";
import { CARD, INPUT, PRIMARY, SECONDARY, STATUS_TONE } from "./inspect-styles";
import { foundStatus, type InspectionDraft } from "./inspection-draft";

type Update = (change: (draft: InspectionDraft) => InspectionDraft) => void;

/** What the driver found, in one sentence and a list: what signing will report. */
function Findings({ draft }: { draft: InspectionDraft }) {
  const { i18n } = useLingui();
  const scheduleText = useScheduleText();
  const questions = draft.prepared?.schedule.questions ?? [];
  const defects = questions.filter((q) => {
    const option = draft.answers[q.id]?.option;
    return option === "minor" || option === "major";
  });
  const status = foundStatus(draft);
  const acknowledged = draft.acknowledged.length;
  return (
    <section className={`flex flex-col gap-3 rounded-xl border-2 p-4 ${STATUS_TONE[status]}`} data-testid="findings">
      <h2 className="text-lg font-semibold">
        {status === "good" ? (
          <Trans>No defects found</Trans>
        ) : status === "minor" ? (
          <Trans>Minor defects found</Trans>
        ) : (
          <Trans>Major defect found: the vehicle will be out of service</Trans>
        )}
      </h2>
      {defects.length > 0 && (
        <ul className="flex flex-col gap-1 text-base">
          {defects.map((q) => (
            <li key={q.id}>
              {answerLabel(i18n, draft.answers[q.id]!.option)} · {q.part}. {scheduleText(q.value)}
            </li>
          ))}
        </ul>
      )}
      {acknowledged > 0 && (
        <p className="text-base">
          <Plural value={acknowledged} one="You acknowledge # repair." other="You acknowledge # repairs." />
        </p>
      )}
    </section>
  );
}

/** Step 4: the findings, a remark, the schedule's declaration and the driver's signature; then submit. */
export function StepSign({
  draft,
  update,
  onSubmit,
  busy,
  problem,
}: {
  draft: InspectionDraft;
  update: Update;
  onSubmit: (signature: string) => void;
  busy: boolean;
  problem: ServerError | undefined;
}) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const remarkId = useId();
  const [tried, setTried] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const scheduleText = useScheduleText();
  // The driver signs the declaration in their language: NSC Standard 13's own French text for a Quebec driver.
  const declaration = scheduleText(draft.prepared?.schedule.declaration ?? "");
  const signature = draft.signature;
  const incomplete = !draft.declarationAccepted || !signature;
  const submit = () => {
    setTried(true);
    // The declaration and the pad may be above the fold of a phone: bring the first one missing into view.
    if (incomplete) return focusFirstInvalid();
    onSubmit(signature);
  };
  return (
    <div ref={formRef} className="contents">
      <Findings draft={draft} />
      <section className={CARD}>
        <label htmlFor={remarkId} className="text-base font-medium">
          <Trans>Remark (optional)</Trans>
        </label>
        <textarea
          id={remarkId}
          rows={3}
          maxLength={2000}
          value={draft.remark}
          onChange={(e) => update((d) => ({ ...d, remark: e.target.value }))}
          className={`${INPUT} py-2`}
        />
      </section>
      <section className={CARD}>
        <h2 className="text-lg font-semibold">
          <Trans>Declaration</Trans>
        </h2>
        <p className="text-base italic">{declaration}</p>
        <label className="flex min-h-12 items-center gap-3 text-base font-medium">
          <input
            type="checkbox"
            className="h-6 w-6 shrink-0"
            checked={draft.declarationAccepted}
            onChange={(e) => update((d) => ({ ...d, declarationAccepted: e.target.checked }))}
            aria-invalid={tried && !draft.declarationAccepted ? true : undefined}
            data-testid="declaration"
          />
          <Trans>I make this declaration</Trans>
        </label>
        {tried && !draft.declarationAccepted && (
          <p className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
            <Trans>Tick the declaration to submit.</Trans>
          </p>
        )}
        <SignaturePad
          label={t`Your signature`}
          value={signature}
          name={user ? fullName(user) : undefined}
          onChange={(value) => update((d) => ({ ...d, signature: value }))}
          error={tried && !signature ? t`Sign to submit the inspection.` : undefined}
        />
      </section>
      <ErrorRow error={problem} />
      {tried && incomplete && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert" data-testid="sign-summary">
          <Trans>Tick the declaration and sign in the box above, then submit.</Trans>
        </p>
      )}
      <div className="flex gap-2">
        <button type="button" onClick={() => update((d) => ({ ...d, step: "parts" }))} className={SECONDARY}>
          <Trans>Back</Trans>
        </button>
        <button type="button" onClick={submit} disabled={busy} className={PRIMARY} data-testid="submit-inspection">
          {busy ? <Trans>Sending…</Trans> : <Trans>Submit</Trans>}
        </button>
      </div>
    </div>
  );
}
