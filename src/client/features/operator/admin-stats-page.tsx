import { Trans, useLingui } from "@lingui/react/macro";

import { ErrorRow } from "../../ui/error-row";
import { AdminLayout } from "./admin-layout";
import { PlatformCharts } from "./platform-charts";
import { PlatformFigureTiles } from "./platform-figure-tiles";
import { usePlatformStats } from "./use-platform-stats";

/** `/portal/admin/stats`: the platform's figures and its activity charts alone, one chart a row for reading. */
export function AdminStatsPage() {
  const { t } = useLingui();
  const { data: stats, error } = usePlatformStats();
  return (
    <AdminLayout title={t`Platform statistics`}>
      <ErrorRow error={error} />
      <PlatformFigureTiles figures={stats?.figures} />
      {stats && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Days and months are counted in {stats.timeZone}.</Trans>
        </p>
      )}
      {stats ? <PlatformCharts stats={stats} columns="" /> : !error && <div className="h-64" aria-busy="true" />}
    </AdminLayout>
  );
}
