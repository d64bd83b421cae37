// One window of a list, as every list event answers it (docs/design/lists.md): the count of the spec's rows, then the
// rows from `offset` — none past the end — with only the columns the asked fields need, sent column by column. Each
// domain's list event builds its spec (filter, sort, company scope) and answers with this.
import type { SelectQueryBuilder } from "kysely";

import { selectedColumns, toColumns, type ListFields } from "./columnar";
import type { WindowedList, WindowSpec } from "./windowed-list";

type AnyQuery = SelectQueryBuilder<any, any, any>;

/** What a list request carries besides its filter and sort. */
export interface ListPage<Field extends string> {
  offset: number;
  limit: number;
  /** The fields to send (all of the list's fields when left out). */
  fields?: readonly Field[];
}

export interface ListWindowOptions<Row> {
  /** Selects the window's columns (default: the columns as they are). */
  select?: (query: AnyQuery, columns: string[]) => AnyQuery;
  /** The row's id on the wire (default: `id`). */
  idOf?: (row: Row) => string;
  /** Columns read besides the fields' (the cross-company lists' company_id). */
  alsoSelect?: readonly string[];
}

export interface ListWindow<Columns> {
  count: number;
  offset: number;
  ids: string[];
  columns: Columns;
}

/** One window of the list, as its event answers. */
export async function listWindow<Columns, Field extends string = string, Row extends { id: string } = any>(
  lists: WindowedList,
  spec: WindowSpec,
  table: ListFields<Field, Row>,
  all: readonly Field[],
  page: ListPage<Field>,
  options: ListWindowOptions<Row> = {},
): Promise<ListWindow<Columns>> {
  return (await readListWindow<Columns, Field, Row>(lists, spec, table, all, page, options)).window;
}

/** The window and the rows it was made of, for what an answer adds beside the columns (a Company column). */
export async function readListWindow<Columns, Field extends string = string, Row extends { id: string } = any>(
  lists: WindowedList,
  spec: WindowSpec,
  table: ListFields<Field, Row>,
  all: readonly Field[],
  page: ListPage<Field>,
  options: ListWindowOptions<Row> = {},
): Promise<{ window: ListWindow<Columns>; rows: Row[] }> {
  const fields = page.fields ?? all;
  const count = await lists.count(spec);
  const columns = [...selectedColumns(table, fields), ...(options.alsoSelect ?? [])];
  const select = options.select ?? ((query, wanted) => query.select(wanted));
  const rows =
    page.offset >= count ? [] : await lists.rows<Row>(spec, page.offset, page.limit, (query) => select(query, columns));
  const window = {
    count,
    offset: page.offset,
    ids: rows.map(options.idOf ?? ((row) => row.id)),
    // The columns of the asked fields, in the generated shape of the event's response (lists/columnar.ts).
    columns: toColumns(table, fields, rows) as Columns,
  };
  return { window, rows };
}
