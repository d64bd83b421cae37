// The map's view: screen = base × k + (x, y), where base is the fixed projection's plane (base-map.ts). Panning and
// zooming change three numbers, never the projection, so the base map's paths and the pins' projected points are
// computed once and every frame only redraws them under a new transform.

export interface View {
  k: number;
  x: number;
  y: number;
}

/** From the whole continent to a yard: 1 base unit is ~8 km at k = 1 (BASE_SIZE wide for North America). */
export const MIN_ZOOM = 0.6;
export const MAX_ZOOM = 2000;

const clampK = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** Zoom by `factor` keeping the screen point (cx, cy) over the same place. */
export function zoomAt(view: View, factor: number, cx: number, cy: number): View {
  const k = clampK(view.k * factor);
  const ratio = k / view.k;
  return { k, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { k: view.k, x: view.x + dx, y: view.y + dy };
}

/** The view that shows the base-plane box [x0, y0]–[x1, y1] in a width × height screen with `padding` px around. */
export function fitBox(
  box: readonly [number, number, number, number],
  width: number,
  height: number,
  padding = 40,
  maxK = 60,
): View {
  const [x0, y0, x1, y1] = box;
  const w = Math.max(x1 - x0, 1e-6);
  const h = Math.max(y1 - y0, 1e-6);
  const k = clampK(Math.min(maxK, (width - 2 * padding) / w, (height - 2 * padding) / h));
  return { k, x: width / 2 - ((x0 + x1) / 2) * k, y: height / 2 - ((y0 + y1) / 2) * k };
}

/** The base-plane point under a screen point. */
export const toBase = (view: View, sx: number, sy: number): [number, number] => [
  (sx - view.x) / view.k,
  (sy - view.y) / view.k,
];
