// The two halves of a columnar list window meet only on the wire: the server's toColumns and the client's
// rowsFromColumns must be inverses for any rows, or a list would show other values than the details screen.
import fc from "fast-check";
import { expect, test } from "vitest";

import { rowsFromColumns } from "../../src/client/sync/columnar";
import { toColumns } from "../../src/server/lists/columnar";

test("rows → columns → rows gives the rows back (the server's toColumns is the inverse)", () => {
  type Row = { id: string; name: string; plate: string | null };
  const table = {
    name: { columns: ["name"], read: (r: Row) => r.name },
    plate: { columns: ["plate"], read: (r: Row) => r.plate },
  };
  fc.assert(
    fc.property(
      fc.uniqueArray(
        fc.record({ id: fc.string({ minLength: 1 }), name: fc.string(), plate: fc.option(fc.string(), { nil: null }) }),
        { selector: (r) => r.id, maxLength: 50 },
      ),
      (rows) => {
        const columns = toColumns(table, ["name", "plate"], rows);
        const back = rowsFromColumns<{ id: string; name: string; plate?: string }>(
          rows.map((r) => r.id),
          columns,
        );
        for (const row of rows) expect(back[row.id]).toEqual(row.plate === null ? { id: row.id, name: row.name } : row);
      },
    ),
  );
});
