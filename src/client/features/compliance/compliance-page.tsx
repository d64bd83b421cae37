import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";

import {
  ComplianceListFilter,
  type ComplianceKindFilter,
  type ComplianceSort,
  type ComplianceStateFilter,
  type ComplianceSummary,
} from "../../../shared/generated/compliance";
import { useClock, usePortalClient } from "../../app/client-context";
import { useQueryFilter } from "../../app/filter-query";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { ExportReportButton } from "../reports/export-report-button";
import { complianceColumns } from "./compliance-columns";
import { ComplianceFilters } from "./compliance-filters";
import { complianceLink } from "./compliance-labels";
import {
  COMPLIANCE_COLUMNS,
  complianceListFields,
  DEFAULT_COMPLIANCE_FILTER,
  DEFAULT_COMPLIANCE_SORT,
  type ComplianceRow,
} from "./compliance-list-query";
import { COMPLIANCE_FILTER_QUERY } from "./compliance-routes";
import { ComplianceTiles } from "./compliance-tiles";
import { useComplianceList } from "./use-compliance-list";

/**
 * Compliance (docs/compliance.md "Screens"): the summary counts as tiles, and every plate, annual safety, driver
 * licence, employee document and CVOR renewal that has expired or expires within the weeks picked, soonest first.
 */
export function CompliancePage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const client = usePortalClient();
  const [filter, setFilter] = useQueryFilter(DEFAULT_COMPLIANCE_FILTER, ComplianceListFilter, COMPLIANCE_FILTER_QUERY);
  const [sort, setSort] = useState<ComplianceSort>(DEFAULT_COMPLIANCE_SORT);
  const [visibility, changeVisibility] = useColumnVisibility(COMPLIANCE_COLUMNS);
  const fields = useMemo(() => complianceListFields(visibility), [visibility]);
  const list = useComplianceList(filter, sort, fields);
  const clock = useClock();
  const columns = useMemo(() => complianceColumns(i18n, clock.now()), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const [summary, setSummary] = useState<ComplianceSummary>();
  const [summaryProblem, setSummaryProblem] = useState<ServerError>();
  const weeks = filter.expiringWeeks ?? 4;
  // The tiles follow the horizon and every change the list sees (its count moves when records do).
  useEffect(() => {
    let current = true;
    completePayload(client.session.api.complianceSummary({ expiringWeeks: weeks }))
      .then((next) => current && setSummary(next))
      .catch((error: unknown) => current && setSummaryProblem(toServerError(error)));
    return () => {
      current = false;
    };
  }, [client, weeks, list.count]);
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as ComplianceSort),
    [],
  );
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
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Compliance</Trans>
          </h1>
          <span className="text-sm text-slate-500" data-testid="compliance-count">
            {list.count === undefined ? "" : <Plural value={list.count} one="# item" other="# items" />}
          </span>
          <div className="ml-auto flex items-center gap-2">
            <ExportReportButton source={{ list: "compliance", filter, sort }} onProblem={setSummaryProblem} />
            <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
          </div>
        </div>
        <ComplianceTiles summary={summary} onPick={pick} />
        <ComplianceFilters filter={filter} onChange={setFilter} />
        <ErrorRow error={list.error ?? summaryProblem} />
        <div className="min-h-0 flex-1">
          <VirtualTable<ComplianceRow>
            label={t`Compliance`}
            columns={columns}
            count={list.count}
            rowAt={list.rowAt}
            onRangeChange={list.ensureRange}
            sort={sort}
            onSortChange={changeSort}
            columnVisibility={visibility}
            onColumnVisibilityChange={changeVisibility}
            onOpen={open}
            scrollResetKey={list.controller.key}
            emptyMessage={t`Nothing has expired or expires within ${weeks} weeks`}
          />
        </div>
      </div>
    </PortalLayout>
  );
}
