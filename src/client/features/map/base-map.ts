// The offline base map, shipped with the app (docs/map.md "Decisions"): the Canadian provinces
// and territories, the US states and the Canada / US / Mexico outlines from Natural Earth's 1:10m admin-1 polygons
// (public domain), simplified into one TopoJSON file committed with the app (data/north-america.topo.json, made by
// scripts/generate-base-map.ts; 75 KB gzip). It comes in this chunk's own lazily fetched module, so nothing is asked
// of a third party, and is drawn with d3-geo on a canvas: each shape is projected once into a Path2D in the fixed base
// plane, and pan and zoom only change the canvas transform (view.ts).
import { geoConicConformal, geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** The base plane's size: the projection maps North America into this box once (k = 1 shows it whole). */
export const BASE_SIZE = { width: 1000, height: 760 } as const;

/** The generated file's objects; every feature's id is its ISO 3166 code ("CA-ON", "US-NY"; "CA", "US", "MX"). */
export type NorthAmericaTopology = Topology<{
  provinces: GeometryCollection;
  states: GeometryCollection;
  countries: GeometryCollection;
}>;

/** "conic" for the offline map alone; "mercator" when online tiles (Web Mercator, MAP_TILE_URL) are drawn under it. */
export type ProjectionKind = "conic" | "mercator";

export interface BaseMap {
  projection: GeoProjection;
  /** With the Mercator projection: its scale (base units per radian) and translate, to place Web Mercator tiles. */
  mercator?: { scale: number; translate: [number, number] };
  /** Land of Canada, the United States and Mexico, filled. */
  land: Path2D;
  /** Borders between provinces and between states (the international ones are drawn heavier). */
  stateBorders: Path2D;
  countryBorders: Path2D;
}

/**
 * Offline, a conformal conic centred on the continent: shapes stay true locally (a yard looks like a yard when zoomed
 * in) and the southern provinces and the states, where fleets drive, are the least stretched. Under online tiles,
 * Web Mercator (the tiles' own projection), so the pins and the borders sit on the tiles' roads.
 */
function northAmericaProjection(kind: ProjectionKind, fitTo: FeatureCollection): GeoProjection {
  const extent: [[number, number], [number, number]] = [
    [10, 10],
    [BASE_SIZE.width - 10, BASE_SIZE.height - 10],
  ];
  return kind === "mercator"
    ? geoMercator().fitExtent(extent, fitTo)
    : geoConicConformal().rotate([96, 0]).parallels([33, 60]).fitExtent(extent, fitTo);
}

/** Starts fetching the base map's chunk (before the projection is chosen, which waits for the map's first answer). */
export const preloadBaseMap = () => import("./data/north-america.topo.json");

const toPath = (projection: GeoProjection, shape: Feature | FeatureCollection | MultiLineString | Geometry) =>
  new Path2D(geoPath(projection)(shape) ?? "");

export async function loadBaseMap(kind: ProjectionKind = "conic"): Promise<BaseMap> {
  const { default: data } = await preloadBaseMap();
  const topo = data as unknown as NorthAmericaTopology;
  const { provinces, states, countries } = topo.objects;
  const provinceFeatures = (feature(topo, provinces) as FeatureCollection).features;
  const stateFeatures = (feature(topo, states) as FeatureCollection).features;
  // Fit on Canada and the lower 48 (Alaska and Hawaii would shrink where the fleets are).
  const fitTo: FeatureCollection = {
    type: "FeatureCollection",
    features: provinceFeatures.concat(stateFeatures.filter((f) => !["US-AK", "US-HI"].includes(String(f.id)))),
  };
  const projection = northAmericaProjection(kind, fitTo);
  const inner = (a: unknown, b: unknown) => a !== b;
  return {
    projection,
    mercator: kind === "mercator" ? { scale: projection.scale(), translate: projection.translate() } : undefined,
    land: toPath(projection, feature(topo, countries) as FeatureCollection),
    // Province and state borders stop at the international border, which countryBorders draws over them.
    stateBorders: new Path2D(
      `${geoPath(projection)(mesh(topo, provinces, inner)) ?? ""}${geoPath(projection)(mesh(topo, states, inner)) ?? ""}`,
    ),
    countryBorders: toPath(projection, mesh(topo, countries, inner)),
  };
}

/** Projects every position once into the base plane (NaN where the projection has no point). */
export function projectPositions(
  projection: GeoProjection,
  latitudes: readonly number[],
  longitudes: readonly number[],
): { xs: Float64Array; ys: Float64Array } {
  const xs = new Float64Array(latitudes.length);
  const ys = new Float64Array(latitudes.length);
  for (let i = 0; i < latitudes.length; i++) {
    const point = projection([longitudes[i]!, latitudes[i]!]);
    xs[i] = point ? point[0] : Number.NaN;
    ys[i] = point ? point[1] : Number.NaN;
  }
  return { xs, ys };
}
