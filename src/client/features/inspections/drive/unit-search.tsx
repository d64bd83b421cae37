import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";

import type { DefectType } from "../../../../shared/generated/vehicles";
import { TRAILER_CATEGORY_ID } from "../../../../shared/rules/vehicles";
import { usePortalClient } from "../../../app/client-context";
import { rowsFromColumns, type Columns } from "../../../sync/columnar";
import { completePayload } from "../../../sync/complete-payload";
import { toServerError, type ServerError } from "../../../sync/server-error";
import { ErrorRow } from "../../../ui/error-row";
import { categoryLabel } from "../../vehicles/drive";
import type { PickedUnit } from "./inspection-draft";

interface FoundUnit extends PickedUnit {
  categoryName?: string;
  /** An equipment's serial number, shown under its name. */
  serial?: string;
  defectType?: DefectType;
}

/** What is searched: any vehicle or trailer, trailers only (the units a tractor pulls), or equipment. */
type UnitKind = "vehicle" | "trailer" | "equipment";

/** The company's active units of one kind matching the text, the first `limit` by name. */
async function findUnits(
  api: ReturnType<typeof usePortalClient>["session"]["api"],
  kind: UnitKind,
  search: string,
  limit: number,
): Promise<{ ids: string[]; rows: Record<string, FoundUnit> }> {
  const filter = {
    status: "active" as const,
    ...(search ? { search } : {}),
    ...(kind === "trailer" ? { categoryId: TRAILER_CATEGORY_ID } : {}),
  };
  const sort = { column: "name" as const, direction: "asc" as const };
  // Equipment (equipment inspections) is searched the same way in its own list.
  const page =
    kind === "equipment"
      ? await completePayload(
          api.equipmentList({ filter, sort, offset: 0, limit, fields: ["name", "serial", "defectType"] }),
        )
      : await completePayload(
          api.vehicleList({ filter, sort, offset: 0, limit, fields: ["name", "plate", "categoryName", "defectType"] }),
        );
  return { ids: page.ids, rows: rowsFromColumns<FoundUnit>(page.ids, page.columns as Columns) };
}

const SHOWN = 8;

/** Vehicles and trailers found by name or plate (the fleet's active units), or equipment by name or serial, the first few by name. */
export function UnitSearch({
  label,
  onPick,
  exclude,
  kind = "vehicle",
}: {
  label: string;
  onPick: (unit: PickedUnit) => void;
  exclude: readonly string[];
  kind?: UnitKind;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const id = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<FoundUnit[]>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => {
      const search = text.trim();
      findUnits(client.session.api, kind, search, SHOWN + exclude.length).then(
        (page) => {
          if (!alive) return;
          const rows = page.rows;
          setFound(
            page.ids
              .filter((unitId) => !exclude.includes(unitId))
              .slice(0, SHOWN)
              .map((unitId) => ({ ...rows[unitId]!, id: unitId, name: rows[unitId]?.name ?? "" })),
          );
          setProblem(undefined);
        },
        (error: unknown) => alive && setProblem(toServerError(error)),
      );
    }, 150);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [client, kind, text, exclude.join("|")]); // oxlint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-base font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={kind === "equipment" ? t`Name or serial number` : t`Name or plate`}
        autoComplete="off"
        className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:focus:ring-blue-800"
      />
      <ErrorRow error={problem} />
      {found && found.length === 0 && (
        <p className="text-base text-slate-600 dark:text-slate-300">
          {kind === "equipment" ? (
            <Trans>No equipment matches.</Trans>
          ) : kind === "trailer" ? (
            <Trans>No trailer matches.</Trans>
          ) : (
            <Trans>No vehicle matches.</Trans>
          )}
        </p>
      )}
      <ul
        className="flex flex-col gap-2"
        aria-label={kind === "equipment" ? t`Matching equipment` : t`Matching vehicles`}
      >
        {found?.map((unit) => (
          <li key={unit.id}>
            <button
              type="button"
              onClick={() => onPick({ id: unit.id, name: unit.name, ...(unit.plate ? { plate: unit.plate } : {}) })}
              className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 text-left hover:border-blue-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 dark:border-slate-600 dark:bg-slate-800 dark:hover:border-blue-400"
              data-testid="unit-result"
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-lg font-semibold">{unit.name}</span>
                <span className="truncate text-sm text-slate-600 dark:text-slate-300">
                  {[unit.plate, unit.serial, categoryLabel(i18n, unit.categoryName)].filter(Boolean).join(" · ")}
                </span>
              </span>
              {unit.defectType === "major" && (
                <span className="shrink-0 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                  <Trans>Out of service</Trans>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
