import { Trans } from "@lingui/react/macro";
import { useMemo } from "react";

import { useAppState, useClock, useCurrentUser } from "../../app/client-context";
import { isGateOpen, MENU_GATES } from "../../app/menu";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { DueSoonList, OutOfServiceList } from "./dashboard-lists";
import { useHomeStats } from "./home-stats-section";
import { StatsFigures } from "./stats-figures";
import { ComplianceSummaryTiles, OutOfServiceCard } from "./summary-cards";

/**
 * `/portal/v3/operator/{companyId}/dashboard` (only in v3; docs/home.md "Screens") on a 15-column grid: the summary
 * tiles across, the charts on 9 columns, what is due soon and what is out of service on 6 — each list leading to its
 * own. A phone stacks them.
 */
export function DashboardPage() {
  const { user, company } = useCurrentUser();
  const roles = useAppState((s) => s.session.roles);
  const { data: stats, error } = useHomeStats(company?.id);
  const clock = useClock();
  const nowMs = useMemo(() => clock.now(), [clock]);
  if (!company) return null;
  const context = { roles, features: company.features, v3: true };
  const compliance = isGateOpen(MENU_GATES.compliance, context);
  const vehicles = isGateOpen(MENU_GATES.vehicles, context);
  const first = user?.first ?? "";
  return (
    <PortalLayout>
      <h1 className="text-2xl font-semibold" data-testid="dashboard-heading">
        <Trans>Dashboard</Trans>
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        <Trans>
          Hi {first}. Here is {company.name} at a glance.
        </Trans>
      </p>
      <ErrorRow error={error} />
      <div className="mt-4 grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-15" data-testid="dashboard-grid">
        {stats?.outOfService !== undefined && (
          <div className="lg:col-span-3">
            <OutOfServiceCard companyId={company.id} count={stats.outOfService} />
          </div>
        )}
        {compliance && (
          <div className="min-w-0 lg:col-span-12">
            <ComplianceSummaryTiles companyId={company.id} />
          </div>
        )}
        <div className="min-w-0 lg:col-span-9">
          {stats ? (
            <StatsFigures stats={stats} columns="2xl:grid-cols-2" />
          ) : (
            !error && <div className="h-64" aria-busy="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-6">
          {compliance && <DueSoonList companyId={company.id} nowMs={nowMs} />}
          {vehicles && <OutOfServiceList companyId={company.id} />}
        </div>
      </div>
    </PortalLayout>
  );
}
