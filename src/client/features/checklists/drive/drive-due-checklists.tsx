import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

import type { VehicleChecklist } from "../../../../shared/generated/checklists";
import { usePortalClient } from "../../../app/client-context";
import { BIG_BUTTON } from "../../../drive/drive-layout";
import { completePayload } from "../../../sync/complete-payload";
import { useHasVehicleChecklists } from "../use-vehicle-checklists";
import { dueStatusLabel } from "../vehicle-checklist-labels";

/** How many due checklists the driver app offers first: the soonest due (overdue first). */
const SHOWN = 8;

const DUE_BUTTON: Record<"due" | "overdue", string> = {
  due: "border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50",
  overdue: "border-red-600 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50",
};

/**
 * The vehicle checklists due today or overdue, offered before the list of all checklists: one tap picks
 * both the checklist and the vehicle. Nothing shows without the feature, offline, or when nothing is due.
 */
export function DriveDueChecklists({ onPick }: { onPick: (item: VehicleChecklist) => void }) {
  const { i18n } = useLingui();
  const client = usePortalClient();
  const enabled = useHasVehicleChecklists();
  const [due, setDue] = useState<VehicleChecklist[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    completePayload(client.session.api.vehicleChecklistList({ due: true, limit: SHOWN })).then(
      (found) => alive && setDue(found.items.filter((item) => item.status === "due" || item.status === "overdue")),
      () => undefined, // offline or refused: the full list below still works
    );
    return () => {
      alive = false;
    };
  }, [client, enabled]);
  if (due.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="due-checklists-heading" data-testid="due-checklists">
      <h2 id="due-checklists-heading" className="text-lg font-semibold">
        <Trans>Due now</Trans>
      </h2>
      {due.map((item) => (
        <button
          key={item.id}
          type="button"
          className={`${BIG_BUTTON} border-2 ${DUE_BUTTON[item.status as "due" | "overdue"]} flex-col items-start justify-start text-left`}
          onClick={() => onPick(item)}
          data-testid="pick-due-checklist"
        >
          <span>
            {item.checklistName} · {item.vehicleName}
          </span>
          <span className="text-sm font-normal">{dueStatusLabel(i18n, item.status)}</span>
        </button>
      ))}
    </section>
  );
}
