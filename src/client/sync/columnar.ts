// The client half of a columnar list window (src/server/lists/columnar.ts): `{field: values[]}` parallel to the
// ids → one small row object per id, built once when the window arrives so that rows keep their identity (and
// memoized rows skip re-rendering) until a change replaces them. Null means "no value": the field is left out,
// as the whole entity leaves it out.

export type Columns = { readonly [field: string]: readonly unknown[] | undefined };

export function rowsFromColumns<T extends { id: string }>(ids: readonly string[], columns: Columns): Record<string, T> {
  const fields = Object.entries(columns).filter(
    (entry): entry is [string, readonly unknown[]] => entry[1] !== undefined,
  );
  const items: Record<string, T> = {};
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const row: Record<string, unknown> = { id };
    for (const [field, values] of fields) {
      const value = values[i];
      if (value !== null && value !== undefined) row[field] = value;
    }
    items[id] = row as T;
  }
  return items;
}
