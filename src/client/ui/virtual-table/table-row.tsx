import { memo, type CSSProperties } from "react";

import type { TableColumn } from "./column";

interface TableRowProps<T> {
  index: number;
  row: T | undefined;
  columns: readonly TableColumn<T>[];
  gridTemplate: string;
  top: number;
  height: number;
  active: boolean;
  onOpen: (index: number) => void;
}

/**
 * Hoisted to module scope and memoized so row identity is stable across renders: a change to one row's item
 * re-renders that row only. A row whose window has not arrived shows a placeholder.
 */
function TableRowInner<T>({ index, row, columns, gridTemplate, top, height, active, onOpen }: TableRowProps<T>) {
  const style: CSSProperties = {
    position: "absolute",
    top: 0,
    left: 0,
    right: 0,
    height,
    transform: `translateY(${top}px)`,
    display: "grid",
    gridTemplateColumns: gridTemplate,
  };
  if (row === undefined) {
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        aria-busy="true"
        data-testid="placeholder-row"
        className="items-center border-b border-slate-100 px-2"
        style={style}
      >
        {columns.map((column) => (
          <div key={column.id} role="gridcell" className="px-2">
            <div className="h-3 w-3/4 rounded bg-slate-200 dark:bg-slate-700" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={active}
      data-index={index}
      onClick={() => onOpen(index)}
      className={`cursor-pointer items-center border-b border-slate-100 px-2 text-sm hover:bg-blue-50 dark:border-slate-800 dark:hover:bg-slate-800 ${active ? "bg-blue-100 dark:bg-slate-700" : ""}`}
      style={style}
    >
      {columns.map((column) => (
        <div key={column.id} role="gridcell" className="truncate px-2">
          {column.cell(row)}
        </div>
      ))}
    </div>
  );
}

export const TableRow = memo(TableRowInner) as typeof TableRowInner;
