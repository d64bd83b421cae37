import { Plural, Trans } from "@lingui/react/macro";
import { useCallback } from "react";
import { Link, useLocation } from "wouter";
import type { ComplianceSummary } from "../../../shared/generated/compliance";
import { completePayload } from "../../sync/complete-payload";
import { ErrorRow } from "../../ui/error-row";
import { ComplianceTiles } from "../compliance/compliance-tiles";
import { complianceLinks } from "../compliance/compliance-routes";
import { vehicleLinks } from "../vehicles/vehicle-routes";
import { useCompanyQuery } from "./use-company-query";

/** SPEC §4: a major defect means out of service. The number leads to the vehicle list. */
export function OutOfServiceCard({ companyId, count }: { companyId: string; count: number }) {
  return (
    <Link
      href={vehicleLinks.list(companyId)}
      className={`flex flex-col rounded-lg border px-4 py-3 hover:border-blue-500 ${count > 0 ? "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950" : "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800"}`}
      data-testid="out-of-service-card"
    >
      <span className={`text-3xl font-semibold ${count > 0 ? "text-red-700 dark:text-red-300" : ""}`} data-testid="out-of-service-count">
        {count}
      </span>
      <span className="text-sm text-slate-700 dark:text-slate-200">
        <Plural value={count} one="vehicle out of service" other="vehicles out of service" />
      </span>
    </Link>
  );
}

/** The compliance screen's tiles (SPEC §3 summary counts); a tile opens the compliance list. */
export function ComplianceSummaryTiles({ companyId }: { companyId: string }) {
  const [, navigate] = useLocation();
  const { data: summary, error } = useCompanyQuery<ComplianceSummary>(`compliance:${companyId}`, (api) => completePayload(api.complianceSummary({})));
  const open = useCallback(() => navigate(complianceLinks.list(companyId)), [navigate, companyId]);
  return (
    <section className="min-w-0" aria-labelledby="compliance-tiles-heading">
      <h2 id="compliance-tiles-heading" className="mb-2 text-lg font-semibold">
        <Link href={complianceLinks.list(companyId)} className="hover:underline">
          <Trans>Compliance</Trans>
        </Link>
      </h2>
      <ErrorRow error={error} />
      <ComplianceTiles summary={summary} onPick={open} />
    </section>
  );
}
