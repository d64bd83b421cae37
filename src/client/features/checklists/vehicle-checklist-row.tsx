import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useState } from "react";
import { Link } from "wouter";

import type { VehicleChecklist } from "../../../shared/generated/checklists";
import { usePortalClient } from "../../app/client-context";
import { formatDate } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ErrorRow } from "../../ui/error-row";
import { vehicleLinks } from "../vehicles";
import { checklistLinks } from "./checklist-routes";
import { nextDueText, planText } from "./vehicle-checklist-labels";
import {
  draftOf,
  draftProblems,
  planOf,
  PlanFields,
  useCompanyToday,
  type PlanDraft,
} from "./vehicle-checklist-plan-fields";
import { DueStatusBadge } from "./vehicle-checklist-status";

interface RowProps {
  item: VehicleChecklist;
  /** Which name the row leads with: the checklist (on a vehicle) or the vehicle (on a checklist). */
  show: "checklist" | "vehicle";
  mayEdit: boolean;
  onChanged: () => void;
}

/**
 * One attached checklist: its plan, last done, next due and status; owners and managers change the plan or detach it.
 * Hoisted and memoized, so a change to one attachment re-renders one row.
 */
export const VehicleChecklistRow = memo(function VehicleChecklistRow({ item, show, mayEdit, onChanged }: RowProps) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const today = useCompanyToday();
  const [editing, setEditing] = useState<PlanDraft>();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const run = async (request: () => Promise<unknown>, after: () => void) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await request();
      after();
      onChanged();
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const save = (draft: PlanDraft) => {
    const local = draftProblems(draft, today);
    // Found before sending: shown under the fields as the server's ValidationFailed would be.
    if (local.length > 0) return setProblem(new ServerError("ValidationFailed", "", 400, local));
    void run(
      () => completePayload(client.session.api.vehicleChecklistSchedule({ id: item.id, ...planOf(draft) })),
      () => setEditing(undefined),
    );
  };
  const detach = () =>
    void run(
      () => completePayload(client.session.api.vehicleChecklistDetach({ id: item.id })),
      () => setConfirming(false),
    );
  const fields = problem?.fields ?? [];
  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-testid="vehicle-checklist">
      <div className="flex flex-wrap items-center gap-2">
        {show === "checklist" ? (
          <Link
            className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
            href={checklistLinks.details(item.checklistId)}
          >
            {item.checklistName}
          </Link>
        ) : (
          <Link
            className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
            href={vehicleLinks.details(item.vehicleId)}
          >
            {item.vehicleName}
          </Link>
        )}
        {item.checklistRemoved ? (
          <span className="rounded bg-slate-200 px-2 py-0.5 text-xs dark:bg-slate-700">
            <Trans>Checklist removed</Trans>
          </span>
        ) : (
          <DueStatusBadge status={item.status} />
        )}
        {mayEdit && !editing && (
          <span className="ml-auto flex gap-2">
            <Button
              variant="secondary"
              className="px-3 py-1"
              onClick={() => setEditing(draftOf(item))}
              data-testid="change-plan"
            >
              <Trans>Change</Trans>
            </Button>
            <Button
              variant="secondary"
              className="px-3 py-1"
              onClick={() => setConfirming(true)}
              data-testid="detach-checklist"
            >
              <Trans>Detach</Trans>
            </Button>
          </span>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="inline text-slate-500 dark:text-slate-400">{t`Schedule`}: </dt>
          <dd className="inline" data-testid="plan">
            {planText(i18n, item)}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-500 dark:text-slate-400">{t`Last done`}: </dt>
          <dd className="inline" data-testid="last-done">
            {item.lastResultAt !== undefined ? formatDate(item.lastResultAt) : t`Never`}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-500 dark:text-slate-400">{t`Next due`}: </dt>
          <dd
            className={`inline ${item.status === "overdue" ? "font-semibold text-red-700 dark:text-red-400" : ""}`}
            data-testid="next-due"
          >
            {nextDueText(i18n, item)}
          </dd>
        </div>
      </dl>
      {editing && (
        <div className="flex flex-col gap-2 rounded-md border border-blue-200 bg-blue-50/40 p-3 dark:border-blue-900 dark:bg-blue-950/40">
          <PlanFields draft={editing} onChange={setEditing} problems={fields} idPrefix="change" />
          <div className="flex gap-2">
            <Button disabled={busy} onClick={() => save(editing)} data-testid="save-plan">
              <Trans>Save</Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(undefined);
                setProblem(undefined);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      )}
      {!confirming && fields.length === 0 && <ErrorRow error={problem} />}
      <ConfirmDialog
        open={confirming}
        title={<Trans>Detach this checklist?</Trans>}
        confirmLabel={<Trans>Detach</Trans>}
        busy={busy}
        problem={problem}
        onBack={() => setConfirming(false)}
        onConfirm={detach}
      >
        <Trans>
          {item.checklistName} is no longer asked for on {item.vehicleName}. Its results stay.
        </Trans>
      </ConfirmDialog>
    </li>
  );
});
