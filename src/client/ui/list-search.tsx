import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";

/** The look of a list screen's filter controls and their labels, shared by every list's filter row. */
export const FILTER_CONTROL =
  "rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
export const FILTER_LABEL = "flex flex-col text-xs text-slate-600 dark:text-slate-300";

interface ListSearchProps {
  /** The search the list holds now (the box starts with it). */
  value: string | undefined;
  /** Called with the trimmed text when it changes what is searched. */
  onSearch: (text: string) => void;
  placeholder: string;
  /** The accessible name, e.g. "Search vehicles". */
  label: string;
  width?: string;
}

/**
 * A list's search box. Every keystroke searches at once, without a debounce: a window of search results costs the
 * server a few ms, and the list keeps its rows on screen until the new ones arrive (use-windowed-list.ts), so
 * nothing flickers. Trailing spaces being typed do not search again.
 */
export function ListSearch({ value, onSearch, placeholder, label, width = "w-64" }: ListSearchProps) {
  const [text, setText] = useState(value ?? "");
  const typed = (next: string) => {
    setText(next);
    if ((value ?? "") !== next.trim()) onSearch(next.trim());
  };
  return (
    <label className={FILTER_LABEL}>
      <Trans>Search</Trans>
      <input
        type="search"
        value={text}
        onChange={(e) => typed(e.target.value)}
        placeholder={placeholder}
        className={`${FILTER_CONTROL} ${width} max-w-full`}
        aria-label={label}
      />
    </label>
  );
}

/** A list filter's drop-down: its label above, the choices as [value, text] pairs. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: ReactNode;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  // Labelled by `for`, not by wrapping: a label around a select gives some screen readers a name made of the
  // label and the select's options (docs/design/client-shell.md "Dark mode and accessibility").
  return (
    <div className={FILTER_LABEL}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={FILTER_CONTROL} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which records a soft-deletable list shows (vehicles, equipment, checklists: docs/design/commands.md "Remove and restore"). */
export type RemovedStatus = "active" | "removed" | "all";

/** The Status filter of a list whose records are removed by a flag and can be restored. */
export function RemovedStatusFilter({
  value,
  onChange,
}: {
  value: RemovedStatus | undefined;
  onChange: (status: RemovedStatus) => void;
}) {
  const { t } = useLingui();
  return (
    <FilterSelect
      label={<Trans>Status</Trans>}
      value={value ?? "active"}
      options={[
        ["active", t`Active`],
        ["removed", t`Removed`],
        ["all", t`All`],
      ]}
      onChange={onChange}
    />
  );
}
