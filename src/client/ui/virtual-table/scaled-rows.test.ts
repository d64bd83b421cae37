import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { MAX_SCROLL_HEIGHT_PX, placeRows, rowGeometry, scrollTopForIndex, scrollTopOfRow } from "./scaled-rows";

const ROW = 40;

describe("scaled rows (lists taller than the browser's height cap)", () => {
  it("lays rows out one to one while they fit", () => {
    const geometry = rowGeometry(100_000, ROW, 800);
    expect(geometry).toEqual({ bodyHeight: 4_000_000, ratio: 1 });
    expect(placeRows(4_000, 800, 100_000, ROW, 0, geometry)[0]).toEqual({ index: 100, top: 4_000 });
  });

  it("keeps a million rows of 40 px inside the cap", () => {
    const geometry = rowGeometry(1_000_000, ROW, 800);
    expect(geometry.bodyHeight).toBe(MAX_SCROLL_HEIGHT_PX);
    expect(geometry.ratio).toBeGreaterThan(2.4);
  });

  it("shows the first row at the top of the scroll range and the last row, whole, at its bottom", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400_001, max: 5_000_000 }),
        fc.integer({ min: 200, max: 2_000 }),
        (count, viewport) => {
          const geometry = rowGeometry(count, ROW, viewport);
          const top = placeRows(0, viewport, count, ROW, 0, geometry);
          expect(top[0]).toEqual({ index: 0, top: 0 });
          const bottom = geometry.bodyHeight - viewport;
          const rows = placeRows(bottom, viewport, count, ROW, 0, geometry);
          const lastRow = rows[rows.length - 1]!;
          expect(lastRow.index).toBe(count - 1);
          // Its bottom edge is at the viewport's bottom edge (within rounding).
          expect(lastRow.top + ROW).toBeCloseTo(bottom + viewport, 3);
        },
      ),
    );
  });

  it("places neighbouring rows one row height apart, covering the viewport", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (count, at) => {
        const viewport = 800;
        const geometry = rowGeometry(count, ROW, viewport);
        const scrollTop = at * Math.max(0, geometry.bodyHeight - viewport);
        const rows = placeRows(scrollTop, viewport, count, ROW, 2, geometry);
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.top - rows[i - 1]!.top).toBeCloseTo(ROW, 6);
        expect(rows[0]!.top).toBeLessThanOrEqual(scrollTop + 1e-6);
        if (count * ROW >= viewport)
          expect(rows[rows.length - 1]!.top + ROW).toBeGreaterThanOrEqual(
            Math.min(scrollTop + viewport, geometry.bodyHeight) - 1e-6,
          );
      }),
    );
  });

  it("brings any row into view with the keyboard, and a jump lands on the row asked for", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400_001, max: 3_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (count, from, to) => {
          const viewport = 600;
          const geometry = rowGeometry(count, ROW, viewport);
          const index = Math.floor(to * (count - 1));
          const scrollTop = scrollTopForIndex(index, from * (geometry.bodyHeight - viewport), viewport, ROW, geometry);
          const row = placeRows(scrollTop, viewport, count, ROW, 0, geometry).find((r) => r.index === index);
          expect(row).toBeDefined();
          expect(row!.top).toBeGreaterThanOrEqual(scrollTop - 1e-3);
          expect(row!.top + ROW).toBeLessThanOrEqual(scrollTop + viewport + 1e-3);
          const jumped = placeRows(scrollTopOfRow(index, ROW, geometry), viewport, count, ROW, 0, geometry);
          expect(jumped[0]!.index).toBe(index);
        },
      ),
    );
  });
});
