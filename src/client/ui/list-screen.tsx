// The list screen (docs/design/lists.md "List specs"): a domain's list spec as a live, windowed, sortable table with
// its heading, count, column picker, filters and empty state. Every company list renders through it, so a list
// behaves the same everywhere (phones, keyboard, column choice, "no results" against "nothing yet").
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";

import { companyListSource, listFields, type ListShape, type ListSource, type ListSpec } from "../sync/list-spec";
import type { ServerError } from "../sync/server-error";
import { useList } from "../sync/use-list";
import { ErrorRow } from "./error-row";
import { ListEmptyState, isUnfiltered } from "./list-empty-state";
import type { TableColumn, TableSort } from "./virtual-table/column";
import { ColumnPicker } from "./virtual-table/column-picker";
import { useColumnVisibility } from "./virtual-table/column-visibility";
import { VirtualTable } from "./virtual-table/virtual-table";

/** What a list with no rows says before any filter: the list is empty, and the first step. */
export interface ListEmpty<Filter> {
  /** Filter values that narrow nothing (spec.defaultFilter when omitted). */
  unfiltered?: Partial<Filter>;
  message: string;
  action?: ReactNode;
}

export interface ListScreenProps<Row extends { id: string }, Filter, Sort extends TableSort> {
  /** The list: a company list's spec (its rows come from its own event)… */
  spec: ListShape<Filter, Sort, string> | ListSpec<Row, Filter, Sort, string>;
  /** …or any list's shape with where its rows come from (the operator's lists over every company). */
  source?: ListSource<Row, Filter, Sort>;
  /** The heading's text (an h1)… */
  title?: ReactNode;
  /** …or a heading of the screen's own (a record's tab names the record). */
  heading?: ReactNode;
  /** After the heading and the count: a link or two of the list's own. */
  titleExtra?: ReactNode;
  /** The table's accessible name. */
  label: string;
  /** The count's test id prefix: `${countId}-count`. */
  countId: string;
  /** The row count, as the list words it. */
  countText: (count: number) => ReactNode;
  columns: readonly TableColumn<Row>[];
  /** The order it starts in (spec.defaultSort when omitted). */
  initialSort?: Sort;
  filter: Filter;
  /** What the screen fixes besides the user's filter (a vehicle's tab: its vehicleId), sent with it. */
  fixed?: Partial<Filter> | undefined;
  onFilterChange: Dispatch<SetStateAction<Filter>>;
  /** The list's own filters, bound to `filter`. */
  filters?: ReactNode;
  /** Buttons and links after the column picker, given the filter and sort on screen (an export sends both). */
  actions?: (query: { filter: Filter; sort: Sort }) => ReactNode;
  /** Per-column search boxes under the headers, bound to the filter's `contains` (default: shown). */
  columnSearch?: boolean;
  empty?: ListEmpty<Filter>;
  /** What a filter that matched nothing says (default "No results match search"). */
  noResults?: string;
  /** Told the row count whenever it changes (a screen's summary that follows its list). */
  onCount?: (count: number | undefined) => void;
  /** A problem of the screen's own besides the list's (a failed export). */
  error?: ServerError | undefined;
  onOpen: (row: Row) => void;
  /** The screen's height (default: the portal's, under its top bar). */
  className?: string;
}

export function ListScreen<Row extends { id: string }, Filter, Sort extends TableSort>(
  props: ListScreenProps<Row, Filter, Sort>,
) {
  const { spec, filter, onFilterChange, columns, empty } = props;
  const { t } = useLingui();
  const [sort, setSort] = useState<Sort>(props.initialSort ?? spec.defaultSort);
  const [visibility, changeVisibility] = useColumnVisibility(spec.columns);
  const fields = useMemo(() => listFields(spec, visibility), [spec, visibility]);
  const fixedKey = props.fixed ? JSON.stringify(props.fixed) : "";
  const asked = useMemo(() => (props.fixed ? { ...filter, ...props.fixed } : filter), [filter, fixedKey]); // oxlint-disable-line react-hooks/exhaustive-deps
  const source = useMemo(
    () => props.source ?? companyListSource(spec as ListSpec<Row, Filter, Sort, string>),
    [props.source, spec],
  );
  const list = useList(source, asked, sort, fields);
  // Stable callbacks, so the memoized column picker and table header skip renders when rows arrive.
  const changeSort = useCallback((next: TableSort) => setSort(next as Sort), []);
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => onFilterChange((current) => ({ ...current, contains })),
    [onFilterChange],
  );
  const count = list.count;
  const onCount = props.onCount;
  useEffect(() => onCount?.(count), [onCount, count]);
  const showEmpty =
    empty !== undefined &&
    count === 0 &&
    isUnfiltered(filter as object, (empty.unfiltered ?? spec.defaultFilter) as Partial<object>);
  const columnSearch = props.columnSearch !== false;
  return (
    <div className={`flex flex-col gap-3 ${props.className ?? "h-[calc(100vh-8rem)]"}`}>
      <div className="flex flex-wrap items-center gap-3">
        {props.heading ?? <h1 className="text-2xl font-semibold">{props.title}</h1>}
        <span className="text-sm text-slate-500" data-testid={`${props.countId}-count`}>
          {count === undefined ? "" : props.countText(count)}
        </span>
        {props.titleExtra}
        <div className="ml-auto flex flex-wrap gap-2">
          <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
          {props.actions?.({ filter, sort })}
        </div>
      </div>
      {props.filters}
      <ErrorRow error={list.error ?? props.error} />
      <div className="min-h-0 flex-1">
        {showEmpty ? (
          <ListEmptyState message={empty.message} action={empty.action} />
        ) : (
          <VirtualTable<Row>
            label={props.label}
            columns={columns}
            count={count}
            rowAt={list.rowAt}
            onRangeChange={list.ensureRange}
            sort={sort}
            onSortChange={changeSort}
            columnVisibility={visibility}
            onColumnVisibilityChange={changeVisibility}
            onOpen={props.onOpen}
            scrollResetKey={list.controller.key}
            columnFilters={
              columnSearch ? ((filter as { contains?: Record<string, string> }).contains ?? undefined) : undefined
            }
            onColumnFiltersChange={columnSearch ? changeColumnFilters : undefined}
            emptyMessage={props.noResults ?? t`No results match search`}
          />
        )}
      </div>
    </div>
  );
}
