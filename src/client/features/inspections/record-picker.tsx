import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

export interface PickedRecord {
  id: string;
  label: string;
}

interface RecordPickerProps {
  label: string;
  /** The chosen record; undefined = any. */
  value: PickedRecord | undefined;
  onChange: (record: PickedRecord | undefined) => void;
  /** The first few records matching the typed text (a server search: a fleet has 10⁴ vehicles, never a <select>). */
  search: (text: string) => Promise<PickedRecord[]>;
  placeholder: string;
}

/** A filter that names one record found by typing (the inspections list's vehicle and driver filters). */
export function RecordPicker({ label, value, onChange, search, placeholder }: RecordPickerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<PickedRecord[]>([]);
  useEffect(() => {
    let alive = true;
    // A short pause while typing: each answer replaces the list, so only the last keystroke's search matters.
    const timer = setTimeout(() => void search(query.trim()).then((records) => alive && setFound(records), () => alive && setFound([])), 150);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [query, search]);
  const control = "rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
  return (
    <div className="flex flex-col text-xs text-slate-600 dark:text-slate-300">
      <span aria-hidden="true">{label}</span>
      <div className="flex">
        <Combobox value={value ?? null} onChange={(record: PickedRecord | null) => onChange(record ?? undefined)} onClose={() => setQuery("")} by="id">
          <ComboboxInput
            aria-label={label}
            className={`${control} w-44`}
            placeholder={placeholder}
            displayValue={(record: PickedRecord | null) => record?.label ?? ""}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <ComboboxOptions anchor="bottom start" modal={false} className="z-50 max-h-72 w-[var(--input-width)] min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
            {found.length === 0 ? (
              <p className="px-3 py-2 text-slate-600 dark:text-slate-300">
                <Trans>Nothing matches.</Trans>
              </p>
            ) : (
              found.map((record) => (
                <ComboboxOption key={record.id} value={record} className="cursor-default px-3 py-1.5 data-[focus]:bg-blue-100 data-[selected]:font-semibold dark:data-[focus]:bg-blue-900">
                  {record.label}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </Combobox>
        {value && (
          <button type="button" className="ml-1 rounded-md px-2 text-base text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700" onClick={() => onChange(undefined)} aria-label={t`Clear ${label}`}>
            ×
          </button>
        )}
      </div>
    </div>
  );
}
