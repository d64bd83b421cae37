// One domain's figures drawn with uPlot (canvas, ~50 kB). This module is its own chunk, loaded only when a chart is
// on screen (home-stats-section.tsx imports it lazily), so the home route's first JavaScript stays small.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import uPlot from "uplot";

import "uplot/dist/uPlot.min.css";
import { useLocalSettings } from "../../app/local-settings";
import { chartColor, PALETTE } from "./chart-colors";
import { formatFigure } from "./chart-labels";

export interface ChartLine {
  label: string;
  values: number[];
  /** Drawn against the right-hand scale (a second unit: hours beside days). */
  right?: boolean;
}

const HEIGHT = 200;

/**
 * The first line is drawn as bars (the total), the others as lines with points over them (its parts). The x axis
 * is the position 0…n−1 labelled with the period; the canvas is hidden from screen readers, who get the table.
 */
export function StatsChart({ labels, lines }: { labels: readonly string[]; lines: readonly ChartLine[] }) {
  const { i18n } = useLingui();
  const { theme } = useLocalSettings();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colors = PALETTE[theme];
    const n = labels.length;
    const top = (right: boolean) => {
      const max = Math.max(1, ...lines.filter((line) => !!line.right === right).flatMap((line) => line.values));
      return max <= 4 ? 4 : Math.ceil(max * 1.1);
    };
    const hasRight = lines.some((line) => line.right);
    const axis = {
      stroke: colors.text,
      grid: { stroke: colors.grid, width: 1 },
      ticks: { stroke: colors.grid, width: 1 },
      font: "11px system-ui, sans-serif",
    };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: () => [-0.5, n - 0.5] },
        y: { range: () => [0, top(false)] },
        ...(hasRight ? { y2: { range: () => [0, top(true)] } } : {}),
      },
      axes: [
        {
          ...axis,
          incrs: [1, 2, 3, 4, 5, 7],
          space: 44,
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? "") : "")),
        },
        { ...axis, size: 44, values: (_u, splits) => splits.map((v) => formatFigure(i18n, v)) },
        ...(hasRight
          ? [
              {
                ...axis,
                scale: "y2",
                side: 1 as const,
                size: 44,
                grid: { show: false },
                values: (_u: uPlot, splits: number[]) => splits.map((v) => formatFigure(i18n, v)),
              },
            ]
          : []),
      ],
      series: [
        {},
        ...lines.map((line, i) => ({
          label: line.label,
          scale: line.right ? "y2" : "y",
          stroke: chartColor(theme, i),
          width: 2,
          ...(i === 0
            ? {
                fill: `${chartColor(theme, i)}33`,
                paths: uPlot.paths.bars!({ size: [0.7, 48] }),
                points: { show: false },
              }
            : { points: { show: true, size: 6, fill: chartColor(theme, i) } }),
        })),
      ],
    };
    const data: uPlot.AlignedData = [labels.map((_, i) => i), ...lines.map((line) => line.values)];
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, lines, theme, i18n]);
  return (
    <div
      ref={box}
      className="w-full overflow-hidden"
      style={{ minHeight: HEIGHT }}
      aria-hidden="true"
      data-testid="stats-chart"
    />
  );
}
