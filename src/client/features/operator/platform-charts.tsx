import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useMemo, useState } from "react";

import type { PlatformSeries, PlatformStats } from "../../../shared/generated/operator";
import { withChunkTimeout } from "../../app/lazy-screen";
import { periodLabel, type StatsRange } from "../../ui/charts/chart-labels";
import { SegmentedChoice } from "../../ui/charts/segmented-choice";
import { StatsTable } from "../../ui/charts/stats-table";
import {
  formatPlatformValue,
  PLATFORM_SERIES_LABELS,
  PLATFORM_SERIES_TITLES,
  platformSeriesValues,
} from "./platform-labels";

// The company home's uPlot chart (ui/charts/stats-chart.tsx), in its own chunk, loaded only when a chart is on screen.
const StatsChart = lazy(() =>
  withChunkTimeout(() => import("../../ui/charts/stats-chart")).then((module) => ({ default: module.StatsChart })),
);

function SeriesFigure({ stats, series, range }: { stats: PlatformStats; series: PlatformSeries; range: StatsRange }) {
  const { t, i18n } = useLingui();
  const periods = range === "days" ? stats.days : stats.months;
  const labels = useMemo(() => periods.map((p) => periodLabel(i18n, p)), [periods, i18n]);
  const lines = useMemo(
    () => [{ label: i18n._(PLATFORM_SERIES_LABELS[series.name]), values: platformSeriesValues(series, range) }],
    [series, range, i18n],
  );
  const title = i18n._(PLATFORM_SERIES_TITLES[series.name]);
  const caption = range === "days" ? t`${title}, last 15 days` : t`${title}, last 15 months`;
  return (
    <figure
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-800"
      data-testid={`platform-series-${series.name}`}
    >
      <figcaption className="font-medium">{caption}</figcaption>
      <Suspense fallback={<div className="h-[200px]" aria-busy="true" />}>
        <StatsChart labels={labels} lines={lines} />
      </Suspense>
      <StatsTable
        caption={caption}
        periodHeader={range === "days" ? t`Day` : t`Month`}
        periods={periods.map((p) => periodLabel(i18n, p, true))}
        lines={lines}
        format={(value) => formatPlatformValue(i18n, series.name, value)}
      />
    </figure>
  );
}

/**
 * The last 15 days or the last 15 months (docs/operator.md "Platform figures"), one chart per platform series;
 * `columns` lays them out.
 */
export function PlatformCharts({ stats, columns = "xl:grid-cols-3" }: { stats: PlatformStats; columns?: string }) {
  const { t } = useLingui();
  const [range, setRange] = useState<StatsRange>("days");
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="platform-activity-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="platform-activity-heading" className="text-lg font-semibold">
          <Trans>Platform activity</Trans>
        </h2>
        <SegmentedChoice
          legend={t`Period`}
          value={range}
          onChange={setRange}
          choices={[
            { value: "days", label: t`Last 15 days` },
            { value: "months", label: t`Last 15 months` },
          ]}
          testId="platform-range"
        />
      </div>
      <div className={`grid min-w-0 grid-cols-1 gap-3 ${columns}`}>
        {stats.series.map((series) => (
          <SeriesFigure key={series.name} stats={stats} series={series} range={range} />
        ))}
      </div>
    </section>
  );
}
