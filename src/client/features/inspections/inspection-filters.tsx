import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useCallback, useState } from "react";

import type { InspectionListFilter } from "../../../shared/generated/inspections";
import { useAppState, usePortalClient } from "../../app/client-context";
import { RecordPicker, type PickedRecord } from "../../ui/record-picker";
import { PHONE_QUERY, useMediaQuery } from "../../ui/use-media-query";
import { INSPECTION_STATUSES, statusLabel, TRIP_TYPES, tripTypeLabel } from "./inspection-labels";
import { searchPeople, searchVehicles } from "./record-search";

interface InspectionFiltersProps {
  filter: InspectionListFilter;
  onChange: (filter: InspectionListFilter) => void;
  /** A vehicle's or an employee's tab: that filter is fixed by the screen, so its picker is not offered. */
  fixed?: "vehicle" | "driver" | undefined;
  /** False on the operator's cross-company list: the vehicle and driver pickers search one company's records. */
  recordPickers?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-mm-dd → the start of that day in the browser's time zone (the zone the dates in the list are shown in). */
function dayStart(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : undefined;
}

function dayValue(ms: number | undefined): string {
  if (ms === undefined) return "";
  const date = new Date(ms);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** Search box and the list's filters: date range, vehicle, driver, trip type, status and open defects only. */
export const InspectionFilters = memo(function InspectionFilters({
  filter,
  onChange,
  fixed,
  recordPickers = true,
}: InspectionFiltersProps) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const roles = useAppState((s) => s.session.roles);
  // The people list is the office's (owner, manager, administrator); a mechanic filters drivers by the column filter.
  const canSearchPeople = roles.some((role) => role === "owner" || role === "manager" || role === "administrator");
  const [search, setSearch] = useState(filter.search ?? "");
  const [vehicle, setVehicle] = useState<PickedRecord>();
  const [driver, setDriver] = useState<PickedRecord>();
  const findVehicles = useCallback((text: string) => searchVehicles(client.session.api, text), [client]);
  const findPeople = useCallback((text: string) => searchPeople(client.session.api, text), [client]);
  // Every keystroke searches at once, as on the vehicles list: the list keeps its rows until the new ones arrive.
  const typed = (text: string) => {
    setSearch(text);
    if ((filter.search ?? "") !== text.trim()) onChange({ ...filter, search: text.trim() });
  };
  const set = <K extends keyof InspectionListFilter>(key: K, value: InspectionListFilter[K] | undefined) => {
    const next = { ...filter };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const control =
    "rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
  const label = "flex flex-col text-xs text-slate-600 dark:text-slate-300";
  const to = filter.to === undefined ? undefined : filter.to - DAY_MS; // `to` is exclusive: the day after the last one shown
  // A phone shows the search and a Filters button: the seven filters would push the rows below the fold.
  const phone = useMediaQuery(PHONE_QUERY);
  const [shown, setShown] = useState(false);
  const active = (["from", "to", "vehicleId", "driverId", "tripType", "status", "openDefectsOnly"] as const).filter(
    (key) => filter[key] !== undefined,
  ).length;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className={label}>
        <Trans>Search</Trans>
        <input
          type="search"
          value={search}
          onChange={(e) => typed(e.target.value)}
          placeholder={t`Vehicle, driver, plate, location…`}
          className={`${control} w-64 max-w-full`}
          aria-label={t`Search inspections`}
        />
      </label>
      {phone && (
        <button
          type="button"
          className={`${control} font-medium`}
          aria-expanded={shown}
          onClick={() => setShown(!shown)}
          data-testid="filters-toggle"
        >
          {active > 0 ? <Trans>Filters ({active})</Trans> : <Trans>Filters</Trans>}
        </button>
      )}
      {(!phone || shown) && (
        <>
          <label className={label}>
            <Trans>From</Trans>
            <input
              type="date"
              className={control}
              aria-label={t`From date`}
              value={dayValue(filter.from)}
              onChange={(e) => set("from", dayStart(e.target.value))}
            />
          </label>
          <label className={label}>
            <Trans>To</Trans>
            <input
              type="date"
              className={control}
              aria-label={t`To date`}
              value={dayValue(to)}
              onChange={(e) =>
                set("to", ((day) => (day === undefined ? undefined : day + DAY_MS))(dayStart(e.target.value)))
              }
            />
          </label>
          {fixed !== "vehicle" && recordPickers && (
            <RecordPicker
              label={t`Vehicle`}
              placeholder={t`Any vehicle`}
              value={vehicle}
              search={findVehicles}
              onChange={(record) => {
                setVehicle(record);
                set("vehicleId", record?.id);
              }}
            />
          )}
          {fixed !== "driver" && recordPickers && canSearchPeople && (
            <RecordPicker
              label={t`Driver`}
              placeholder={t`Any driver`}
              value={driver}
              search={findPeople}
              onChange={(record) => {
                setDriver(record);
                set("driverId", record?.id);
              }}
            />
          )}
          <label className={label}>
            <Trans>Trip type</Trans>
            <select
              className={control}
              aria-label={t`Trip type`}
              value={filter.tripType ?? ""}
              onChange={(e) => set("tripType", (e.target.value || undefined) as InspectionListFilter["tripType"])}
            >
              <option value="">{t`Any`}</option>
              {TRIP_TYPES.map((type) => (
                <option key={type} value={type}>
                  {tripTypeLabel(i18n, type)}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            <Trans>Status</Trans>
            <select
              className={control}
              aria-label={t`Status`}
              value={filter.status ?? ""}
              onChange={(e) => set("status", (e.target.value || undefined) as InspectionListFilter["status"])}
            >
              <option value="">{t`Any`}</option>
              {INSPECTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(i18n, status)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 self-center pt-4 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={filter.openDefectsOnly ?? false}
              onChange={(e) => set("openDefectsOnly", e.target.checked || undefined)}
            />
            <Trans>Open defects only</Trans>
          </label>
        </>
      )}
    </div>
  );
});
