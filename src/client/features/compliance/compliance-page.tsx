import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";

import {
  ComplianceListFilter,
  type ComplianceKindFilter,
  type ComplianceStateFilter,
  type ComplianceSummary,
} from "../../../shared/generated/compliance";
import { DEFAULT_EXPIRING_WEEKS } from "../../../shared/rules/compliance";
import { useClock, usePortalClient } from "../../app/client-context";
import { useQueryFilter } from "../../app/filter-query";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ListScreen } from "../../ui/list-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { ExportReportButton } from "../reports";
import { complianceColumns } from "./compliance-columns";
import { ComplianceFilters } from "./compliance-filters";
import { complianceLink } from "./compliance-labels";
import { complianceListSpec, DEFAULT_COMPLIANCE_FILTER, type ComplianceRow } from "./compliance-list-query";
import { COMPLIANCE_FILTER_QUERY } from "./compliance-routes";
import { ComplianceTiles } from "./compliance-tiles";

/**
 * Compliance (docs/compliance.md "Screens"): the summary counts as tiles, and every plate, annual safety, driver
 * licence, employee document and CVOR renewal that has expired or expires within the weeks picked, soonest first.
 */
export function CompliancePage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const client = usePortalClient();
  const [filter, setFilter] = useQueryFilter(DEFAULT_COMPLIANCE_FILTER, ComplianceListFilter, COMPLIANCE_FILTER_QUERY);
  const clock = useClock();
  const columns = useMemo(() => complianceColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const [summary, setSummary] = useState<ComplianceSummary>();
  const [summaryProblem, setSummaryProblem] = useState<ServerError>();
  const [count, setCount] = useState<number>();
  const weeks = filter.expiringWeeks ?? DEFAULT_EXPIRING_WEEKS;
  // The tiles follow the horizon and every change the list sees (its count moves when records do).
  useEffect(() => {
    let current = true;
    completePayload(client.session.api.complianceSummary({ expiringWeeks: weeks }))
      .then((next) => current && setSummary(next))
      .catch((error: unknown) => current && setSummaryProblem(toServerError(error)));
    return () => {
      current = false;
    };
  }, [client, weeks, count]);
  const pick = useCallback(
    (kind: ComplianceKindFilter, state: ComplianceStateFilter) => setFilter((current) => ({ ...current, kind, state })),
    [setFilter],
  );
  const open = useCallback(
    (row: ComplianceRow) => {
      const href = complianceLink(row.kind, row.ownerId);
      if (href) navigate(href);
    },
    [navigate],
  );
  return (
    <PortalLayout>
      <ListScreen
        spec={complianceListSpec}
        title={<Trans>Compliance</Trans>}
        label={t`Compliance`}
        countId="compliance"
        countText={(count) => <Plural value={count} one="# item" other="# items" />}
        columns={columns}
        filter={filter}
        onFilterChange={setFilter}
        columnSearch={false}
        actions={({ sort }) => (
          <ExportReportButton source={{ list: "compliance", filter, sort }} onProblem={setSummaryProblem} />
        )}
        filters={
          <>
            <ComplianceTiles summary={summary} onPick={pick} />
            <ComplianceFilters filter={filter} onChange={setFilter} />
          </>
        }
        error={summaryProblem}
        noResults={i18n._(
          msg({
            message: plural(weeks, {
              one: "Nothing has expired or expires within # week",
              other: "Nothing has expired or expires within # weeks",
            }),
          }),
        )}
        onCount={setCount}
        onOpen={open}
      />
    </PortalLayout>
  );
}
