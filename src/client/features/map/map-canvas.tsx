import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useRef } from "react";

import type { BaseMap } from "./base-map";
import { bucketZoom, clusterPoints, markerRadius, zoomBucket, type Cluster } from "./cluster";
import { MAP_PALETTE, type MapTheme } from "./map-colors";
import { MapControls } from "./map-controls";
import { TileLayer } from "./tile-layer";
import { fitBox, MAX_ZOOM, panBy, zoomAt, type View } from "./view";

export interface MapPins {
  xs: Float64Array;
  ys: Float64Array;
  statuses: readonly number[];
  /** Which pins are drawn (the status toggles); indexes into the arrays above. */
  shown: readonly boolean[];
}

interface MapCanvasProps {
  base: BaseMap | undefined;
  pins: MapPins;
  theme: MapTheme;
  /** A pin to ring (the side list's focused row). */
  highlight: number | undefined;
  /** A single vehicle's marker was clicked. */
  onOpen: (index: number) => void;
  /** Changes when the view should fit the pins again (new company, first data). */
  fitKey: string;
  /** The deployment's online tiles (MAP_TILE_URL), drawn under the pins; the base map is then Mercator. */
  tiles?: { url: string; attribution: string };
}

const KEY_PAN_PX = 80;
const KEY_ZOOM = 1.5;
const CLICK_SLOP_PX = 4;
/** While the wheel or the keys keep zooming, markers are scaled, not regrouped: regrouping waits for this pause. */
const REGROUP_AFTER_MS = 150;

/**
 * The map on one canvas (10⁴ pins as 10⁴ DOM nodes would stutter): the base map's Path2Ds under the view transform,
 * then the markers of the current zoom's clusters (cluster.ts), culled to the screen and filled one path per colour.
 * Pan with a drag or the arrow keys, zoom with the wheel, +/- or the buttons; a click on a single pin opens its vehicle,
 * on a cluster zooms into it. Every draw is timed (performance.measure "map-draw") for tests/bench/map.ts.
 */
export function MapCanvas({ base, pins, theme, highlight, onOpen, fitKey, tiles }: MapCanvasProps) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const view = useRef<View>({ k: 1, x: 0, y: 0 });
  const size = useRef({ width: 0, height: 0 });
  const frame = useRef(0);
  const clusters = useRef<{ bucket: number; pins: MapPins; list: Cluster[] } | undefined>(undefined);
  const zoomedAt = useRef(0);
  /** The frame scheduler, for the regroup timer set inside clustersNow (defined before it). */
  const redraw = useRef(() => {});
  const regroupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tileUrl = tiles?.url;
  const tileLayer = useMemo(() => (tileUrl ? new TileLayer(tileUrl, () => redraw.current()) : undefined), [tileUrl]);
  const latest = useRef({ base, pins, theme, highlight, onOpen, tileLayer });
  latest.current = { base, pins, theme, highlight, onOpen, tileLayer };

  const clustersNow = useCallback((): Cluster[] => {
    const { pins: current } = latest.current;
    // Grouped at the bucket's zoom, so cells stay put while panning and while zooming within a bucket.
    const bucket = zoomBucket(view.current.k);
    if (
      clusters.current?.pins === current &&
      clusters.current.bucket !== bucket &&
      performance.now() - zoomedAt.current < REGROUP_AFTER_MS
    ) {
      // Mid-gesture: keep the groups on screen (a regroup of 10⁴ pins costs more than a frame) and regroup once it rests.
      regroupTimer.current ??= setTimeout(() => {
        regroupTimer.current = undefined;
        redraw.current();
      }, REGROUP_AFTER_MS);
      return clusters.current.list;
    }
    if (clusters.current?.bucket === bucket && clusters.current.pins === current) return clusters.current.list;
    const statuses = current.statuses.map((s, i) => (current.shown[i] ? s : -1));
    const xs = current.xs.map((x, i) => (statuses[i]! < 0 ? Number.NaN : x));
    const list = clusterPoints(xs, current.ys, statuses, bucketZoom(bucket));
    clusters.current = { bucket, pins: current, list };
    return list;
  }, []);

  const draw = useCallback(() => {
    frame.current = 0;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const started = performance.now();
    const { base: map, theme: mode, highlight: ring, tileLayer: layer } = latest.current;
    const colors = MAP_PALETTE[mode];
    const dpr = window.devicePixelRatio || 1;
    const { width, height } = size.current;
    const { k, x, y } = view.current;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = colors.water;
    ctx.fillRect(0, 0, width, height);
    if (map) {
      ctx.setTransform(dpr * k, 0, 0, dpr * k, dpr * x, dpr * y);
      ctx.fillStyle = colors.land;
      ctx.fill(map.land);
      // Online tiles draw their own borders; until a tile arrives the land under it shows.
      if (!layer) {
        ctx.lineJoin = "round";
        ctx.strokeStyle = colors.stateBorder;
        ctx.lineWidth = 0.8 / k;
        ctx.stroke(map.stateBorders);
        ctx.strokeStyle = colors.countryBorder;
        ctx.lineWidth = 1.4 / k;
        ctx.stroke(map.countryBorders);
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (layer && map.mercator)
        canvas.dataset.tiles = String(layer.draw(ctx, map.mercator, view.current, width, height, dpr));
    }
    const visible = clustersNow().filter((c) => {
      const sx = c.x * k + x;
      const sy = c.y * k + y;
      return sx > -30 && sy > -30 && sx < width + 30 && sy < height + 30;
    });
    // One path per colour: three fills for any number of markers.
    for (const status of [0, 1, 2]) {
      ctx.beginPath();
      for (const c of visible) {
        if (c.worst !== status) continue;
        const sx = c.x * k + x;
        const sy = c.y * k + y;
        const r = markerRadius(c.members.length);
        ctx.moveTo(sx + r, sy);
        ctx.arc(sx, sy, r, 0, Math.PI * 2);
      }
      ctx.fillStyle = colors.pins[status]!;
      ctx.fill();
      ctx.strokeStyle = colors.pinEdge;
      ctx.lineWidth = 1.5;
      ctx.stroke();
    }
    ctx.fillStyle = colors.text;
    ctx.font = "600 11px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    for (const c of visible)
      if (c.members.length > 1)
        ctx.fillText(
          c.members.length > 999 ? `${Math.round(c.members.length / 1000)}k` : String(c.members.length),
          c.x * k + x,
          c.y * k + y,
        );
    if (ring !== undefined) {
      const holder = visible.find((c) => c.members.includes(ring));
      if (holder) {
        ctx.beginPath();
        ctx.arc(holder.x * k + x, holder.y * k + y, markerRadius(holder.members.length) + 5, 0, Math.PI * 2);
        ctx.strokeStyle = colors.focus;
        ctx.lineWidth = 3;
        ctx.stroke();
      }
    }
    canvas.dataset.markers = String(visible.length);
    // "true" once the markers are grouped for this zoom (mid-zoom they are the previous zoom's, scaled).
    canvas.dataset.grouped = String(clusters.current?.bucket === zoomBucket(k));
    canvas.dataset.zoom = k.toFixed(2);
    performance.measure("map-draw", { start: started, end: performance.now() });
  }, [clustersNow]);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(draw);
  }, [draw]);
  redraw.current = schedule;

  const setView = useCallback(
    (next: View) => {
      if (next.k !== view.current.k) zoomedAt.current = performance.now();
      view.current = next;
      schedule();
    },
    [schedule],
  );

  const fit = useCallback(() => {
    const { pins: current } = latest.current;
    const { width, height } = size.current;
    let box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    current.xs.forEach((px, i) => {
      const py = current.ys[i]!;
      if (!current.shown[i] || !Number.isFinite(px) || !Number.isFinite(py)) return;
      box = [Math.min(box[0], px), Math.min(box[1], py), Math.max(box[2], px), Math.max(box[3], py)];
    });
    // No pins: the whole continent.
    if (!Number.isFinite(box[0])) box = [0, 0, 1000, 760];
    setView(fitBox(box, width, height));
  }, [setView]);

  // Size follows the element; the canvas's pixels follow the device pixel ratio, so lines stay sharp.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      const first = size.current.width === 0;
      size.current = { width, height };
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      if (first) fit();
      else schedule();
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [fit, schedule]);

  useEffect(() => {
    if (size.current.width > 0) fit();
  }, [fitKey, fit]);
  useEffect(schedule, [base, pins, theme, highlight, tileLayer, schedule]);
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      clearTimeout(regroupTimer.current);
    },
    [],
  );

  // Wheel and drag: the wheel listener is not passive, so the page does not scroll under the map.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      setView(
        zoomAt(view.current, Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top),
      );
    };
    canvas.addEventListener("wheel", wheel, { passive: false });
    return () => canvas.removeEventListener("wheel", wheel);
  }, [setView]);

  const drag = useRef<{ x: number; y: number; moved: number } | undefined>(undefined);
  const pointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, moved: 0 };
  };
  const pointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    drag.current = { x: event.clientX, y: event.clientY, moved: d.moved + Math.abs(dx) + Math.abs(dy) };
    setView(panBy(view.current, dx, dy));
  };
  const pointerUp = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    drag.current = undefined;
    if (!d || d.moved > CLICK_SLOP_PX) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const sx = event.clientX - rect.left;
    const sy = event.clientY - rect.top;
    const { k, x, y } = view.current;
    let best: Cluster | undefined;
    let bestDistance = Infinity;
    for (const c of clustersNow()) {
      const distance = Math.hypot(c.x * k + x - sx, c.y * k + y - sy);
      if (distance <= markerRadius(c.members.length) + 4 && distance < bestDistance)
        [best, bestDistance] = [c, distance];
    }
    if (!best) return;
    const { xs, ys, statuses } = latest.current.pins;
    // Units at one spot (a tractor and the trailer on its inspection share the coordinates) never come apart by
    // zooming: such a marker opens its worst unit; the list beside the map has the others.
    const spread = Math.max(...best.members.map((i) => Math.hypot(xs[i]! - best.x, ys[i]! - best.y)));
    if (best.members.length === 1 || spread * MAX_ZOOM < markerRadius(1) || k >= MAX_ZOOM) {
      const worst = best.members.reduce((a, b) => ((statuses[b] ?? 0) > (statuses[a] ?? 0) ? b : a));
      latest.current.onOpen(worst);
    } else setView(zoomAt(view.current, 2.5, best.x * k + x, best.y * k + y));
  };

  const zoomCentre = (factor: number) =>
    setView(zoomAt(view.current, factor, size.current.width / 2, size.current.height / 2));
  const keyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN_PX, 0],
      ArrowRight: [-KEY_PAN_PX, 0],
      ArrowUp: [0, KEY_PAN_PX],
      ArrowDown: [0, -KEY_PAN_PX],
    };
    const move = moves[event.key];
    if (move) setView(panBy(view.current, move[0], move[1]));
    else if (event.key === "+" || event.key === "=") zoomCentre(KEY_ZOOM);
    else if (event.key === "-" || event.key === "_") zoomCentre(1 / KEY_ZOOM);
    else if (event.key === "0") fit();
    else return;
    event.preventDefault();
  };

  return (
    <div className="relative h-full min-h-64 w-full overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
      <canvas
        ref={canvasRef}
        className="block h-full w-full touch-none cursor-grab focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 active:cursor-grabbing"
        tabIndex={0}
        role="img"
        aria-label={t`Map of the fleet's last known positions. Arrow keys move the map, plus and minus zoom, 0 shows every pin. The list beside the map has every vehicle on it.`}
        onKeyDown={keyDown}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={() => (drag.current = undefined)}
        data-testid="map-canvas"
      />
      <MapControls onZoomIn={() => zoomCentre(KEY_ZOOM)} onZoomOut={() => zoomCentre(1 / KEY_ZOOM)} onFit={fit} />
      {tiles?.attribution && (
        <p
          className="pointer-events-none absolute bottom-0 right-0 max-w-full truncate rounded-tl bg-white/85 px-1.5 py-0.5 text-[11px] text-slate-700 dark:bg-slate-900/85 dark:text-slate-200"
          data-testid="map-attribution"
        >
          {tiles.attribution}
        </p>
      )}
    </div>
  );
}
