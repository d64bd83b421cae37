// A list window column by column (docs/design/lists.md). Each domain describes its list
// fields once — which SQL columns a field needs and how to read it from a row — and a window selects only the
// columns of the fields asked for and sends each field as one array parallel to the ids. Compared with a map of
// whole entities this drops the hidden fields and the per-row keys: a 100-row vehicle window shrank from
// ~65 KB to ~13 KB, and the client decodes a dozen flat arrays instead of a hundred nested objects.

/** How one list field is read: the SQL columns it needs and its wire value (null when the row has none). */
export interface ListField<Row> {
  columns: readonly string[];
  read: (row: Row) => string | number | boolean | null;
}

export type ListFields<Field extends string, Row> = Record<Field, ListField<Row>>;

/** The SQL columns a window must select for `fields` (the id always). */
export function selectedColumns<Field extends string, Row>(
  table: ListFields<Field, Row>,
  fields: readonly Field[],
): string[] {
  const columns = new Set<string>(["id"]);
  for (const field of fields) for (const column of table[field].columns) columns.add(column);
  return [...columns];
}

/** Rows → `{field: values[]}` for the asked fields, each array parallel to the rows. */
export function toColumns<Field extends string, Row>(
  table: ListFields<Field, Row>,
  fields: readonly Field[],
  rows: readonly Row[],
): Partial<Record<Field, unknown[]>> {
  const out: Partial<Record<Field, unknown[]>> = {};
  for (const field of new Set(fields)) {
    const read = table[field].read;
    out[field] = rows.map(read);
  }
  return out;
}
