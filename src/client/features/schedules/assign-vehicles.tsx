import { Plural, Trans } from "@lingui/react/macro";
import { useState } from "react";

import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { toggled, VehicleTickList } from "../../ui/vehicle-tick-list";

/** "Assign to vehicles": tick vehicles found by name or plate (ticks survive a new search), then assign them all. */
export function AssignVehicles({ scheduleId, onClose }: { scheduleId: string; onClose: () => void }) {
  const client = usePortalClient();
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number>();

  const assign = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const reply = await completePayload(
        client.session.api.scheduleAssign({ scheduleId, vehicleIds: [...picked.keys()] }),
      );
      setDone(reply.assigned);
      setPicked(new Map());
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const count = picked.size;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      aria-labelledby="assign-heading"
      data-testid="assign-vehicles"
    >
      <h2 id="assign-heading" className="text-lg font-semibold">
        <Trans>Assign to vehicles</Trans>
      </h2>
      <VehicleTickList
        picked={picked}
        onToggle={(vehicle) => setPicked((current) => toggled(current, vehicle))}
        onProblem={setProblem}
      />
      <ErrorRow error={problem} />
      {done !== undefined && (
        <p role="status" className="text-sm text-green-800 dark:text-green-300" data-testid="assign-result">
          <Plural value={done} one="Assigned to # vehicle." other="Assigned to # vehicles." />
        </p>
      )}
      <div className="flex gap-2">
        <Button disabled={busy || count === 0} onClick={() => void assign()}>
          <Plural value={count} one="Assign to # vehicle" other="Assign to # vehicles" />
        </Button>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </section>
  );
}
