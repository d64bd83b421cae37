// The committed base map (data/north-america.topo.json, made by scripts/generate-base-map.ts): every province and
// territory and every state is there with its code and name, places fall in the right one after simplification, the
// international borders are shared arcs (so they line up with the provinces' and states' edges), and it stays small.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import { geoContains } from "d3-geo";
import type { Feature, FeatureCollection, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import { expect, test } from "vitest";

import type { NorthAmericaTopology } from "./base-map";

const FILE = new URL("./data/north-america.topo.json", import.meta.url);
const topo = JSON.parse(readFileSync(FILE, "utf8")) as NorthAmericaTopology;
const features = (name: keyof NorthAmericaTopology["objects"]) =>
  (feature(topo, topo.objects[name]) as FeatureCollection).features;

const PROVINCES = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"];

test("the 13 provinces and territories, the 50 states and DC, and the three countries, with codes and names", () => {
  const provinces = features("provinces");
  expect(provinces.map((f) => f.properties!.code).sort()).toEqual(PROVINCES);
  expect(provinces.every((f) => f.id === `CA-${f.properties!.code}`)).toBe(true);
  const byCode = new Map(provinces.map((f) => [f.properties!.code as string, f.properties!]));
  expect(byCode.get("QC")).toMatchObject({ name: "Quebec", name_fr: "Québec" });
  expect(byCode.get("NL")!.name).toBe("Newfoundland and Labrador");
  const states = features("states");
  expect(states).toHaveLength(51);
  expect(new Set(states.map((f) => f.id)).size).toBe(51);
  expect(states.find((f) => f.id === "US-NY")!.properties!.name).toBe("New York");
  expect(features("countries").map((f) => f.id)).toEqual(["CA", "US", "MX"]);
  // Every shape has geometry (the simplification dropped no province or state whole).
  expect(
    [...provinces, ...states].every((f) => f.geometry && ["Polygon", "MultiPolygon"].includes(f.geometry.type)),
  ).toBe(true);
});

test("places on the corridors fleets drive fall in their province or state", () => {
  const all = [...features("provinces"), ...features("states")];
  const where = (longitude: number, latitude: number) =>
    all.filter((f: Feature) => geoContains(f, [longitude, latitude])).map((f) => f.id);
  expect(where(-79.38, 43.65)).toEqual(["CA-ON"]); // Toronto
  expect(where(-75.7, 45.42)).toEqual(["CA-ON"]); // Ottawa
  expect(where(-73.57, 45.5)).toEqual(["CA-QC"]); // Montréal, on its island
  expect(where(-75.65, 45.48)).toEqual(["CA-QC"]); // Gatineau, across the Ottawa River
  expect(where(-83.03, 42.31)).toEqual(["CA-ON"]); // Windsor
  expect(where(-83.05, 42.33)).toEqual(["US-MI"]); // Detroit
  expect(where(-114.07, 51.05)).toEqual(["CA-AB"]); // Calgary
  expect(where(-63.35, 46.35)).toEqual(["CA-PE"]); // Hunter River, mid-island
  expect(where(-87.63, 41.88)).toEqual(["US-IL"]); // Chicago
  expect(where(-96.8, 32.78)).toEqual(["US-TX"]); // Dallas
  expect(
    features("countries")
      .filter((f) => geoContains(f, [-100.31, 25.67]))
      .map((f) => f.id),
  ).toEqual(["MX"]); // Monterrey
});

test("the international borders are arcs the provinces and states share, and the file stays small", () => {
  const borders = mesh(topo, topo.objects.countries, (a, b) => a !== b) as MultiLineString;
  // Canada–US (with Alaska) and US–Mexico.
  expect(borders.coordinates.length).toBeGreaterThanOrEqual(3);
  const provinceEdges = mesh(topo, topo.objects.provinces) as MultiLineString;
  const key = (p: number[]) => `${p[0]!.toFixed(5)},${p[1]!.toFixed(5)}`;
  const onProvinceEdges = new Set(provinceEdges.coordinates.flat().map(key));
  const canadaUs = borders.coordinates.filter((line) => line.some((p) => p[1]! > 41));
  expect(canadaUs.flat().every((p) => onProvinceEdges.has(key(p)))).toBe(true);
  expect(gzipSync(readFileSync(FILE)).length).toBeLessThan(80 * 1024);
});
