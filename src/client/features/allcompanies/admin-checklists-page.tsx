import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { ChecklistListFilter, ChecklistStatusFilter } from "../../../shared/generated/checklists";
import { useClock } from "../../app/client-context";
import { FILTER_CONTROL, FILTER_LABEL, ListSearch } from "../../ui/list-search";
import { checklistColumns } from "../checklists/checklist-columns";
import { checklistListSpec, type ChecklistRow, DEFAULT_CHECKLIST_FILTER } from "../checklists/checklist-list-query";
import { AdminScreen } from "./admin-screen";
import type { CompanyFields } from "./all-companies-query";
import { AllCompaniesTable } from "./all-companies-table";
import { allCompaniesLinks } from "./allcompanies-routes";

type Row = ChecklistRow & CompanyFields;

/** /portal/admin/checklists: every company's own checklists, searched by name and description, active or removed. */
export function AdminChecklistsPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<ChecklistListFilter>(DEFAULT_CHECKLIST_FILTER);
  const clock = useClock();
  const columns = useMemo(() => checklistColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(allCompaniesLinks.checklist(row.id)), [navigate]);
  const filters = (
    <>
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
    </>
  );
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="checklists"
        title={<Trans>Checklists of every company</Trans>}
        countText={(count) => <Plural value={count} one="# checklist" other="# checklists" />}
        label={t`Checklists of every company`}
        columns={columns}
        spec={checklistListSpec}
        filter={filter}
        onFilterChange={setFilter}
        filters={filters}
        onOpen={open}
      />
    </AdminScreen>
  );
}
