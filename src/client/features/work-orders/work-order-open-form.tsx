import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";

import type { InspectionDefect } from "../../../shared/generated/inspections";
import type { WorkOrder, WorkOrderAssignee } from "../../../shared/generated/work-orders";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import { DefectSummary, inspectionProblemMessage } from "../inspections";

/** The company's mechanics, managers and owners, for the assignee picker. */
export function useAssignees(): WorkOrderAssignee[] {
  const client = usePortalClient();
  const [people, setPeople] = useState<WorkOrderAssignee[]>([]);
  useEffect(() => {
    completePayload(client.session.api.workOrderAssignees({})).then(
      (found) => setPeople(found.people),
      () => undefined, // the picker stays empty: the order is opened unassigned
    );
  }, [client]);
  return people;
}

/** A date input's value (the browser's day) as the end of that day, epoch ms; "" → none. */
export const dueFromInput = (value: string) => (value ? new Date(`${value}T23:59:00`).getTime() : undefined);
export const dueToInput = (epochMs: number | undefined) => {
  if (epochMs === undefined) return "";
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/**
 * Opens a work order over open defects not yet on one. A work order is for one unit (the shop works on one truck or
 * trailer at a time): once a defect is ticked, defects of the inspection's other units cannot be.
 */
export function WorkOrderOpenForm({
  defects,
  onOpened,
  onCancel,
}: {
  defects: readonly InspectionDefect[];
  onOpened: (order: WorkOrder) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const people = useAssignees();
  const [picked, setPicked] = useState<string[]>(defects.length === 1 ? [defects[0]!.id] : []);
  const [assignedToId, setAssignedToId] = useState("");
  const [notes, setNotes] = useState("");
  const [due, setDue] = useState("");
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const unit = defects.find((d) => picked.includes(d.id))?.vehicleId;
  const fieldProblem = (path: string) => problem?.fields?.find((f) => f.path === path);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!unit) return setProblem(new ServerError("ValidationFailed", t`Tick the defects the work order covers.`, 400));
    setBusy(true);
    setProblem(undefined);
    try {
      const dueAt = dueFromInput(due);
      const order = await completePayload(
        client.session.api.workOrderOpen({
          vehicleId: unit,
          defectIds: picked,
          ...(assignedToId ? { assignedToId } : {}),
          ...(notes.trim() ? { notes: notes.trim() } : {}),
          ...(dueAt !== undefined ? { dueAt } : {}),
        }),
      );
      onOpened(order);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const assigneeProblem = fieldProblem("assignedToId");
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-3 rounded-md border border-blue-200 bg-blue-50/40 p-3 dark:border-blue-900 dark:bg-blue-950/40"
      data-testid="work-order-open-form"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t`Defects it covers`}</legend>
        {defects.map((defect) => {
          const otherUnit = unit !== undefined && defect.vehicleId !== unit;
          return (
            <label key={defect.id} className={`flex items-start gap-2 text-sm ${otherUnit ? "opacity-50" : ""}`}>
              <input
                type="checkbox"
                className="mt-1 h-4 w-4"
                disabled={otherUnit}
                checked={picked.includes(defect.id)}
                onChange={(e) =>
                  setPicked((current) =>
                    e.target.checked ? [...current, defect.id] : current.filter((id) => id !== defect.id),
                  )
                }
                data-testid="work-order-defect"
              />
              <DefectSummary defect={defect} />
            </label>
          );
        })}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label={t`Assigned to`} error={assigneeProblem && inspectionProblemMessage(i18n, assigneeProblem)}>
          {(control) => (
            <select
              {...control}
              value={assignedToId}
              onChange={(e) => setAssignedToId(e.target.value)}
              data-testid="work-order-assignee"
            >
              <option value="">{t`Not assigned yet`}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Due`}>
          {(control) => <input {...control} type="date" value={due} onChange={(e) => setDue(e.target.value)} />}
        </Field>
      </div>
      <Field label={t`Notes for the shop`}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={4000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            data-testid="work-order-notes"
          />
        )}
      </Field>
      <ErrorRow
        error={problem && !(problem.fields ?? []).every((f) => f.path === "assignedToId") ? problem : undefined}
      />
      {problem?.fields
        ?.filter((f) => f.path.startsWith("defectIds"))
        .map((f) => (
          <p key={f.path} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
            {inspectionProblemMessage(i18n, f)}
          </p>
        ))}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy} data-testid="work-order-open-submit">
          <Trans>Open the work order</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
