// The list screen's table: headers, sorting and column visibility from @tanstack/react-table, rows from a
// server-windowed list placed by arithmetic, every row being rowHeight tall (scaled-body.tsx). It never holds the
// whole list: `rowAt` reads the windows loaded so far and `onRangeChange` asks for the ones scrolled into view.
import {
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
  type ColumnVisibilityState,
} from "@tanstack/react-table";
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";

import type { TableColumn, TableSort } from "./column";
import { ColumnFilterRow } from "./column-filter-row";
import { ScaledBody } from "./scaled-body";

const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
const shrunk = (width: number) => Math.round(width * 0.75);
/** The table never holds rows; react-table gets an empty, stable data array. */
const NO_DATA: never[] = [];

export interface VirtualTableProps<T> {
  label: string;
  columns: readonly TableColumn<T>[];
  count: number | undefined;
  rowAt: (index: number) => T | undefined;
  /** Rows first..last are on screen; `lead` more before and after are about to be (sized to the scroll speed). */
  onRangeChange: (first: number, last: number, lead: { before: number; after: number }) => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  columnVisibility: Record<string, boolean>;
  onColumnVisibilityChange: (visibility: Record<string, boolean>) => void;
  onOpen: (row: T) => void;
  emptyMessage: string;
  /** Column filters ("contains" text per filterable column), shown as a row of inputs under the headers. */
  columnFilters?: Record<string, string>;
  onColumnFiltersChange?: (filters: Record<string, string>) => void;
  rowHeight?: number;
  /** A new value (a new filter or sort) scrolls back to the first row: a new order starts at its top. */
  scrollResetKey?: string;
  /** Rows rendered above and below the visible ones. */
  overscan?: number;
}

export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { columns, count, rowAt, onRangeChange, sort, onSortChange, columnVisibility, onOpen } = props;
  const rowHeight = props.rowHeight ?? 40;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The scroll element as state: a child's layout effects run before its parent's ref is attached, so a body
  // whose rows were ready at its first render (a prefetched window) would measure no scroll element and never
  // render a row. The body mounts once the element exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroll = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setScrollElement(element);
  }, []);
  const [active, setActive] = useState(-1);
  const shownKey = useRef(props.scrollResetKey);
  useEffect(() => {
    if (props.scrollResetKey === shownKey.current) return;
    shownKey.current = props.scrollResetKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    setActive(-1);
  }, [props.scrollResetKey]);
  const scrollToIndexRef = useRef<ScrollToIndex | null>(null);

  const columnDefs = useMemo<ColumnDef<typeof features, never>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: () => null,
        enableSorting: c.sortable ?? false,
        enableHiding: c.hideable ?? true,
      })),
    [columns],
  );
  const sorting = useMemo<SortingState>(() => [{ id: sort.column, desc: sort.direction === "desc" }], [sort]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: NO_DATA,
    manualSorting: true,
    state: { sorting, columnVisibility: columnVisibility as ColumnVisibilityState },
    onColumnVisibilityChange: (updater) =>
      props.onColumnVisibilityChange(
        typeof updater === "function" ? updater(columnVisibility as ColumnVisibilityState) : updater,
      ),
  });

  const visibleIds = table.getVisibleLeafColumns().map((c) => c.id);
  const visibleColumns = useMemo(
    () => columns.filter((c) => visibleIds.includes(c.id)),
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [columns, visibleIds.join("|")],
  );
  // Columns share the width in proportion to their widths and may shrink to three quarters of them, so a phone
  // (390 px) fits its few columns without scrolling sideways and a wide screen leaves no empty band on the right.
  const gridTemplate = visibleColumns.map((c) => `minmax(${shrunk(c.width)}px, ${c.width}fr)`).join(" ");
  const minWidth = visibleColumns.reduce((sum, c) => sum + shrunk(c.width), 0) + 16;

  const rowAtRef = useRef(rowAt);
  rowAtRef.current = rowAt;
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  // Stable across renders, so memoized rows are not re-rendered for a new callback.
  const openAt = useMemo(
    () => (index: number) => {
      const row = rowAtRef.current(index);
      if (row !== undefined) onOpenRef.current(row);
    },
    [],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const total = count ?? 0;
    if (total === 0) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + page,
      PageUp: active - page,
      Home: 0,
      End: total - 1,
    };
    if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      openAt(active);
      return;
    }
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.min(total - 1, Math.max(0, target));
    setActive(next);
    scrollToIndexRef.current?.(next);
  };

  // The same element while sort, visibility and columns are unchanged, so React skips the header when only the
  // rows' data changed (a window arrived, a live change).
  const header = useMemo(
    () => (
      <>
        {table.getHeaderGroups().map((group) => (
          <div
            key={group.id}
            role="row"
            aria-rowindex={1}
            className="sticky top-0 z-10 grid border-b border-slate-200 bg-slate-100 px-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300"
            style={{ gridTemplateColumns: gridTemplate, height: rowHeight }}
          >
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const canSort = header.column.getCanSort();
              return (
                <div
                  key={header.id}
                  role="columnheader"
                  aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
                  className="flex items-center"
                >
                  {canSort ? (
                    <button
                      type="button"
                      // The whole cell is the button: a click anywhere on the header sorts.
                      className="flex h-full w-full items-center gap-1 px-2 text-left uppercase hover:text-blue-700 dark:hover:text-blue-300"
                      // A new column sorts ascending; the sorted column flips. Explicit, so the server's order and the header agree.
                      onClick={() =>
                        onSortChange({
                          column: header.column.id,
                          direction: sort.column === header.column.id && sort.direction === "asc" ? "desc" : "asc",
                        })
                      }
                    >
                      {String(header.column.columnDef.header)}
                      <span aria-hidden="true">{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : ""}</span>
                    </button>
                  ) : (
                    <span className="px-2">{String(header.column.columnDef.header)}</span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
        {props.onColumnFiltersChange && visibleColumns.some((c) => c.filterable) && (
          <ColumnFilterRow
            columns={visibleColumns}
            filters={props.columnFilters ?? {}}
            onChange={props.onColumnFiltersChange}
            gridTemplate={gridTemplate}
            top={rowHeight}
          />
        )}
      </>
    ),
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [
      table,
      sort,
      columnVisibility,
      gridTemplate,
      rowHeight,
      onSortChange,
      props.columnFilters,
      props.onColumnFiltersChange,
    ],
  );

  return (
    <div
      ref={attachScroll}
      role="grid"
      aria-label={props.label}
      aria-rowcount={(count ?? 0) + 1}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="virtual-table"
      // Chrome's scroll anchoring would move the scroll position when a placeholder row is replaced by its row.
      style={{ overflowAnchor: "none" }}
      className="relative h-full overflow-auto rounded-md border border-slate-200 bg-white focus:outline-none focus:ring-2 focus:ring-blue-300 dark:border-slate-700 dark:bg-slate-900"
    >
      <div style={{ minWidth }}>
        {header}
        {count === 0 ? (
          <div role="row" className="px-4 py-8 text-center text-slate-500" data-testid="no-results">
            <div role="gridcell">{props.emptyMessage}</div>
          </div>
        ) : (
          scrollElement && (
            <ScaledBody
              scrollElement={scrollElement}
              count={count ?? 0}
              rowAt={rowAt}
              onRangeChange={onRangeChange}
              columns={visibleColumns}
              gridTemplate={gridTemplate}
              rowHeight={rowHeight}
              overscan={props.overscan ?? 10}
              active={active}
              onOpen={openAt}
              scrollToIndexRef={scrollToIndexRef}
            />
          )
        )}
      </div>
    </div>
  );
}

/** Brings a row into view, moving as little as possible (the keyboard's active row). */
export type ScrollToIndex = (index: number) => void;

export interface VirtualBodyProps<T> {
  scrollElement: HTMLDivElement;
  scrollToIndexRef: RefObject<ScrollToIndex | null>;
  count: number;
  rowAt: (index: number) => T | undefined;
  onRangeChange: (first: number, last: number, lead: { before: number; after: number }) => void;
  columns: readonly TableColumn<T>[];
  gridTemplate: string;
  rowHeight: number;
  overscan: number;
  active: number;
  onOpen: (index: number) => void;
}
