import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";

import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import { checklistsOfEveryCompany } from "./admin-screens";
import { checklistColumns } from "./checklist-columns";
import { ChecklistFilters } from "./checklist-filters";
import { checklistListSpec, checklistRow, DEFAULT_CHECKLIST_FILTER } from "./checklist-list-query";

/** /portal/admin/checklists: every company's own checklists, searched by name and description, active or removed. */
export function AdminChecklistsPage() {
  return (
    <AllCompaniesListScreen
      screens={checklistsOfEveryCompany}
      spec={checklistListSpec}
      initialFilter={DEFAULT_CHECKLIST_FILTER}
      liveRow={checklistRow}
      title={<Trans>Checklists of every company</Trans>}
      countText={(count) => <Plural value={count} one="# checklist" other="# checklists" />}
      label={msg`Checklists of every company`}
      columns={(i18n, clock) => checklistColumns(i18n, clock)}
      filters={(filter, onChange) => <ChecklistFilters filter={filter} onChange={onChange} />}
    />
  );
}
