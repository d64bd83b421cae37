import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";

import type { DefectRepairInput, RepairOutcome } from "../../../shared/generated/inspections";
import type { WorkOrder } from "../../../shared/generated/work-orders";
import { fullName } from "../../../shared/rules/people";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import { SignaturePad } from "../../ui/signature-pad";
import { DefectSummary, inspectionProblemMessage } from "../inspections";

/**
 * Completes a work order: each of its defects still open signed off repaired or "no correction needed" with what was
 * done, one signature (49 CFR 396.11(a)(3)). The server records the sign-off as the repair page does and recomputes
 * the unit's status in the same transaction.
 */
export function WorkOrderCompleteForm({
  order,
  onCompleted,
  onCancel,
}: {
  order: WorkOrder;
  onCompleted: (order: WorkOrder) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const { user } = useCurrentUser();
  const open = order.defects.filter((d) => d.state === "open");
  const [outcomes, setOutcomes] = useState<Record<string, RepairOutcome>>({});
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [closing, setClosing] = useState(order.notes);
  const [signature, setSignature] = useState<string>();
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!signature || open.some((d) => !(notes[d.id] ?? "").trim())) return;
    const repairs: DefectRepairInput[] = open.map((d) => ({
      defectId: d.id,
      outcome: outcomes[d.id] ?? "repaired",
      note: notes[d.id]!.trim(),
    }));
    setBusy(true);
    setProblem(undefined);
    try {
      onCompleted(
        await completePayload(
          client.session.api.workOrderComplete({
            id: order.id,
            repairs,
            signature,
            ...(closing.trim() ? { notes: closing.trim() } : {}),
          }),
        ),
      );
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-3 rounded-md border border-emerald-200 bg-emerald-50/40 p-3 dark:border-emerald-900 dark:bg-emerald-950/40"
      data-testid="work-order-complete-form"
    >
      {open.length === 0 && (
        <p className="text-sm">
          <Trans>Every defect of this work order is already signed off.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {open.map((defect) => {
          const missing = tried && !(notes[defect.id] ?? "").trim();
          return (
            <li key={defect.id} className="flex flex-col gap-2" data-testid="work-order-repair">
              <DefectSummary defect={defect} />
              <div className="flex flex-wrap gap-4 text-sm">
                {(["repaired", "no-correction-needed"] as const).map((outcome) => (
                  <label key={outcome} className="flex items-center gap-2">
                    <input
                      type="radio"
                      className="h-4 w-4"
                      name={`wo-outcome-${defect.id}`}
                      checked={(outcomes[defect.id] ?? "repaired") === outcome}
                      onChange={() => setOutcomes((c) => ({ ...c, [defect.id]: outcome }))}
                    />
                    {outcome === "repaired" ? t`Repaired` : t`No correction needed`}
                  </label>
                ))}
              </div>
              <Field
                label={t`What was done`}
                error={missing ? inspectionProblemMessage(i18n, { problem: "required" }) : undefined}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={2}
                    maxLength={2000}
                    value={notes[defect.id] ?? ""}
                    onChange={(e) => setNotes((c) => ({ ...c, [defect.id]: e.target.value }))}
                    data-testid="work-order-repair-note"
                  />
                )}
              </Field>
            </li>
          );
        })}
      </ul>
      <Field label={t`Closing notes`}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={4000}
            value={closing}
            onChange={(e) => setClosing(e.target.value)}
          />
        )}
      </Field>
      <SignaturePad
        label={t`Your signature`}
        value={signature}
        onChange={setSignature}
        name={user ? fullName(user) : undefined}
        error={tried && !signature ? t`Sign to certify the repairs.` : undefined}
      />
      <ErrorRow error={problem} />
      {problem?.fields?.map((f) => (
        <p key={`${f.path}-${f.problem}`} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {inspectionProblemMessage(i18n, f)}
        </p>
      ))}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy} data-testid="work-order-complete-submit">
          <Trans>Complete and sign off</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
