import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { Trans } from "@lingui/react/macro";
import { memo } from "react";
import type { TableColumn } from "./column";

/** Shows or hides columns; columns that may not hide are left out. */
function ColumnPickerInner<T>({ columns, visibility, onChange }: { columns: readonly TableColumn<T>[]; visibility: Record<string, boolean>; onChange: (v: Record<string, boolean>) => void }) {
  return (
    <Popover className="relative">
      <PopoverButton className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800">
        <Trans>Columns</Trans>
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className="z-20 mt-1 flex w-56 flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-800">
        {columns
          .filter((c) => c.hideable !== false)
          .map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={visibility[c.id] !== false} onChange={(e) => onChange({ ...visibility, [c.id]: e.target.checked })} />
              {c.header}
            </label>
          ))}
      </PopoverPanel>
    </Popover>
  );
}

/** Memoized: it re-renders when its columns or visibility change, not when the table's rows do. */
export const ColumnPicker = memo(ColumnPickerInner) as typeof ColumnPickerInner;
