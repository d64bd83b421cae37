import { useLingui } from "@lingui/react/macro";

import { ErrorRow } from "../../ui/error-row";
import { AdminLayout } from "./admin-layout";
import { CompanyFinder } from "./company-finder";
import { PlatformCharts } from "./platform-charts";
import { PlatformFigureTiles } from "./platform-figure-tiles";
import { usePlatformStats } from "./use-platform-stats";

/**
 * `/portal/admin/home` (docs/operator.md "Home and figures"): the platform's figures and activity, and a company to
 * open read-only.
 */
export function AdminHomePage() {
  const { t } = useLingui();
  const { data: stats, error } = usePlatformStats();
  return (
    <AdminLayout title={t`Admin`}>
      <ErrorRow error={error} />
      <PlatformFigureTiles figures={stats?.figures} />
      <CompanyFinder />
      {stats ? <PlatformCharts stats={stats} /> : !error && <div className="h-64" aria-busy="true" />}
    </AdminLayout>
  );
}
