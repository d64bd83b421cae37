import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";

import type { ChecklistListFilter, ChecklistSort, ChecklistStatusFilter } from "../../../shared/generated/checklists";
import { useClock } from "../../app/client-context";
import { ErrorRow } from "../../ui/error-row";
import { ListEmptyState, isUnfiltered } from "../../ui/list-empty-state";
import { FILTER_CONTROL, FILTER_LABEL, ListSearch } from "../../ui/list-search";
import { PortalLayout } from "../../ui/portal-layout";
import { ColumnPicker } from "../../ui/virtual-table/column-picker";
import { useColumnVisibility } from "../../ui/virtual-table/column-visibility";
import { VirtualTable } from "../../ui/virtual-table/virtual-table";
import { useMayCall } from "../inspections/use-may-call";
import { checklistColumns } from "./checklist-columns";
import {
  CHECKLIST_COLUMNS,
  DEFAULT_CHECKLIST_FILTER,
  DEFAULT_CHECKLIST_SORT,
  checklistListFields,
  type ChecklistRow,
} from "./checklist-list-query";
import { preloadOtherChecklistScreens } from "./checklist-route-table";
import { checklistLinks } from "./checklist-routes";
import { useChecklistList } from "./use-checklist-lists";

const ADD_LINK = "rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800";

/** Checklists (`/portal/operator/{companyId}/checklists`): the company's checklists, live, windowed, searched. */
export function ChecklistsListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<ChecklistListFilter>(DEFAULT_CHECKLIST_FILTER);
  const [sort, setSort] = useState<ChecklistSort>(DEFAULT_CHECKLIST_SORT);
  const [visibility, changeVisibility] = useColumnVisibility(CHECKLIST_COLUMNS);
  const fields = useMemo(() => checklistListFields(visibility), [visibility]);
  const list = useChecklistList(filter, sort, fields);
  const clock = useClock();
  const columns = useMemo(() => checklistColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const changeSort = useCallback(
    (next: { column: string; direction: "asc" | "desc" }) => setSort(next as ChecklistSort),
    [],
  );
  const open = useCallback((row: ChecklistRow) => navigate(checklistLinks.details(row.id)), [navigate]);
  const mayEdit = useMayCall("ChecklistSaveRequestEvent");
  useEffect(preloadOtherChecklistScreens, []);
  return (
    <PortalLayout>
      <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Checklists</Trans>
          </h1>
          <span className="text-sm text-slate-500" data-testid="checklist-count">
            {list.count === undefined ? "" : <Plural value={list.count} one="# checklist" other="# checklists" />}
          </span>
          <div className="ml-auto flex items-center gap-2">
            <ColumnPicker columns={columns} visibility={visibility} onChange={changeVisibility} />
            {mayEdit && (
              <Link className={ADD_LINK} href={checklistLinks.add()} data-testid="add-checklist">
                <Trans>Add checklist</Trans>
              </Link>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <ListSearch
            value={filter.search}
            onSearch={(search) => setFilter((f) => ({ ...f, search }))}
            placeholder={t`Name or description`}
            label={t`Search checklists`}
          />
          <label className={FILTER_LABEL}>
            <Trans>Status</Trans>
            <select
              className={FILTER_CONTROL}
              value={filter.status ?? "active"}
              onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as ChecklistStatusFilter }))}
            >
              <option value="active">{t`Active`}</option>
              <option value="removed">{t`Removed`}</option>
              <option value="all">{t`All`}</option>
            </select>
          </label>
        </div>
        <ErrorRow error={list.error} />
        <div className="min-h-0 flex-1">
          {list.count === 0 && isUnfiltered(filter, DEFAULT_CHECKLIST_FILTER) ? (
            <ListEmptyState
              message={t`No checklists yet. Write one for what the inspection schedules do not cover: a reefer unit, a liftgate, a forklift.`}
              action={
                mayEdit ? <Link className={ADD_LINK} href={checklistLinks.add()}>{t`Add checklist`}</Link> : undefined
              }
            />
          ) : (
            <VirtualTable<ChecklistRow>
              label={t`Checklists`}
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
              emptyMessage={t`No results match search`}
            />
          )}
        </div>
      </div>
    </PortalLayout>
  );
}
