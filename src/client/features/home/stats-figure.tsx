import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useMemo } from "react";

import type { HomeSeries, HomeStats, HomeStatsDomain } from "../../../shared/generated/home";
import { withChunkTimeout } from "../../app/lazy-screen";
import { useLocalSettings } from "../../app/local-settings";
import { chartColor } from "../../ui/charts/chart-colors";
import { formatFigure, periodLabel, type StatsRange } from "../../ui/charts/chart-labels";
import { StatsTable } from "../../ui/charts/stats-table";
import { DOMAIN_TITLES, SERIES_LABELS, SERIES_UNIT, seriesValues } from "./stats-labels";
import { StatsLinks } from "./stats-links";

// uPlot and the chart code load only when a chart is on screen (their own chunk; a failed load is a ChunkLoadError).
const StatsChart = lazy(() =>
  withChunkTimeout(() => import("../../ui/charts/stats-chart")).then((module) => ({ default: module.StatsChart })),
);

/** One domain's chart, its legend and its figures as a table. */
export function StatsFigure({
  stats,
  domain,
  series,
  range,
}: {
  stats: HomeStats;
  domain: HomeStatsDomain;
  series: readonly HomeSeries[];
  range: StatsRange;
}) {
  const { t, i18n } = useLingui();
  const { theme } = useLocalSettings();
  const periods = range === "days" ? stats.days : stats.months;
  const labels = useMemo(() => periods.map((p) => periodLabel(i18n, p)), [periods, i18n]);
  const lines = useMemo(
    () =>
      series.map((one) => ({
        label: i18n._(SERIES_LABELS[one.name]),
        values: seriesValues(one, range),
        right: SERIES_UNIT[one.name] !== SERIES_UNIT[series[0]!.name],
      })),
    [series, range, i18n],
  );
  const title = i18n._(DOMAIN_TITLES[domain]);
  const caption = range === "days" ? t`${title}, last 15 days` : t`${title}, last 15 months`;
  return (
    <figure
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-800"
      data-testid={`stats-${domain}`}
    >
      <figcaption className="font-medium">{caption}</figcaption>
      <ul className="my-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
        {lines.map((line, i) => (
          <li key={line.label} className="flex items-center gap-1">
            <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: chartColor(theme, i) }} />
            {line.right ? t`${line.label} (right scale)` : line.label}
          </li>
        ))}
      </ul>
      <Suspense fallback={<div className="h-[200px]" aria-busy="true" />}>
        <StatsChart labels={labels} lines={lines} />
      </Suspense>
      <StatsTable
        caption={caption}
        periodHeader={range === "days" ? t`Day` : t`Month`}
        periods={periods.map((p) => periodLabel(i18n, p, true))}
        lines={lines}
        format={(value) => formatFigure(i18n, value)}
      />
      <StatsLinks domain={domain} />
    </figure>
  );
}
