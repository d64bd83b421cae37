import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Api } from "../../../shared/generated/client";
import { vehicleDisplayName } from "../../../shared/rules/vehicles";
import { usePortalClient } from "../../app/client-context";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { CONTROL_CLASS } from "../../ui/field";
import { ErrorRow } from "../../ui/error-row";

/** How many matches the search shows at once: a fleet has thousands of vehicles, the user narrows by typing. */
const SHOWN = 50;

interface VehicleChoice {
  id: string;
  label: string;
}

async function searchActiveVehicles(api: Api, text: string): Promise<VehicleChoice[]> {
  const page = await completePayload(api.vehicleList({ filter: { status: "active", ...(text ? { search: text } : {}) }, sort: { column: "name", direction: "asc" }, offset: 0, limit: SHOWN, fields: ["name", "plate"] }));
  const rows = rowsFromColumns<{ id: string; name?: string; plate?: string }>(page.ids, page.columns as Columns);
  return page.ids.map((id) => ({ id, label: vehicleDisplayName({ name: rows[id]?.name ?? "", plate: rows[id]?.plate }) }));
}

/** "Assign to vehicles": tick vehicles found by name or plate (ticks survive a new search), then assign them all. */
export function AssignVehicles({ scheduleId, onClose }: { scheduleId: string; onClose: () => void }) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<VehicleChoice[]>();
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number>();
  useEffect(() => {
    let alive = true;
    // A short pause while typing: only the last keystroke's search matters.
    const timer = setTimeout(
      () =>
        void searchActiveVehicles(client.session.api, query.trim()).then(
          (rows) => alive && setFound(rows),
          (error: unknown) => alive && setProblem(toServerError(error)),
        ),
      150,
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [client, query]);

  const toggle = (vehicle: VehicleChoice) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(vehicle.id)) next.delete(vehicle.id);
      else next.set(vehicle.id, vehicle.label);
      return next;
    });
  const assign = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const reply = await completePayload(client.session.api.scheduleAssign({ scheduleId, vehicleIds: [...picked.keys()] }));
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
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" aria-labelledby="assign-heading" data-testid="assign-vehicles">
      <h2 id="assign-heading" className="text-lg font-semibold">
        <Trans>Assign to vehicles</Trans>
      </h2>
      <input type="search" className={CONTROL_CLASS} aria-label={t`Search vehicles`} placeholder={t`Search by name or plate`} value={query} onChange={(e) => setQuery(e.target.value)} />
      <fieldset className="max-h-72 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-700">
        <legend className="sr-only">{t`Vehicles`}</legend>
        {found === undefined ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Loading…</Trans>
          </p>
        ) : found.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>No vehicle matches.</Trans>
          </p>
        ) : (
          found.map((vehicle) => (
            <label key={vehicle.id} className="flex items-center gap-2 rounded px-1 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
              <input type="checkbox" className="h-4 w-4" checked={picked.has(vehicle.id)} onChange={() => toggle(vehicle)} />
              {vehicle.label}
            </label>
          ))
        )}
      </fieldset>
      {count > 0 && <p className="text-sm text-slate-700 dark:text-slate-200">{[...picked.values()].join(", ")}</p>}
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
