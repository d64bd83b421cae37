import { geoMercator } from "d3-geo";
import { expect, test } from "vitest";

import { tileUrl, visibleTiles } from "./tile-layer";

test("the tile under a projected place is the XYZ tile that holds it (Toronto at zoom 10 is 286/373)", () => {
  const projection = geoMercator().fitExtent(
    [
      [10, 10],
      [990, 750],
    ],
    {
      type: "Feature",
      properties: {},
      geometry: {
        type: "MultiPoint",
        coordinates: [
          [-140, 25],
          [-52, 70],
        ],
      },
    },
  );
  const plane = { scale: projection.scale(), translate: projection.translate() as [number, number] };
  const [bx, by] = projection([-79.38, 43.65])!;
  // A view zoomed so that the tiles are zoom 10 (k chosen from 256·2^10 px per 2π), Toronto at the screen's centre.
  const k = (256 * 2 ** 10) / (2 * Math.PI * plane.scale);
  const view = { k, x: 400 - bx * k, y: 300 - by * k };
  const tiles = visibleTiles(plane, view, 800, 600, 1);
  expect(tiles.every((t) => t.z === 10)).toBe(true);
  const under = tiles.find((t) => t.left <= 400 && 400 < t.left + t.size && t.top <= 300 && 300 < t.top + t.size)!;
  expect([under.x, under.y]).toEqual([286, 373]);
  expect(under.size).toBeCloseTo(256, 6);
  expect(tileUrl("https://{s}.tile.example.org/{z}/{x}/{y}.png", 10, 286, 373)).toBe(
    "https://c.tile.example.org/10/286/373.png",
  );
});
