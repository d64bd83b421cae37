import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

import { RECORD_PICKER_FIELD as control } from "./record-picker";

export interface PickedRecord {
  id: string;
  label: string;
}

export interface RecordPickerProps {
  label: string;
  /** The chosen record; undefined = any. */
  value: PickedRecord | undefined;
  onChange: (record: PickedRecord | undefined) => void;
  /** The first few records matching the typed text (a server search: a fleet has 10⁴ vehicles, never a <select>). */
  search: (text: string) => Promise<PickedRecord[]>;
  placeholder: string;
  /** The user had focused the stand-in (record-picker.tsx): the real field takes the focus. */
  autoFocus?: boolean;
}

/** A filter that names one record found by typing (the inspections list's vehicle and driver filters). */
export function RecordCombobox({ label, value, onChange, search, placeholder, autoFocus }: RecordPickerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<PickedRecord[]>([]);
  useEffect(() => {
    let alive = true;
    // A short pause while typing: each answer replaces the list, so only the last keystroke's search matters.
    const timer = setTimeout(
      () =>
        void search(query.trim()).then(
          (records) => alive && setFound(records),
          () => alive && setFound([]),
        ),
      150,
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [query, search]);
  return (
    <div className="flex flex-col text-xs text-slate-600 dark:text-slate-300">
      <span aria-hidden="true">{label}</span>
      <div className="flex">
        <Combobox
          value={value ?? null}
          onChange={(record: PickedRecord | null) => onChange(record ?? undefined)}
          onClose={() => setQuery("")}
          by="id"
        >
          <ComboboxInput
            aria-label={label}
            className={`${control} w-44`}
            placeholder={placeholder}
            displayValue={(record: PickedRecord | null) => record?.label ?? ""}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            autoFocus={autoFocus}
          />
          <ComboboxOptions
            anchor="bottom start"
            modal={false}
            className="z-50 max-h-72 w-[var(--input-width)] min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
          >
            {found.length === 0 ? (
              <p className="px-3 py-2 text-slate-600 dark:text-slate-300">
                <Trans>Nothing matches.</Trans>
              </p>
            ) : (
              found.map((record) => (
                <ComboboxOption
                  key={record.id}
                  value={record}
                  className="cursor-default px-3 py-1.5 data-[focus]:bg-blue-100 data-[selected]:font-semibold dark:data-[focus]:bg-blue-900"
                >
                  {record.label}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </Combobox>
        {value && (
          <button
            type="button"
            className="ml-1 rounded-md px-2 text-base text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
            onClick={() => onChange(undefined)}
            aria-label={t`Clear ${label}`}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
}
