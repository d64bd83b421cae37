import { selectedColumns, toColumns, type ListFields } from "../../src/server/lists/columnar";
import type { WindowSpec } from "../../src/server/lists/windowed-list";
// A windowed list's server path at its shallow, middle and deep positions, for every sort (the handler's own work:
// count + seek + rows + columns), p50 and p95 of `runs` windows each. Shared by the domains' bench sections.
import type { RunningServer } from "../../src/server/start-server";
import { percentile, round } from "./stats";

export type QueryFigures = Record<string, Record<string, { p50: number; p95: number }>>;

/** The offsets the issues name: 0, the middle and the last window (0 / 500,000 / 999,900 at 10⁶ rows). */
export function benchOffsets(count: number): number[] {
  return [...new Set([0, Math.floor(count / 2), Math.max(0, count - 100)])];
}

export async function measureListQueries<Field extends string, Row, Sort extends { column: string; direction: string }>(
  server: RunningServer,
  list: {
    sorts: readonly Sort[];
    spec: (sort: Sort) => WindowSpec;
    table: ListFields<Field, Row>;
    fields: readonly Field[];
  },
  runs = 30,
): Promise<{ rows: number; queryMs: QueryFigures }> {
  const { lists } = server.services;
  const columns = selectedColumns(list.table, list.fields);
  const queryMs: QueryFigures = {};
  let rows = 0;
  for (const sort of list.sorts) {
    const count = await lists.count(list.spec(sort));
    rows = count;
    const query = async (offset: number) => {
      await lists.count(list.spec(sort));
      const page = await lists.rows<Row>(list.spec(sort), Math.min(offset, Math.max(0, count - 1)), 100, (q) =>
        q.select(columns),
      );
      return toColumns(list.table, list.fields, page);
    };
    const offsets = benchOffsets(count);
    for (const offset of offsets) await query(offset); // warm the count and the seek samples, as an open list would
    const byOffset: Record<string, { p50: number; p95: number }> = {};
    for (const offset of offsets) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await query(Math.max(0, offset - (i % 5)));
        times.push(performance.now() - started);
      }
      byOffset[String(offset)] = { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
    }
    queryMs[`${sort.column} ${sort.direction}`] = byOffset;
  }
  return { rows, queryMs };
}
