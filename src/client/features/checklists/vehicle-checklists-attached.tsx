// The checklist details screen's "Attached to N vehicles" (feature checklistsVehicles): where the checklist
// is asked for, overdue first, and — for owners and managers — attaching it to many vehicles at once on one plan.
import { Plural, Trans } from "@lingui/react/macro";
import { useState } from "react";

import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { toggled, VehicleTickList } from "../../ui/vehicle-tick-list";
import { useMayCall } from "../inspections";
import { useVehicleChecklists } from "./use-vehicle-checklists";
import {
  draftProblems,
  NEW_PLAN,
  planOf,
  PlanFields,
  useCompanyToday,
  type PlanDraft,
} from "./vehicle-checklist-plan-fields";
import { VehicleChecklistRow } from "./vehicle-checklist-row";

function AttachToVehicles({ checklistId, onDone }: { checklistId: string; onDone: () => void }) {
  const client = usePortalClient();
  const today = useCompanyToday();
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [draft, setDraft] = useState<PlanDraft>(NEW_PLAN);
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const attach = async () => {
    const local = draftProblems(draft, today);
    if (local.length > 0) return setProblem(new ServerError("ValidationFailed", "", 400, local));
    setBusy(true);
    setProblem(undefined);
    try {
      await completePayload(
        client.session.api.vehicleChecklistAttach({ checklistId, vehicleIds: [...picked.keys()], ...planOf(draft) }),
      );
      setPicked(new Map());
      onDone();
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const planFields = (problem?.fields ?? []).filter((f) => ["schedule", "everyDays", "firstDueOn"].includes(f.path));
  return (
    <div
      className="flex flex-col gap-3 rounded-md border border-blue-200 bg-blue-50/40 p-3 dark:border-blue-900 dark:bg-blue-950/40"
      data-testid="attach-to-vehicles"
    >
      <VehicleTickList
        picked={picked}
        onToggle={(vehicle) => setPicked((current) => toggled(current, vehicle))}
        onProblem={setProblem}
      />
      <PlanFields draft={draft} onChange={setDraft} problems={planFields} idPrefix="attach-many" />
      {planFields.length === 0 && <ErrorRow error={problem} />}
      <div className="flex gap-2">
        <Button
          disabled={busy || picked.size === 0}
          onClick={() => void attach()}
          data-testid="attach-to-vehicles-submit"
        >
          <Plural value={picked.size} one="Attach to # vehicle" other="Attach to # vehicles" />
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </div>
  );
}

export function ChecklistAttachedVehicles({ checklistId }: { checklistId: string }) {
  const { items, count, problem, reload, enabled } = useVehicleChecklists({ checklistId });
  const mayEdit = useMayCall("VehicleChecklistAttachRequestEvent");
  const [attaching, setAttaching] = useState(false);
  if (!enabled) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="attached-heading" data-testid="checklist-attached">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="attached-heading" className="text-lg font-semibold" data-testid="attached-count">
          <Plural value={count} one="Attached to # vehicle" other="Attached to # vehicles" />
        </h2>
        {mayEdit && !attaching && (
          <Button
            variant="secondary"
            className="ml-auto px-3 py-1.5"
            onClick={() => setAttaching(true)}
            data-testid="open-attach-to-vehicles"
          >
            <Trans>Attach to vehicles</Trans>
          </Button>
        )}
      </div>
      {attaching && (
        <AttachToVehicles
          checklistId={checklistId}
          onDone={() => {
            setAttaching(false);
            reload();
          }}
        />
      )}
      <ErrorRow error={problem} />
      {items && items.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {items.map((item) => (
            <VehicleChecklistRow key={item.id} item={item} show="vehicle" mayEdit={mayEdit} onChanged={reload} />
          ))}
        </ul>
      )}
      {items && count > items.length && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>The {items.length} shown first are the soonest due.</Trans>
        </p>
      )}
    </section>
  );
}
