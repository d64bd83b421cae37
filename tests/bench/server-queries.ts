import { ALL_VEHICLE_LIST_FIELDS, VEHICLE_LIST_FIELDS } from "../../src/server/features/vehicles/list-fields";
import { vehicleListSpec } from "../../src/server/features/vehicles/list-spec";
import { vehicleFromRow } from "../../src/server/features/vehicles/mappers";
import { selectedColumns, toColumns } from "../../src/server/lists/columnar";
import type { RunningServer } from "../../src/server/start-server";
// Server window query latency at shallow, middle and deep positions: the handler's own path (count + rows +
// columns), measured in-process against the running server's database.
import type { VehicleListField } from "../../src/shared/generated/vehicles";
import { percentile, round } from "./stats";

/** The fields of the list's default columns (vin, odometer and modified date start hidden). */
export const DEFAULT_LIST_FIELDS: VehicleListField[] = ALL_VEHICLE_LIST_FIELDS.filter(
  (f) => !["vin", "odometer", "odometerType", "modifiedDate"].includes(f),
);

export async function measureWindowQueries(
  server: RunningServer,
  companyId: string,
  offsets: number[],
  runs = 30,
): Promise<Record<string, number>> {
  const { db, lists } = server.services;
  const spec = () =>
    vehicleListSpec(db, companyId, { status: "active" }, { column: "name", direction: "asc" }, Date.now());
  const columns = selectedColumns(VEHICLE_LIST_FIELDS, DEFAULT_LIST_FIELDS);
  const query = async (offset: number) => {
    const count = await lists.count(spec());
    const rows = await lists.rows<Parameters<typeof vehicleFromRow>[0]>(spec(), Math.min(offset, count - 1), 100, (q) =>
      q.select(columns),
    );
    return toColumns(VEHICLE_LIST_FIELDS, DEFAULT_LIST_FIELDS, rows);
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

/** Bytes of a 100-row window as JSON: columns of the default fields (now) and a map of whole vehicles (before). */
export async function measureWindowBytes(
  server: RunningServer,
  companyId: string,
): Promise<{ columnar: number; allFields: number; entities: number }> {
  const { db, lists } = server.services;
  const spec = vehicleListSpec(db, companyId, { status: "active" }, { column: "name", direction: "asc" }, Date.now());
  const count = await lists.count(spec);
  const rows = await lists.rows<Parameters<typeof vehicleFromRow>[0]>(spec, 0, 100, (q) => q.selectAll());
  const ids = rows.map((row) => row.id);
  const reply = (payload: object) =>
    JSON.stringify({
      eventName: "VehicleListResponse",
      requestId: "r-00000001",
      status: "complete",
      statusCode: 200,
      payload,
    }).length;
  return {
    columnar: reply({ count, offset: 0, ids, columns: toColumns(VEHICLE_LIST_FIELDS, DEFAULT_LIST_FIELDS, rows) }),
    allFields: reply({ count, offset: 0, ids, columns: toColumns(VEHICLE_LIST_FIELDS, ALL_VEHICLE_LIST_FIELDS, rows) }),
    entities: reply({
      count,
      offset: 0,
      ids,
      items: Object.fromEntries(rows.map((row) => [row.id, vehicleFromRow(row)])),
    }),
  };
}

/** How many active vehicles a search or a column filter leaves (what the list must end up showing). */
export async function countMatching(
  server: RunningServer,
  companyId: string,
  filter: { search?: string; contains?: { name?: string } },
): Promise<number> {
  const { db, lists } = server.services;
  return lists.count(
    vehicleListSpec(db, companyId, { status: "active", ...filter }, { column: "name", direction: "asc" }, Date.now()),
  );
}
