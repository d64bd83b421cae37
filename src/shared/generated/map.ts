// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { EpochMs, Id } from "./common";
import { DefectFilter, SortDirection } from "./vehicles";

/** Column filters: each given text must occur in that column (case-insensitive). */
export interface MapPositionWindowColumnFilters {
  name?: string;
  plate?: string;
}
export const MapPositionWindowColumnFilters: t.Type<MapPositionWindowColumnFilters, MapPositionWindowColumnFilters, unknown> = rt.closedObject("MapPositionWindowColumnFilters", {}, {
  name: rt.boundedString({ maxLength: 100 }),
  plate: rt.boundedString({ maxLength: 20 }),
});

/** The active vehicles and trailers, with the vehicles list's search and defect filter, and whether a position is known. */
export interface MapPositionWindowFilter {
  /** As the vehicles list's search: name, plate, VIN, make, model. */
  search?: string;
  /** placed: units with a known position (a pin on the map); unplaced: units without one. */
  placed?: "any" | "placed" | "unplaced";
  defect?: DefectFilter;
  contains?: MapPositionWindowColumnFilters;
}
export const MapPositionWindowFilter: t.Type<MapPositionWindowFilter, MapPositionWindowFilter, unknown> = rt.closedObject("MapPositionWindowFilter", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  placed: rt.stringEnum(["any", "placed", "unplaced"] as const),
  defect: DefectFilter,
  contains: MapPositionWindowColumnFilters,
});

export type MapPositionWindowSortColumn = "name" | "plate" | "categoryName";
export const MapPositionWindowSortColumn: t.Type<MapPositionWindowSortColumn, MapPositionWindowSortColumn, unknown> = rt.stringEnum(["name", "plate", "categoryName"] as const);

export interface MapPositionWindowSort {
  column: MapPositionWindowSortColumn;
  direction: SortDirection;
}
export const MapPositionWindowSort: t.Type<MapPositionWindowSort, MapPositionWindowSort, unknown> = rt.closedObject("MapPositionWindowSort", {
  column: MapPositionWindowSortColumn,
  direction: SortDirection,
}, {});

/** A field the windowed positions list can show; a window carries only the fields asked for. */
export type MapPositionWindowField = "name" | "plate" | "categoryName" | "status" | "latitude" | "longitude" | "at";
export const MapPositionWindowField: t.Type<MapPositionWindowField, MapPositionWindowField, unknown> = rt.stringEnum(["name", "plate", "categoryName", "status", "latitude", "longitude", "at"] as const);

/** One window of the units and their last known positions (as MapPositionsRequestEvent places them), as a windowed list: the operator's cross-company list reads it (schema/allcompanies.json). */
export interface MapPositionWindowRequest {
  filter: MapPositionWindowFilter;
  sort: MapPositionWindowSort;
  offset: number;
  limit: number;
  fields?: MapPositionWindowField[];
}
export const MapPositionWindowRequest: t.Type<MapPositionWindowRequest, MapPositionWindowRequest, unknown> = rt.closedObject("MapPositionWindowRequest", {
  filter: MapPositionWindowFilter,
  sort: MapPositionWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(MapPositionWindowField, 7),
});

/** The windowed positions list's request plus the company filter. */
export interface AllCompaniesMapPositionListRequest {
  filter: MapPositionWindowFilter;
  sort: MapPositionWindowSort;
  offset: number;
  limit: number;
  fields?: MapPositionWindowField[];
  companyId?: Id;
}
export const AllCompaniesMapPositionListRequest: t.Type<AllCompaniesMapPositionListRequest, AllCompaniesMapPositionListRequest, unknown> = rt.closedObject("AllCompaniesMapPositionListRequest", {
  filter: MapPositionWindowFilter,
  sort: MapPositionWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(MapPositionWindowField, 7),
  companyId: Id,
});

/** One window column by column, each array parallel to `ids` (vehicle ids); latitude, longitude and at are null for a unit with no known position. status as in MapPositions: 0 good, 1 minor, 2 major. */
export interface MapPositionWindowColumns {
  name?: string[];
  plate?: (string | null)[];
  categoryName?: string[];
  status?: number[];
  latitude?: (number | null)[];
  longitude?: (number | null)[];
  at?: (number | null)[];
}
export const MapPositionWindowColumns: t.Type<MapPositionWindowColumns, MapPositionWindowColumns, unknown> = rt.closedObject("MapPositionWindowColumns", {}, {
  name: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  plate: rt.boundedArray(t.union([rt.boundedString({ maxLength: 20 }), t.null]), 500),
  categoryName: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  status: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0, maximum: 2 }), 500),
  latitude: rt.boundedArray(t.union([rt.boundedNumber({ minimum: -90, maximum: 90 }), t.null]), 500),
  longitude: rt.boundedArray(t.union([rt.boundedNumber({ minimum: -180, maximum: 180 }), t.null]), 500),
  at: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
});

export interface MapPositionWindowResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: MapPositionWindowColumns;
}
export const MapPositionWindowResponse: t.Type<MapPositionWindowResponse, MapPositionWindowResponse, unknown> = rt.closedObject("MapPositionWindowResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: MapPositionWindowColumns,
}, {});

/** The windowed positions list's window (ids are vehicle ids) plus the Company column. */
export interface AllCompaniesMapPositionListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: MapPositionWindowColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesMapPositionListResponse: t.Type<AllCompaniesMapPositionListResponse, AllCompaniesMapPositionListResponse, unknown> = rt.closedObject("AllCompaniesMapPositionListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: MapPositionWindowColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** A unit as the positions list shows it (MapPositionWindowField, valued as its window values them): latitude, longitude and at absent while it has no known position; status as in MapPositions. */
export interface MapPositionRow {
  name: string;
  plate?: string;
  categoryName: string;
  status: number;
  latitude?: number;
  longitude?: number;
  at?: EpochMs;
}
export const MapPositionRow: t.Type<MapPositionRow, MapPositionRow, unknown> = rt.closedObject("MapPositionRow", {
  name: rt.boundedString({ maxLength: 100 }),
  categoryName: rt.boundedString({ maxLength: 100 }),
  status: rt.boundedNumber({ integer: true, minimum: 0, maximum: 2 }),
}, {
  plate: rt.boundedString({ maxLength: 20 }),
  latitude: rt.boundedNumber({ minimum: -90, maximum: 90 }),
  longitude: rt.boundedNumber({ minimum: -180, maximum: 180 }),
  at: EpochMs,
});

/** The company's vehicles with a known position, column by column: every array is parallel to `ids` (about a third of the bytes of one object per vehicle, which matters at 10⁴ pins). latitude and longitude are rounded to 5 decimals (about a metre); status is the vehicle's worst open defect (docs/vehicles.md "Rules"): 0 good, 1 minor defects, 2 major (out of service); at is when the position was recorded. unplaced counts the active vehicles that have no position yet. */
export interface MapPositions {
  ids: Id[];
  names: string[];
  latitudes: number[];
  longitudes: number[];
  statuses: number[];
  at: EpochMs[];
  unplaced: number;
  /** The deployment's online raster tile source (server MAP_TILE_URL, docs/map.md "Online tiles"), when it has one: an XYZ template with {z}, {x} and {y} (Web Mercator, 256 px tiles) drawn under the pins, and the credit the tile provider asks to show. Absent: the offline base map only. */
  tiles?: {
    url: string;
    attribution: string;
  };
}
export const MapPositions: t.Type<MapPositions, MapPositions, unknown> = rt.closedObject("MapPositions", {
  ids: rt.boundedArray(Id, 200000),
  names: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 200000),
  latitudes: rt.boundedArray(rt.boundedNumber({ minimum: -90, maximum: 90 }), 200000),
  longitudes: rt.boundedArray(rt.boundedNumber({ minimum: -180, maximum: 180 }), 200000),
  statuses: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0, maximum: 2 }), 200000),
  at: rt.boundedArray(EpochMs, 200000),
  unplaced: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {
  tiles: rt.closedObject("tiles", {
    url: rt.boundedString({ minLength: 1, maxLength: 500 }),
    attribution: rt.boundedString({ maxLength: 300 }),
  }, {}),
});

/** Units whose row in the positions list changed (the unit itself, or a new position from an inspection with coordinates), read afresh, keyed by vehicle id: the operator's live cross-company positions list (schema/allcompanies.json). */
export interface MapPositionsChanged {
  items: Record<string, MapPositionRow>;
}
export const MapPositionsChanged: t.Type<MapPositionsChanged, MapPositionsChanged, unknown> = rt.closedObject("MapPositionsChanged", {
  items: rt.safeRecord(MapPositionRow, 5000),
}, {});
