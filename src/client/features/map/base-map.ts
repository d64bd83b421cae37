// The offline base map (issue 14; ARCHITECTURE "map: offline base map shipped with the app"): US states from us-atlas
// (Census Bureau) and the countries' outlines from world-atlas (Natural Earth 1:50m) — Canada's outline stands in for
// its provinces, for which no npm package ships boundaries. The TopoJSON comes in this chunk's own lazily fetched
// modules, so nothing is asked of a third party, and is drawn with d3-geo on a canvas: each shape is projected once into
// a Path2D in the fixed base plane, and pan and zoom only change the canvas transform (view.ts).
import { geoConicConformal, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** The base plane's size: the projection maps North America into this box once (k = 1 shows it whole). */
export const BASE_SIZE = { width: 1000, height: 760 } as const;

/** ISO 3166 numeric ids (world-atlas feature ids). */
const CANADA = "124";
const USA = "840";
const MEXICO = "484";

export interface BaseMap {
  projection: GeoProjection;
  /** Land of Canada, the United States and Mexico, filled. */
  land: Path2D;
  /** Borders between states (and the international ones drawn heavier). */
  stateBorders: Path2D;
  countryBorders: Path2D;
}

/**
 * A conformal conic centred on the continent: shapes stay true locally (a yard looks like a yard when zoomed in) and
 * the southern provinces and the states, where fleets drive, are the least stretched.
 */
function northAmericaProjection(fitTo: FeatureCollection): GeoProjection {
  return geoConicConformal().rotate([96, 0]).parallels([33, 60]).fitExtent([[10, 10], [BASE_SIZE.width - 10, BASE_SIZE.height - 10]], fitTo);
}

const toPath = (projection: GeoProjection, shape: Feature | FeatureCollection | MultiLineString | Geometry) => new Path2D(geoPath(projection)(shape) ?? "");

export async function loadBaseMap(): Promise<BaseMap> {
  const [{ default: countriesTopo }, { default: statesTopo }] = await Promise.all([import("world-atlas/countries-50m.json"), import("us-atlas/states-10m.json")]);
  const countries = countriesTopo as unknown as Topology<{ countries: GeometryCollection }>;
  const states = statesTopo as unknown as Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
  const all = feature(countries, countries.objects.countries) as FeatureCollection;
  const ours = all.features.filter((f) => [CANADA, USA, MEXICO].includes(String(f.id)));
  // Fit on Canada and the lower 48 (Alaska and Hawaii would shrink where the fleets are).
  const fitTo: FeatureCollection = { type: "FeatureCollection", features: ours.filter((f) => String(f.id) === CANADA).concat(stateFeatures(states).filter((f) => !["02", "15"].includes(String(f.id)))) };
  const projection = northAmericaProjection(fitTo);
  return {
    projection,
    land: toPath(projection, { type: "FeatureCollection", features: ours }),
    stateBorders: toPath(projection, mesh(states, states.objects.states, (a, b) => a !== b)),
    countryBorders: toPath(projection, mesh(countries, countries.objects.countries, (a, b) => a !== b && [a.id, b.id].some((id) => [CANADA, USA].includes(String(id))))),
  };
}

function stateFeatures(states: Topology<{ states: GeometryCollection }>): Feature[] {
  return (feature(states, states.objects.states) as FeatureCollection).features;
}

/** Projects every position once into the base plane (NaN where the projection has no point). */
export function projectPositions(projection: GeoProjection, latitudes: readonly number[], longitudes: readonly number[]): { xs: Float64Array; ys: Float64Array } {
  const xs = new Float64Array(latitudes.length);
  const ys = new Float64Array(latitudes.length);
  for (let i = 0; i < latitudes.length; i++) {
    const point = projection([longitudes[i]!, latitudes[i]!]);
    xs[i] = point ? point[0] : Number.NaN;
    ys[i] = point ? point[1] : Number.NaN;
  }
  return { xs, ys };
}
