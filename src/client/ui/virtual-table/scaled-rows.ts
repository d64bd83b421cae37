// Browsers cap an element's height (Chromium ~33.5 M px, Firefox ~17.9 M px): 10⁶ rows of 40 px (40 M px) cannot
// be laid out one pixel per pixel, and the rows past the cap would be unreachable. Above MAX_SCROLL_HEIGHT_PX the
// table scrolls a shorter body and maps its scroll position linearly onto the rows' virtual offset, so the top of
// the scroll range shows the first row and its bottom the last one. Pure functions: unit-tested on their own.

/** Below Firefox's cap, with room to spare for the header rows. */
export const MAX_SCROLL_HEIGHT_PX = 16_000_000;

/**
 * The cap in force: MAX_SCROLL_HEIGHT_PX, or a lower one stored under `fleet.maxScrollHeightPx` — the browser
 * journeys set it so the 10⁵-vehicle fleet exercises the scaled path a 10⁶-row list takes (seeding 10⁶ rows per
 * journey would cost minutes).
 */
export function maxScrollHeight(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem("fleet.maxScrollHeightPx"));
    return Number.isFinite(stored) && stored >= 10_000 && stored < MAX_SCROLL_HEIGHT_PX ? stored : MAX_SCROLL_HEIGHT_PX;
  } catch {
    return MAX_SCROLL_HEIGHT_PX;
  }
}

export interface RowGeometry {
  /** Height of the scrolled body, in CSS px. */
  bodyHeight: number;
  /** Virtual px of rows per scrolled px (1 when the rows fit). */
  ratio: number;
}

export function rowGeometry(
  count: number,
  rowHeight: number,
  viewportPx: number,
  maxBody = maxScrollHeight(),
): RowGeometry {
  const content = count * rowHeight;
  if (content <= maxBody) return { bodyHeight: content, ratio: 1 };
  // Map the scroll range [0, maxBody - viewport] onto the rows' range [0, content - viewport]: at the bottom of
  // the scroll range the last row's bottom edge meets the viewport's bottom edge.
  const viewport = Math.min(Math.max(viewportPx, 0), maxBody / 2);
  return { bodyHeight: maxBody, ratio: (content - viewport) / (maxBody - viewport) };
}

export interface PlacedRow {
  index: number;
  /** Offset from the top of the scrolled body, in CSS px. */
  top: number;
}

/** The rows to render at a scroll position: the visible ones plus `overscan` on each side, placed around it. */
export function placeRows(
  scrollTop: number,
  viewportPx: number,
  count: number,
  rowHeight: number,
  overscan: number,
  geometry: RowGeometry,
): PlacedRow[] {
  if (count <= 0) return [];
  const virtualTop = scrollTop * geometry.ratio;
  const first = Math.max(0, firstVisibleRow(virtualTop, rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((virtualTop + viewportPx) / rowHeight) + overscan);
  const rows: PlacedRow[] = [];
  // Rows sit at their virtual offset relative to the scroll position: neighbours stay rowHeight apart.
  for (let index = first; index <= last; index++) rows.push({ index, top: scrollTop + index * rowHeight - virtualTop });
  return rows;
}

/** The row at the top of the viewport; the epsilon keeps a row whose top was computed by division from
 *  rounding onto its predecessor. */
export function firstVisibleRow(virtualTop: number, rowHeight: number): number {
  return Math.floor(virtualTop / rowHeight + 1e-6);
}

/** The scroll position that brings row `index` into view, moving as little as possible (align "auto"). */
export function scrollTopForIndex(
  index: number,
  currentScrollTop: number,
  viewportPx: number,
  rowHeight: number,
  geometry: RowGeometry,
): number {
  const virtualTop = currentScrollTop * geometry.ratio;
  const rowTop = index * rowHeight;
  let target = virtualTop;
  if (rowTop < virtualTop) target = rowTop;
  else if (rowTop + rowHeight > virtualTop + viewportPx) target = rowTop + rowHeight - viewportPx;
  const scrollTop = target / geometry.ratio;
  return Math.min(Math.max(0, scrollTop), Math.max(0, geometry.bodyHeight - viewportPx));
}

/** The scroll position whose first visible row is `index` (jumps, tests and the bench). */
export function scrollTopOfRow(index: number, rowHeight: number, geometry: RowGeometry): number {
  return (index * rowHeight) / geometry.ratio;
}
