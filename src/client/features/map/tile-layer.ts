// Online raster tiles under the pins (a tile source a deployment online may configure, server MAP_TILE_URL; docs/map.md
// "Online tiles"). The tiles are Web Mercator XYZ 256 px images; the base map then uses d3's Mercator (base-map.ts), so
// a tile's corners are linear in the base plane: longitude λ maps to scale·λ + tx, Mercator's y to −scale·y + ty. Drawn
// on the same canvas as the base map and the pins, under the same view transform (view.ts) — no second map library.
import type { View } from "./view";

const TILE_PX = 256;
const MAX_TILE_ZOOM = 19;
/** Tiles kept decoded; past it the oldest go (a long pan session must not hold every tile it saw). */
const CACHE_SIZE = 400;

export interface MercatorPlane {
  scale: number;
  translate: [number, number];
}

/** The tile's address from an XYZ template ({s} picks one of the a/b/c subdomains, the same for a tile each time). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll("{z}", String(z))
    .replaceAll("{x}", String(x))
    .replaceAll("{y}", String(y))
    .replaceAll("{s}", "abc"[(x + y) % 3]!);
}

/** The tile zoom whose pixels are closest to the screen's at this view (scale·k screen px per radian of longitude). */
export function tileZoom(plane: MercatorPlane, k: number, dpr: number): number {
  const screenPerRadian = plane.scale * k * dpr;
  return Math.max(0, Math.min(MAX_TILE_ZOOM, Math.round(Math.log2((2 * Math.PI * screenPerRadian) / TILE_PX))));
}

/** The tiles covering a width × height screen: each with its screen rectangle (CSS px). */
export function visibleTiles(
  plane: MercatorPlane,
  view: View,
  width: number,
  height: number,
  dpr: number,
): { z: number; x: number; y: number; left: number; top: number; size: number }[] {
  const z = tileZoom(plane, view.k, dpr);
  const n = 2 ** z;
  const size = ((2 * Math.PI * plane.scale) / n) * view.k;
  // Screen position of the Mercator world's top-left corner (λ = −π, y = +π).
  const left0 = (plane.translate[0] - plane.scale * Math.PI) * view.k + view.x;
  const top0 = (plane.translate[1] - plane.scale * Math.PI) * view.k + view.y;
  const out = [];
  const rows = [Math.max(0, Math.floor(-top0 / size)), Math.min(n - 1, Math.floor((height - top0) / size))];
  for (let i = Math.floor(-left0 / size); i <= Math.floor((width - left0) / size); i++)
    for (let j = rows[0]!; j <= rows[1]!; j++)
      out.push({ z, x: ((i % n) + n) % n, y: j, left: left0 + i * size, top: top0 + j * size, size });
  return out;
}

export class TileLayer {
  private readonly cache = new Map<string, HTMLImageElement>();

  constructor(
    private readonly template: string,
    /** A tile arrived: draw again. */
    private readonly onLoad: () => void,
  ) {}

  /** Draws the loaded tiles of this view (ctx in CSS px); asks for the missing ones. */
  draw(
    ctx: CanvasRenderingContext2D,
    plane: MercatorPlane,
    view: View,
    width: number,
    height: number,
    dpr: number,
  ): number {
    let drawn = 0;
    for (const tile of visibleTiles(plane, view, width, height, dpr)) {
      const image = this.image(tileUrl(this.template, tile.z, tile.x, tile.y));
      if (!image.complete || image.naturalWidth === 0) continue;
      // Whole pixels, one over, so neighbouring tiles leave no hairline seam.
      ctx.drawImage(
        image,
        Math.floor(tile.left),
        Math.floor(tile.top),
        Math.ceil(tile.size) + 1,
        Math.ceil(tile.size) + 1,
      );
      drawn++;
    }
    return drawn;
  }

  private image(url: string): HTMLImageElement {
    const cached = this.cache.get(url);
    if (cached) return cached;
    const image = new Image();
    // Tile servers send CORS headers (MapLibre needs them too); with them the canvas stays readable.
    image.crossOrigin = "anonymous";
    image.decoding = "async";
    image.onload = this.onLoad;
    image.src = url;
    this.cache.set(url, image);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return image;
  }
}
