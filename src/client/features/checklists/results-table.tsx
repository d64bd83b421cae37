import { Plural, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { ChecklistResultListFilter, ChecklistResultSort } from "../../../shared/generated/checklists";
import { useClock } from "../../app/client-context";
import { companyListSource } from "../../sync/list-spec";
import { useList } from "../../sync/use-list";
import { ErrorRow } from "../../ui/error-row";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { resultColumns } from "./checklist-columns";
import { ALL_RESULT_FIELDS, DEFAULT_RESULT_SORT, resultListSpec, type ResultRow } from "./checklist-list-query";
import { checklistLinks } from "./checklist-routes";

const RESULTS = companyListSource(resultListSpec);
const ALL_VISIBLE: Record<string, boolean> = {};
const KEEP = () => undefined;

/** A checklist's, a vehicle's or the company's results on the generic virtual table, live, newest first. */
export function ResultsTable({
  filter,
  without,
}: {
  filter: ChecklistResultListFilter;
  without?: "checklist" | "vehicle";
}) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [sort, setSort] = useState<ChecklistResultSort>(DEFAULT_RESULT_SORT);
  const list = useList(RESULTS, filter, sort, ALL_RESULT_FIELDS);
  const clock = useClock();
  const columns = useMemo(() => resultColumns(i18n, without, clock), [i18n, i18n.locale, without]); // oxlint-disable-line react-hooks/exhaustive-deps
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as ChecklistResultSort),
    [],
  );
  const open = useCallback((row: ResultRow) => navigate(checklistLinks.result(row.id)), [navigate]);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <span className="text-sm text-slate-500" data-testid="result-count">
        {list.count === undefined ? "" : <Plural value={list.count} one="# result" other="# results" />}
      </span>
      <ErrorRow error={list.error} />
      <div className="h-96 min-h-0">
        <VirtualTable<ResultRow>
          label={t`Checklist results`}
          columns={columns}
          count={list.count}
          rowAt={list.rowAt}
          onRangeChange={list.ensureRange}
          sort={sort}
          onSortChange={changeSort}
          columnVisibility={ALL_VISIBLE}
          onColumnVisibilityChange={KEEP}
          onOpen={open}
          scrollResetKey={list.controller.key}
          emptyMessage={t`No results yet. Drivers fill checklists in the driver app.`}
        />
      </div>
    </div>
  );
}
