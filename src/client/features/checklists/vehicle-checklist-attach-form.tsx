import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";

import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import { checklistProblemMessage } from "./checklist-labels";
import {
  draftProblems,
  NEW_PLAN,
  planOf,
  PlanFields,
  useCompanyToday,
  type PlanDraft,
} from "./vehicle-checklist-plan-fields";

/** The company's active checklists by name (a company keeps a handful: the first 200 cover it). */
function useChecklistChoices(): { id: string; name: string }[] | undefined {
  const client = usePortalClient();
  const [choices, setChoices] = useState<{ id: string; name: string }[]>();
  useEffect(() => {
    let alive = true;
    completePayload(
      client.session.api.checklistList({
        filter: { status: "active" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 200,
        fields: ["name"],
      }),
    ).then(
      (page) => alive && setChoices(page.ids.map((id, i) => ({ id, name: page.columns.name?.[i] ?? "" }))),
      () => alive && setChoices([]),
    );
    return () => {
      alive = false;
    };
  }, [client]);
  return choices;
}

/** Attaches one of the company's checklists to this vehicle on a plan (owners and managers). */
export function VehicleChecklistAttachForm({
  vehicleId,
  attached,
  onAttached,
  onCancel,
}: {
  vehicleId: string;
  attached: ReadonlySet<string>;
  onAttached: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const today = useCompanyToday();
  const choices = useChecklistChoices()?.filter((choice) => !attached.has(choice.id));
  const [checklistId, setChecklistId] = useState("");
  const [draft, setDraft] = useState<PlanDraft>(NEW_PLAN);
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = [
      ...(checklistId ? [] : [{ path: "checklistId", problem: "required" }]),
      ...draftProblems(draft, today),
    ];
    if (local.length > 0) return setProblem(new ServerError("ValidationFailed", "", 400, local));
    setBusy(true);
    setProblem(undefined);
    try {
      await completePayload(
        client.session.api.vehicleChecklistAttach({ checklistId, vehicleIds: [vehicleId], ...planOf(draft) }),
      );
      onAttached();
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const fields = problem?.fields ?? [];
  const checklistProblem = fields.find((f) => f.path === "checklistId");
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-3 rounded-md border border-blue-200 bg-blue-50/40 p-3 dark:border-blue-900 dark:bg-blue-950/40"
      data-testid="attach-checklist-form"
    >
      <Field label={t`Checklist`} error={checklistProblem && checklistProblemMessage(i18n, checklistProblem.problem)}>
        {(control) => (
          <select
            {...control}
            value={checklistId}
            onChange={(e) => setChecklistId(e.target.value)}
            data-testid="attach-checklist-pick"
          >
            <option value="">
              {choices === undefined
                ? t`Loading…`
                : choices.length === 0
                  ? t`Every checklist is attached`
                  : t`Choose a checklist`}
            </option>
            {choices?.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PlanFields draft={draft} onChange={setDraft} problems={fields} idPrefix="attach" />
      {fields.length === 0 && <ErrorRow error={problem} />}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy} data-testid="attach-checklist-submit">
          <Trans>Attach</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
