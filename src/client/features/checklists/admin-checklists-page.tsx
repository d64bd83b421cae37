import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { ChecklistListFilter } from "../../../shared/generated/checklists";
import { AdminScreen } from "../../all-companies/admin-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { AllCompaniesTable } from "../../all-companies/all-companies-table";
import { useClock } from "../../app/client-context";
import { checklistsOfEveryCompany } from "./admin-screens";
import { checklistColumns } from "./checklist-columns";
import { ChecklistFilters } from "./checklist-filters";
import { checklistListSpec, checklistRow, type ChecklistRow, DEFAULT_CHECKLIST_FILTER } from "./checklist-list-query";

type Row = ChecklistRow & CompanyFields;

/** /portal/admin/checklists: every company's own checklists, searched by name and description, active or removed. */
export function AdminChecklistsPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<ChecklistListFilter>(DEFAULT_CHECKLIST_FILTER);
  const clock = useClock();
  const columns = useMemo(() => checklistColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(checklistsOfEveryCompany.links.details(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="checklists"
        liveRow={checklistRow}
        title={<Trans>Checklists of every company</Trans>}
        countText={(count) => <Plural value={count} one="# checklist" other="# checklists" />}
        label={t`Checklists of every company`}
        columns={columns}
        spec={checklistListSpec}
        filter={filter}
        onFilterChange={setFilter}
        filters={<ChecklistFilters filter={filter} onChange={setFilter} />}
        onOpen={open}
      />
    </AdminScreen>
  );
}
