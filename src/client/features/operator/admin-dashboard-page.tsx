import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import { useCurrentUser } from "../../app/client-context";
import { operatorLists, useShell } from "../../app/shell-context";
import { ErrorRow } from "../../ui/error-row";
import { AdminLayout } from "./admin-layout";
import { CompanyFinder } from "./company-finder";
import { PlatformCharts } from "./platform-charts";
import { PlatformFigureTiles } from "./platform-figure-tiles";
import { usePlatformStats } from "./use-platform-stats";

/**
 * `/portal/admin/dashboard` on the 15-column grid (docs/operator.md "Home and figures"), as the company dashboard:
 * the figures across, the charts on 9 columns, the company finder and the admin lists on 6. A phone stacks them.
 */
export function AdminDashboardPage() {
  const { t, i18n } = useLingui();
  const { user } = useCurrentUser();
  const { data: stats, error } = usePlatformStats();
  const first = user?.first ?? "";
  const lists = operatorLists(useShell().operatorNav);
  return (
    <AdminLayout title={t`Admin dashboard`}>
      <p className="text-slate-600 dark:text-slate-300">
        <Trans>Hi {first}. Here is the platform at a glance.</Trans>
      </p>
      <ErrorRow error={error} />
      <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-15" data-testid="admin-dashboard-grid">
        <div className="min-w-0 lg:col-span-15">
          <PlatformFigureTiles figures={stats?.figures} />
        </div>
        <div className="min-w-0 lg:col-span-9">
          {stats ? (
            <PlatformCharts stats={stats} columns="2xl:grid-cols-2" />
          ) : (
            !error && <div className="h-64" aria-busy="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-6">
          <CompanyFinder />
          {lists.length > 0 && (
            <nav
              aria-label={t`Admin lists`}
              className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-800"
            >
              <h2 className="text-lg font-semibold">
                <Trans>Lists</Trans>
              </h2>
              <ul className="mt-1 flex flex-wrap gap-2">
                {lists.map((entry) => (
                  <li key={entry.id}>
                    <Link href={entry.href} className="text-sm text-blue-700 hover:underline dark:text-blue-300">
                      {i18n._(entry.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </AdminLayout>
  );
}
