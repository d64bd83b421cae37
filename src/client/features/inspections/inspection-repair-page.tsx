import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";

import type { DefectRepairInput, InspectionDefect, RepairOutcome } from "../../../shared/generated/inspections";
import { fullName } from "../../../shared/rules/people";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import type { FieldProblems } from "../../ui/form/form-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { SignaturePad } from "../../ui/signature-pad";
import { DefectSummary, InspectionDefects } from "./inspection-defects";
import { InspectionHeader } from "./inspection-header";
import { inspectionProblemMessage } from "./inspection-problem-messages";
import { useInspectionFromUrl } from "./use-inspection";
import { useMayCall } from "./use-may-call";

type Choice = RepairOutcome | "open";
interface Decision {
  outcome: Choice;
  note: string;
}

/** Server problems `repairs.N.field` → the defect the N-th repair was about (problem keyed by defect id). */
function problemsByDefect(
  error: ServerError,
  sent: readonly DefectRepairInput[],
): { byDefect: Record<string, FieldProblems>; placed: number } {
  const byDefect: Record<string, FieldProblems> = {};
  let placed = 0;
  for (const found of error.fields ?? []) {
    const match = /^repairs\.(\d+)\.(\w+)/.exec(found.path);
    const repair = match ? sent[Number(match[1])] : undefined;
    if (!match || !repair) continue;
    (byDefect[repair.defectId] ??= {})[match[2] === "note" ? "note" : "outcome"] = found;
    placed += 1;
  }
  return { byDefect, placed };
}

function DefectDecision({
  defect,
  decision,
  onChange,
  problems,
}: {
  defect: InspectionDefect;
  decision: Decision;
  onChange: (next: Decision) => void;
  problems: FieldProblems | undefined;
}) {
  const { t, i18n } = useLingui();
  const choices: { value: Choice; label: string }[] = [
    { value: "open", label: t`Leave open` },
    { value: "repaired", label: t`Repaired` },
    { value: "no-correction-needed", label: t`No correction needed` },
  ];
  const outcomeProblem = problems?.outcome;
  const noteProblem = problems?.note;
  return (
    <li className="flex flex-col gap-3 px-4 py-3" data-testid="open-defect">
      <DefectSummary defect={defect} />
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="sr-only">{t`Outcome for part ${defect.part}`}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`outcome-${defect.id}`}
              className="h-4 w-4"
              checked={decision.outcome === choice.value}
              onChange={() => onChange({ ...decision, outcome: choice.value })}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {outcomeProblem && (
        <p className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {inspectionProblemMessage(i18n, outcomeProblem)}
        </p>
      )}
      {decision.outcome !== "open" && (
        <Field label={t`What was done`} error={noteProblem && inspectionProblemMessage(i18n, noteProblem)}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={2000}
              value={decision.note}
              onChange={(e) => onChange({ ...decision, note: e.target.value })}
            />
          )}
        </Field>
      )}
    </li>
  );
}

/**
 * `/inspections/{id}/repair` (49 CFR 396.11(a)(3), 396.13): a mechanic, manager or owner marks each open defect
 * repaired or "no correction needed", with a note, and signs once; the server recomputes the inspection's status
 * and the vehicle's (back in service once no major defect is open) in the same transaction.
 */
export function InspectionRepairPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const { user } = useCurrentUser();
  const mayRepair = useMayCall("DefectRepairRequestEvent");
  const { inspection, setInspection, problem: loadProblem } = useInspectionFromUrl();
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [signature, setSignature] = useState<string>();
  const [problems, setProblems] = useState<Record<string, FieldProblems>>({});
  const [signatureMissing, setSignatureMissing] = useState(false);
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const [signedOff, setSignedOff] = useState(0);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  if (!inspection) return loadProblem ? <RecordNotFound error={loadProblem} /> : <LoadingScreen />;

  const open = inspection.defects.filter((defect) => defect.state === "open");
  const closed = inspection.defects.filter((defect) => defect.state !== "open");
  const decisionOf = (id: string): Decision => decisions[id] ?? { outcome: "open", note: "" };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    setSignedOff(0);
    const repairs: DefectRepairInput[] = open.flatMap((defect) => {
      const decision = decisionOf(defect.id);
      return decision.outcome === "open"
        ? []
        : [{ defectId: defect.id, outcome: decision.outcome, note: decision.note.trim() }];
    });
    const found: Record<string, FieldProblems> = {};
    for (const repair of repairs) if (repair.note === "") found[repair.defectId] = { note: { problem: "required" } };
    setProblems(found);
    setSignatureMissing(repairs.length > 0 && !signature);
    if (repairs.length === 0)
      return setBanner(
        new ServerError("ValidationFailed", t`Mark at least one defect repaired or needing no correction.`, 400),
      );
    if (Object.keys(found).length > 0 || !signature) return focusFirstInvalid();
    setBusy(true);
    try {
      setInspection(
        await completePayload(client.session.api.defectRepair({ inspectionId: inspection.id, repairs, signature })),
      );
      setDecisions({});
      setSignedOff(repairs.length);
    } catch (error) {
      const failure = toServerError(error);
      const { byDefect, placed } = problemsByDefect(failure, repairs);
      setProblems(byDefect);
      const signatureProblem = failure.fields?.some((f) => f.path === "signature") ?? false;
      setSignatureMissing(signatureProblem);
      if (placed + (signatureProblem ? 1 : 0) < (failure.fields?.length ?? 0) || placed === 0) setBanner(failure);
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  };
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <InspectionHeader inspection={inspection} />
        {signedOff > 0 && (
          <p
            role="status"
            className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            data-testid="repair-saved"
          >
            <Trans>Signed off. The vehicle's status has been updated.</Trans>
          </p>
        )}
        {!mayRepair ? (
          <p className="text-sm">
            <Trans>Only a mechanic, a manager or an owner signs off repairs.</Trans>
          </p>
        ) : open.length === 0 ? (
          <p className="text-sm" data-testid="no-open-defects">
            <Trans>No defect of this inspection is open.</Trans>
          </p>
        ) : (
          <form
            ref={formRef}
            onSubmit={(e) => void submit(e)}
            noValidate
            className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 className="border-b border-slate-200 px-4 py-3 text-lg font-semibold dark:border-slate-700">
              <Trans>Open defects</Trans>
            </h2>
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {open.map((defect) => (
                <DefectDecision
                  key={defect.id}
                  defect={defect}
                  decision={decisionOf(defect.id)}
                  problems={problems[defect.id]}
                  onChange={(next) => setDecisions((current) => ({ ...current, [defect.id]: next }))}
                />
              ))}
            </ul>
            <div className="flex flex-col gap-3 px-4 pb-4">
              <SignaturePad
                label={t`Your signature`}
                value={signature}
                onChange={setSignature}
                name={user ? fullName(user) : undefined}
                error={signatureMissing ? t`Sign to certify the repairs.` : undefined}
              />
              <ErrorRow error={banner} />
              <div>
                <Button type="submit" disabled={busy}>
                  <Trans>Sign off</Trans>
                </Button>
              </div>
            </div>
          </form>
        )}
        <InspectionDefects defects={closed} title={<Trans>Signed off</Trans>} />
      </div>
    </PortalLayout>
  );
}
