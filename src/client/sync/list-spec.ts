// A list as data (docs/design/lists.md "List specs"): what a list screen asks the server for — its default filter and
// sort, its columns' fields, the request of one window, and how pushed changes become rows — without React, so the
// route's prefetch (which runs before the screen's code has loaded) and the screen build byte-identical requests from
// the same spec. A domain writes one spec per list; <ListScreen> (ui/list-screen.tsx) renders it.
import type { Observable } from "rxjs";

import type { Api, Reply } from "../../shared/generated/client";
import type { CompanyColumn } from "../../shared/generated/common";
import type { NotificationName } from "../../shared/generated/events";
import type { PortalClient } from "../app/portal-client";
import { companyIdFromUrl } from "../app/routes";
import type { ColumnVisibilityStore } from "../ui/virtual-table/column-visibility";
import { rowsFromColumns, type Columns } from "./columnar";
import { completePayload } from "./complete-payload";
import { prefetchFirstWindow, prefetchKey } from "./list-prefetch";
import type { LiveNotifications, RowOf, RowsNotification } from "./live-notifications";
import { loadStoredSession } from "./stored-session";
import { WINDOW_SIZE, type WindowPage } from "./windowed-list";

/** One window's request: every list event (…List) takes this shape. */
export interface ListRequest<Filter, Sort, Field extends string> {
  filter: Filter;
  sort: Sort;
  offset: number;
  limit: number;
  fields: Field[];
}

/** One window's answer: the rows' ids and their fields as columns (docs/design/lists.md "The request"). */
export interface ListWindow {
  count: number;
  ids: string[];
  columns: object;
}

/** Applies changed rows to a list on screen ({} refreshes its positions and count); returns the unsubscribe. */
export type ListenChanges<Row> = (live: LiveNotifications, apply: (items: Record<string, Row>) => void) => () => void;

/** What any list screen shows, whoever answers its windows: its defaults and its columns' fields. */
export interface ListShape<Filter, Sort, Field extends string> {
  /** The list's name: its store key's prefix (one per list; equal keys share rows in the store). */
  name: string;
  defaultFilter: Filter;
  defaultSort: Sort;
  /** Column id → the list fields its cell reads (the schema's …ListField). */
  columnFields: Readonly<Record<string, readonly Field[]>>;
  /** Which columns show, remembered per browser and screen size. */
  columns: ColumnVisibilityStore;
}

/** A company's list: its shape, the event that answers its windows, and the notifications that keep it live. */
export interface ListSpec<Row extends { id: string }, Filter, Sort, Field extends string> extends ListShape<
  Filter,
  Sort,
  Field
> {
  /** One window: the domain's list event (a method: a spec of narrower fields stands in for any list's). */
  window(api: Api, request: ListRequest<Filter, Sort, Field>): Observable<Reply<ListWindow>>;
  /** Keeps the rows on screen live: the domain's …ChangedNotification as rows. */
  listenChanges?: ListenChanges<Row>;
  /**
   * The same list over every company, for the operator (docs/operator.md "Cross-company lists"): its
   * AllCompanies…List event, which answers from the same list engine with each row's company.
   */
  allCompanies?(
    api: Api,
    request: ListRequest<Filter, Sort, Field> & { companyId?: string },
  ): Observable<Reply<ListWindow & CompanyColumn>>;
}

/** Where a list screen's rows come from: a company's list (companyListSource) or the operator's over every company. */
export interface ListSource<Row extends { id: string }, Filter, Sort> {
  /** The store key of one filter + sort. */
  key(filter: Filter, sort: Sort): string;
  fetchWindow(
    api: Api,
    query: { filter: Filter; sort: Sort; fields: readonly string[] },
    offset: number,
    limit: number,
  ): Promise<WindowPage<Row>>;
  listenChanges?: ListenChanges<Row> | undefined;
}

// Any spec, whatever its row, filter, sort and fields: the generic functions below take it.
export type AnyListSpec = ListSpec<any, any, any, any>;

/** The fields the visible columns need, in a fixed order (so equal sets give equal keys). */
export function listFields<Field extends string>(
  spec: ListShape<unknown, unknown, Field>,
  visibility: Record<string, boolean>,
): Field[] {
  const wanted = new Set<Field>();
  for (const [column, fields] of Object.entries(spec.columnFields))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

/** The store key of one filter + sort of the list. */
export const listKey = <Filter, Sort>(
  spec: ListSpec<{ id: string }, Filter, Sort, string>,
  filter: Filter,
  sort: Sort,
) => `${spec.name}:${JSON.stringify([filter, sort])}`;

/** One window of the list as rows. */
export async function fetchListWindow<Row extends { id: string }, Filter, Sort, Field extends string>(
  spec: ListSpec<Row, Filter, Sort, Field>,
  api: Api,
  query: { filter: Filter; sort: Sort; fields: readonly string[] },
  offset: number,
  limit: number,
): Promise<WindowPage<Row>> {
  const { filter, sort } = query;
  const page = await completePayload(
    spec.window(api, { filter, sort, offset, limit, fields: query.fields as Field[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<Row>(page.ids, page.columns as Columns) };
}

/** A company list's rows: its spec's event and notifications. */
export function companyListSource<Row extends { id: string }, Filter, Sort, Field extends string>(
  spec: ListSpec<Row, Filter, Sort, Field>,
): ListSource<Row, Filter, Sort> {
  return {
    key: (filter, sort) => listKey(spec, filter, sort),
    fetchWindow: (api, query, offset, limit) => fetchListWindow(spec, api, query, offset, limit),
    listenChanges: spec.listenChanges,
  };
}

/**
 * A list's live updates for a signed-in client (useList): the changes its notifications push, and a refresh of its
 * windows after every resume. What changed while the socket was down — the connection lost, the server process gone,
 * the load balancer sending the new socket to another process — was pushed to nobody, so the list asks again, as the
 * collections are loaded again (docs/design/client-shell.md "Reconnects").
 */
export function liveListChanges<Row>(
  listen: ListenChanges<Row> | undefined,
  live: LiveNotifications,
): (apply: (items: Record<string, Row>) => void) => () => void {
  return (apply) => {
    // An empty change is the list's "fetch your windows again" (use-windowed-list.ts).
    const stopResume = live.onResume(() => apply({}));
    const stop = listen?.(live, apply);
    return () => {
      stop?.();
      stopResume();
    };
  };
}

/** The list's rows change with notification `name`'s items, each mapped to its row by `toRow` (default: they are rows). */
export function changedRows<N extends RowsNotification, Row>(
  name: N,
  toRow: (item: RowOf<N>) => Row = (item) => item as unknown as Row,
): ListenChanges<Row> {
  return (live, apply) =>
    live.listen(name, (payload) => {
      const items = (payload as { items: Record<string, RowOf<N>> }).items;
      apply(Object.fromEntries(Object.entries(items).map(([id, item]) => [id, toRow(item)])));
    });
}

/** Rows the notifications do not carry: any of them refreshes the list's positions and count. */
export function refreshedBy<Row>(...names: NotificationName[]): ListenChanges<Row> {
  return (live, apply) => {
    const stops = names.map((name) => live.listen(name, () => apply({})));
    return () => stops.forEach((stop) => stop());
  };
}

/**
 * The route prefetch of a list screen: the first window the screen will ask for (its default filter and sort, the
 * stored visible columns), asked for as the socket opens (docs/design/cold-loads.md "Preload and prefetch").
 */
export const listPrefetch =
  (spec: AnyListSpec) =>
  (client: PortalClient, params: Record<string, string | undefined>): void => {
    const stored = loadStoredSession(localStorage, sessionStorage);
    // Signed out, or the URL (/portal/{companyId}/…) names another company than the one the session resumes in: the
    // screen will ask, after switching.
    if (!stored || (params.companyId !== undefined && companyIdFromUrl(params.companyId) !== stored.company)) return;
    const fields = listFields(spec, spec.columns.stored());
    const query = { filter: spec.defaultFilter, sort: spec.defaultSort, fields };
    prefetchFirstWindow(
      prefetchKey(listKey(spec, query.filter, query.sort), fields),
      () => fetchListWindow(spec, client.session.api, query, 0, WINDOW_SIZE),
      client.clock.now(),
    );
  };
