import { expect, test } from "vitest";

import { clusterPoints } from "./cluster";
import { fitBox, toBase, zoomAt } from "./view";

test("pins in one screen cell merge; the worst status and the counts per status are kept", () => {
  const xs = Float64Array.from([1, 1.2, 50, 50.1, 50.2]);
  const ys = Float64Array.from([1, 1.1, 50, 50, 50.3]);
  const clusters = clusterPoints(xs, ys, [0, 2, 0, 1, 0], 1, 10);
  expect(clusters).toHaveLength(2);
  const near = clusters.find((c) => c.members.includes(0))!;
  expect(near).toMatchObject({ members: [0, 1], worst: 2, counts: [1, 0, 1] });
  expect(near.x).toBeCloseTo(1.1);
  // Either side of a cell edge, close together: one marker, not two overlapping.
  const edge = clusterPoints(Float64Array.from([9.5, 10.5]), Float64Array.from([5, 5]), [1, 0], 1, 10);
  expect(edge).toHaveLength(1);
  expect(edge[0]).toMatchObject({ worst: 1, counts: [1, 1, 0] });
  // Zoomed in 100×, the same points stand apart.
  expect(clusterPoints(xs, ys, [0, 2, 0, 1, 0], 100, 10)).toHaveLength(5);
});

test("a zoom keeps the point under the cursor in place, and a fit shows the whole box", () => {
  const view = { k: 2, x: 10, y: -5 };
  const before = toBase(view, 300, 200);
  const after = toBase(zoomAt(view, 1.7, 300, 200), 300, 200);
  expect(after[0]).toBeCloseTo(before[0]);
  expect(after[1]).toBeCloseTo(before[1]);
  const fit = fitBox([100, 100, 200, 150], 800, 600, 0);
  expect(fit.k).toBe(8);
  expect(toBase(fit, 400, 300)).toEqual([150, 125]);
});
