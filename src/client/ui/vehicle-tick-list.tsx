import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

import type { Api } from "../../shared/generated/client";
import { vehicleDisplayName } from "../../shared/rules/vehicles";
import { usePortalClient } from "../app/client-context";
import { rowsFromColumns, type Columns } from "../sync/columnar";
import { completePayload } from "../sync/complete-payload";
import { toServerError, type ServerError } from "../sync/server-error";
import { CONTROL_CLASS } from "./field";

/** How many matches the search shows at once: a fleet has thousands of vehicles, the user narrows by typing. */
const SHOWN = 50;

export interface VehicleChoice {
  id: string;
  label: string;
}

async function searchActiveVehicles(api: Api, text: string): Promise<VehicleChoice[]> {
  const page = await completePayload(
    api.vehicleList({
      filter: { status: "active", ...(text ? { search: text } : {}) },
      sort: { column: "name", direction: "asc" },
      offset: 0,
      limit: SHOWN,
      fields: ["name", "plate"],
    }),
  );
  const rows = rowsFromColumns<{ id: string; name?: string; plate?: string }>(page.ids, page.columns as Columns);
  return page.ids.map((id) => ({
    id,
    label: vehicleDisplayName({ name: rows[id]?.name ?? "", plate: rows[id]?.plate }),
  }));
}

/** Ticks one vehicle more or less in a picked map (id → label), for the tick list's owner. */
export function toggled(current: ReadonlyMap<string, string>, vehicle: VehicleChoice): Map<string, string> {
  const next = new Map(current);
  if (next.has(vehicle.id)) next.delete(vehicle.id);
  else next.set(vehicle.id, vehicle.label);
  return next;
}

/**
 * Active vehicles found by name or plate, each with a tick box; ticks survive a new search and are listed under it.
 * Used wherever one thing is given to many vehicles at once (a schedule, a checklist).
 */
export function VehicleTickList({
  picked,
  onToggle,
  onProblem,
}: {
  picked: ReadonlyMap<string, string>;
  onToggle: (vehicle: VehicleChoice) => void;
  onProblem: (problem: ServerError) => void;
}) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<VehicleChoice[]>();
  useEffect(() => {
    let alive = true;
    // A short pause while typing: only the last keystroke's search matters.
    const timer = setTimeout(
      () =>
        void searchActiveVehicles(client.session.api, query.trim()).then(
          (rows) => alive && setFound(rows),
          (error: unknown) => alive && onProblem(toServerError(error)),
        ),
      150,
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [client, query]); // oxlint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <input
        type="search"
        className={CONTROL_CLASS}
        aria-label={t`Search vehicles`}
        placeholder={t`Search by name or plate`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
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
            <label
              key={vehicle.id}
              className="flex items-center gap-2 rounded px-1 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={picked.has(vehicle.id)}
                onChange={() => onToggle(vehicle)}
              />
              {vehicle.label}
            </label>
          ))
        )}
      </fieldset>
      {picked.size > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-200">{[...picked.values()].join(", ")}</p>
      )}
    </>
  );
}
