// The units and their last known positions as a windowed list (schema/map.json MapPositionWindowRequest): the
// operator's cross-company position list reads it (all-companies-handlers.ts). It is the vehicles list —
// vehicleListSpec itself, active units, with its search, defect filter, sorts, indexes and cached counts — with the
// map's position of each row (positions.ts lastPositionOf, the same lookup the map's pins come from) joined for the
// window's rows only, and optionally only the units that have (or lack) a position.
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";

import type {
  MapPositionWindowField,
  MapPositionWindowFilter,
  MapPositionWindowSort,
} from "../../../shared/generated/map";
import type { VehicleListFilter } from "../../../shared/generated/vehicles";
import type { Database } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";
import type { CompanyScope } from "../../lists/company-scope";
import type { WindowSpec } from "../../lists/windowed-list";
import { vehicleListSpec } from "../vehicles/index";
import { lastPositionOf, round5, STATUS_RANK } from "./positions";

type AnyQuery = SelectQueryBuilder<any, any, any>;

/** The vehicles list's filter this list is: active units, its search, its defect filter and two of its column filters. */
function vehicleFilter(filter: MapPositionWindowFilter): VehicleListFilter {
  const contains = {
    ...(filter.contains?.name ? { name: filter.contains.name } : {}),
    ...(filter.contains?.plate ? { plate: filter.contains.plate } : {}),
  };
  return {
    status: "active",
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.defect ? { defect: filter.defect } : {}),
    contains,
  };
}

export function mapPositionListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: MapPositionWindowFilter,
  sort: MapPositionWindowSort,
): WindowSpec {
  // No compliance filter: the vehicles spec reads no clock.
  const vehicles = vehicleListSpec(db, scope, vehicleFilter(filter), sort, 0);
  const placed = filter.placed ?? "any";
  if (placed === "any") return vehicles;
  const position = sql<boolean>`exists ${lastPositionOf("vehicles")}`;
  return {
    ...vehicles,
    cacheKey: JSON.stringify(["placed", placed, vehicles.cacheKey]),
    countKey: JSON.stringify(["placed", placed, vehicles.countKey ?? vehicles.cacheKey]),
    filtered: () => vehicles.filtered().where(placed === "placed" ? position : sql<boolean>`not ${position}`),
    // A new inspection with coordinates places a unit: an edit of the company's rows, not a membership change.
    countDependsOnContent: true,
  };
}

interface Row {
  id: string;
  company_id: string;
  name: string;
  plate: string;
  category_name: string;
  defect_type: string;
  latitude: number | null;
  longitude: number | null;
  position_at: string | number | null;
}

const placedAt = (r: Row) => r.latitude !== null && r.longitude !== null && r.position_at !== null;

/** The list's fields (schema MapPositionWindowField), valued as the map's own answer values them (positions.ts). */
export const MAP_POSITION_WINDOW_FIELDS: ListFields<MapPositionWindowField, Row> = {
  name: { columns: ["name"], read: (r) => r.name },
  plate: { columns: ["plate"], read: (r) => (r.plate === "" ? null : r.plate) },
  categoryName: { columns: ["category_name"], read: (r) => r.category_name },
  status: { columns: ["defect_type"], read: (r) => STATUS_RANK[r.defect_type] ?? 0 },
  latitude: {
    columns: ["latitude", "longitude", "position_at"],
    read: (r) => (placedAt(r) ? round5(Number(r.latitude)) : null),
  },
  longitude: {
    columns: ["latitude", "longitude", "position_at"],
    read: (r) => (placedAt(r) ? round5(Number(r.longitude)) : null),
  },
  // bigint comes back as a string from pg, a number from PGlite.
  at: { columns: ["latitude", "longitude", "position_at"], read: (r) => (placedAt(r) ? Number(r.position_at) : null) },
};

export const ALL_MAP_POSITION_WINDOW_FIELDS = Object.keys(MAP_POSITION_WINDOW_FIELDS) as MapPositionWindowField[];

const POSITION_COLUMNS = new Set(["latitude", "longitude", "position_at"]);

/** Selects a window's columns: the vehicle's own, and its position (one lookup per row of the window) when asked. */
export function selectMapPositionColumns(query: AnyQuery, columns: string[]): AnyQuery {
  const out = query.select(
    columns.filter((column) => !POSITION_COLUMNS.has(column)).map((column) => `vehicles.${column}`),
  );
  if (!columns.some((column) => POSITION_COLUMNS.has(column))) return out;
  return out
    .leftJoinLateral(lastPositionOf("vehicles").as("p"), (join) => join.onTrue())
    .select([
      sql.ref("p.latitude").as("latitude"),
      sql.ref("p.longitude").as("longitude"),
      sql.ref("p.inspected_at").as("position_at"),
    ]);
}
