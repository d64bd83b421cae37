import { Trans } from "@lingui/react/macro";
import { memo, useId, useRef, type CSSProperties } from "react";

import type { TableColumn } from "./column";

/**
 * Shows or hides columns; columns that may not hide are left out.
 *
 * Built on the browser's own popover (the `popover` attribute: top layer, Escape and a click outside close it,
 * focus returns to the button) rather than a component library's: the list screens are the most visited pages,
 * and the library's popover brought ~35 KB gzip of positioning code to every one of them (docs/design/cold-loads.md
 * "Size budgets").
 */
function ColumnPickerInner<T>({
  columns,
  visibility,
  onChange,
}: {
  columns: readonly TableColumn<T>[];
  visibility: Record<string, boolean>;
  onChange: (v: Record<string, boolean>) => void;
}) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Placed under the button's right edge when it opens (the top layer ignores the button's containing block).
  const place = () => {
    const button = buttonRef.current?.getBoundingClientRect();
    const panel = panelRef.current;
    if (!button || !panel) return;
    panel.style.top = `${button.bottom + 4}px`;
    panel.style.left = `${Math.max(8, button.right - panel.offsetWidth)}px`;
  };
  const panelStyle: CSSProperties = { position: "fixed", margin: 0, inset: "auto" };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={id}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <Trans>Columns</Trans>
      </button>
      <div
        ref={panelRef}
        id={id}
        popover="auto"
        onToggle={(event) => {
          if ((event as unknown as { newState: string }).newState === "open") place();
        }}
        style={panelStyle}
        className="w-56 flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 text-slate-900 shadow-lg open:flex dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 [&:popover-open]:flex"
      >
        {columns
          .filter((c) => c.hideable !== false)
          .map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={visibility[c.id] !== false}
                onChange={(e) => onChange({ ...visibility, [c.id]: e.target.checked })}
              />
              {c.header}
            </label>
          ))}
      </div>
    </>
  );
}

/** Memoized: it re-renders when its columns or visibility change, not when the table's rows do. */
export const ColumnPicker = memo(ColumnPickerInner) as typeof ColumnPickerInner;
