// The vehicle details screen's "Checklists" panel (feature checklistsVehicles): the checklists attached to
// the vehicle with their schedule, last done, next due and an Overdue badge; owners and managers attach, change and
// detach. Results stay on the vehicle's checklist results screen (checklistLinks.vehicleResults).
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";

import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { useMayCall } from "../inspections";
import { checklistLinks } from "./checklist-routes";
import { useVehicleChecklists } from "./use-vehicle-checklists";
import { VehicleChecklistAttachForm } from "./vehicle-checklist-attach-form";
import { VehicleChecklistRow } from "./vehicle-checklist-row";

export function VehicleChecklistsPanel({ vehicleId }: { vehicleId: string }) {
  const { items, problem, reload, enabled } = useVehicleChecklists({ vehicleId });
  const mayEdit = useMayCall("VehicleChecklistAttachRequestEvent");
  const [attaching, setAttaching] = useState(false);
  if (!enabled) return null;
  const overdue = items?.filter((item) => item.status === "overdue" && !item.checklistRemoved).length ?? 0;
  return (
    <section
      className="flex flex-col rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      aria-labelledby="vehicle-checklists-heading"
      data-testid="vehicle-checklists"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <h2 id="vehicle-checklists-heading" className="text-lg font-semibold">
          <Trans>Checklists</Trans>
        </h2>
        {overdue > 0 && (
          <span
            className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
            data-testid="vehicle-checklists-overdue"
          >
            <Trans>{overdue} overdue</Trans>
          </span>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          <Link
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-600"
            href={checklistLinks.vehicleResults(vehicleId)}
          >
            <Trans>Results</Trans>
          </Link>
          {mayEdit && !attaching && (
            <Button className="px-3 py-1.5" onClick={() => setAttaching(true)} data-testid="attach-checklist">
              <Trans>Attach a checklist</Trans>
            </Button>
          )}
        </div>
      </div>
      {attaching && (
        <div className="px-4 py-3">
          <VehicleChecklistAttachForm
            vehicleId={vehicleId}
            attached={new Set(items?.map((item) => item.checklistId))}
            onAttached={() => {
              setAttaching(false);
              reload();
            }}
            onCancel={() => setAttaching(false)}
          />
        </div>
      )}
      <ErrorRow error={problem} />
      {items === undefined ? (
        <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
          <Trans>Loading…</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
          <Trans>No checklist is attached to this vehicle. Attach one to have it filled on a schedule.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => (
            <VehicleChecklistRow key={item.id} item={item} show="checklist" mayEdit={mayEdit} onChanged={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
