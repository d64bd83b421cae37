// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { EpochMs, Id } from "./common";

/** The company's vehicles with a known position, column by column: every array is parallel to `ids` (about a third of the bytes of one object per vehicle, which matters at 10⁴ pins). latitude and longitude are rounded to 5 decimals (about a metre); status is the vehicle's worst open defect (SPEC §4): 0 good, 1 minor defects, 2 major (out of service); at is when the position was recorded. unplaced counts the active vehicles that have no position yet. */
export interface MapPositions {
  ids: Id[];
  names: string[];
  latitudes: number[];
  longitudes: number[];
  statuses: number[];
  at: EpochMs[];
  unplaced: number;
  /** The deployment's online raster tile source (server MAP_TILE_URL, README Configuration), when it has one: an XYZ template with {z}, {x} and {y} (Web Mercator, 256 px tiles) drawn under the pins, and the credit the tile provider asks to show. Absent: the offline base map only. */
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
