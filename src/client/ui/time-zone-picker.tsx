import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field as HeadlessField,
  Label,
} from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";

import { useClock } from "../app/client-context";
import { CONTROL_CLASS } from "./field";
import { groupTimeZones, REGIONS, timeZoneEntry, timeZoneTable } from "./time-zones";

/**
 * The time-zone picker (settings): a searchable combobox with the zones grouped by region (docs/design/client-shell.md
 * "Formats and time zones"). The full table (418 zones with offsets and names) is built only when the list first
 * opens.
 */
export function TimeZonePicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (zone: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState("");
  const clock = useClock();
  const shown = useMemo(() => timeZoneEntry(value, i18n.locale, clock.date()), [value, i18n.locale, clock]);
  return (
    <HeadlessField className="flex flex-col gap-1">
      <Label className="text-sm font-medium">{label}</Label>
      <Combobox value={value} onChange={(zone: string | null) => zone && onChange(zone)} onClose={() => setQuery("")}>
        <div className="relative">
          <ComboboxInput
            className={`${CONTROL_CLASS} w-full pr-10`}
            displayValue={(zone: string | null) =>
              zone === shown.id ? `${shown.place} (${shown.offset})` : (zone ?? "")
            }
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            data-testid="time-zone-input"
          />
          <ComboboxButton
            className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-600 dark:text-slate-300"
            aria-label={t`Show all time zones`}
          >
            <span aria-hidden="true">▾</span>
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          modal={false}
          className="z-50 max-h-80 w-[var(--input-width)] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        >
          <ZoneOptions query={query} current={value} />
        </ComboboxOptions>
      </Combobox>
    </HeadlessField>
  );
}

function ZoneOptions({ query, current }: { query: string; current: string }) {
  const { i18n } = useLingui();
  const clock = useClock();
  const table = useMemo(() => timeZoneTable(i18n.locale, current, clock.date()), [i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps -- once per opening
  const groups = useMemo(() => groupTimeZones(table, query), [table, query]);
  if (groups.length === 0) {
    return (
      <p className="px-3 py-2 text-slate-600 dark:text-slate-300">
        <Trans>No time zone matches “{query}”.</Trans>
      </p>
    );
  }
  return groups.map(({ region, zones }) => {
    const regionLabel = i18n._(REGIONS.find((r) => r.key === region)!.label);
    return (
      <div key={region} role="group" aria-label={regionLabel}>
        <div
          aria-hidden="true"
          className="sticky top-0 bg-slate-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-700 dark:text-slate-100"
        >
          {regionLabel}
        </div>
        {zones.map((zone) => (
          <ComboboxOption
            key={zone.id}
            value={zone.id}
            className="flex cursor-default items-baseline gap-2 px-3 py-1.5 data-[focus]:bg-blue-100 data-[selected]:font-semibold dark:data-[focus]:bg-blue-900"
          >
            <span>{zone.place}</span>
            <span className="ml-auto shrink-0 text-xs text-slate-600 dark:text-slate-300">
              {zone.offset}
              {zone.genericName && !zone.genericName.startsWith("GMT") ? ` · ${zone.genericName}` : ""}
            </span>
          </ComboboxOption>
        ))}
      </div>
    );
  });
}
