import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";

import type { ChecklistListFilter } from "../../../shared/generated/checklists";
import { useClock } from "../../app/client-context";
import { ListScreen } from "../../ui/list-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { useMayCall } from "../inspections";
import { checklistColumns } from "./checklist-columns";
import { ChecklistFilters } from "./checklist-filters";
import { checklistListSpec, DEFAULT_CHECKLIST_FILTER, type ChecklistRow } from "./checklist-list-query";
import { preloadOtherChecklistScreens } from "./checklist-route-table";
import { checklistLinks } from "./checklist-routes";

const ADD_LINK = "rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800";

/** Checklists (`/portal/operator/{companyId}/checklists`): the company's checklists, live, windowed, searched. */
export function ChecklistsListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<ChecklistListFilter>(DEFAULT_CHECKLIST_FILTER);
  const clock = useClock();
  const columns = useMemo(() => checklistColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: ChecklistRow) => navigate(checklistLinks.details(row.id)), [navigate]);
  const mayEdit = useMayCall("ChecklistSaveRequestEvent");
  useEffect(preloadOtherChecklistScreens, []);
  return (
    <PortalLayout>
      <ListScreen
        spec={checklistListSpec}
        title={<Trans>Checklists</Trans>}
        label={t`Checklists`}
        countId="checklist"
        countText={(count) => <Plural value={count} one="# checklist" other="# checklists" />}
        columns={columns}
        filter={filter}
        onFilterChange={setFilter}
        columnSearch={false}
        actions={() =>
          mayEdit && (
            <Link className={ADD_LINK} href={checklistLinks.add()} data-testid="add-checklist">
              <Trans>Add checklist</Trans>
            </Link>
          )
        }
        filters={
          <div className="flex flex-wrap items-end gap-3">
            <ChecklistFilters filter={filter} onChange={setFilter} />
          </div>
        }
        empty={{
          message: t`No checklists yet. Write one for what the inspection schedules do not cover: a reefer unit, a liftgate, a forklift.`,
          action: mayEdit ? (
            <Link className={ADD_LINK} href={checklistLinks.add()}>{t`Add checklist`}</Link>
          ) : undefined,
        }}
        onOpen={open}
      />
    </PortalLayout>
  );
}
