import { useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type { TableColumn } from "./column";

interface ColumnFilterRowProps<T> {
  columns: readonly TableColumn<T>[];
  filters: Record<string, string>;
  onChange: (filters: Record<string, string>) => void;
  gridTemplate: string;
  top: number;
}

/**
 * A "contains" filter under each filterable header. Every keystroke filters at once (no debounce): the list
 * keeps its rows on screen until the new ones arrive, and the server answers a filtered window in a few ms.
 */
function ColumnFilterRowInner<T>({ columns, filters, onChange, gridTemplate, top }: ColumnFilterRowProps<T>) {
  const { t } = useLingui();
  return (
    <div
      role="row"
      className="sticky z-10 grid border-b border-slate-200 bg-slate-50 px-2 py-1 dark:border-slate-700 dark:bg-slate-800"
      style={{ gridTemplateColumns: gridTemplate, top }}
    >
      {columns.map((column) => (
        <div key={column.id} role="columnheader" className="px-1">
          {column.filterable && (
            <input
              type="search"
              value={filters[column.id] ?? ""}
              onChange={(event) => {
                const next = { ...filters, [column.id]: event.target.value };
                if (next[column.id] === "") delete next[column.id];
                onChange(next);
              }}
              aria-label={t`Filter ${column.header}`}
              placeholder={t`Contains…`}
              className="w-full rounded border border-slate-300 bg-white px-2 py-1 text-xs font-normal normal-case text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
            />
          )}
        </div>
      ))}
    </div>
  );
}

export const ColumnFilterRow = memo(ColumnFilterRowInner) as typeof ColumnFilterRowInner;
