import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import type { HomeStats } from "../../../shared/generated/home";
import type { StatsRange } from "../../ui/charts/chart-labels";
import { SegmentedChoice } from "../../ui/charts/segmented-choice";
import { StatsFigure } from "./stats-figure";
import { byDomain } from "./stats-labels";

/** The last 15 days or 15 months, one chart per company domain (docs/home.md "Rules"); `columns` lays them out. */
export function StatsFigures({ stats, columns = "xl:grid-cols-2" }: { stats: HomeStats; columns?: string }) {
  const { t } = useLingui();
  const [range, setRange] = useState<StatsRange>("days");
  const groups = byDomain(stats.series);
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="stats-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="stats-heading" className="text-lg font-semibold">
          <Trans>Activity</Trans>
        </h2>
        <SegmentedChoice
          legend={t`Period`}
          value={range}
          onChange={setRange}
          choices={[
            { value: "days", label: t`Last 15 days` },
            { value: "months", label: t`Last 15 months` },
          ]}
          testId="stats-range"
        />
      </div>
      {groups.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            No activity figures for this company yet: they come with inspections, check-ins and hours of service.
          </Trans>
        </p>
      ) : (
        <div className={`grid min-w-0 grid-cols-1 gap-3 ${columns}`}>
          {groups.map((group) => (
            <StatsFigure key={group.domain} stats={stats} domain={group.domain} series={group.series} range={range} />
          ))}
        </div>
      )}
    </section>
  );
}
