// Each vehicle's last known position (docs/map.md "Records"). An inspection carries coordinates when the driver's
// device gives them; a unit's position is its newest inspection that has them. A trailer is inspected with its tractor:
// its newest inspection (vehicles.last_inspection_id, kept by submit.ts for every unit on the report) places it too.
// One lateral lookup per vehicle walks vehicle_inspections_vehicle_idx (company_id, vehicle_id, inspected_at, id)
// backwards, so 10⁴ vehicles over 10⁶ inspections cost 10⁴ short index scans, never a scan of the company's
// inspections.
import { sql, type Kysely, type RawBuilder } from "kysely";

import type { MapPositions } from "../../../shared/generated/map";
import type { Database } from "../../db/tables";

/** A major defect means out of service (docs/map.md "Rules"). The wire's status: 0 good, 1 minor, 2 major. */
export const STATUS_RANK: Record<string, number> = { minor: 1, major: 2 };

/** Five decimals are about a metre: more would only add bytes to every pin. */
export const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

interface PositionRow {
  id: string;
  name: string;
  defect_type: string;
  latitude: number | null;
  longitude: number | null;
  at: string | number | null;
}

/**
 * The vehicle row `vehicle` (a table name or alias in the enclosing query) has its last known position here: one row
 * of latitude, longitude and inspected_at, or none. For `left join lateral … on true` (this map, the operator's
 * position list: map/list-spec.ts) and `exists` (whether a unit is placed).
 */
export function lastPositionOf(
  vehicle: string,
): RawBuilder<{ latitude: number; longitude: number; inspected_at: string | number }> {
  const v = (column: string) => sql.ref(`${vehicle}.${column}`);
  return sql`(
      select c.latitude, c.longitude, c.inspected_at from (
        (select i.latitude, i.longitude, i.inspected_at, i.id from vehicle_inspections i
          where i.company_id = ${v("company_id")} and i.vehicle_id = ${v("id")} and i.latitude is not null and i.longitude is not null
          order by i.inspected_at desc, i.id desc limit 1)
        union all
        (select i.latitude, i.longitude, i.inspected_at, i.id from vehicle_inspections i
          where i.id = ${v("last_inspection_id")} and i.company_id = ${v("company_id")} and i.latitude is not null and i.longitude is not null)
      ) c order by c.inspected_at desc, c.id desc limit 1
    )`;
}

export async function lastPositions(db: Kysely<Database>, companyId: string): Promise<MapPositions> {
  const { rows } = await sql<PositionRow>`
    select v.id, v.name, v.defect_type, p.latitude, p.longitude, p.inspected_at as at
    from vehicles v
    left join lateral ${lastPositionOf("v")} p on true
    where v.company_id = ${companyId} and v.deleted = false
    order by v.name, v.id`.execute(db);
  const out: MapPositions = { ids: [], names: [], latitudes: [], longitudes: [], statuses: [], at: [], unplaced: 0 };
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null || row.at === null) {
      out.unplaced++;
      continue;
    }
    out.ids.push(row.id);
    out.names.push(row.name);
    out.latitudes.push(round5(Number(row.latitude)));
    out.longitudes.push(round5(Number(row.longitude)));
    out.statuses.push(STATUS_RANK[row.defect_type] ?? 0);
    // bigint comes back as a string from pg, a number from PGlite.
    out.at.push(Number(row.at));
  }
  return out;
}
