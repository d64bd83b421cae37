import type { HomeStats } from "../../../shared/generated/home";
import { useAppState, useCurrentUser } from "../../app/client-context";
import { isGateOpen, MENU_GATES } from "../../app/menu";
import { completePayload } from "../../sync/complete-payload";
import { ErrorRow } from "../../ui/error-row";
import { StatsFigures } from "./stats-figures";
import { ComplianceSummaryTiles, OutOfServiceCard } from "./summary-cards";
import { useCompanyQuery } from "./use-company-query";

/** The roles HomeStatsRequestEvent answers; a mechanic gets reduced figures (docs/home.md "Who may do what"). */
const STATS_ROLES = ["owner", "manager", "administrator", "mechanic"] as const;

export function useHomeStats(companyId: string | undefined) {
  const roles = useAppState((s) => s.session.roles);
  const allowed = roles.some((role) => (STATS_ROLES as readonly string[]).includes(role));
  return useCompanyQuery<HomeStats>(companyId && allowed ? `home:${companyId}` : undefined, (api) =>
    completePayload(api.homeStats({})),
  );
}

/** Home's "stats" part: vehicles out of service, the compliance tiles (for those who may see them) and the charts. */
export function HomeStatsSection() {
  const { company } = useCurrentUser();
  const roles = useAppState((s) => s.session.roles);
  const { data: stats, error } = useHomeStats(company?.id);
  if (!company) return null;
  const showCompliance = isGateOpen(MENU_GATES.compliance, { roles, features: company.features, v3: false });
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="home-stats">
      <ErrorRow error={error} />
      <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-[12rem_1fr]">
        {stats?.outOfService !== undefined && (
          <div>
            <OutOfServiceCard companyId={company.id} count={stats.outOfService} />
          </div>
        )}
        {showCompliance && <ComplianceSummaryTiles companyId={company.id} />}
      </div>
      {stats ? <StatsFigures stats={stats} /> : !error && <div className="h-64" aria-busy="true" />}
    </div>
  );
}
