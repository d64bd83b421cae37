import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { Link, useLocation } from "wouter";

import type {
  ComplianceKindFilter,
  ComplianceStateFilter,
  ComplianceSummary,
} from "../../../shared/generated/compliance";
import { completePayload } from "../../sync/complete-payload";
import { ErrorRow } from "../../ui/error-row";
import { complianceLinks, ComplianceTiles } from "../compliance";
import { vehicleLinks } from "../vehicles";
import { useCompanyQuery } from "./use-company-query";

/**
 * A major defect means out of service (docs/inspections.md "Rules"). The number leads to the vehicle list, showing
 * only those.
 */
export function OutOfServiceCard({ companyId, count }: { companyId: string; count: number }) {
  return (
    <Link
      href={vehicleLinks.list(companyId, { defect: "major" })}
      className={`flex flex-col rounded-lg border px-4 py-3 hover:border-blue-500 ${count > 0 ? "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950" : "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800"}`}
      data-testid="out-of-service-card"
    >
      <span
        className={`text-3xl font-semibold ${count > 0 ? "text-red-700 dark:text-red-300" : ""}`}
        data-testid="out-of-service-count"
      >
        {count}
      </span>
      <span className="text-sm text-slate-700 dark:text-slate-200">
        <Plural value={count} one="vehicle out of service" other="vehicles out of service" />
      </span>
    </Link>
  );
}

/**
 * The compliance screen's tiles (the summary counts, docs/compliance.md "Records"); a tile opens the compliance list
 * filtered to what it counts, and the fleet's own counts open the vehicle list filtered the same way.
 */
export function ComplianceSummaryTiles({ companyId }: { companyId: string }) {
  const [, navigate] = useLocation();
  const { data: summary, error } = useCompanyQuery<ComplianceSummary>(`compliance:${companyId}`, (api) =>
    completePayload(api.complianceSummary({})),
  );
  const open = useCallback(
    (kind: ComplianceKindFilter, state: ComplianceStateFilter) =>
      navigate(complianceLinks.list(companyId, { kind, state })),
    [navigate, companyId],
  );
  return (
    <section className="min-w-0" aria-labelledby="compliance-tiles-heading">
      <h2 id="compliance-tiles-heading" className="mb-2 text-lg font-semibold">
        <Link href={complianceLinks.list(companyId)} className="hover:underline">
          <Trans>Compliance</Trans>
        </Link>
      </h2>
      <ErrorRow error={error} />
      <ComplianceTiles summary={summary} onPick={open} />
      {summary && <FleetLinks companyId={companyId} summary={summary} />}
    </section>
  );
}

const FLEET_LINK =
  "rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm hover:border-blue-500 dark:border-slate-700 dark:bg-slate-900";

/** The vehicles behind the summary's fleet counts: each opens the vehicle list showing only them. */
function FleetLinks({ companyId, summary }: { companyId: string; summary: ComplianceSummary }) {
  const { t } = useLingui();
  const expiring = summary.expiringPlatesCount + summary.expiringSafetiesCount;
  return (
    <nav className="mt-2 flex flex-wrap gap-2" aria-label={t`Vehicles`}>
      <Link
        href={vehicleLinks.list(companyId, { defect: "minor" })}
        className={FLEET_LINK}
        data-testid="fleet-link-minor"
      >
        <strong>{summary.minorCount}</strong>{" "}
        <Plural value={summary.minorCount} one="vehicle with minor defects" other="vehicles with minor defects" />
      </Link>
      <Link
        href={vehicleLinks.list(companyId, { compliance: "expiring" })}
        className={FLEET_LINK}
        data-testid="fleet-link-expiring"
      >
        <strong>{expiring}</strong>{" "}
        <Plural value={expiring} one="plate or safety expiring" other="plates or safeties expiring" />
      </Link>
    </nav>
  );
}
