// Pins grouped by screen cell, clustered when many (docs/map.md "Rules"). Points live in the base plane (projected
// once); at zoom k a cell of CELL_PX screen pixels is CELL_PX / k base units, so grouping is one pass over the points
// with a Map keyed by cell — ~1 ms for 10⁴ pins — and a zoom level's groups are reused while panning (the cells are
// fixed in the base plane, so a pan moves them without regrouping).

/** A cell's size on screen: pins closer than this merge into one marker. */
export const CELL_PX = 44;

export interface Cluster {
  /** Base-plane centre: the mean of its points, so a marker sits where its vehicles are. */
  x: number;
  y: number;
  /** Indexes into the positions' arrays. */
  members: number[];
  /** The worst status among members (2 out of service, 1 minor, 0 good): a marker shows the most urgent colour. */
  worst: number;
  /** Members per status: [good, minor, major]. */
  counts: [number, number, number];
}

/** A cell's number: x and y cell indexes packed into one float-safe integer (string keys cost ~10× more at 10⁴). */
const OFFSET = 2 ** 20;
const cellKey = (cx: number, cy: number) => (cx + OFFSET) * 2 ** 21 + (cy + OFFSET);

interface Cell extends Cluster {
  cx: number;
  cy: number;
}

export function clusterPoints(
  xs: Float64Array,
  ys: Float64Array,
  statuses: readonly number[],
  k: number,
  cellPx = CELL_PX,
): Cluster[] {
  const cell = cellPx / k;
  const cells = new Map<number, Cell>();
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const cx = Math.floor(x / cell);
    const cy = Math.floor(y / cell);
    const key = cellKey(cx, cy);
    let cluster = cells.get(key);
    if (!cluster) cells.set(key, (cluster = { x: 0, y: 0, members: [], worst: 0, counts: [0, 0, 0], cx, cy }));
    const status = statuses[i] ?? 0;
    cluster.members.push(i);
    cluster.x += x;
    cluster.y += y;
    cluster.counts[status as 0 | 1 | 2]++;
    if (status > cluster.worst) cluster.worst = status;
  }
  for (const cluster of cells.values()) {
    cluster.x /= cluster.members.length;
    cluster.y /= cluster.members.length;
  }
  return mergeNeighbours(cells, cell);
}

/**
 * Grid cells cut groups arbitrarily: two markers either side of a cell edge would overlap. Each cluster, largest first,
 * absorbs the clusters of the 8 neighbouring cells whose centres are within a cell of its own (so one pass, ~linear).
 */
function mergeNeighbours(cells: Map<number, Cell>, cell: number): Cluster[] {
  const all = [...cells.values()];
  // Most cells hold one pin when zoomed in: sorting by size only matters among the larger ones.
  all.sort((a, b) => b.members.length - a.members.length);
  const gone = new Set<Cluster>();
  for (const cluster of all) {
    if (gone.has(cluster)) continue;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        if (dx === 0 && dy === 0) continue;
        const other = cells.get(cellKey(cluster.cx + dx, cluster.cy + dy));
        if (
          !other ||
          gone.has(other) ||
          Math.abs(other.x - cluster.x) >= cell ||
          Math.abs(other.y - cluster.y) >= cell ||
          Math.hypot(other.x - cluster.x, other.y - cluster.y) >= cell
        )
          continue;
        const total = cluster.members.length + other.members.length;
        cluster.x = (cluster.x * cluster.members.length + other.x * other.members.length) / total;
        cluster.y = (cluster.y * cluster.members.length + other.y * other.members.length) / total;
        for (const member of other.members) cluster.members.push(member);
        for (const status of [0, 1, 2] as const) cluster.counts[status] += other.counts[status];
        cluster.worst = Math.max(cluster.worst, other.worst);
        gone.add(other);
      }
  }
  return gone.size === 0 ? all : all.filter((cluster) => !gone.has(cluster));
}

/** The zoom levels groups are cached at: k rounded to a quarter of a doubling, so a wheel spin regroups a few times. */
export const zoomBucket = (k: number) => Math.round(Math.log2(k) * 4);
export const bucketZoom = (bucket: number) => 2 ** (bucket / 4);

/** The marker's radius on screen: a single pin is small, a cluster grows with the log of its size. */
export const markerRadius = (size: number) => (size === 1 ? 6 : Math.min(22, 9 + Math.log2(size) * 2.2));
