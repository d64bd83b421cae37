import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { ChecklistListFilter } from "../../../shared/generated/checklists";
import { useClock } from "../../app/client-context";
import { checklistColumns } from "../checklists/checklist-columns";
import { ChecklistFilters } from "../checklists/checklist-filters";
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
        filters={<ChecklistFilters filter={filter} onChange={setFilter} />}
        onOpen={open}
      />
    </AdminScreen>
  );
}
