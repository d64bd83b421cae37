// Server window query latency at shallow, middle and deep positions: the handler's own path (count + rows),
// measured in-process against the running server's database.
import type { RunningServer } from "../../src/server/start-server";
import { vehicleListSpec } from "../../src/server/features/vehicles/list-spec";
import { vehicleFromRow } from "../../src/server/features/vehicles/mappers";
import { percentile, round } from "./stats";

export async function measureWindowQueries(server: RunningServer, companyId: string, offsets: number[], runs = 30): Promise<Record<string, number>> {
  const { db, lists } = server.services;
  const spec = () => vehicleListSpec(db, companyId, { status: "active" }, { column: "name", direction: "asc" }, Date.now());
  const query = async (offset: number) => {
    const count = await lists.count(spec());
    const rows = await lists.rows<Parameters<typeof vehicleFromRow>[0]>(spec(), Math.min(offset, count - 1), 100, (q) => q.selectAll());
    return rows.map(vehicleFromRow);
  };
  for (const offset of offsets) await query(offset); // warm caches and samples, as a live screen would have
  const result: Record<string, number> = {};
  for (const offset of offsets) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await query(offset + (i % 5));
      times.push(performance.now() - started);
    }
    result[String(offset)] = round(percentile(times, 95));
  }
  return result;
}
